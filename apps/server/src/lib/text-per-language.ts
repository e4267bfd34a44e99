import { LANGUAGES, type Label, type Language, type TextPerLanguage } from '@ledgerdesk/shared';

/**
 * Words the server writes into a row for people to read later (a job run's message, a ledger
 * entry's remark), in each console language: a list shows the reader's, an export the operator's.
 * Written once, when the row is, so a row keeps the words of the code that wrote it.
 */

const SEPARATOR: Readonly<Record<Language, string>> = { 'zh-cn': '；', en: '; ', 'zh-tw': '；' };

/** A text worded for each language by `text`. */
export const inEachLanguage = (text: (language: Language) => string): TextPerLanguage => Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as TextPerLanguage;

/** A text written out in the three console languages, in the order the definitions' labels are. */
export const threeLanguages = (zhCn: string, en: string, zhTw: string): TextPerLanguage => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** A text nobody translates (an operator's remark, an exception's own words) shown as written in every language. */
export function verbatim(text: string): TextPerLanguage {
  return inEachLanguage(() => text);
}

/** An operator's remark as a stored text: as written in every language, or null when they wrote nothing. */
export function verbatimOrNull(text: string | null | undefined): TextPerLanguage | null {
  return text?.trim() ? verbatim(text) : null;
}

/**
 * The label a definition's option gives a value (a result, a state, a reason), as a stored text;
 * a value no option names, or one labelled by an i18n key only the web translates, as written.
 */
export function optionText(options: readonly { value: string; label: Label }[], value: string): TextPerLanguage {
  const label = options.find((option) => option.value === value)?.label;
  return label === undefined || typeof label === 'string' ? verbatim(label ?? value) : label;
}

/** The parts given, one after another in each language; null when there are none. */
export function joinTexts(parts: readonly (TextPerLanguage | null | undefined)[]): TextPerLanguage | null {
  const present = parts.filter((part): part is TextPerLanguage => !!part && LANGUAGES.some((language) => part[language] !== ''));
  if (!present.length) return null;
  return inEachLanguage((language) => present.map((part) => part[language]).join(SEPARATOR[language]));
}

/** Each language's text cut to `max` characters (the last one an ellipsis when cut). */
export function truncateText(text: TextPerLanguage, max: number): TextPerLanguage {
  return inEachLanguage((language) => (text[language].length > max ? `${text[language].slice(0, max - 1)}…` : text[language]));
}
