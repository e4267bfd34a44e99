import pluralize from 'pluralize';
import { genTableSchema, SAFE_DEFAULT, SQL_IDENTIFIER, type GenColumn, type GeneratedFile, type GenTable } from './model';
import { ENGINE_COLUMNS } from './infer';
import { generatedLanguages, type OtherLanguageColumns } from './languages';
import { camelOf, literal, pascalOf } from './naming';

/*
 * The files a configured table becomes (issue 17): pure string building. Every identifier in the
 * output passed SQL_IDENTIFIER / NAME_IDENTIFIER (checked again here, whatever the caller did) and
 * every text (labels, titles, defaults) is a string literal made by `literal`, never spliced into
 * code or a comment. There are no templates to edit and nothing is evaluated.
 */

/** Values of each dictionary type the columns use: [value, zh-cn, en, zh-tw]. */
export type GenDicts = Readonly<Record<string, ReadonlyArray<readonly [string, string, string, string]>>>;

export class GenerationError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const label = (l: GenColumn['label']) => `l(${literal(l['zh-cn'])}, ${literal(l.en)}, ${literal(l['zh-tw'])})`;

/** How each SQL type is declared in drizzle; a type not here cannot be generated. */
function drizzleColumn(c: GenColumn): { builder: string; code: string } {
  const name = literal(c.column);
  const t = c.sqlType;
  let numeric: RegExpExecArray | null;
  let varchar: RegExpExecArray | null;
  if (t === 'bigint') return { builder: 'bigint', code: `bigint(${name}, { mode: 'number' })` };
  if (t === 'integer') return { builder: 'integer', code: `integer(${name})` };
  if (t === 'smallint') return { builder: 'smallint', code: `smallint(${name})` };
  if ((numeric = /^numeric\((\d{1,4}),(\d{1,4})\)$/.exec(t))) return { builder: 'numeric', code: `numeric(${name}, { precision: ${Number(numeric[1])}, scale: ${Number(numeric[2])} })` };
  if (t === 'numeric') return { builder: 'numeric', code: `numeric(${name})` };
  if (t === 'text') return { builder: 'text', code: `text(${name})` };
  if ((varchar = /^character varying\((\d{1,6})\)$/.exec(t))) return { builder: 'varchar', code: `varchar(${name}, { length: ${Number(varchar[1])} })` };
  if (t === 'character varying') return { builder: 'varchar', code: `varchar(${name})` };
  if (t === 'boolean') return { builder: 'boolean', code: `boolean(${name})` };
  if (t === 'timestamp with time zone') return { builder: 'timestamp', code: `timestamp(${name}, { withTimezone: true })` };
  if (t === 'timestamp without time zone') return { builder: 'timestamp', code: `timestamp(${name})` };
  if (t === 'date') return { builder: 'date', code: `date(${name}, { mode: 'string' })` };
  if (t === 'jsonb') return { builder: 'jsonb', code: `jsonb(${name})` };
  if (t === 'json') return { builder: 'json', code: `json(${name})` };
  if (t === 'uuid') return { builder: 'uuid', code: `uuid(${name})` };
  throw new GenerationError(`column ${c.column} has type ${t}, which the generator does not map to drizzle`, c.column);
}

function fieldCode(table: GenTable, c: GenColumn, languages: OtherLanguageColumns | undefined): string {
  const parts: string[] = [];
  const relation = table.relations.find((r) => r.column === c.column);
  switch (c.fieldType) {
    case 'input':
    case 'textarea':
      parts.push(`type: 'text'`);
      if (c.fieldType === 'textarea') parts.push(`widget: 'textarea'`);
      break;
    case 'integer':
      parts.push(`type: 'integer'`);
      break;
    case 'decimal':
    case 'rate':
      parts.push(`type: 'decimal'`, `scale: ${c.scale ?? 2}`);
      if (c.fieldType === 'rate') parts.push('percent: true');
      break;
    case 'money':
      parts.push(`type: 'money'`, `scale: ${c.scale ?? 2}`);
      break;
    case 'dict':
      if (!c.dictType) throw new GenerationError(`column ${c.column} is a dictionary field without a dictionary type`, c.column);
      parts.push(`type: 'dict'`, `dictType: ${literal(c.dictType)}`);
      break;
    case 'image':
    case 'file':
      parts.push(`type: '${c.fieldType}'`);
      break;
    case 'datetime':
      parts.push(`type: 'datetime'`);
      break;
    case 'switch':
      parts.push(`type: 'boolean'`);
      break;
    case 'json':
      parts.push(`type: 'json'`);
      break;
    case 'reference':
      if (!relation?.resource || !relation.labelField) {
        throw new GenerationError(`column ${c.column} is a reference: choose the resource and the column it shows in the relations tab`, c.column);
      }
      parts.push(`type: 'reference'`, `resource: ${literal(relation.resource)}`, `labelField: ${literal(relation.labelField)}`);
      break;
  }
  parts.push(`label: ${label(c.label)}`);
  if (languages) parts.push(`languages: { en: ${literal(camelOf(languages.en))}, 'zh-tw': ${literal(camelOf(languages.zhTw))} }`);
  if (c.required) parts.push('required: true');
  if (c.unique) parts.push('unique: true');
  if (c.maxLength !== null && (c.fieldType === 'input' || c.fieldType === 'textarea')) parts.push(`maxLength: ${c.maxLength}`);
  if (!c.list) parts.push('list: false');
  if (!c.form) parts.push('form: false');
  if (!c.detail) parts.push('detail: false');
  if (c.export !== c.list) parts.push(`export: ${c.export}`);
  if (c.filter !== 'none') parts.push(`filter: '${c.filter}'`);
  if (c.sort) parts.push('sort: true');
  if (c.mask !== 'none') parts.push(`mask: { kind: '${c.mask}' }`);
  return `    ${camelOf(c.column)}: { ${parts.join(', ')} },`;
}

/** The names one configuration's files use. */
export function namesOf(table: GenTable) {
  const pascal = pascalOf(table.resourceName);
  const camel = pascal[0]!.toLowerCase() + pascal.slice(1);
  return {
    resource: `${camel}Resource`,
    table: `${camel}Table`,
    binding: `${camel}Binding`,
    seed: `${pascalOf(table.area).toUpperCase()}_${pascal.toUpperCase()}_SEED`.replace(/[^A-Z0-9_]/g, '_'),
    definitionPath: `packages/shared/src/resources/${table.area}/${table.resourceName}.ts`,
    tablePath: `apps/server/src/modules/${table.area}/${table.resourceName}-table.ts`,
    bindingPath: `apps/server/src/modules/${table.area}/${table.resourceName}-resource.ts`,
    seedPath: `apps/server/src/db/seed/areas/${table.area}-${table.resourceName}.ts`,
    migrationPath: `apps/server/src/db/generated/${table.tableName}.sql`,
    registerPath: `REGISTER-${table.area}-${table.resourceName}.md`,
    importPath: `@ledgerdesk/shared/resources/${table.area}/${table.resourceName}`,
  };
}

function definitionFile(table: GenTable, fields: GenColumn[]): string {
  const n = namesOf(table);
  const languages = generatedLanguages(fields);
  const has = (column: string) => table.columns.some((c) => c.column === column);
  const ops = has('version') ? `['list', 'get', 'add', 'edit', 'delete', 'export']` : `['list', 'get', 'add', 'delete', 'export']`;
  return [
    `import { defineResource } from '../../resource/definition';`,
    ``,
    `const l = (zhCn: string, en: string, zhTw: string) => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });`,
    ``,
    `/** Table ${table.tableName} as a resource page (made by the code generator; edit it like any definition). */`,
    `export const ${n.resource} = defineResource({`,
    `  name: ${literal(`${table.area}/${table.resourceName}`)},`,
    `  table: ${literal(table.tableName)},`,
    `  permission: ${literal(table.permissionPrefix)},`,
    `  title: l(${literal(table.titleZhCn)}, ${literal(table.titleEn)}, ${literal(table.titleZhTw)}),`,
    `  // One record as a sentence names it ('Add gadget'): the title until someone puts the English in the singular.`,
    `  recordName: l(${literal(table.titleZhCn)}, ${literal(inSentence(table.titleEn))}, ${literal(table.titleZhTw)}),`,
    `  ops: ${ops},`,
    `  delete: '${has('deleted_at') ? 'soft' : 'hard'}',`,
    `  defaultSort: { field: 'id', order: 'desc' },`,
    `  fields: {`,
    ...fields.map((c) => fieldCode(table, c, languages.get(c.column))),
    `  },`,
    `  menu: {`,
    `    parent: ${literal(table.menuParent || 'system')},`,
    `    path: ${literal(`/${table.area}/${table.resourceName}`)},`,
    `    icon: ${literal(table.icon || 'AppstoreOutlined')},`,
    `    sort: 50,`,
    `  },`,
    `});`,
    ``,
  ].join('\n');
}

function tableFile(table: GenTable): string {
  const n = namesOf(table);
  const builders = new Set<string>();
  let usesSql = false;
  const lines = table.columns.map((c) => {
    const { builder, code } = drizzleColumn(c);
    builders.add(builder);
    let chain = code;
    if (c.column === 'id') chain += '.primaryKey()';
    if (c.notNull && c.column !== 'id') chain += '.notNull()';
    if (c.column === 'id' && c.hasDefault && c.defaultExpr === null) chain += '.generatedAlwaysAsIdentity()';
    else if (c.defaultExpr !== null) {
      usesSql = true;
      chain += `.default(sql.raw(${literal(c.defaultExpr)}))`;
    }
    return `    ${camelOf(c.column)}: ${chain},`;
  });
  return [
    ...(usesSql ? [`import { sql } from 'drizzle-orm';`] : []),
    `import { ${[...builders, 'pgTable'].sort().join(', ')} } from 'drizzle-orm/pg-core';`,
    ``,
    table.origin === 'DESIGNED'
      ? `/** Table ${table.tableName} as designed in the code generator (its generated migration creates it). */`
      : `/** Table ${table.tableName} as the database holds it (read from its catalogue by the code generator). */`,
    `export const ${n.table} = pgTable(`,
    `  ${literal(table.tableName)},`,
    `  {`,
    ...lines,
    `  },`,
    `);`,
    ``,
  ].join('\n');
}

function bindingFile(table: GenTable): string {
  const n = namesOf(table);
  return [
    `import { ${n.resource} } from ${literal(n.importPath)};`,
    `import { bindResource } from '../../resource';`,
    `import { ${n.table} } from ${literal(`./${table.resourceName}-table`)};`,
    ``,
    `/** The generated resource on the engine; business rules go into hooks here. */`,
    `export const ${n.binding} = bindResource({ definition: ${n.resource}, table: ${n.table} });`,
    ``,
  ].join('\n');
}

function seedFile(table: GenTable, fields: GenColumn[], dicts: GenDicts): string {
  const n = namesOf(table);
  const types = [...new Set(fields.filter((c) => c.fieldType === 'dict' && c.dictType).map((c) => c.dictType!))];
  const dictLines = types.flatMap((type) => {
    const column = fields.find((c) => c.dictType === type)!;
    return [
      `    {`,
      `      type: ${literal(type)},`,
      `      name: [${literal(column.label['zh-cn'])}, ${literal(column.label.en)}, ${literal(column.label['zh-tw'])}],`,
      `      data: [`,
      ...(dicts[type] ?? []).map(([value, zhCn, en, zhTw], i) => `        [${literal(value)}, [${literal(zhCn)}, ${literal(en)}, ${literal(zhTw)}], 'default'${i === 0 ? ', true' : ''}],`),
      `      ],`,
      `    },`,
    ];
  });
  return [
    `import { ${n.resource} } from ${literal(n.importPath)};`,
    `import { resourceMenuSeed } from '../resource-menu-seed';`,
    `import type { AreaSeed } from './area-seed';`,
    ``,
    `/** The page and a button per write, for the super role until a role is granted them; its dictionaries. */`,
    `export const ${n.seed}: AreaSeed = {`,
    `  menus: resourceMenuSeed(${n.resource}),`,
    types.length ? `  dicts: [\n${dictLines.join('\n')}\n  ],` : `  dicts: [],`,
    `};`,
    ``,
  ].join('\n');
}

/** drizzle's separator between the statements of one migration file (its migrator splits on it). */
export const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

/**
 * A PostgreSQL standard string (standard_conforming_strings, on since 9.1): quotes doubled, every
 * other character as it is. A NUL cannot be stored and drizzle's separator would split the literal.
 */
function sqlString(text: string, what: string): string {
  if (text.includes('\u0000') || text.includes(STATEMENT_BREAKPOINT)) throw new GenerationError(`${what} holds a NUL character or ${STATEMENT_BREAKPOINT}`, what);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * CREATE TABLE for a table designed in the generator, then its comments (the table's and each
 * column's label, so importing the created table reads the same labels back), as drizzle writes a
 * migration. Identifiers checked, defaults from a safe set only, comments as string literals.
 */
export function migrationSql(table: GenTable): string {
  const columns = table.columns.map((c) => {
    if (!/^[a-z ]+(\(\d{1,4}(,\d{1,4})?\))?$/.test(c.sqlType)) throw new GenerationError(`column ${c.column}: ${c.sqlType} is not a type a migration may declare`, c.column);
    if (c.column === 'id') return '  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY';
    if (c.defaultExpr !== null && !SAFE_DEFAULT.test(c.defaultExpr)) {
      throw new GenerationError(`column ${c.column}: the default must be now(), true, false, a number or a plain quoted word`, c.column);
    }
    return `  "${c.column}" ${c.sqlType}${c.notNull ? ' NOT NULL' : ''}${c.defaultExpr !== null ? ` DEFAULT ${c.defaultExpr}` : ''}`;
  });
  const statements = [`CREATE TABLE "${table.tableName}" (\n${columns.join(',\n')}\n);`];
  if (table.tableComment) statements.push(`COMMENT ON TABLE "${table.tableName}" IS ${sqlString(table.tableComment, 'tableComment')};`);
  for (const c of table.columns.filter((c) => !ENGINE_COLUMNS.has(c.column))) {
    statements.push(`COMMENT ON COLUMN "${table.tableName}"."${c.column}" IS ${sqlString(c.label['zh-cn'], c.column)};`);
  }
  return `${statements.join(`\n${STATEMENT_BREAKPOINT}\n`)}\n`;
}

function registerFile(table: GenTable): string {
  const n = namesOf(table);
  const migration =
    table.origin === 'DESIGNED'
      ? [
          `- The table does not exist yet. Create it through a migration: in apps/server/src/db/schema/index.ts add`,
          `  \`export * from '../../modules/${table.area}/${table.resourceName}-table';\`, run \`npm run db:generate\` and compare the`,
          `  migration drizzle-kit writes into apps/server/src/db/migrations with ${n.migrationPath} (same columns,`,
          `  types, NOT NULL and defaults). drizzle-kit writes no comments: append the COMMENT ON statements of`,
          `  ${n.migrationPath} to its migration, then delete ${n.migrationPath}. The server applies the migration at start-up.`,
        ]
      : [];
  return [
    `# ${table.area}/${table.resourceName}: the lines to add by hand`,
    ``,
    ...migration,
    `- apps/server/src/app.ts, in the API scope: \`await api.register(resourcePlugin, ${n.binding});\``,
    `- apps/server/src/db/seed/areas/index.ts: import \`${n.seed}\` and add it to AREA_SEEDS`,
    `- apps/web/src/app/routing/frontEndMenus.ts: \`resourcePage(${n.resource}, DIRECTORIES),\``,
    `- The page is the generic resource page (component resource/index): no page file is needed.`,
    ``,
  ].join('\n');
}

/**
 * Every file of one configuration. Refuses (GenerationError) a configuration the schema refuses, a
 * table without a bigint `id`, a type it cannot map or a reference without its resource.
 */
export function generateFiles(input: GenTable, dicts: GenDicts = {}): GeneratedFile[] {
  const parsed = genTableSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new GenerationError(`${issue.path.join('.')} ${issue.message}`, String(issue.path[0] ?? ''));
  }
  const table = parsed.data;
  const id = table.columns.find((c) => c.column === 'id');
  if (!id || id.sqlType !== 'bigint') throw new GenerationError(`table ${table.tableName} needs a bigint id primary key to be a resource`, 'columns');
  for (const c of table.columns) if (!SQL_IDENTIFIER.test(c.column)) throw new GenerationError(`column ${c.column} is not a valid identifier`, c.column);
  const fields = table.columns.filter((c) => c.include && c.column !== 'id');
  if (fields.length === 0) throw new GenerationError('choose at least one column for the resource', 'columns');
  const seen = new Set<string>();
  for (const c of fields) {
    const field = camelOf(c.column);
    if (seen.has(field)) throw new GenerationError(`columns ${c.column} and another give the same field name ${field}`, c.column);
    seen.add(field);
  }
  const n = namesOf(table);
  const files: GeneratedFile[] = [
    { path: n.definitionPath, kind: 'definition', content: definitionFile(table, fields) },
    { path: n.tablePath, kind: 'table', content: tableFile(table) },
    { path: n.bindingPath, kind: 'binding', content: bindingFile(table) },
    { path: n.seedPath, kind: 'seed', content: seedFile(table, fields, dicts) },
  ];
  if (table.origin === 'DESIGNED') files.push({ path: n.migrationPath, kind: 'migration', content: migrationSql(table) });
  files.push({ path: n.registerPath, kind: 'register', content: registerFile(table) });
  return files;
}

/**
 * One record of an English title as it stands inside a sentence ('Add gadget', 'Gadget #4'): in
 * the singular (pluralize's rules, irregular and uncountable words included: 'Categories' →
 * 'category', 'News' stays), lower case unless it starts with an initialism ('IP lists' → 'IP list').
 */
function inSentence(title: string): string {
  const one = pluralize.singular(title);
  return /^[A-Z][a-z]/.test(one) ? one.charAt(0).toLowerCase() + one.slice(1) : one;
}
