/*
 * What a refusal of a designed table (design.ts) says, in English: the server's messages and the
 * English console's. Kept apart from the schema so the console's texts load without zod.
 */

/** What each refusal says, with `{{name}}` for its params (the i18next form, so a client reuses them). */
export const DESIGN_RULES = {
  identifier: 'must be lower-case letters, digits and _, starting with a letter (at most 63)',
  reservedTable: '{{table}} starts with gen_ or __, names kept for the generator and the migrations',
  area: 'must be lower-case letters, digits and -, starting with a letter (at most 63)',
  tooLong: 'must be at most {{max}} characters',
  unstorable: 'must not hold a NUL character or a lone surrogate',
  columnCount: 'must hold 1 to {{max}} columns',
  engineColumn: '{{column}} is added by the generator itself (id, version, created_at, updated_at, created_by, updated_by, deleted_at)',
  duplicateColumn: 'column {{column}} is declared more than once',
  sameField: 'column {{column}} becomes the field {{field}}, as column {{other}} does',
  unsafeDefault: "column {{column}}: the default must be now(), true, false, a number or a plain quoted word such as 'DRAFT'",
  defaultForType: 'column {{column}}: a {{type}} column takes a default like {{example}}',
  noDefault: 'column {{column}}: a {{type}} column takes no default',
  defaultNotStatus: 'column {{column}}: the default {{value}} is not one of its status values',
  statusNeedsText: 'column {{column}}: only a text column can hold status values',
  statusCount: 'column {{column}}: a status needs {{min}} to {{max}} values',
  statusValue: 'column {{column}}: {{value}} must be an upper-case word (A-Z, digits and _, starting with a letter, at most 32)',
  duplicateStatus: 'column {{column}}: the status value {{value}} is listed more than once',
} as const;
export type DesignRule = keyof typeof DESIGN_RULES;
export type DesignRuleParams = Record<string, string | number>;

/** The English sentence of a rule with its params filled in. */
export function designRuleText(rule: DesignRule, params: DesignRuleParams = {}): string {
  return DESIGN_RULES[rule].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
