/*
 * A text kept in each console language, as this repository's own tables keep one: `x` (or
 * `x_zh_cn`), the simplified Chinese, beside `x_en` and `x_zh_tw`. A generated definition names the
 * other two on the first (`languages`), so its list, detail title and export show the reader's
 * text and its filter matches any of the three.
 */

import type { GenColumn, GenFieldType } from './model';

/** The field types a language's column may have: a text edited in a box or an area. */
export const TEXT_FIELD_TYPES: ReadonlySet<GenFieldType> = new Set(['input', 'textarea']);

/** The other two columns of a text kept in three languages, by name. */
export interface OtherLanguageColumns {
  en: string;
  zhTw: string;
}

/** Each text kept in three languages among `names` (column names), keyed by its simplified Chinese column. */
export function languageTriples(names: readonly string[]): Map<string, OtherLanguageColumns> {
  const present = new Set(names);
  const triples = new Map<string, OtherLanguageColumns>();
  for (const en of names) {
    const base = /^(.+)_en$/.exec(en)?.[1];
    if (base === undefined || !present.has(`${base}_zh_tw`)) continue;
    const main = present.has(`${base}_zh_cn`) ? `${base}_zh_cn` : present.has(base) ? base : undefined;
    if (main !== undefined) triples.set(main, { en, zhTw: `${base}_zh_tw` });
  }
  return triples;
}

/** `name_zh_cn` or `name` → `name`: what the text is, whichever language column holds it. */
export const baseOfMain = (main: string) => main.replace(/_zh_cn$/, '');

/**
 * The texts kept in three languages a generated definition declares: each of the three columns
 * included, as text. The columns tab shows the same pairing while the choices are edited.
 */
export function generatedLanguages(columns: readonly GenColumn[]): Map<string, OtherLanguageColumns> {
  return languageTriples(columns.filter((c) => c.include && TEXT_FIELD_TYPES.has(c.fieldType)).map((c) => c.column));
}
