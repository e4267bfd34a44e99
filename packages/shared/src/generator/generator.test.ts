import { describe, expect, it } from 'vitest';
import { designedTable, generatorDesignSchema, type GeneratorDesignInput } from './design';
import { generateFiles, GenerationError, migrationSql, STATEMENT_BREAKPOINT } from './emit';
import { inferTable } from './infer';
import { lineDiff } from './line-diff';
import { catalogColumn as col } from './model';
import { camelOf, englishOf, literal, resourceNameOf } from './naming';

const catalogue = {
  name: 't_promo_banner',
  comment: '推广横幅',
  columns: [
    col('id', 'bigint', { notNull: true, identity: true, primaryKey: true }),
    col('code', 'character varying(20)', { notNull: true, unique: true, comment: '编码' }),
    col('total_amount', 'numeric(20,2)', { notNull: true, defaultExpr: '0' }),
    col('price', 'numeric(36,18)'),
    col('fee_rate', 'numeric(10,4)'),
    col('status', 'text', { notNull: true, defaultExpr: "'DRAFT'::text", checkValues: ['DRAFT', 'LIVE'] }),
    col('avatar_url', 'text'),
    col('starts_at', 'timestamp with time zone'),
    col('active', 'boolean', { notNull: true, defaultExpr: 'true' }),
    col('remark', 'text'),
    col('owner_id', 'bigint', { foreignKey: { table: 't_owner', column: 'id' } }),
    col('contact_phone', 'text'),
    col('version', 'integer', { notNull: true, defaultExpr: '0' }),
  ],
};
const known = new Map([['t_owner', { name: 'test/owner', labelField: 'name' }]]);

describe('generator naming', () => {
  it('derives names and English labels from identifiers, refusing anything else', () => {
    expect(camelOf('owner_id')).toBe('ownerId');
    expect(englishOf('owner_id')).toBe('Owner');
    expect(englishOf('happened_at')).toBe('Happened at');
    expect(resourceNameOf('t_promo_banner')).toBe('promo-banner');
    expect(() => camelOf('a"b')).toThrow(/not an SQL identifier/);
  });

  it('makes string literals that evaluate back to the exact text', () => {
    for (const text of ["it's", 'a "b"', 'back\\slash\\', '\\\'', '${x}`', 'line\nbreak', '*/ end', '\u2028']) {
      const code = literal(text);
      expect(code.startsWith("'") && code.endsWith("'")).toBe(true);
      expect(code).not.toContain('\n');
      // JSON reads the same escapes once the single quotes are swapped for double ones.
      expect(JSON.parse(`"${code.slice(1, -1).replace(/\\'/g, "'").replace(/(^|[^\\])((\\\\)*)"/g, '$1$2\\"')}"`)).toBe(text);
    }
  });
});

describe('generator inference', () => {
  const table = inferTable(catalogue, known);
  const byName = (name: string) => table.columns.find((c) => c.column === name)!;

  it('guesses field types from the SQL type and the name', () => {
    expect(byName('total_amount').fieldType).toBe('money');
    expect(byName('price').fieldType).toBe('money');
    expect(byName('price').scale).toBe(8);
    expect(byName('fee_rate').fieldType).toBe('rate');
    expect(byName('status')).toMatchObject({ fieldType: 'dict', dictType: 't_promo_banner_status', filter: 'in', required: false });
    expect(byName('avatar_url').fieldType).toBe('image');
    expect(byName('starts_at')).toMatchObject({ fieldType: 'datetime', filter: 'range', sort: true });
    expect(byName('active').fieldType).toBe('switch');
    expect(byName('remark')).toMatchObject({ fieldType: 'textarea', list: false });
    expect(byName('owner_id').fieldType).toBe('reference');
    expect(byName('contact_phone').mask).toBe('phone');
    expect(byName('id').include).toBe(false);
    expect(byName('version').include).toBe(false);
  });

  it('labels from the name and the comment, validation from the catalogue', () => {
    expect(byName('code')).toMatchObject({ label: { 'zh-cn': '编码', en: 'Code', 'zh-tw': '编码' }, required: true, unique: true, maxLength: 20, filter: 'prefix' });
    expect(byName('total_amount').required).toBe(false);
    expect(table).toMatchObject({ resourceName: 'promo-banner', titleZhCn: '推广横幅', titleEn: 'Promo banner', permissionPrefix: 'system/promo-banner' });
    expect(table.relations).toEqual([{ column: 'owner_id', referencesTable: 't_owner', resource: 'test/owner', labelField: 'name' }]);
  });

  it('makes a dictionary of any text column whose values a CHECK lists, whatever its name', () => {
    const level = inferTable({ name: 't_x', comment: null, columns: [col('id', 'bigint'), col('level', 'text', { checkValues: ['LOW', 'HIGH'] })] }, new Map());
    expect(level.columns[1]).toMatchObject({ fieldType: 'dict', dictType: 't_x_level', filter: 'in' });
  });

  it('lists and filters a text kept in three languages once, by its simplified Chinese column', () => {
    const texts = (main: string) => [col(main, 'character varying(64)', { notNull: true }), col(`${main.replace(/_zh_cn$/, '')}_en`, 'character varying(64)'), col(`${main.replace(/_zh_cn$/, '')}_zh_tw`, 'character varying(64)')];
    const drafted = inferTable({ name: 't_fund', comment: null, columns: [col('id', 'bigint'), ...texts('name_zh_cn'), ...texts('title'), col('code_en', 'text')] }, new Map());
    const of = (name: string) => drafted.columns.find((c) => c.column === name)!;
    expect(of('name_zh_cn')).toMatchObject({ list: true, filter: 'contains', label: { en: 'Name' } });
    expect(of('name_en')).toMatchObject({ list: false, export: false, filter: 'none', label: { en: 'Name (English)' } });
    expect(of('name_zh_tw')).toMatchObject({ list: false, export: false, filter: 'none', label: { en: 'Name (Traditional Chinese)' } });
    expect(of('title')).toMatchObject({ list: true, filter: 'contains', label: { en: 'Title' } });
    expect(of('title_zh_tw')).toMatchObject({ list: false, label: { en: 'Title (Traditional Chinese)' } });
    // An English column with no traditional Chinese beside it is a text of its own.
    expect(of('code_en')).toMatchObject({ list: true, label: { en: 'Code en' } });
    // A language column of another type (a number) makes no text in three languages.
    const mixed = inferTable({ name: 't_mix', comment: null, columns: [col('id', 'bigint'), col('name', 'text'), col('name_en', 'text'), col('name_zh_tw', 'integer')] }, new Map());
    expect(mixed.columns.find((c) => c.column === 'name_en')).toMatchObject({ list: true });
  });

  it('keeps a foreign key to a table without a resource a number', () => {
    expect(inferTable(catalogue, new Map()).columns.find((c) => c.column === 'owner_id')!.fieldType).toBe('integer');
  });
});

describe('generator output', () => {
  const table = inferTable(catalogue, known);

  it('writes the definition, table, binding, seed and registration notes', () => {
    const files = generateFiles(table, { t_promo_banner_status: [['DRAFT', '草稿', 'Draft', '草稿']] });
    expect(files.map((f) => f.path)).toEqual([
      'packages/shared/src/resources/system/promo-banner.ts',
      'apps/server/src/modules/system/promo-banner-table.ts',
      'apps/server/src/modules/system/promo-banner-resource.ts',
      'apps/server/src/db/seed/areas/system-promo-banner.ts',
      'REGISTER-system-promo-banner.md',
    ]);
    const definition = files[0]!.content;
    expect(definition).toContain("export const promoBannerResource = defineResource({");
    expect(definition).toContain("totalAmount: { type: 'money', scale: 2,");
    expect(definition).toContain("ownerId: { type: 'reference', resource: 'test/owner', labelField: 'name'");
    expect(files[1]!.content).toContain(".default(sql.raw('\\'DRAFT\\'::text'))");
    expect(files[3]!.content).toContain("['DRAFT', ['草稿', 'Draft', '草稿'], 'default', true]");
  });

  it('names the other languages of a text kept in three, while all three are included as text', () => {
    const drafted = inferTable(
      { name: 't_fund', comment: '基金', columns: [col('id', 'bigint'), col('name_zh_cn', 'text'), col('name_en', 'text'), col('name_zh_tw', 'text'), col('version', 'integer')] },
      new Map(),
    );
    const definition = (columns = drafted.columns) => generateFiles({ ...drafted, columns })[0]!.content;
    expect(definition()).toContain("nameZhCn: { type: 'text', label: l('Name', 'Name', 'Name'), languages: { en: 'nameEn', 'zh-tw': 'nameZhTw' }, filter: 'contains' },");
    expect(definition()).toContain("nameEn: { type: 'text', label: l('Name (English)', 'Name (English)', 'Name (English)'), list: false },");
    // Left out, or made a number: the others are texts of their own.
    const without = drafted.columns.map((c) => (c.column === 'name_zh_tw' ? { ...c, include: false } : c));
    expect(definition(without)).not.toContain('languages');
  });

  it("names one record in the singular, as a sentence says it ('Add category'), from the list's English title", () => {
    const recordName = (titleEn: string) => /recordName: l\('推广横幅', '([^']*)'/.exec(generateFiles({ ...table, titleEn })[0]!.content)?.[1];
    expect(recordName('Promo banners')).toBe('promo banner');
    expect(recordName('Categories')).toBe('category');
    expect(recordName('Addresses')).toBe('address');
    expect(recordName('News')).toBe('news');
    expect(recordName('IP lists')).toBe('IP list');
  });

  it('refuses hostile identifiers and unmappable tables, naming what is wrong', () => {
    expect(() => generateFiles({ ...table, resourceName: 'x`;process.exit()' })).toThrow(GenerationError);
    expect(() => generateFiles({ ...table, tableName: 'a"; drop table x; --' })).toThrow(/tableName/);
    expect(() => generateFiles({ ...table, columns: table.columns.map((c) => (c.column === 'code' ? { ...c, column: 'co${x}de' } : c)) })).toThrow(/columns\.1\.column/);
    expect(() => generateFiles({ ...table, columns: table.columns.filter((c) => c.column !== 'id') })).toThrow(/bigint id/);
    expect(() => generateFiles({ ...table, relations: [] })).toThrow(/owner_id is a reference/);
  });

  it('declares a designed table with safe defaults only', () => {
    expect(migrationSql(table)).toContain('"total_amount" numeric(20,2) NOT NULL DEFAULT 0');
    const hostile = { ...table, columns: table.columns.map((c) => (c.column === 'remark' ? { ...c, defaultExpr: "''); drop table x; --" } : c)) };
    expect(() => migrationSql(hostile)).toThrow(/remark: the default/);
  });
});

// A label that would break out of an SQL string, a comment or the migration's statement list if it were spliced in.
const HOSTILE_COMMENT = "it's'); DROP TABLE sys_user; -- \\' /* \n;";

const design = (more: Partial<GeneratorDesignInput> = {}): GeneratorDesignInput => ({
  tableName: 'promo_card',
  tableComment: 'Promotion cards',
  area: 'content',
  columns: [
    { column: 'title', type: 'text255', notNull: true, comment: '标题' },
    { column: 'state', type: 'text64', notNull: true, defaultValue: "'DRAFT'", comment: '状态', statusValues: ['DRAFT', 'LIVE'] },
    { column: 'face_value', type: 'money', notNull: true, defaultValue: '0', comment: '面值' },
    { column: 'starts_at', type: 'datetime', defaultValue: 'now()', comment: '开始' },
  ],
  ...more,
});

/** Each refusal of a design as `path: message`. */
function refusals(input: GeneratorDesignInput): string[] {
  const result = generatorDesignSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const withColumn = (column: Record<string, unknown>) => design({ columns: [...design().columns, column as GeneratorDesignInput['columns'][number]] });

describe('generator design', () => {
  it('accepts a design and drafts it like an import: id first, its columns, then the engine columns', () => {
    const table = designedTable(generatorDesignSchema.parse(design()));
    expect(table).toMatchObject({ tableName: 'promo_card', area: 'content', resourceName: 'promo-card', permissionPrefix: 'content/promo-card', origin: 'DESIGNED', titleZhCn: 'Promotion cards' });
    expect(table.columns.map((c) => [c.column, c.sqlType, c.notNull])).toEqual([
      ['id', 'bigint', true],
      ['title', 'character varying(255)', true],
      ['state', 'character varying(64)', true],
      ['face_value', 'numeric(36,18)', true],
      ['starts_at', 'timestamp with time zone', false],
      ['version', 'integer', true],
      ['created_at', 'timestamp with time zone', true],
      ['updated_at', 'timestamp with time zone', true],
      ['created_by', 'bigint', false],
      ['updated_by', 'bigint', false],
    ]);
    const byName = (name: string) => table.columns.find((c) => c.column === name)!;
    // A status column that is not called status is still a dictionary: its values stand where a CHECK's would.
    expect(byName('state')).toMatchObject({ fieldType: 'dict', dictType: 'promo_card_state', defaultExpr: "'DRAFT'", required: false, label: { 'zh-cn': '状态', en: 'State', 'zh-tw': '状态' } });
    // A title is searched by a word of it, in any case (a code by its start, as typed).
    expect(byName('title')).toMatchObject({ fieldType: 'input', required: true, maxLength: 255, filter: 'contains' });
    expect(byName('face_value')).toMatchObject({ fieldType: 'money', defaultExpr: '0' });
    expect(byName('version').include).toBe(false);
  });

  it('refuses a column declared twice, or two that become one field, naming them', () => {
    expect(refusals(withColumn({ column: 'title', type: 'integer' }))).toEqual(['columns.4.column: column title is declared more than once']);
    expect(refusals(withColumn({ column: 'face__value', type: 'integer' }))).toEqual(['columns.4.column: column face__value becomes the field faceValue, as column face_value does']);
  });

  it('refuses the columns the generator adds itself', () => {
    for (const column of ['id', 'version', 'created_at']) expect(refusals(withColumn({ column, type: 'bigint' }))).toEqual([`columns.4.column: ${column} is added by the generator itself (id, version, created_at, updated_at, created_by, updated_by, deleted_at)`]);
  });

  it('refuses defaults outside the safe set or the column’s type, naming the column', () => {
    expect(refusals(withColumn({ column: 'note', type: 'longText', defaultValue: "''); drop table sys_user; --" }))).toEqual([
      "columns.4.defaultValue: column note: the default must be now(), true, false, a number or a plain quoted word such as 'DRAFT'",
    ]);
    expect(refusals(withColumn({ column: 'note', type: 'longText', defaultValue: 'now() || 1' }))[0]).toMatch(/^columns\.4\.defaultValue: column note: the default must be/);
    expect(refusals(withColumn({ column: 'active', type: 'boolean', defaultValue: '1' }))).toEqual(['columns.4.defaultValue: column active: a boolean column takes a default like false']);
    expect(refusals(withColumn({ column: 'code', type: 'text64', defaultValue: `'${'A'.repeat(65)}'` }))).toEqual(["columns.4.defaultValue: column code: a text64 column takes a default like 'DRAFT'"]);
    expect(refusals(withColumn({ column: 'extra', type: 'json', defaultValue: "'x'" }))).toEqual(['columns.4.defaultValue: column extra: a json column takes no default']);
    const columns = design().columns.map((c) => (c.column === 'state' ? { ...c, defaultValue: "'GONE'" } : c));
    expect(refusals(design({ columns }))).toEqual(["columns.1.defaultValue: column state: the default 'GONE' is not one of its status values"]);
  });

  it('refuses status values that are not upper-case words, too few, repeated or on a non-text column', () => {
    const status = (statusValues: string[], type = 'text64') => refusals(withColumn({ column: 'kind', type, statusValues }));
    expect(status(['OPEN', "x'); drop"])).toEqual(["columns.4.statusValues: column kind: x'); drop must be an upper-case word (A-Z, digits and _, starting with a letter, at most 32)"]);
    expect(status(['OPEN', 'open'])[0]).toMatch(/open must be an upper-case word/);
    expect(status(['OPEN'])).toEqual(['columns.4.statusValues: column kind: a status needs 2 to 20 values']);
    expect(status(['OPEN', 'SHUT', 'OPEN'])).toEqual(['columns.4.statusValues: column kind: the status value OPEN is listed more than once']);
    expect(status(['OPEN', 'SHUT'], 'integer')).toEqual(['columns.4.statusValues: column kind: only a text column can hold status values']);
    expect(status(Array.from({ length: 21 }, (_, i) => `S${i}`))).toEqual(['columns.4.statusValues: column kind: a status needs 2 to 20 values']);
  });

  it('refuses hostile and reserved names, naming what is wrong', () => {
    const identifier = 'must be lower-case letters, digits and _, starting with a letter (at most 63)';
    for (const tableName of ['a"; drop table x; --', 'Promo', 'x${y}', 'promo card', 'a'.repeat(64), '__drizzle_x', '']) expect(refusals(design({ tableName }))).toEqual([`tableName: ${identifier}`]);
    expect(refusals(design({ tableName: 'gen_x' }))).toEqual(['tableName: gen_x starts with gen_ or __, names kept for the generator and the migrations']);
    expect(refusals(withColumn({ column: 'a`${b}*/', type: 'text64' }))).toEqual([`columns.4.column: ${identifier}`]);
    expect(refusals(design({ area: 'x/../y' }))).toEqual(['area: must be lower-case letters, digits and -, starting with a letter (at most 63)']);
    expect(refusals(design({ tableComment: 'x'.repeat(501) }))).toEqual(['tableComment: must be at most 500 characters']);
    expect(refusals(withColumn({ column: 'note', type: 'text64', comment: 'a\u0000b' }))).toEqual(['columns.4.comment: must not hold a NUL character or a lone surrogate']);
    expect(refusals(design({ columns: [] }))).toEqual(['columns: must hold 1 to 50 columns']);
    expect(refusals(design({ columns: Array.from({ length: 51 }, (_, i) => ({ column: `c${i}`, type: 'integer' as const })) }))).toEqual(['columns: must hold 1 to 50 columns']);
    expect(refusals(withColumn({ column: 'note', type: 'varchar' }))[0]).toMatch(/^columns\.4\.type: must be one of text64, text255/);
  });

  it('generates the migration with the other files: the table, then its comments as standard strings', () => {
    const input = design({ tableComment: HOSTILE_COMMENT, columns: design().columns.map((c) => (c.column === 'title' ? { ...c, comment: HOSTILE_COMMENT.slice(0, 100) } : c)) });
    const files = generateFiles(designedTable(generatorDesignSchema.parse(input)));
    expect(files.map((f) => f.kind)).toEqual(['definition', 'table', 'binding', 'seed', 'migration', 'register']);
    const migration = files.find((f) => f.kind === 'migration')!;
    expect(migration.path).toBe('apps/server/src/db/generated/promo_card.sql');
    const statements = migration.content.split(STATEMENT_BREAKPOINT).map((s) => s.trim());
    expect(statements[0]).toContain('CREATE TABLE "promo_card" (\n  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,');
    expect(statements[0]).toContain(`"state" character varying(64) NOT NULL DEFAULT 'DRAFT'`);
    expect(statements[0]).toContain('"version" integer NOT NULL DEFAULT 0');
    expect(statements.slice(1).map((s) => s.replace(/ IS .*$/s, ''))).toEqual([
      'COMMENT ON TABLE "promo_card"',
      'COMMENT ON COLUMN "promo_card"."title"',
      'COMMENT ON COLUMN "promo_card"."state"',
      'COMMENT ON COLUMN "promo_card"."face_value"',
      'COMMENT ON COLUMN "promo_card"."starts_at"',
    ]);
    // Each comment is one literal that reads back as the exact text, and nothing outside literals is more than the statement.
    const literalOf = (statement: string) => /^COMMENT ON [^']+ IS '((?:[^']|'')*)';$/s.exec(statement)?.[1]?.replaceAll("''", "'");
    expect(literalOf(statements[1]!)).toBe(HOSTILE_COMMENT);
    expect(literalOf(statements[2]!)).toBe(HOSTILE_COMMENT.slice(0, 100).split(/\r?\n/)[0]!.trim());
    expect(migration.content.replace(/'(?:[^']|'')*'/g, "''")).not.toMatch(/DROP|\/\*/);
    const register = files.find((f) => f.kind === 'register')!.content;
    expect(register).toContain("export * from '../../modules/content/promo-card-table';");
    expect(register).toContain('npm run db:generate');
    expect(register).toContain('apps/server/src/db/generated/promo_card.sql');
    // An imported table has nothing to migrate.
    expect(generateFiles(inferTable(catalogue, known)).find((f) => f.kind === 'register')!.content).not.toContain('db:generate');
  });

  it('refuses a comment a migration cannot carry', () => {
    const table = designedTable(generatorDesignSchema.parse(design()));
    expect(() => migrationSql({ ...table, tableComment: `a ${STATEMENT_BREAKPOINT} b` })).toThrow(/tableComment holds/);
  });
});

describe('line diff', () => {
  it('keeps common lines and marks the rest', () => {
    expect(lineDiff('a\nb\nc', 'a\nx\nc')).toEqual([
      { op: ' ', text: 'a' },
      { op: '-', text: 'b' },
      { op: '+', text: 'x' },
      { op: ' ', text: 'c' },
    ]);
    expect(lineDiff('', 'a\nb').map((l) => l.op)).toEqual(['+', '+']);
    expect(lineDiff('a', 'a')).toEqual([{ op: ' ', text: 'a' }]);
  });
});
