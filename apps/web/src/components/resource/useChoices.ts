import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition, Language } from '@ledgerdesk/shared';
import { dictLabel } from '../dict/dictLabel';
import type { DictionaryMap } from '../dict/useDictionaries';
import { useLabel } from './useLabel';

export interface Choice {
  /** Booleans as 'true' / 'false': a select's values are text. */
  value: string;
  label: string;
}

/**
 * The closed set of values a field takes, as select options: an enum's options, a dictionary's
 * entries from the page's one dictionary map, yes/no for a boolean; none for other types.
 */
export function useChoices(dicts: DictionaryMap) {
  const { t, i18n } = useTranslation();
  const label = useLabel();
  const language = i18n.language as Language;
  return useCallback(
    (field: FieldDefinition): Choice[] | null => {
      if (field.type === 'enum') return field.options.map((o) => ({ value: o.value, label: label(o.label) }));
      if (field.type === 'dict') return (dicts[field.dictType] ?? []).map((v) => ({ value: v.value, label: dictLabel(v, language) }));
      if (field.type === 'boolean')
        return [
          { value: 'true', label: t('message.resource.yes') },
          { value: 'false', label: t('message.resource.no') },
        ];
      return null;
    },
    [dicts, label, language, t],
  );
}
