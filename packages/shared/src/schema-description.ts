/**
 * The schema extension holding a field's description in each console language: the API reference
 * shows the reader's, and the standard `description` keeps the English for other readers of the
 * document (as `x-summaries` does for an operation's summary).
 */
export const OPENAPI_DESCRIPTIONS_EXTENSION = 'x-descriptions';

/**
 * A field's description in zh-cn, en and zh-tw (the order labels are written in), as zod metadata:
 * `schema.meta(describedAs('…', '…', '…'))`. Used instead of `.describe()`, whose English-only text
 * a schema built on a described one would pair with the other's translations.
 */
export function describedAs(zhCn: string, en: string, zhTw: string) {
  return { description: en, [OPENAPI_DESCRIPTIONS_EXTENSION]: { 'zh-cn': zhCn, en, 'zh-tw': zhTw } };
}
