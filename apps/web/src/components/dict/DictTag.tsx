import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictValue, Language } from '@ledgerdesk/shared';
import { dictLabel } from './dictLabel';
import { useScopedDict } from './DictionaryScope';
import { useDictData } from './useDictData';

interface DictTagProps {
  dictType: string;
  value: string | number | null | undefined;
}

interface DictValueTagProps {
  /** The type's entries, when the caller already holds them (a page's one dictionary map). */
  values: readonly DictValue[] | undefined;
  value: string | number | null | undefined;
}

/** A stored value as its entry's label in the entry's colour; the raw value when no entry matches. No fetch of its own. */
export function DictValueTag({ values, value }: DictValueTagProps) {
  const language = useTranslation().i18n.language as Language;
  if (value === null || value === undefined || value === '') return null;
  const entry = values?.find((v) => v.value === String(value));
  return <Tag color={entry?.listClass || undefined}>{entry ? dictLabel(entry, language) : String(value)}</Tag>;
}

function FetchedDictTag({ dictType, value }: DictTagProps) {
  const { data } = useDictData(dictType);
  return <DictValueTag values={data} value={value} />;
}

/**
 * The label (its own in the current language, else its key translated) of a stored dictionary
 * value, coloured by its listClass: from the enclosing table's dictionaries when it holds the
 * type (DictionaryScope), else from the per-type cache.
 */
export function DictTag({ dictType, value }: DictTagProps) {
  const scoped = useScopedDict(dictType);
  return scoped ? <DictValueTag values={scoped} value={value} /> : <FetchedDictTag dictType={dictType} value={value} />;
}
