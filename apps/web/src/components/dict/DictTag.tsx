import { Tag } from 'antd';
import { useDictData } from './useDictData';

interface DictTagProps {
  dictType: string;
  value: string | number | null | undefined;
}

/** The label of a stored dictionary value, coloured by its listClass; the raw value if unknown. */
export function DictTag({ dictType, value }: DictTagProps) {
  const { data } = useDictData(dictType);
  if (value === null || value === undefined || value === '') return null;
  const entry = data?.find((v) => v.value === String(value));
  return <Tag color={entry?.listClass || undefined}>{entry?.key ?? String(value)}</Tag>;
}
