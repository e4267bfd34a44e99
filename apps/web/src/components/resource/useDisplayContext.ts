import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ledgerdesk/shared';
import { NO_DICTIONARIES, type DictionaryMap } from '../dict/useDictionaries';
import type { DisplayContext } from './fieldDisplay';
import { useLabel } from './useLabel';

/** Everything fieldDisplay needs, built once per render of a table or a detail. */
export function useDisplayContext(dicts: DictionaryMap = NO_DICTIONARIES, whole = false): DisplayContext {
  const { t, i18n } = useTranslation();
  const label = useLabel();
  const language = i18n.language as Language;
  return useMemo(() => ({ dicts, language, label, t, whole }), [dicts, language, label, t, whole]);
}
