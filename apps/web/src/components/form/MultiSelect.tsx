import { Select, type SelectProps } from 'antd';

/** What antd's Form gives a control it wraps, for a field holding several ids or keys. */
export interface MultiSelectFieldProps<V extends string | number> {
  value?: V[] | null;
  onChange?: (value: V[]) => void;
  id?: string;
  disabled?: boolean;
}

type MultiSelectProps<V extends string | number> = MultiSelectFieldProps<V> & Omit<SelectProps<V[]>, 'mode' | 'value' | 'onChange'>;

/**
 * A form field choosing several values (role ids, post ids, role keys): an empty list rather than
 * null when nothing is chosen, clearable, as wide as its form column.
 */
export function MultiSelect<V extends string | number>({ value, onChange, ...select }: MultiSelectProps<V>) {
  return <Select<V[]> mode="multiple" allowClear style={{ width: '100%' }} {...select} value={value ?? []} onChange={(next) => onChange?.(next)} />;
}
