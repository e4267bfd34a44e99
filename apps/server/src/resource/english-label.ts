import { labelText, type Label, type Language } from '@ledgerdesk/shared';
import { SEEDED_NAME_TEXTS } from '@ledgerdesk/shared/seeded-name-index';

/** An i18n key such as 'message.member.field.registeredAt': dotted words, no spaces. */
const I18N_KEY = /^[\w-]+(\.[\w-]+)+$/;

/** A label naming a web translation by key: the server cannot word it in any language but a guessed English. */
export const isI18nKey = (label: unknown): boolean => typeof label === 'string' && I18N_KEY.test(label);

/**
 * A label in English for what the server writes itself (messages, export headers, sheet names):
 * the definition's own English text, or, for an i18n key only the web can translate, its last
 * word made readable ('message.member.field.registeredAt' → 'Registered at').
 */
export function englishLabel(label: Label): string {
  const text = labelText(label, 'en');
  if (!isI18nKey(label)) return text;
  const words = text.slice(text.lastIndexOf('.') + 1).replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A label in a language: the definition's own text there, a built-in name's translation key in
 * that language (a menu's title), or (an i18n key only the web translates) its English.
 */
export function labelIn(label: Label, language: Language): string {
  return typeof label === 'string' ? (SEEDED_NAME_TEXTS.get(label)?.[language] ?? englishLabel(label)) : label[language];
}
