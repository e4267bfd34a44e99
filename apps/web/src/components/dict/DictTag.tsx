import { Tag } from 'antd';
import { translateTitle } from '@/lib/i18n';
import { useDictData } from './useDictData';

interface DictTagProps {
  dictType: string;
  value: string | number | null | undefined;
}

/** The label (translated when it is a known key) of a stored dictionary value, coloured by its listClass; the raw value if unknown. */
export function DictTag({ dictType, value }: DictTagProps) {
  const { data } = useDictData(dictType);
  if (value === null || value === undefined || value === '') return null;
  const entry = data?.find((v) => v.value === String(value));
  return <Tag color={entry?.listClass || undefined}>{entry ? translateTitle(entry.key) : String(value)}</Tag>;
}
