import { z } from 'zod';
import { isStorableText } from '../input';
import { designRuleText, type DesignRule, type DesignRuleParams } from './design-rules';
import { ENGINE_COLUMNS, inferTable } from './infer';
import { camelOf } from './naming';
import { catalogColumn, NAME_IDENTIFIER, SAFE_DEFAULT, SQL_IDENTIFIER, type CatalogColumn, type CatalogTable, type GenTable } from './model';

/*
 * A new table designed in the code generator (issue 17): the operator names the table and its
 * columns and picks each column's type from a short list; the generator drafts everything else as
 * it would for an imported table, plus the CREATE TABLE migration. Every refusal carries its rule
 * and what it is about (`params: { rule, … }`), so a client words it in its own language
 * (design-rules.ts holds the English).
 */

/** The types a designed column may take, each as the catalogue prints it (what inferTable reads). */
export const DESIGN_TYPES = {
  text64: 'character varying(64)',
  text255: 'character varying(255)',
  longText: 'text',
  integer: 'integer',
  bigint: 'bigint',
  money: 'numeric(36,18)',
  rate: 'numeric(10,6)',
  boolean: 'boolean',
  datetime: 'timestamp with time zone',
  json: 'jsonb',
} as const;
export type DesignType = keyof typeof DESIGN_TYPES;
export const DESIGN_TYPE_NAMES = Object.keys(DESIGN_TYPES) as [DesignType, ...DesignType[]];

const TEXT_TYPES: ReadonlySet<DesignType> = new Set(['text64', 'text255', 'longText']);
export const isTextType = (type: DesignType): boolean => TEXT_TYPES.has(type);

const QUOTED_WORD = /^'[A-Za-z0-9_ .-]{0,100}'$/;
/**
 * The defaults each type takes, all within SAFE_DEFAULT and within what the column can hold (a
 * default the column cannot store would only fail when the migration runs); json takes none.
 */
export const DESIGN_DEFAULTS: Readonly<Record<DesignType, { accepts: RegExp; example: string } | null>> = {
  text64: { accepts: /^'[A-Za-z0-9_ .-]{0,64}'$/, example: "'DRAFT'" },
  text255: { accepts: QUOTED_WORD, example: "'DRAFT'" },
  longText: { accepts: QUOTED_WORD, example: "'DRAFT'" },
  integer: { accepts: /^-?\d{1,9}$/, example: '0' },
  bigint: { accepts: /^-?\d{1,18}$/, example: '0' },
  money: { accepts: /^-?\d{1,18}(\.\d{1,18})?$/, example: '0' },
  rate: { accepts: /^-?\d{1,4}(\.\d{1,6})?$/, example: '0.05' },
  boolean: { accepts: /^(true|false)$/, example: 'false' },
  datetime: { accepts: /^now\(\)$/, example: 'now()' },
  json: null,
};

export const DESIGN_LIMITS = { columns: 50, tableComment: 500, comment: 100, statusValues: { min: 2, max: 20 } } as const;
const STATUS_VALUE = /^[A-Z][A-Z0-9_]{0,31}$/;
/** The generator's own tables and drizzle's bookkeeping. */
const RESERVED_TABLE = /^(gen_|__)/;

function refuse(ctx: z.RefinementCtx, path: (string | number)[], rule: DesignRule, params: DesignRuleParams = {}) {
  ctx.addIssue({ code: 'custom', path, message: designRuleText(rule, params), params: { rule, ...params } });
}

function checkText(ctx: z.RefinementCtx, path: (string | number)[], value: string, max: number) {
  if (value.length > max) refuse(ctx, path, 'tooLong', { max });
  else if (!isStorableText(value)) refuse(ctx, path, 'unstorable');
}

const designColumnSchema = z
  .object({
    column: z.string().trim(),
    type: z.enum(DESIGN_TYPE_NAMES, { error: `must be one of ${DESIGN_TYPE_NAMES.join(', ')}` }),
    notNull: z.boolean().default(false),
    /** An SQL default expression; empty or absent means none. */
    defaultValue: z.string().trim().optional(),
    /** The column's label (its COMMENT in the migration). */
    comment: z.string().trim().default(''),
    /** A status column's values: its dictionary's entries. Empty or absent means none. */
    statusValues: z.array(z.string().trim()).max(100).optional(),
  })
  .superRefine((c, ctx) => {
    if (!SQL_IDENTIFIER.test(c.column)) refuse(ctx, ['column'], 'identifier');
    else if (ENGINE_COLUMNS.has(c.column)) refuse(ctx, ['column'], 'engineColumn', { column: c.column });
    checkText(ctx, ['comment'], c.comment, DESIGN_LIMITS.comment);
    const named = { column: c.column, type: c.type };
    const values = c.statusValues ?? [];
    if (values.length > 0) {
      const { min, max } = DESIGN_LIMITS.statusValues;
      if (!isTextType(c.type)) refuse(ctx, ['statusValues'], 'statusNeedsText', named);
      else if (values.length < min || values.length > max) refuse(ctx, ['statusValues'], 'statusCount', { ...named, min, max });
      const bad = values.find((v) => !STATUS_VALUE.test(v));
      const twice = values.find((v, i) => values.indexOf(v) !== i);
      if (bad !== undefined) refuse(ctx, ['statusValues'], 'statusValue', { ...named, value: bad });
      else if (twice !== undefined) refuse(ctx, ['statusValues'], 'duplicateStatus', { ...named, value: twice });
    }
    if (!c.defaultValue) return;
    const accepted = DESIGN_DEFAULTS[c.type];
    if (!SAFE_DEFAULT.test(c.defaultValue)) refuse(ctx, ['defaultValue'], 'unsafeDefault', named);
    else if (!accepted) refuse(ctx, ['defaultValue'], 'noDefault', named);
    else if (!accepted.accepts.test(c.defaultValue)) refuse(ctx, ['defaultValue'], 'defaultForType', { ...named, example: accepted.example });
    else if (values.length > 0 && !values.includes(c.defaultValue.slice(1, -1))) refuse(ctx, ['defaultValue'], 'defaultNotStatus', { ...named, value: c.defaultValue });
  });

/** A table to design: its name, comment and area, and its columns (the generator adds id, version and the audit columns). */
export const generatorDesignSchema = z
  .object({
    tableName: z.string().trim(),
    tableComment: z.string().trim().default(''),
    area: z.string().trim().default('system'),
    columns: z.array(designColumnSchema).max(200, `must hold 1 to ${DESIGN_LIMITS.columns} columns`),
  })
  .superRefine((design, ctx) => {
    if (!SQL_IDENTIFIER.test(design.tableName)) refuse(ctx, ['tableName'], 'identifier');
    else if (RESERVED_TABLE.test(design.tableName)) refuse(ctx, ['tableName'], 'reservedTable', { table: design.tableName });
    checkText(ctx, ['tableComment'], design.tableComment, DESIGN_LIMITS.tableComment);
    if (!NAME_IDENTIFIER.test(design.area)) refuse(ctx, ['area'], 'area');
    if (design.columns.length < 1 || design.columns.length > DESIGN_LIMITS.columns) refuse(ctx, ['columns'], 'columnCount', { max: DESIGN_LIMITS.columns });
    // Columns become fields by their camelCase name: a_b and a__b would be one field twice.
    const fields = new Map<string, string>();
    design.columns.forEach((c, i) => {
      if (!SQL_IDENTIFIER.test(c.column)) return;
      const field = camelOf(c.column);
      const other = fields.get(field);
      if (other === c.column) refuse(ctx, ['columns', i, 'column'], 'duplicateColumn', { column: c.column });
      else if (other !== undefined) refuse(ctx, ['columns', i, 'column'], 'sameField', { column: c.column, field, other });
      else fields.set(field, c.column);
    });
  });
export type GeneratorDesign = z.output<typeof generatorDesignSchema>;
export type GeneratorDesignInput = z.input<typeof generatorDesignSchema>;

/** What every table of the application carries after its own columns: the edit lock and who/when (schema/columns.ts). */
const ENGINE_TAIL: readonly CatalogColumn[] = [
  catalogColumn('version', 'integer', { notNull: true, defaultExpr: '0' }),
  catalogColumn('created_at', 'timestamp with time zone', { notNull: true, defaultExpr: 'now()' }),
  catalogColumn('updated_at', 'timestamp with time zone', { notNull: true, defaultExpr: 'now()' }),
  catalogColumn('created_by', 'bigint'),
  catalogColumn('updated_by', 'bigint'),
];

/**
 * The designed table as the catalogue would describe it once created: an identity `id` first,
 * the designed columns (comments are their labels, status values stand where a CHECK's would),
 * then the engine's columns.
 */
export function catalogTableOf(design: GeneratorDesign): CatalogTable {
  return {
    name: design.tableName,
    comment: design.tableComment || null,
    columns: [
      catalogColumn('id', 'bigint', { notNull: true, identity: true, primaryKey: true }),
      ...design.columns.map((c) =>
        catalogColumn(c.column, DESIGN_TYPES[c.type], {
          notNull: c.notNull,
          defaultExpr: c.defaultValue || null,
          comment: c.comment || null,
          checkValues: c.statusValues?.length ? c.statusValues : null,
        }),
      ),
      ...ENGINE_TAIL,
    ],
  };
}

/** gen_table's row for a designed table: guessed like an import, with its designed defaults and the migration to come. */
export function designedTable(design: GeneratorDesign): GenTable {
  return { ...inferTable(catalogTableOf(design), new Map(), design.area), origin: 'DESIGNED' };
}
