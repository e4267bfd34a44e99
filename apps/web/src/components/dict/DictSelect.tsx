import { useEffect, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ledgerdesk/shared';
import { dictLabel } from './dictLabel';
import { dictDefault, useDictData } from './useDictData';

export interface DictSelectProps extends Omit<SelectProps<string>, 'options' | 'defaultValue' | 'loading'> {
  dictType: string;
  /** Preselected value; without it, the entry the dictionary marks as default. */
  defaultValue?: string;
  /** Starts empty instead of on the dictionary's default: a list filter's "all". */
  emptyStart?: boolean;
}

/**
 * A Select filled from a dictionary type. Works bare or inside Form.Item: the default is
 * reported once through onChange so a form holds it without the user touching the control.
 */
export function DictSelect({ dictType, defaultValue, emptyStart = false, value, onChange, ...rest }: DictSelectProps) {
  const { data, isLoading } = useDictData(dictType, defaultValue);
  const language = useTranslation().i18n.language as Language;
  const [picked, setPicked] = useState<string | undefined>();
  const initial = emptyStart ? defaultValue : dictDefault(data, defaultValue);
  const shown = value ?? picked ?? initial;

  useEffect(() => {
    if (value === undefined && initial !== undefined) onChange?.(initial, []);
    // Report the default once it is known, not on every parent render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  return (
    <Select<string>
      {...rest}
      loading={isLoading}
      value={shown}
      options={data?.map((v) => ({ label: dictLabel(v, language), value: v.value }))}
      onChange={(next, option) => {
        setPicked(next);
        onChange?.(next, option);
      }}
    />
  );
}
