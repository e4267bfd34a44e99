import { cloneElement, type CSSProperties, type ReactElement } from 'react';
import { DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Label } from '@ledgerdesk/shared';
import '../locales';
import type { DictionaryMap } from '../dict/useDictionaries';
import type { PickerControlProps } from '../form/SearchSelect';
import { ReferencePicker } from './ReferencePicker';
import { useChoices } from './useChoices';
import { useLabel } from './useLabel';
import { dateRange, rangeFrom, rangeTo, referenceLabel, type FilterSpec } from './resourceFilters';

const WIDTH = 180;
const HALF = 110;

/**
 * A page's own filter control for a field (a select fed by the server), holding the value the list
 * call sends for it (one value, or an array for `in`); it is given its width. `label` replaces the
 * field's where the control shows something else than the field holds (a channel's name for its code).
 */
export interface FilterInput {
  control: ReactElement<{ style?: CSSProperties }>;
  label?: Label;
}
export type FilterInputs = Readonly<Record<string, FilterInput>>;

/**
 * The control of one filter, by the field's type and how the list matches it. On a phone
 * (`narrow`) every control takes the card's width, and a date range is two one-month pickers
 * (From, To) whose panels fit the screen instead of the range picker's two months side by side.
 */
export function FilterControl({ spec, dicts, narrow = false, input }: { spec: FilterSpec; dicts: DictionaryMap; narrow?: boolean; input?: FilterInput }) {
  const { t } = useTranslation();
  const label = useLabel();
  const choices = useChoices(dicts);
  const { name, field, mode } = spec;
  const title = label(input?.label ?? field.label);

  const width = (wide: number) => (narrow ? '100%' : wide);
  if (input) {
    return (
      <Form.Item name={name} label={title}>
        {cloneElement(input.control, { style: { width: width(mode === 'in' ? WIDTH + 60 : WIDTH) } })}
      </Form.Item>
    );
  }
  if (field.type === 'datetime' && mode === 'range' && narrow) {
    const bound = (index: 0 | 1, placeholder: string) => (
      <Form.Item name={[dateRange(name), index]} noStyle>
        <DatePicker placeholder={placeholder} aria-label={`${title} ${placeholder}`} style={{ width: '50%' }} />
      </Form.Item>
    );
    return (
      <Form.Item label={title}>
        <Space.Compact style={{ width: '100%' }}>
          {bound(0, t('message.common.dateFrom'))}
          {bound(1, t('message.common.dateTo'))}
        </Space.Compact>
      </Form.Item>
    );
  }
  if (field.type === 'datetime' && mode === 'range') {
    return (
      <Form.Item name={dateRange(name)} label={title}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('message.common.dateFrom'), t('message.common.dateTo')]} />
      </Form.Item>
    );
  }
  if (field.type === 'datetime') {
    return (
      <Form.Item name={name} label={title}>
        <DatePicker showTime style={{ width: width(WIDTH + 20) }} />
      </Form.Item>
    );
  }
  if (mode === 'range') {
    const numeric = field.type === 'integer';
    const bound = (key: string, placeholder: string) => (
      <Form.Item name={key} noStyle>
        {numeric ? (
          <InputNumber placeholder={placeholder} style={{ width: narrow ? '50%' : HALF }} aria-label={`${title} ${placeholder}`} />
        ) : (
          <Input placeholder={placeholder} inputMode="decimal" allowClear style={{ width: narrow ? '50%' : HALF }} aria-label={`${title} ${placeholder}`} />
        )}
      </Form.Item>
    );
    return (
      <Form.Item label={title}>
        <Space.Compact style={narrow ? { width: '100%' } : undefined}>
          {bound(rangeFrom(name), t('message.resource.filter.min'))}
          {bound(rangeTo(name), t('message.resource.filter.max'))}
        </Space.Compact>
      </Form.Item>
    );
  }
  const options = choices(field);
  if (options) {
    return (
      <Form.Item name={name} label={title}>
        <Select
          mode={mode === 'in' ? 'multiple' : undefined}
          allowClear
          maxTagCount={2}
          placeholder={t('message.common.all')}
          options={options}
          optionFilterProp="label"
          style={{ width: width(mode === 'in' ? WIDTH + 60 : WIDTH) }}
        />
      </Form.Item>
    );
  }
  if (mode === 'in') {
    return (
      <Form.Item name={name} label={title} tooltip={t('message.resource.filter.manyHint')}>
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} allowClear style={{ width: width(WIDTH + 60) }} />
      </Form.Item>
    );
  }
  if (field.type === 'reference') {
    // Chosen by name from the rows the operator may list; one who may not types the id, or the
    // exact name the list shows.
    const idOrName = ({ value, onChange }: PickerControlProps) => (
      <Space.Compact style={narrow ? { width: '100%' } : undefined}>
        <InputNumber min={1} precision={0} placeholder="ID" value={value} onChange={onChange} style={{ width: narrow ? '35%' : 90 }} aria-label={`${title} ID`} />
        <Form.Item name={referenceLabel(name)} noStyle>
          <Input allowClear placeholder={t('message.resource.filter.referenceLabel')} style={{ width: narrow ? '65%' : WIDTH - 40 }} aria-label={title} />
        </Form.Item>
      </Space.Compact>
    );
    return (
      <Form.Item name={name} label={title}>
        <ReferencePicker resource={field.resource} aria-label={title} placeholder={t('message.common.all')} style={{ width: width(WIDTH + 40) }} fallback={idOrName} />
      </Form.Item>
    );
  }
  if (field.type === 'integer') {
    return (
      <Form.Item name={name} label={title}>
        <InputNumber precision={0} style={{ width: width(WIDTH) }} />
      </Form.Item>
    );
  }
  return (
    <Form.Item name={name} label={title} tooltip={mode === 'prefix' || mode === 'contains' || mode === 'cidr' ? t(`message.resource.filter.${mode}Hint`) : undefined}>
      <Input allowClear placeholder={mode === 'cidr' ? '10.0.0.0/8' : undefined} style={{ width: width(WIDTH) }} />
    </Form.Item>
  );
}
