import type { CSSProperties, ReactNode } from 'react';
import { Select } from 'antd';

/** What a form and its label give a picker of one row's id. */
export interface PickerControlProps {
  value?: number | null;
  onChange?: (id: number | null) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  /** Its width where the container does not set one (a filter bar). */
  style?: CSSProperties;
  /** Shown while nothing is chosen, instead of the picker's own hint (a filter bar's "All"). */
  placeholder?: string;
}

export interface SearchSelectProps extends PickerControlProps {
  /** What is typed, as it is typed: the caller asks the server after a pause (useSettledValue). */
  onSearch: (typed: string) => void;
  options: ReadonlyArray<{ value: number; label: ReactNode }>;
  /** The server is asked: a spinner, and no "nothing matches" yet. */
  searching: boolean;
  /** The picker's own hint while nothing is chosen (a `placeholder` given by the caller wins). */
  hint: string;
  empty: string;
  testId: string;
}

/**
 * A select of rows the server finds by what is typed (the member picker, the reference picker):
 * the server filters, not the select, and a cleared choice is `null` for the form.
 */
export function SearchSelect({ value, onChange, id, disabled, 'aria-label': ariaLabel, style, placeholder, onSearch, options, searching, hint, empty, testId }: SearchSelectProps) {
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled}
      allowClear
      showSearch={{ filterOption: false, onSearch }}
      placeholder={placeholder ?? hint}
      notFoundContent={searching ? undefined : empty}
      loading={searching}
      aria-label={ariaLabel}
      style={style}
      data-testid={testId}
      options={[...options]}
    />
  );
}
