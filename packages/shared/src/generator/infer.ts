import type { CatalogColumn, CatalogTable, GenColumn, GenFieldType, GenLabel, GenRelation, GenTable } from './model';
import { baseOfMain, languageTriples, TEXT_FIELD_TYPES } from './languages';
import { englishOf, resourceNameOf } from './naming';

/*
 * The generator's first guess for a table read from the catalogue (issue 17): field types from the
 * SQL type and the column's name, labels, flags, validation and masks. Pure; the operator edits
 * every choice afterwards in the columns tab.
 */

/** Columns the engine keeps itself (identity, optimistic lock, soft delete, audit): never fields. */
export const ENGINE_COLUMNS = new Set(['id', 'version', 'deleted_at', 'created_at', 'updated_at', 'created_by', 'updated_by']);

/** A referenced table's resource and the field that best names its rows, as the server knows them. */
export interface KnownResource {
  name: string;
  labelField: string | null;
}

const NUMERIC = /^numeric\((\d+),(\d+)\)$/;
const VARCHAR = /^character varying\((\d+)\)$/;
const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint']);
const TEXT_TYPES = /^(text|character varying(\(\d+\))?|character\(\d+\)|uuid|citext)$/;
const LONG_TEXT_NAMES = /(^|_)(remark|description|content|notes?|memo|summary|body|address)$/;
const PLAIN_LIMIT = 500;

/** A dictionary type code for a status column: the table and column, kept within 63 characters. */
export function dictTypeOf(table: string, column: string): string {
  return `${table}_${column}`.slice(0, 63).replace(/_+$/, '');
}

function fieldTypeOf(c: CatalogColumn): GenFieldType {
  const name = c.name;
  const type = c.sqlType;
  if (c.foreignKey && INTEGER_TYPES.has(type)) return 'reference';
  if (type === 'boolean') return 'switch';
  if (type.startsWith('timestamp') || type === 'date') return 'datetime';
  if (type === 'json' || type === 'jsonb') return 'json';
  if (type.startsWith('numeric')) {
    // fee_rate is a rate, not a fee.
    if (/rate$/.test(name)) return 'rate';
    if (type === 'numeric(36,18)' || /(amount|fee|balance)/.test(name)) return 'money';
    return 'decimal';
  }
  if (INTEGER_TYPES.has(type)) return 'integer';
  if (TEXT_TYPES.test(type)) {
    // Values a CHECK lists (or a design's status values) are a dictionary whatever the name.
    if (c.checkValues?.length) return 'dict';
    if (name === 'status' || name === 'type' || name.endsWith('_status') || name.endsWith('_type')) return 'dict';
    if (/(image|avatar|logo|picture|photo)/.test(name)) return 'image';
    const length = VARCHAR.exec(type)?.[1];
    if (LONG_TEXT_NAMES.test(name) || (length !== undefined && Number(length) > PLAIN_LIMIT)) return 'textarea';
    return 'input';
  }
  return 'input';
}

function maskOf(name: string): GenColumn['mask'] {
  if (/(phone|mobile)/.test(name)) return 'phone';
  if (/email/.test(name)) return 'email';
  if (/(id_number|id_card|identity_no)/.test(name)) return 'idNumber';
  if (/address/.test(name)) return 'name';
  return 'none';
}

function filterOf(type: GenFieldType, name: string): GenColumn['filter'] {
  switch (type) {
    case 'input':
      // A name is searched by a word of it; a code or number by its start.
      return /(name|title)$/.test(name) ? 'contains' : /(code|no)$/.test(name) ? 'prefix' : 'exact';
    case 'dict':
      return 'in';
    case 'switch':
    case 'reference':
      return 'exact';
    case 'datetime':
    case 'money':
    case 'integer':
    case 'decimal':
    case 'rate':
      return 'range';
    default:
      return 'none';
  }
}

/** English from the name; both Chinese labels from the column comment when there is one. */
function labelOf(name: string, comment: string | null): GenLabel {
  const en = englishOf(name).slice(0, 100);
  const chinese = comment?.trim().split(/\r?\n/)[0]?.trim().slice(0, 100) || en;
  return { 'zh-cn': chinese, en, 'zh-tw': chinese };
}

export function inferColumn(table: string, c: CatalogColumn, references: ReadonlyMap<string, KnownResource>): GenColumn {
  let fieldType = fieldTypeOf(c);
  // A foreign key to a table without a resource stays a number until that table has one.
  if (fieldType === 'reference' && !references.has(c.foreignKey!.table)) fieldType = 'integer';
  const engine = ENGINE_COLUMNS.has(c.name) || c.identity;
  const hasDefault = c.defaultExpr !== null || c.identity;
  const length = VARCHAR.exec(c.sqlType)?.[1];
  const scale = NUMERIC.exec(c.sqlType)?.[2];
  const wide = fieldType === 'textarea' || fieldType === 'json';
  return {
    column: c.name,
    sqlType: c.sqlType,
    notNull: c.notNull,
    hasDefault,
    defaultExpr: c.defaultExpr?.slice(0, 200) ?? null,
    include: !engine,
    fieldType,
    label: labelOf(c.name, c.comment),
    list: !wide,
    filter: filterOf(fieldType, c.name),
    sort: ['datetime', 'integer', 'money', 'decimal', 'rate'].includes(fieldType) || (fieldType === 'input' && c.unique),
    form: true,
    detail: true,
    export: fieldType !== 'image' && fieldType !== 'json',
    required: c.notNull && !hasDefault && fieldType !== 'switch',
    unique: c.unique && !c.primaryKey,
    maxLength: length ? Number(length) : null,
    // Money shows at most 8 places of what the column keeps (numeric(36,18) keeps 18).
    scale: scale === undefined ? (fieldType === 'money' || fieldType === 'rate' || fieldType === 'decimal' ? 2 : null) : Math.min(Number(scale), fieldType === 'money' ? 8 : 18),
    mask: maskOf(c.name),
    dictType: fieldType === 'dict' ? dictTypeOf(table, c.name) : null,
  };
}

/** Replaces the texts of a label that were made from the column's name (no comment gave them). */
function relabel(c: GenColumn, english: string) {
  const derived = englishOf(c.column).slice(0, 100);
  const or = (text: string) => (text === derived ? english : text);
  c.label = { 'zh-cn': or(c.label['zh-cn']), en: or(c.label.en), 'zh-tw': or(c.label['zh-tw']) };
}

/**
 * A text kept in three languages (languages.ts) is listed and filtered once, by its simplified
 * Chinese column, which the definition shows in the reader's language; the other two are edited
 * beside it and named after it.
 */
function groupLanguages(columns: GenColumn[]): GenColumn[] {
  const byName = new Map(columns.map((c) => [c.column, c]));
  for (const [main, others] of languageTriples(columns.map((c) => c.column))) {
    const [first, en, zhTw] = [byName.get(main)!, byName.get(others.en)!, byName.get(others.zhTw)!];
    if (![first, en, zhTw].every((c) => TEXT_FIELD_TYPES.has(c.fieldType))) continue;
    const base = baseOfMain(main);
    const english = englishOf(base).slice(0, 80);
    first.filter = filterOf(first.fieldType, base);
    relabel(first, english);
    for (const [other, language] of [
      [en, 'English'],
      [zhTw, 'Traditional Chinese'],
    ] as const) {
      Object.assign(other, { list: false, export: false, filter: 'none' });
      relabel(other, `${english} (${language})`);
    }
  }
  return columns;
}

/** Everything gen_table stores for a freshly imported table. */
export function inferTable(table: CatalogTable, references: ReadonlyMap<string, KnownResource>, area = 'system'): GenTable {
  const resourceName = resourceNameOf(table.name).slice(0, 63);
  const title = table.comment?.trim().split(/\r?\n/)[0]?.trim().slice(0, 100);
  const en = englishOf(table.name.replace(/^(t|tb|biz|app)_(?=[a-z])/, '')).slice(0, 100);
  const relations: GenRelation[] = table.columns
    .filter((c) => c.foreignKey)
    .map((c) => {
      const known = references.get(c.foreignKey!.table);
      return { column: c.name, referencesTable: c.foreignKey!.table, resource: known?.name ?? null, labelField: known?.labelField ?? null };
    });
  return {
    tableName: table.name,
    tableComment: (table.comment ?? '').slice(0, 500),
    resourceName,
    area,
    permissionPrefix: `${area}/${resourceName}`,
    menuParent: 'system',
    icon: 'AppstoreOutlined',
    titleZhCn: title || en,
    titleEn: en,
    titleZhTw: title || en,
    columns: groupLanguages(table.columns.map((c) => inferColumn(table.name, c, references))),
    relations,
    origin: 'IMPORTED',
  };
}
