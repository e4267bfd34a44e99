import { cloneElement, type ReactElement } from 'react';
import { ColorPicker, DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from '@ledgerdesk/shared';
import '../locales';
import { DictSelect } from '../dict/DictSelect';
import { formRules } from './formRules';
import { LazyRichTextEditor } from '../richText/LazyRichTextEditor';
import { IconPicker } from './IconPicker';
import { ReferencePicker } from './ReferencePicker';
import './fieldInput.css';
import { useLabel } from './useLabel';

interface FieldInputProps {
  name: string;
  field: FieldDefinition;
  /** Shown but not editable (a set-once field on edit). */
  disabled?: boolean;
  /** On edit a dictionary select keeps the row's value, even an empty one, instead of the dictionary default. */
  editing?: boolean;
  /** A reference's label as the row carries it, shown while the id is the row's own. */
  referenceText?: string | null;
  referenceId?: unknown;
  /** A page's own control for this field (takes `value`/`onChange` as the API has the value). */
  control?: ReactElement<{ disabled?: boolean }>;
}

/** One field of a create/edit form: the control its type calls for, with the rules its definition implies. */
export function FieldInput({ name, field, disabled, editing, referenceText, referenceId, control }: FieldInputProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const title = label(field.label);
  const common = { name, label: title, rules: formRules(field, title, t), extra: field.help ? label(field.help) : undefined };
  // A page's own control holds the value in its own shape: of the type's rules only `required` applies.
  if (control) {
    const required = common.rules.filter((rule) => typeof rule === 'object' && 'required' in rule);
    return <Form.Item {...common} rules={required}>{cloneElement(control, { disabled })}</Form.Item>;
  }

  switch (field.type) {
    case 'boolean':
      return (
        <Form.Item {...common} valuePropName="checked">
          <Switch disabled={disabled} />
        </Form.Item>
      );
    case 'integer':
      return (
        <Form.Item {...common}>
          {/* No min/max on the control: it would clamp silently; the rules say what is wrong. */}
          <InputNumber precision={0} disabled={disabled} style={{ width: '100%' }} />
        </Form.Item>
      );
    case 'money':
    case 'decimal':
      return (
        <Form.Item {...common}>
          <Input inputMode="decimal" disabled={disabled} suffix={field.type === 'decimal' && field.percent ? '%' : undefined} />
        </Form.Item>
      );
    case 'enum':
      return (
        <Form.Item {...common}>
          <Select disabled={disabled} allowClear={!field.required} options={field.options.map((o) => ({ value: o.value, label: label(o.label) }))} />
        </Form.Item>
      );
    case 'dict':
      return (
        <Form.Item {...common}>
          <DictSelect dictType={field.dictType} emptyStart={editing} allowClear={!field.required} disabled={disabled} />
        </Form.Item>
      );
    case 'datetime':
      return (
        <Form.Item {...common}>
          <DatePicker showTime disabled={disabled} style={{ width: '100%' }} />
        </Form.Item>
      );
    case 'json':
      return (
        <Form.Item {...common}>
          <Input.TextArea rows={6} disabled={disabled} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      );
    case 'richtext':
      return (
        <Form.Item {...common}>
          <LazyRichTextEditor disabled={disabled} aria-label={title} />
        </Form.Item>
      );
    case 'reference':
      return (
        <Form.Item {...common}>
          <ReferencePicker resource={field.resource} disabled={disabled} text={referenceText} shownFor={referenceId} aria-label={title} />
        </Form.Item>
      );
    case 'image':
    case 'file':
      return (
        <Form.Item {...common} tooltip={t('message.resource.form.filePath')}>
          <Input disabled={disabled} />
        </Form.Item>
      );
    case 'text':
      if (field.widget === 'icon')
        return (
          <Form.Item {...common}>
            <IconPicker disabled={disabled} />
          </Form.Item>
        );
      if (field.widget === 'color')
        return (
          <Form.Item {...common} getValueFromEvent={(color: Color) => color.toHexString()}>
            <ColorPicker showText disabled={disabled} />
          </Form.Item>
        );
      if (field.widget === 'password')
        return (
          <Form.Item {...common}>
            <Input.Password disabled={disabled} maxLength={field.maxLength} autoComplete="new-password" />
          </Form.Item>
        );
      if (field.widget === 'textarea')
        return (
          <Form.Item {...common}>
            <Input.TextArea rows={4} disabled={disabled} showCount={field.maxLength !== undefined} maxLength={field.maxLength} />
          </Form.Item>
        );
      return (
        <Form.Item {...common}>
          <Input disabled={disabled} />
        </Form.Item>
      );
  }
}
