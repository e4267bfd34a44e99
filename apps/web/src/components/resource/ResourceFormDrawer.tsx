import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Alert, App, Button, Drawer, Flex, Form } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasOp, type ResourceDefinition } from '@ledgerdesk/shared';
import '../locales';
import { FieldInput } from './FieldInput';
import { changedValues, formFields, formPayload, initialFormValues, isShown, type FormValues } from './formValues';
import { referenceLabel } from './resourceFilters';
import { resourceApi, type ResourceRow } from './resourceApi';
import { resourceKeys } from './resourceKeys';
import { refusalText } from '@/lib/refusalText';
import { refusalHint, refusalOf, type Refusal } from './serverRefusal';
import { useLabel } from './useLabel';

export type FormTarget = { mode: 'create'; preset?: FormValues } | { mode: 'edit'; row: ResourceRow };

interface ResourceFormDrawerProps {
  definition: ResourceDefinition;
  /** What is being created or edited; null when the drawer is closed. */
  target: FormTarget | null;
  onClose: () => void;
  /** Called once the server has taken the form, before the drawer closes. */
  onSaved?: (target: FormTarget) => void;
  /** A page's own controls by field name (a tree picker, a multi-select fed by the server). */
  inputs?: Readonly<Record<string, ReactElement<{ disabled?: boolean }>>>;
  /** Fields the page is scoped to (ResourcePage `scope`): a new row takes the scope's value, unchangeable. */
  fixed?: ReadonlySet<string>;
}

/**
 * Creates or edits one row with a form built from the definition. The server's 400 lands on the
 * fields it names, as does a 409 on a value another row holds (a duplicate); a stale edit (409 on
 * `version`) says so and reloads the row's current values.
 */
export function ResourceFormDrawer({ definition, target, onClose, onSaved, inputs, fixed }: ResourceFormDrawerProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const keys = resourceKeys(definition);
  const api = resourceApi(definition);
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const mode = target?.mode ?? 'create';
  const fields = formFields(definition, mode);
  const own = useMemo(() => new Set(Object.keys(inputs ?? {})), [inputs]);
  const editedId = target?.mode === 'edit' ? target.row.id : null;

  // An edit starts from the row as the server has it now (and its current version), when it can be read.
  const fresh = useQuery({
    queryKey: keys.detail(editedId ?? 0),
    queryFn: () => api.get<ResourceRow>(editedId as number),
    enabled: editedId !== null && hasOp(definition, 'get'),
  });
  const row = target?.mode === 'edit' ? (hasOp(definition, 'get') ? (fresh.data ?? null) : target.row) : null;
  const initial = target ? initialFormValues(fields, row, target.mode === 'create' ? target.preset : undefined, own) : {};
  const initialKey = JSON.stringify({ open: target !== null, id: editedId, version: row?.version, preset: target?.mode === 'create' ? target.preset : null });

  useEffect(() => {
    if (!target || (target.mode === 'edit' && !row)) return;
    form.resetFields();
    form.setFieldsValue(initialFormValues(fields, row, target.mode === 'create' ? target.preset : undefined, own));
    // Re-seed when another row, another version or another preset comes in, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialKey]);

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const submit = async (values: FormValues) => {
    setBusy(true);
    setRefusal(null);
    try {
      let saved: ResourceRow;
      if (target?.mode === 'edit' && row) {
        const before = formPayload(fields, initial, 'edit', own);
        const changed = changedValues(before, formPayload(fields, { ...form.getFieldsValue(true), ...values }, 'edit', own));
        saved = await api.edit({ id: row.id, version: row.version, ...changed });
      } else {
        saved = await api.add(formPayload(fields, { ...form.getFieldsValue(true), ...values }, 'create', own));
      }
      // Fields a second operator must approve were filed, not written: saying only "saved" would mislead.
      if (definition.pendingChange && saved?.[definition.pendingChange] === true) void message.info(t('message.resource.form.savedAwaitingApproval'), 6);
      else void message.success(t('message.common.saved'));
      void queryClient.invalidateQueries({ queryKey: keys.all });
      if (target) onSaved?.(target);
      close();
    } catch (error) {
      const refused = refusalOf(error);
      setRefusal(refused);
      if (refused.stale && editedId !== null) {
        void queryClient.invalidateQueries({ queryKey: keys.lists() });
        await fresh.refetch();
      }
      const named = Object.entries(refused.fields).filter(([name]) => fields.some(([field]) => field === name));
      if (named.length) {
        form.setFields(named.map(([name, text]) => ({ name, errors: [text] })));
        // A long form may hide the field the server named below the fold.
        form.scrollToField(named[0]![0], { block: 'center' });
      }
    } finally {
      setBusy(false);
    }
  };

  const title = `${t(mode === 'create' ? 'message.resource.form.createTitle' : 'message.resource.form.editTitle', { title: label(definition.recordName ?? definition.title) })}${editedId !== null ? ` #${editedId}` : ''}`;
  const hint = refusal ? refusalHint(refusal) : null;
  return (
    <Drawer
      open={target !== null}
      title={title}
      size={560}
      onClose={close}
      destroyOnHidden
      loading={target?.mode === 'edit' && !row}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close}>{t('message.resource.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            {t('message.resource.save')}
          </Button>
        </Flex>
      }
    >
      <div data-testid="resource-form">
        {refusal && (
          <Alert
            type={refusal.stale ? 'warning' : 'error'}
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            title={refusal.stale ? t('message.resource.form.stale') : refusalText(refusal.error, { fieldLabel: (name) => (definition.fields[name] ? label(definition.fields[name].label) : undefined) })}
            description={refusal.stale ? t('message.resource.form.staleHint') : hint ? t(hint) : undefined}
          />
        )}
        <Form<FormValues> form={form} name="record" layout="vertical" onFinish={(values) => void submit(values)} initialValues={initial}>
          {fields.map(([name, field]) => {
            const input = (
              <FieldInput
                key={name}
                name={name}
                field={field}
                disabled={(mode === 'edit' && field.form === 'create') || (mode === 'create' && fixed?.has(name) === true)}
                editing={mode === 'edit'}
                referenceText={row ? (row[referenceLabel(name)] as string | null | undefined) : undefined}
                referenceId={row?.[name]}
                control={inputs?.[name]}
              />
            );
            if (!field.when) return input;
            // Shown only while the field it depends on holds one of the listed values.
            return (
              <Form.Item key={name} noStyle dependencies={[field.when.field]}>
                {({ getFieldsValue }) => (isShown(field, getFieldsValue(true) as FormValues) ? input : null)}
              </Form.Item>
            );
          })}
        </Form>
      </div>
    </Drawer>
  );
}
