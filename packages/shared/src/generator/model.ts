import { z } from 'zod';

/*
 * What the code generator (issue 17) stores for a table and what it reads from the database's
 * catalogue. Everything that reaches generated code passes one of the identifier patterns below or
 * is emitted as a JSON string literal, so no stored value can become code (RuoYi's templates could).
 */

/** A table or column name as SQL and the generated code may hold it. */
export const SQL_IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;
/** A resource name or area (kebab-case), part of file paths, permissions and routes. */
export const NAME_IDENTIFIER = /^[a-z][a-z0-9-]{0,62}$/;
/** A dictionary type code created for a status column. */
export const DICT_TYPE_IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;
/** An antd icon name the menu shows. */
export const ICON_IDENTIFIER = /^[A-Z][A-Za-z0-9]{0,62}$/;
/**
 * A default a migration may declare: now(), a boolean, a number or a plain quoted word (with an
 * optional cast). Nothing else reaches the CREATE TABLE a designed table becomes.
 */
export const SAFE_DEFAULT = /^(now\(\)|true|false|-?\d{1,30}(\.\d{1,30})?|'[A-Za-z0-9_ .-]{0,100}'(::[a-z ]+)?)$/;

/** How a column is edited and shown; each maps to one field type of defineResource. */
export const GEN_FIELD_TYPES = [
  'input',
  'textarea',
  'integer',
  'decimal',
  'money',
  'rate',
  'dict',
  'image',
  'file',
  'datetime',
  'switch',
  'reference',
  'json',
] as const;
export type GenFieldType = (typeof GEN_FIELD_TYPES)[number];

export const GEN_FILTERS = ['none', 'exact', 'prefix', 'contains', 'range', 'in'] as const;
export const GEN_MASKS = ['none', 'phone', 'email', 'idNumber', 'name', 'secret'] as const;
export const GEN_ORIGINS = ['IMPORTED', 'DESIGNED'] as const;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const labelSchema = z.object({
  'zh-cn': text(100).min(1, 'is required'),
  en: text(100).min(1, 'is required'),
  'zh-tw': text(100).min(1, 'is required'),
});
export type GenLabel = z.infer<typeof labelSchema>;

const sqlName = z.string().regex(SQL_IDENTIFIER, 'must be lower-case letters, digits and _ (starting with a letter, at most 63)');

/** One column's choices (gen_table.columns[]). `include: false` keeps it out of the resource. */
export const genColumnSchema = z.object({
  column: sqlName,
  /** The SQL type as the catalogue formats it (`numeric(36,18)`), read-only for the operator. */
  sqlType: text(100),
  notNull: z.boolean(),
  hasDefault: z.boolean(),
  /** The catalogue's default expression (read-only); generated code holds it as a string literal. */
  defaultExpr: text(200).nullable(),
  include: z.boolean(),
  fieldType: z.enum(GEN_FIELD_TYPES),
  label: labelSchema,
  list: z.boolean(),
  filter: z.enum(GEN_FILTERS),
  sort: z.boolean(),
  form: z.boolean(),
  detail: z.boolean(),
  export: z.boolean(),
  required: z.boolean(),
  unique: z.boolean(),
  maxLength: z.number().int().min(1).max(100_000).nullable(),
  /** Decimal places of money / rate / decimal fields (the column's numeric scale). */
  scale: z.number().int().min(0).max(18).nullable(),
  mask: z.enum(GEN_MASKS),
  dictType: z.string().regex(DICT_TYPE_IDENTIFIER, 'must be lower-case letters, digits and _').nullable(),
});
export type GenColumn = z.infer<typeof genColumnSchema>;

/** A foreign key made a reference field: the resource it points at and the column shown for it. */
export const genRelationSchema = z.object({
  column: sqlName,
  referencesTable: sqlName,
  /** The referenced table's resource (`area/name`), or null when it has none yet (then no reference). */
  resource: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,62}\/[a-z][a-z0-9-]{0,62}$/, 'must be a resource name like area/name')
    .nullable(),
  /** The referenced resource's field shown instead of the id (camelCase, as its definition names it). */
  labelField: z.string().regex(/^[a-z][A-Za-z0-9]{0,62}$/, 'must be a field name').nullable(),
});
export type GenRelation = z.infer<typeof genRelationSchema>;

export const genColumnsSchema = z.array(genColumnSchema).max(200);
export const genRelationsSchema = z.array(genRelationSchema).max(100);

/** Everything the files are generated from: gen_table's row. */
export const genTableSchema = z.object({
  tableName: sqlName,
  tableComment: text(500),
  resourceName: z.string().regex(NAME_IDENTIFIER, 'must be lower-case letters, digits and - (starting with a letter)'),
  area: z.string().regex(NAME_IDENTIFIER, 'must be lower-case letters, digits and - (starting with a letter)'),
  permissionPrefix: z.string().regex(/^[a-z][a-z0-9-]{0,62}\/[a-z][a-z0-9-]{0,62}$/, 'must look like area/name'),
  menuParent: z.string().regex(/^([a-z][a-zA-Z0-9.-]{0,62})?$/, 'must be a menu key'),
  icon: z.string().regex(/^([A-Z][A-Za-z0-9]{0,62})?$/, 'must be an icon name like AppstoreOutlined'),
  titleZhCn: text(100).min(1, 'is required'),
  titleEn: text(100).min(1, 'is required'),
  titleZhTw: text(100).min(1, 'is required'),
  columns: genColumnsSchema,
  relations: genRelationsSchema,
  origin: z.enum(GEN_ORIGINS),
});
export type GenTable = z.infer<typeof genTableSchema>;

/** A column as the catalogue describes it (modules/generator/catalog.ts reads it). */
export interface CatalogColumn {
  name: string;
  /** format_type(): `bigint`, `numeric(36,18)`, `character varying(20)`, `timestamp with time zone`… */
  sqlType: string;
  notNull: boolean;
  /** pg_get_expr of the default, or null. */
  defaultExpr: string | null;
  identity: boolean;
  primaryKey: boolean;
  unique: boolean;
  comment: string | null;
  /** Values a CHECK (col IN (…)) constraint allows, in order, or null. */
  checkValues: string[] | null;
  foreignKey: { table: string; column: string } | null;
}

export interface CatalogTable {
  name: string;
  comment: string | null;
  columns: CatalogColumn[];
}

/** A file the generator produces, its text and how it differs from the working tree's copy. */
export interface GeneratedFile {
  /** Relative to the repository root, always under an allowed folder. */
  path: string;
  content: string;
  /** What it is, for the preview's tab (an i18n key's last part). */
  kind: 'definition' | 'table' | 'binding' | 'seed' | 'migration' | 'register';
}

/** A column as the catalogue reads it: nullable, no default, key or comment unless `more` says so. */
export const catalogColumn = (name: string, sqlType: string, more: Partial<CatalogColumn> = {}): CatalogColumn => ({
  name,
  sqlType,
  notNull: false,
  defaultExpr: null,
  identity: false,
  primaryKey: false,
  unique: false,
  comment: null,
  checkValues: null,
  foreignKey: null,
  ...more,
});
