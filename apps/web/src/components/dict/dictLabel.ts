import type { DictValue, Language } from '@ledgerdesk/shared';
import { translateTitle } from '@/lib/i18n';

/** An entry's text in a language: its own label there when it gives one, else its key translated. */
export function dictLabel(entry: DictValue, language: Language): string {
  return entry.labels?.[language] || translateTitle(entry.key);
}
