import { LANGUAGES, type Language, type TextPerLanguage } from '@ledgerdesk/shared';

/**
 * What a run says in the job log (its message, its error), in each console language: the log
 * shows the reader's and an export the operator's. Written when the run ends, so a row keeps the
 * words of the code that ran it.
 */
export type JobText = TextPerLanguage;

const SEPARATOR: Readonly<Record<Language, string>> = { 'zh-cn': '；', en: '; ', 'zh-tw': '；' };

const inEachLanguage = (text: (language: Language) => string): JobText => Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as JobText;

/** A text nobody translates (an exception's own words, croner's reason) shown as written in every language. */
export function verbatim(text: string): JobText {
  return inEachLanguage(() => text);
}

/** The parts given, one after another in each language; null when there are none. */
export function joinTexts(parts: readonly (JobText | null | undefined)[]): JobText | null {
  const present = parts.filter((part): part is JobText => !!part && LANGUAGES.some((language) => part[language] !== ''));
  if (!present.length) return null;
  return inEachLanguage((language) => present.map((part) => part[language]).join(SEPARATOR[language]));
}

/** Each language's text cut to `max` characters (the last one an ellipsis when cut). */
export function truncateText(text: JobText, max: number): JobText {
  return inEachLanguage((language) => (text[language].length > max ? `${text[language].slice(0, max - 1)}…` : text[language]));
}

/**
 * Thrown by a handler to end its run as failed with words of its own (a yield pool short, a
 * settlement mismatch) instead of an exception's English text.
 */
export class JobFailure extends Error {
  constructor(readonly text: JobText) {
    super(text.en);
    this.name = 'JobFailure';
  }
}
