import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreviewFile } from '@ledgerdesk/shared/generator/api';
import type { GeneratorDesignInput } from '@ledgerdesk/shared/generator/design';
import { STATEMENT_BREAKPOINT } from '@ledgerdesk/shared/generator/emit';
import type { GenColumn } from '@ledgerdesk/shared/generator/model';
import { GENERATOR_ENDPOINTS, generatorResource } from '@ledgerdesk/shared/resources/system/generator';
import { API_DOC_ENDPOINTS, type ResourceDefinition } from '@ledgerdesk/shared';
import { dictData, dictTypes, generatorTables } from '../../db/schema';
import { callResource } from '../../resource/resource-test-kit';
import { resourcePlugin } from '../../resource';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { API_BASE } from '@ledgerdesk/shared';
import { catalogTable } from './catalog';
import { REPO_ROOT } from './generator-service';

// A comment that would break out of a string, a comment or a template if it were spliced into code.
const HOSTILE = "编码'); process.exit(1); //*/ ${globalThis.x} `\n\"second line\\";
const AREA = `gt${process.pid}`;

const DDL = (table: string) => [
  `CREATE TABLE ${table} (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, code varchar(20) NOT NULL UNIQUE,
    total_amount numeric(36,18) NOT NULL DEFAULT 0, status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'LIVE')),
    owner_id bigint REFERENCES sys_user(id), contact_phone text NOT NULL DEFAULT '', version integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(), created_by bigint, updated_by bigint)`,
  `COMMENT ON COLUMN ${table}.code IS ${quote(HOSTILE)}`,
  `COMMENT ON TABLE ${table} IS ${quote(HOSTILE)}`,
];
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function typeErrors(files: string[]): Promise<string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(REPO_ROOT, 'apps/server/tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const program = ts.createProgram(files, { ...config.options, noEmit: true, skipLibCheck: true });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && files.includes(path.resolve(d.file.fileName)))
    .map((d) => `${d.file!.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

/** The paths among these that the repository's ignore rules cover. */
const ignoredByGit = (paths: string[]): string[] => {
  try {
    return execFileSync('git', ['check-ignore', '--no-index', ...paths], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return []; // exit status 1: none of them is ignored
  }
};

describe.each(databaseKinds)('code generator (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const table = `t_gen_${kind}_promo`;
  const name = `promo-${kind}`;
  let id = 0;
  let files: PreviewFile[] = [];
  const written: string[] = [];
  const call = (method: 'GET' | 'POST', endpoint: string, payload?: unknown, token = admin) =>
    t.app.inject({ method, url: api(endpoint), headers: bearer(token), ...(payload ? { payload: payload as object } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn();
    for (const statement of DDL(table)) await t.database.db.execute(sql.raw(statement));
    await t.database.db.execute(sql.raw(`CREATE TABLE "t_gen_${kind}_evil""name" (id bigint PRIMARY KEY)`));
    await t.database.db.execute(sql.raw(`CREATE TABLE t_gen_${kind}_evilcol (id bigint PRIMARY KEY, "a\`\${b}*/" text)`));
  });
  afterAll(async () => {
    await t?.close();
    for (const file of written) await fs.rm(path.join(REPO_ROOT, file), { force: true });
    // A designed table's migration was written there; the folder goes when nothing else is in it.
    await fs.rmdir(path.join(REPO_ROOT, 'apps/server/src/db/generated')).catch(() => undefined);
    for (const dir of [`packages/shared/src/resources/${AREA}`, `apps/server/src/modules/${AREA}`]) await fs.rm(path.join(REPO_ROOT, dir), { recursive: true, force: true });
  });

  it('lists the tables without a resource, never the application’s own', async () => {
    const res = await call('GET', GENERATOR_ENDPOINTS.tables);
    const tables = res.json().data as { name: string; columns: { name: string; checkValues: string[] | null; foreignKey: unknown; comment: string | null }[] }[];
    const names = tables.map((x) => x.name);
    expect(names).toContain(table);
    expect(names).not.toContain('sys_user');
    expect(names).not.toContain('gen_table');
    const promo = tables.find((x) => x.name === table)!;
    expect(promo.columns.find((c) => c.name === 'status')!.checkValues).toEqual(['DRAFT', 'LIVE']);
    expect(promo.columns.find((c) => c.name === 'owner_id')!.foreignKey).toEqual({ table: 'sys_user', column: 'id' });
    expect(promo.columns.find((c) => c.name === 'code')!.comment).toBe(HOSTILE);
  });

  it('refuses importing hostile names and the application’s tables, writing nothing', async () => {
    for (const tableName of [`t_gen_${kind}_evil"name`, `t_gen_${kind}_evilcol`]) {
      const res = await call('POST', GENERATOR_ENDPOINTS.import, { tableName });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.reason).toBe('generator.cannotGenerate');
    }
    // A NUL character never reaches the catalogue query (PostgreSQL cannot take it): a 400 naming the field.
    const nul = await call('POST', GENERATOR_ENDPOINTS.import, { tableName: 'a \u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().data.fields).toHaveProperty('tableName');
    const own = await call('POST', GENERATOR_ENDPOINTS.import, { tableName: 'sys_user' });
    expect(own.json().data.reason).toBe('generator.tableUnavailable');
    expect(await t.database.db.select().from(generatorTables)).toHaveLength(0);
  });

  it('imports a table with its guesses and its status dictionary', async () => {
    const res = await call('POST', GENERATOR_ENDPOINTS.import, { tableName: table });
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().data.id;
    const [row] = await t.database.db.select().from(generatorTables).where(eq(generatorTables.id, id));
    const columns = row!.columns as { column: string; fieldType: string; label: Record<string, string>; mask: string }[];
    expect(columns.find((c) => c.column === 'total_amount')!.fieldType).toBe('money');
    expect(columns.find((c) => c.column === 'status')!.fieldType).toBe('dict');
    expect(columns.find((c) => c.column === 'owner_id')!.fieldType).toBe('reference');
    expect(columns.find((c) => c.column === 'contact_phone')!.mask).toBe('phone');
    expect(columns.find((c) => c.column === 'code')!.label['zh-cn']).toBe('编码\'); process.exit(1); //*/ ${globalThis.x} `');
    expect((row!.relations as unknown[])[0]).toMatchObject({ column: 'owner_id', resource: 'system/user', labelField: 'userName' });
    const dict = await t.database.db.select().from(dictData).where(eq(dictData.dictType, `${table}_status`));
    expect(dict.map((d) => d.dictValue).sort()).toEqual(['DRAFT', 'LIVE']);
    expect((await call('POST', GENERATOR_ENDPOINTS.import, { tableName: table })).statusCode).toBe(400);
  });

  it('offers a relation the referenced resource’s own columns to show, never a secret or masked one', async () => {
    const user = (await call('GET', `${GENERATOR_ENDPOINTS.labelFields}?table=sys_user`)).json().data as { resource: string; fields: { field: string }[] };
    expect(user.resource).toBe('system/user');
    const names = user.fields.map((f) => f.field);
    expect(names).toEqual(expect.arrayContaining(['userName', 'nickname']));
    for (const hidden of ['password', 'phone', 'roleIds']) expect(names).not.toContain(hidden);
    expect((await call('GET', `${GENERATOR_ENDPOINTS.labelFields}?table=${table}`)).json().data).toEqual({ resource: null, fields: [] });
    expect((await call('GET', `${GENERATOR_ENDPOINTS.labelFields}?table=a%22b`)).statusCode).toBe(400);
  });

  it('saves basic info and columns checked against the identifier rules', async () => {
    const get = await callResource(t, generatorResource, 'get', { id }, admin);
    const row = get.body.data;
    const bad = await callResource(t, generatorResource, 'edit', { id, version: row.version, resourceName: 'x`${process.exit()}' }, admin);
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    expect(bad.body.data.fields.resourceName).toMatch(/lower-case/);
    const columns = (row.columns as { column: string; label: Record<string, string> }[]).map((c) =>
      c.column === 'code' ? { ...c, label: { ...c.label, en: HOSTILE } } : c,
    );
    const badColumn = await callResource(t, generatorResource, 'edit', { id, version: row.version, columns: [...columns.slice(1), { ...columns[0], column: 'a"b' }] }, admin);
    expect(badColumn.status).toBe(400);
    expect(badColumn.body.data.fields.columns).toMatch(/lower-case/);
    const ok = await callResource(t, generatorResource, 'edit', { id, version: row.version, area: AREA, resourceName: name, permissionPrefix: `${AREA}/${name}`, columns }, admin);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('previews every file with its diff against the working tree', async () => {
    const res = await call('GET', `${GENERATOR_ENDPOINTS.preview}?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    files = res.json().data;
    expect(files.map((f) => f.kind)).toEqual(['definition', 'table', 'binding', 'seed', 'register']);
    expect(files.every((f) => !f.exists && f.diff.every((l) => l.op === '+'))).toBe(true);
    expect(files[0]!.path).toBe(`packages/shared/src/resources/${AREA}/${name}.ts`);
  });

  it('downloads a zip holding the files', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(`${GENERATOR_ENDPOINTS.download}?id=${id}`), headers: bearer(admin) });
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = path.join(os.tmpdir(), `gen-${process.pid}-${kind}.zip`);
    await fs.writeFile(zip, res.rawPayload);
    const listing = execFileSync('unzip', ['-l', zip], { encoding: 'utf8' });
    for (const f of files) expect(listing).toContain(f.path);
    expect(execFileSync('unzip', ['-p', zip, files[0]!.path], { encoding: 'utf8' })).toBe(files[0]!.content);
    await fs.rm(zip);
  });

  it('writes into the tree only in development, never over a changed file unconfirmed', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const refused = await call('POST', GENERATOR_ENDPOINTS.write, { id });
    vi.unstubAllEnvs();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.reason).toBe('generator.productionWrite');

    const res = await call('POST', GENERATOR_ENDPOINTS.write, { id });
    expect(res.statusCode, res.body).toBe(200);
    written.push(...(res.json().data.written as string[]));
    expect(written).toHaveLength(4);
    // A commit made while the suite runs once picked these up and CI failed on them: git must ignore them.
    expect(ignoredByGit(written)).toEqual(written);

    const seed = path.join(REPO_ROOT, files[3]!.path);
    await fs.appendFile(seed, '// an operator edit\n');
    const blocked = await call('POST', GENERATOR_ENDPOINTS.write, { id });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().data.reason).toBe('generator.filesExist');
    expect(await fs.readFile(seed, 'utf8')).toContain('an operator edit');
    const confirmed = await call('POST', GENERATOR_ENDPOINTS.write, { id, overwrite: [files[3]!.path] });
    expect(confirmed.json().data).toEqual({ written: [files[3]!.path], unchanged: files.slice(0, 3).map((f) => f.path) });
  });

  it('generates code that type-checks and lints clean', async () => {
    const absolute = written.map((f) => path.join(REPO_ROOT, f));
    expect(await typeErrors(absolute)).toEqual([]);
    const results = await new ESLint({ cwd: REPO_ROOT }).lintFiles(absolute);
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.message}`))).toEqual([]);
  }, 120_000);

  it('serves the generated resource: list, filter, create, edit, delete', async () => {
    const definitionModule = (await import(path.join(REPO_ROOT, files[0]!.path))) as Record<string, ResourceDefinition>;
    const definition = Object.values(definitionModule)[0]!;
    // The hostile text came through as data, byte for byte.
    expect((definition.fields.code!.label as Record<string, string>).en).toBe(HOSTILE);
    const bindingModule = (await import(path.join(REPO_ROOT, files[2]!.path))) as Record<string, object>;
    const binding = Object.values(bindingModule)[0]!;
    const t2 = await createTestApp(kind, {}, (app) => void app.register(resourcePlugin, { prefix: API_BASE, ...(binding as object) } as never));
    try {
      for (const statement of DDL(table)) await t2.database.db.execute(sql.raw(statement));
      const token = await t2.signIn();
      const add = await callResource(t2, definition, 'add', { code: 'A-1', totalAmount: '12.5', status: 'LIVE', ownerId: 1, contactPhone: '13800138000' }, token);
      expect(add.status, JSON.stringify(add.body)).toBe(200);
      const created = add.body.data;
      expect(created).toMatchObject({ code: 'A-1', status: 'LIVE', ownerIdLabel: 'admin' });
      await callResource(t2, definition, 'add', { code: 'B-2', totalAmount: '1' }, token);
      const filtered = await callResource(t2, definition, 'list', { code: 'A' }, token);
      expect(filtered.body.data.list.map((r: { code: string }) => r.code)).toEqual(['A-1']);
      expect(filtered.body.data.list[0].contactPhone).toBe('138****8000');
      const edit = await callResource(t2, definition, 'edit', { id: created.id, version: created.version, totalAmount: '99' }, token);
      expect(edit.body.data.totalAmount).toMatch(/^99(\.0+)?$/);
      const duplicate = await callResource(t2, definition, 'add', { code: 'A-1' }, token);
      expect(duplicate.status).toBe(409);
      const del = await callResource(t2, definition, 'delete', { ids: [created.id] }, token);
      expect(del.body.data).toEqual({ deleted: 1 });
      const rest = await callResource(t2, definition, 'list', {}, token);
      expect(rest.body.data.total).toBe(1);
    } finally {
      await t2.close();
    }
  }, 120_000);
  describe('a table designed in the generator', () => {
    const designed = `t_gen_${kind}_card`;
    const design = (tableName = designed, more: Partial<GeneratorDesignInput> = {}): GeneratorDesignInput => ({
      tableName,
      tableComment: HOSTILE,
      area: AREA,
      columns: [
        { column: 'title', type: 'text255', notNull: true, comment: HOSTILE.slice(0, 40) },
        { column: 'state', type: 'text64', notNull: true, defaultValue: "'DRAFT'", comment: '状态', statusValues: ['DRAFT', 'LIVE', 'ENDED'] },
        { column: 'face_value', type: 'money', notNull: true, defaultValue: '0', comment: '面值' },
        { column: 'fee_rate', type: 'rate', defaultValue: '0.05' },
        { column: 'quantity', type: 'integer', notNull: true, defaultValue: '1' },
        { column: 'owner_ref', type: 'bigint' },
        { column: 'code', type: 'text64' },
        { column: 'body', type: 'longText' },
        { column: 'active', type: 'boolean', notNull: true, defaultValue: 'true' },
        { column: 'starts_at', type: 'datetime', defaultValue: 'now()' },
        { column: 'extra', type: 'json' },
      ],
      ...more,
    });
    let designedId = 0;
    let migration = '';
    const rowsNamed = (tableName: string) => t.database.db.select().from(generatorTables).where(eq(generatorTables.tableName, tableName));
    const dictOf = (type: string) => t.database.db.select().from(dictTypes).where(eq(dictTypes.dictType, type));
    const entriesOf = (type: string) => t.database.db.select().from(dictData).where(eq(dictData.dictType, type));

    it('is recorded as DESIGNED with a dictionary for its status values', async () => {
      const res = await call('POST', GENERATOR_ENDPOINTS.design, design());
      expect(res.statusCode, res.body).toBe(200);
      designedId = res.json().data.id;
      const [row] = await rowsNamed(designed);
      expect(row).toMatchObject({ id: designedId, origin: 'DESIGNED', area: AREA, resourceName: `gen-${kind}-card`, tableComment: HOSTILE });
      const columns = row!.columns as GenColumn[];
      expect(columns.map((c) => c.column)).toEqual(['id', ...design().columns.map((c) => c.column), 'version', 'created_at', 'updated_at', 'created_by', 'updated_by']);
      expect(columns.find((c) => c.column === 'state')).toMatchObject({ fieldType: 'dict', dictType: `${designed}_state`, defaultExpr: "'DRAFT'" });
      expect(columns.find((c) => c.column === 'fee_rate')).toMatchObject({ fieldType: 'rate', defaultExpr: '0.05' });
      const [dictionary, ...more] = await dictOf(`${designed}_state`);
      expect(more).toEqual([]);
      expect(dictionary!.remark).toBe(`${designed}.state`);
      expect((await entriesOf(`${designed}_state`)).sort((a, b) => a.dictSort - b.dictSort).map((d) => [d.dictValue, d.isDefault])).toEqual([
        ['DRAFT', true],
        ['LIVE', false],
        ['ENDED', false],
      ]);
    });

    it('previews a migration among its files', async () => {
      const res = await call('GET', `${GENERATOR_ENDPOINTS.preview}?id=${designedId}`);
      expect(res.statusCode, res.body).toBe(200);
      const previewed = res.json().data as PreviewFile[];
      expect(previewed.map((f) => f.kind)).toEqual(['definition', 'table', 'binding', 'seed', 'migration', 'register']);
      const file = previewed.find((f) => f.kind === 'migration')!;
      expect(file).toMatchObject({ path: `apps/server/src/db/generated/${designed}.sql`, exists: false });
      migration = file.content;
      expect(migration).toContain(`CREATE TABLE "${designed}"`);
      expect(previewed.find((f) => f.kind === 'register')!.content).toContain('npm run db:generate');
    });

    it('refuses the same name again while only the generator holds it', async () => {
      const again = await call('POST', GENERATOR_ENDPOINTS.design, design());
      expect(again.statusCode).toBe(409);
      expect(again.json().data).toMatchObject({ reason: 'generator.tableUnavailable', params: { table: designed } });
    });

    it('creates, once its migration runs, the table it described: same columns, types, not-null flags and comments', async () => {
      for (const statement of migration.split(STATEMENT_BREAKPOINT)) await t.database.db.execute(sql.raw(statement));
      const created = await catalogTable(t.database.db, designed);
      const [row] = await rowsNamed(designed);
      const columns = row!.columns as GenColumn[];
      expect(created!.columns.map((c) => [c.name, c.sqlType, c.notNull])).toEqual(columns.map((c) => [c.column, c.sqlType, c.notNull]));
      expect(created!.columns.find((c) => c.name === 'id')).toMatchObject({ identity: true, primaryKey: true });
      // The hostile comments came through as data, byte for byte.
      expect(created!.comment).toBe(HOSTILE);
      expect(created!.columns.find((c) => c.name === 'title')!.comment).toBe(columns.find((c) => c.column === 'title')!.label['zh-cn']);
      expect(created!.columns.find((c) => c.name === 'state')!.comment).toBe('状态');
      // Its defaults work: a row takes them.
      await t.database.db.execute(sql.raw(`INSERT INTO "${designed}" (title) VALUES ('first')`));
      const inserted = ((await t.database.db.execute(sql.raw(`SELECT state, face_value::text AS face, quantity, active, fee_rate::text AS fee, starts_at IS NOT NULL AS started FROM "${designed}"`))) as unknown as { rows: Record<string, unknown>[] }).rows;
      expect(inserted).toEqual([{ state: 'DRAFT', face: '0.000000000000000000', quantity: 1, active: true, fee: '0.050000', started: true }]);

      const again = await call('POST', GENERATOR_ENDPOINTS.design, design());
      expect(again.statusCode).toBe(409);
      expect(again.json().data.reason).toBe('generator.tableUnavailable');
    });

    it('generates a resource that serves the created table', async () => {
      const res = await call('POST', GENERATOR_ENDPOINTS.write, { id: designedId });
      expect(res.statusCode, res.body).toBe(200);
      const paths = res.json().data.written as string[];
      written.push(...paths);
      expect(ignoredByGit(paths)).toEqual(paths);
      expect(paths).toContain(`apps/server/src/db/generated/${designed}.sql`);
      const definition = Object.values((await import(path.join(REPO_ROOT, paths[0]!))) as Record<string, ResourceDefinition>)[0]!;
      const binding = Object.values((await import(path.join(REPO_ROOT, paths[2]!))) as Record<string, object>)[0]!;
      const t2 = await createTestApp(kind, {}, (app) => void app.register(resourcePlugin, { prefix: API_BASE, ...binding } as never));
      try {
        for (const statement of migration.split(STATEMENT_BREAKPOINT)) await t2.database.db.execute(sql.raw(statement));
        const token = await t2.signIn();
        const add = await callResource(t2, definition, 'add', { title: 'Spring card', code: 'SPRING', extra: { tier: 1 } }, token);
        expect(add.status, JSON.stringify(add.body)).toBe(200);
        expect(add.body.data).toMatchObject({ title: 'Spring card', state: 'DRAFT', quantity: 1, active: true, extra: { tier: 1 } });
        const edit = await callResource(t2, definition, 'edit', { id: add.body.data.id, version: add.body.data.version, state: 'LIVE' }, token);
        expect(edit.body.data.state).toBe('LIVE');
        const listed = await callResource(t2, definition, 'list', {}, token);
        expect(listed.body.data.list.map((r: { code: string }) => r.code)).toEqual(['SPRING']);
      } finally {
        await t2.close();
      }
    }, 120_000);

    it('refuses a name the database, the code or a resource holds, writing nothing', async () => {
      const taken = `t_gen_${kind}_taken`;
      await t.database.db.execute(sql.raw(`CREATE TABLE ${taken} (id bigint PRIMARY KEY)`));
      await t.database.db.execute(sql.raw(`CREATE INDEX ${taken}_ix ON ${taken} (id)`));
      const before = await t.database.db.select().from(generatorTables);
      for (const name of [taken, `${taken}_ix`, 'sys_user']) {
        const res = await call('POST', GENERATOR_ENDPOINTS.design, design(name));
        expect(res.statusCode, name).toBe(409);
        expect(res.json().data).toMatchObject({ reason: 'generator.tableUnavailable', params: { table: name }, fields: { tableName: expect.stringContaining(name) } });
        expect(await dictOf(`${name}_state`)).toEqual([]);
      }
      // A table named `user` in the system area would be the resource system/user, which exists.
      const resource = await call('POST', GENERATOR_ENDPOINTS.design, design('user', { area: 'system' }));
      expect(resource.statusCode).toBe(409);
      expect(resource.json().data).toMatchObject({ reason: 'generator.resourceTaken', params: { resource: 'system/user' } });
      expect(await dictOf('user_state')).toEqual([]);
      expect(await t.database.db.select().from(generatorTables)).toEqual(before);
    });

    it('refuses a design its schema refuses, naming the column and writing nothing', async () => {
      const fresh = `t_gen_${kind}_twice`;
      const twice = design(fresh, { columns: [...design().columns, { column: 'state', type: 'text64' }] });
      const res = await call('POST', GENERATOR_ENDPOINTS.design, twice);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toEqual({ 'columns[11].column': 'column state is declared more than once' });
      const unsafe = design(fresh, { columns: [{ column: 'note', type: 'longText', defaultValue: "''); DROP TABLE sys_user; --" }] });
      const refused = await call('POST', GENERATOR_ENDPOINTS.design, unsafe);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fields['columns[0].defaultValue']).toMatch(/^column note: the default must be/);
      expect(await rowsNamed(fresh)).toEqual([]);
      expect(await dictOf(`${fresh}_state`)).toEqual([]);
    });

    it('records one of two identical designs sent at once, with one dictionary', async () => {
      const racing = `t_gen_${kind}_race`;
      const answers = await Promise.all([call('POST', GENERATOR_ENDPOINTS.design, design(racing)), call('POST', GENERATOR_ENDPOINTS.design, design(racing))]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await rowsNamed(racing)).toHaveLength(1);
      expect((await entriesOf(`${racing}_state`)).map((d) => d.dictValue).sort()).toEqual(['DRAFT', 'ENDED', 'LIVE']);
    });

    it('is in the API document with its body schema', async () => {
      const doc = (await call('GET', API_DOC_ENDPOINTS.openapi)).json().data as { paths: Record<string, { post?: { summary?: string; requestBody?: unknown } }> };
      const operation = Object.entries(doc.paths).find(([route]) => route.endsWith('/system/generator/design'))?.[1].post;
      expect(operation?.summary).toMatch(/^Design a new table/);
      expect(JSON.stringify(operation?.requestBody)).toContain('statusValues');
    });
  });
});
