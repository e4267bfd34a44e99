import type { Language } from '@ledgerdesk/shared';
import i18n from './i18n';

/** Deep-merges an area's own messages into the app's translations (its keys win over nothing). */
export function registerMessages(bundles: Record<Language, object>): void {
  for (const [lang, messages] of Object.entries(bundles)) i18n.addResourceBundle(lang, 'translation', messages, true, false);
}
