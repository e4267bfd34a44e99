import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DESIGN_DEFAULTS, DESIGN_LIMITS, DESIGN_TYPE_NAMES, DESIGN_TYPES, isTextType, type GeneratorDesignInput } from '@ledgerdesk/shared/generator/design';
import { refusalHint, refusalOf, type Refusal } from '@/components/resource/serverRefusal';
import { refusalText } from '@/lib/refusalText';
import { designTable } from '../api';
import { designRule, pathOfField } from './designRules';
import './design.css';

type DesignColumn = GeneratorDesignInput['columns'][number];

const NEW_COLUMN: DesignColumn = { column: '', type: 'text64', notNull: false, defaultValue: '', comment: '', statusValues: [] };

/**
 * Designs a new table: its name, comment and area, and a row per column (name, type, not null,
 * default, label, status values). Every control is checked with the server's own schema as it is
 * edited; a refusal of the server (a name already taken) shows above the form and on the field it
 * names. The generator drafts the rest, and the table's migration is among its files.
 */
export function DesignDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<GeneratorDesignInput>();
  const rows = (Form.useWatch('columns', form) ?? []) as DesignColumn[];
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const label = (key: string) => t(`message.generator.designer.${key}`);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // The form shows what is wrong beside each control.
    }
    const design = form.getFieldsValue(true) as GeneratorDesignInput;
    setBusy(true);
    setRefusal(null);
    try {
      const { tableName } = await designTable(design);
      message.success(t('message.generator.designer.done', { table: tableName }));
      onDone();
    } catch (error) {
      const refused = refusalOf(error);
      setRefusal(refused);
      form.setFields(Object.entries(refused.fields).map(([name, text]) => ({ name: pathOfField(name), errors: [text] })) as Parameters<typeof form.setFields>[0]);
    } finally {
      setBusy(false);
    }
  };

  // A fix in one control can settle a refusal shown on another (the other of two same-named columns).
  const recheckRefused = () => {
    const refused = form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => f.name);
    if (refused.length) form.validateFields(refused).catch(() => undefined);
  };

  const hint = refusal ? refusalHint(refusal) : null;
  return (
    <Modal
      open
      width={1180}
      title={label('title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ loading: busy }}
    >
      <div data-testid="generator-design-dialog">
        {refusal ? <Alert type="error" showIcon role="alert" className="generator-design-refusal" title={refusalText(refusal.error)} description={hint ? t(hint) : undefined} /> : null}
        <Typography.Paragraph type="secondary">{label('hint')}</Typography.Paragraph>
        <Form<GeneratorDesignInput> form={form} layout="vertical" initialValues={{ area: 'system', tableComment: '', columns: [NEW_COLUMN] }} onValuesChange={recheckRefused}>
          <div className="generator-design-table">
            <Form.Item name="tableName" label={label('tableName')} rules={[designRule(t, form, ['tableName'])]} required>
              <Input data-testid="generator-design-table-name" placeholder="promo_card" autoComplete="off" />
            </Form.Item>
            <Form.Item name="area" label={label('area')} rules={[designRule(t, form, ['area'])]} required>
              <Input data-testid="generator-design-area" autoComplete="off" />
            </Form.Item>
            <Form.Item name="tableComment" label={label('tableComment')} rules={[designRule(t, form, ['tableComment'])]}>
              <Input data-testid="generator-design-table-comment" maxLength={DESIGN_LIMITS.tableComment} />
            </Form.Item>
          </div>
          <Typography.Title level={5}>{label('columns')}</Typography.Title>
          <Form.List name="columns" rules={[designRule(t, form, ['columns'])]}>
            {(fields, { add, remove }, { errors }) => (
              <div data-testid="generator-design-columns">
                <div className="generator-design-row generator-design-head" aria-hidden>
                  {['column', 'type', 'notNull', 'default', 'label', 'statusValues'].map((key) => (
                    <Typography.Text key={key} strong>
                      {label(key)}
                    </Typography.Text>
                  ))}
                </div>
                {fields.map((field, i) => {
                  const type = rows[i]?.type ?? 'text64';
                  const at = (key: keyof DesignColumn) => ['columns', field.name, key];
                  return (
                    <div key={field.key} className="generator-design-row" data-testid={`generator-design-column-${i}`}>
                      <Form.Item name={[field.name, 'column']} rules={[designRule(t, form, at('column'))]}>
                        <Input aria-label={label('column')} placeholder="status" autoComplete="off" data-testid="generator-design-column-name" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'type']} rules={[designRule(t, form, at('type'))]}>
                        <Select
                          aria-label={label('type')}
                          data-testid="generator-design-column-type"
                          options={DESIGN_TYPE_NAMES.map((v) => ({ value: v, label: <span title={DESIGN_TYPES[v]}>{t(`message.generator.designer.types.${v}`)}</span> }))}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'notNull']} valuePropName="checked">
                        <Switch aria-label={label('notNull')} data-testid="generator-design-column-not-null" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'defaultValue']} rules={[designRule(t, form, at('defaultValue'))]}>
                        <Input
                          aria-label={label('default')}
                          disabled={!DESIGN_DEFAULTS[type]}
                          placeholder={DESIGN_DEFAULTS[type]?.example ?? label('noDefault')}
                          autoComplete="off"
                          data-testid="generator-design-column-default"
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'comment']} rules={[designRule(t, form, at('comment'))]}>
                        <Input aria-label={label('label')} maxLength={DESIGN_LIMITS.comment} data-testid="generator-design-column-label" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'statusValues']} rules={[designRule(t, form, at('statusValues'))]} normalize={(values: string[]) => values.map((v) => v.trim().toUpperCase())}>
                        <Select
                          mode="tags"
                          aria-label={label('statusValues')}
                          disabled={!isTextType(type)}
                          placeholder={isTextType(type) ? label('statusPlaceholder') : undefined}
                          tokenSeparators={[',', ' ']}
                          suffixIcon={null}
                          data-testid="generator-design-column-status"
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={label('remove')}
                        title={label('remove')}
                        disabled={fields.length === 1}
                        onClick={() => remove(field.name)}
                        data-testid="generator-design-column-remove"
                      />
                    </div>
                  );
                })}
                <Form.ErrorList errors={errors} />
                <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= DESIGN_LIMITS.columns} onClick={() => add({ ...NEW_COLUMN })} data-testid="generator-design-add-column">
                  {label('add')}
                </Button>
              </div>
            )}
          </Form.List>
        </Form>
      </div>
    </Modal>
  );
}
