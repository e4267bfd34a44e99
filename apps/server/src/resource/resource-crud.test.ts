import ExcelJS from 'exceljs';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operationLogs } from '../db/schema';
import { databaseKinds, type TestApp } from '../test/harness';
import {
  callAction,
  callResource,
  createResourceTestApp,
  hookLog,
  ownerDefinition,
  ownerDirectoryDefinition,
  owners,
  userWithPermissions,
  widgetDefinition,
  widgets,
} from './resource-test-kit';

describe.each(databaseKinds)('resource engine writes (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let revealer: string;
  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    admin = await t.signIn('admin');
    await userWithPermissions(t, 'viewer', ['test/widget/list', 'test/widget/add', 'test/widget/edit']);
    await userWithPermissions(t, 'revealer', ['test/widget/list', 'test/widget/reveal']);
    viewer = await t.signIn('viewer');
    revealer = await t.signIn('revealer');
  });
  afterAll(() => t.close());

  const add = (payload: Record<string, unknown>, token = admin) => callResource(t, widgetDefinition, 'add', payload, token);
  const get = (id: number, token = admin) => callResource(t, widgetDefinition, 'get', { id: String(id) }, token);
  const stored = async (id: number) => (await t.database.db.select().from(widgets).where(eq(widgets.id, id)))[0]!;

  it('adds a row with defaults and who-columns, answers it, and logs the change', async () => {
    const res = await add({ code: 'ADD-1', price: '12.50' }, viewer);
    expect(res.body).toMatchObject({ code: 0, msg: 'ok' });
    expect(res.body.data).toMatchObject({ code: 'ADD-1', price: '12.5', qty: 1, active: true, status: 'DRAFT', version: 0, ownerId: null, ownerIdLabel: null });
    const row = await stored(res.body.data.id);
    const [viewerRow] = await t.database.db.select().from(owners).limit(0);
    expect(viewerRow).toBeUndefined();
    expect(row.createdBy).toBe(row.updatedBy);
    expect(row.createdBy).toEqual(expect.any(Number));
    expect(row.price).toMatch(/^12\.50*$/);
    // The operation log is written once the answer has gone out.
    const log = await vi.waitFor(async () => {
      const [entry] = await t.database.db.select().from(operationLogs).where(like(operationLogs.url, '%/test/widget/add')).orderBy(desc(operationLogs.id)).limit(1);
      expect(entry).toBeDefined();
      return entry!;
    });
    expect(log).toMatchObject({ userName: 'viewer', method: 'POST', statusCode: 200 });
    expect(log!.params).toContain('ADD-1');
  });

  it('edits with optimistic concurrency: version moves on, a stale version is 409 naming version', async () => {
    const { id } = (await add({ code: 'EDIT-1', title: 'one' })).body.data;
    const first = await callResource(t, widgetDefinition, 'edit', { id, version: 0, title: 'two', qty: 5 }, viewer);
    expect(first.body.data).toMatchObject({ title: 'two', qty: 5, version: 1, code: 'EDIT-1' });
    const stale = await callResource(t, widgetDefinition, 'edit', { id, version: 0, title: 'three' }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.data.fields).toEqual({ version: 'changed by someone else since you opened it; reload' });
    expect(stale.body.msg).toBe(`Widget ${id} was changed by someone else since you opened it; reload`);
    const row = await stored(id);
    expect(row).toMatchObject({ title: 'two', version: 1 });
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
  });

  it('a duplicate of a unique field is 409 naming the field, on add and on edit, writing nothing', async () => {
    await add({ code: 'UNIQUE-1' });
    const duplicate = await add({ code: 'UNIQUE-1', title: 'second' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.data.fields).toEqual({ code: 'is already used by another row' });
    // The message names the field as the operator reads it: its English label, not its code name.
    expect(duplicate.body.msg).toBe('Code is already used by another row');
    const other = (await add({ code: 'UNIQUE-2' })).body.data;
    const renamed = await callResource(t, widgetDefinition, 'edit', { id: other.id, version: 0, code: 'UNIQUE-1' }, admin);
    expect(renamed.status).toBe(409);
    expect(renamed.body.data.fields).toEqual({ code: 'is already used by another row' });
    expect(await stored(other.id)).toMatchObject({ code: 'UNIQUE-2', version: 0 });
    expect(hookLog.filter((entry) => entry === 'after add UNIQUE-1')).toHaveLength(1);
  });

  it('masks personal data in lists, and in get unless the user holds the reveal permission', async () => {
    const { id } = (await add({ code: 'MASK-1', phone: '13812345678', idNumber: '110101199003071234' })).body.data;
    const list = await callResource(t, widgetDefinition, 'list', { code: 'MASK-1' }, revealer);
    expect(list.body.data.list[0]).toMatchObject({ phone: '138****5678', idNumber: '1101**********1234' });
    expect((await get(id, viewer)).body.data).toMatchObject({ phone: '138****5678', idNumber: '1101**********1234' });
    // The reveal permission of phone shows the phone only; idNumber names no reveal permission.
    expect((await get(id, revealer)).body.data).toMatchObject({ phone: '13812345678', idNumber: '1101**********1234' });
  });

  it('an edit that sends a masked value back unchanged keeps the real value', async () => {
    const { id } = (await add({ code: 'MASK-2', phone: '13912345678', idNumber: '110101199003075678' })).body.data;
    const form = (await get(id, viewer)).body.data;
    const saved = await callResource(t, widgetDefinition, 'edit', { id, version: form.version, phone: form.phone, title: 'renamed' }, viewer);
    expect(saved.status).toBe(200);
    expect(await stored(id)).toMatchObject({ phone: '13912345678', idNumber: '110101199003075678', title: 'renamed' });
    const forged = await callResource(t, widgetDefinition, 'edit', { id, version: form.version + 1, phone: '139****0000' }, viewer);
    expect(forged.status).toBe(400);
    expect(forged.body.data.fields).toEqual({ phone: 'must be a mobile phone number' });
    expect((await stored(id)).phone).toBe('13912345678');
  });

  it('answers reference labels and refuses references to missing rows', async () => {
    const owner = await callResource(t, ownerDefinition, 'add', { name: 'Ada' }, admin);
    const { id } = (await add({ code: 'REF-1', ownerId: owner.body.data.id })).body.data;
    expect((await get(id)).body.data).toMatchObject({ ownerId: owner.body.data.id, ownerIdLabel: 'Ada' });
    const cleared = await callResource(t, widgetDefinition, 'edit', { id, version: 0, ownerId: null }, admin);
    expect(cleared.body.data).toMatchObject({ ownerId: null, ownerIdLabel: null });
  });

  it('soft delete hides rows; unknown ids are 404 naming them and nothing is deleted', async () => {
    const a = (await add({ code: 'DEL-A' })).body.data.id;
    const b = (await add({ code: 'DEL-B' })).body.data.id;
    const partly = await callResource(t, widgetDefinition, 'delete', { ids: [a, 424242, b] }, admin);
    expect(partly.status).toBe(404);
    expect(partly.body.msg).toBe('Widget 424242 does not exist');
    expect(partly.body.data).toEqual({ ids: [424242], reason: 'record.notFound', params: { id: '424242' } });
    expect((await stored(a)).deletedAt).toBeNull();

    const res = await callResource(t, widgetDefinition, 'delete', { ids: [a, b] }, admin);
    expect(res.body.data).toEqual({ deleted: 2 });
    expect((await stored(a)).deletedAt).toBeInstanceOf(Date);
    expect((await get(a)).status).toBe(404);
    const list = await callResource(t, widgetDefinition, 'list', { code: 'DEL-' }, admin);
    expect(list.body.data).toMatchObject({ total: 0, list: [] });
    expect((await callResource(t, widgetDefinition, 'edit', { id: a, version: 1, title: 'x' }, admin)).status).toBe(404);
    expect((await callResource(t, widgetDefinition, 'delete', { ids: [a] }, admin)).status).toBe(404);
    expect(hookLog).toEqual(expect.arrayContaining(['after delete DEL-A', 'after delete DEL-B']));
  });

  it('hooks run inside the write: beforeWrite may change or refuse the values', async () => {
    const shouted = await add({ code: 'HOOK-1', title: 'shout' });
    expect(shouted.body.data.title).toBe('SHOUT');
    const refused = await add({ code: 'HOOK-2', title: 'forbidden' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toEqual({ title: 'is not allowed' });
    const [row] = await t.database.db.select().from(widgets).where(eq(widgets.code, 'HOOK-2'));
    expect(row).toBeUndefined();
  });

  it('a row action with `when` refuses rows in other states (409) and runs the handler otherwise', async () => {
    const { id } = (await add({ code: 'ACT-1', title: 'draft' })).body.data;
    const published = await callAction(t, widgetDefinition, 'publish', { id, reason: 'ready' }, admin);
    expect(published.body).toEqual({ code: 0, msg: 'ok', data: { id, status: 'PUBLISHED' } });
    expect(await stored(id)).toMatchObject({ status: 'PUBLISHED', title: 'draft (ready)' });
    const again = await callAction(t, widgetDefinition, 'publish', { id, reason: 'again' }, admin);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`Widget ${id} is PUBLISHED; publish needs status DRAFT`);
    const missing = await callAction(t, widgetDefinition, 'publish', { id: 777777, reason: 'x' }, admin);
    expect(missing.status).toBe(404);
    const bulk = await callAction(t, widgetDefinition, 'retire', { ids: [id] }, admin);
    expect(bulk.body.data).toEqual({ retired: 1 });
    await vi.waitFor(async () => {
      const [log] = await t.database.db.select().from(operationLogs).where(like(operationLogs.url, '%/test/widget/retire'));
      expect(log).toMatchObject({ method: 'POST', statusCode: 200 });
    });
  });

  it('lists stay out of the operation log', async () => {
    await callResource(t, widgetDefinition, 'list', { pageIndex: 1 }, admin);
    // A change made after the list is logged; by then the list would have been too.
    await add({ code: 'AFTER-LIST' });
    await vi.waitFor(async () => {
      const [entry] = await t.database.db.select().from(operationLogs).where(like(operationLogs.params, '%AFTER-LIST%'));
      expect(entry).toBeDefined();
    });
    const logged = await t.database.db.select().from(operationLogs).where(like(operationLogs.url, '%/test/widget/list'));
    expect(logged).toEqual([]);
  });
});

describe.each(databaseKinds)('resource engine rules from hooks and the database (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    admin = await t.signIn('admin');
    await userWithPermissions(t, 'clerk', ['test/widget/list', 'test/widget/add', 'test/widget/edit', 'test/widget/delete', 'test/widget/publish', 'test/widget/retire', 'test/widget/export']);
    clerk = await t.signIn('clerk');
  });
  afterAll(() => t.close());

  const add = async (payload: Record<string, unknown>) => {
    const res = await callResource(t, widgetDefinition, 'add', payload, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; version: number };
  };

  it('the scope hook hides rows from list and export, and refuses get, edit, delete and actions by id outside it (403, nothing written)', async () => {
    const secret = await add({ code: 'SCOPE-S', title: 'secret' });
    const open = await add({ code: 'SCOPE-P', title: 'public' });
    const seen = await callResource(t, widgetDefinition, 'list', { code: 'SCOPE' }, clerk);
    expect(seen.body.data).toMatchObject({ total: 1, list: [{ code: 'SCOPE-P' }] });
    expect((await callResource(t, widgetDefinition, 'list', { code: 'SCOPE' }, admin)).body.data.total).toBe(2);
    const exported = await callResource(t, widgetDefinition, 'export', { code: 'SCOPE' }, clerk);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(2);
    const outside = `Widget ${secret.id} is outside your data scope`;
    const refusals = [
      await callResource(t, widgetDefinition, 'get', { id: String(secret.id) }, clerk),
      await callResource(t, widgetDefinition, 'edit', { id: secret.id, version: 0, qty: 9 }, clerk),
      await callResource(t, widgetDefinition, 'delete', { ids: [secret.id] }, clerk),
      await callAction(t, widgetDefinition, 'publish', { id: secret.id, reason: 'x' }, clerk),
    ];
    for (const res of refusals) expect([res.status, res.body.msg]).toEqual([403, outside]);
    // A bulk naming one row outside the scope does nothing to the rows inside it either.
    const bulk = await callAction(t, widgetDefinition, 'retire', { ids: [open.id, secret.id] }, clerk);
    expect([bulk.status, bulk.body.data]).toEqual([403, { ids: [secret.id], reason: 'access.outsideScope', params: { ids: String(secret.id) } }]);
    const mixedDelete = await callResource(t, widgetDefinition, 'delete', { ids: [open.id, secret.id] }, clerk);
    expect(mixedDelete.status).toBe(403);
    const rows = await t.database.db.select().from(widgets).where(like(widgets.code, 'SCOPE-%')).orderBy(widgets.code);
    expect(rows.map((r) => [r.code, r.qty, r.status, r.version, r.deletedAt])).toEqual([
      ['SCOPE-P', 1, 'DRAFT', 0, null],
      ['SCOPE-S', 1, 'DRAFT', 0, null],
    ]);
    // An id with no row is still a 404, for the same caller.
    expect((await callResource(t, widgetDefinition, 'get', { id: '987654' }, clerk)).status).toBe(404);
    expect((await callResource(t, widgetDefinition, 'edit', { id: 987654, version: 0, qty: 9 }, clerk)).status).toBe(404);
    expect((await callAction(t, widgetDefinition, 'publish', { id: 987654, reason: 'x' }, clerk)).status).toBe(404);
    expect((await callResource(t, widgetDefinition, 'get', { id: String(secret.id) }, admin)).body.data).toMatchObject({ qty: 1, status: 'DRAFT' });
  });

  it('an add or edit may not carry a row outside the scope: 403 and nothing written', async () => {
    const added = await callResource(t, widgetDefinition, 'add', { code: 'LEAVE-A', title: 'secret' }, clerk);
    expect([added.status, added.body.msg]).toEqual([403, 'Widget: the row as written would be outside your data scope']);
    expect(await t.database.db.select().from(widgets).where(eq(widgets.code, 'LEAVE-A'))).toEqual([]);
    const open = await add({ code: 'LEAVE-E', title: 'public' });
    const edited = await callResource(t, widgetDefinition, 'edit', { id: open.id, version: open.version, title: 'secret' }, clerk);
    expect(edited.status).toBe(403);
    const [row] = await t.database.db.select().from(widgets).where(eq(widgets.id, open.id));
    expect([row!.title, row!.version]).toEqual(['public', open.version]);
  });

  it('decorateRow adds to what get answers', async () => {
    const { id } = await add({ code: 'DECOR-123' });
    expect((await callResource(t, widgetDefinition, 'get', { id: String(id) }, admin)).body.data).toMatchObject({ code: 'DECOR-123', codeLength: 9 });
  });

  it('beforeDelete may refuse, and then nothing is deleted', async () => {
    const draft = await add({ code: 'BD-DRAFT' });
    const published = await add({ code: 'BD-PUB' });
    await callAction(t, widgetDefinition, 'publish', { id: published.id, reason: 'go' }, admin);
    const refused = await callResource(t, widgetDefinition, 'delete', { ids: [draft.id, published.id] }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('widget BD-PUB is published; retire it first');
    const rows = await t.database.db.select().from(widgets).where(like(widgets.code, 'BD-%'));
    expect(rows.map((r) => r.deletedAt)).toEqual([null, null]);
  });

  it('each unique field is named by its own index', async () => {
    await add({ code: 'UQ-A', idNumber: '110101199003071234' });
    const sameId = await callResource(t, widgetDefinition, 'add', { code: 'UQ-B', idNumber: '110101199003071234' }, admin);
    expect(sameId.status).toBe(409);
    expect(sameId.body.data.fields).toEqual({ idNumber: 'is already used by another row' });
    expect(sameId.body.msg).toBe('ID number is already used by another row');
    const sameCode = await callResource(t, widgetDefinition, 'add', { code: 'UQ-A', idNumber: '220101199003071234' }, admin);
    expect(sameCode.body.data.fields).toEqual({ code: 'is already used by another row' });
    // The partial index leaves empty ID numbers alone.
    await add({ code: 'UQ-C' });
    await add({ code: 'UQ-D' });
  });

  it('a row still referenced elsewhere is not deleted: 409 naming what uses it', async () => {
    const owner = (await callResource(t, ownerDefinition, 'add', { name: 'Used' }, admin)).body.data;
    await add({ code: 'FK-1', ownerId: owner.id });
    const res = await callResource(t, ownerDefinition, 'delete', { ids: [owner.id] }, admin);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(`Owner ${owner.id} is still used by Widget; remove that use first`);
    const [still] = await t.database.db.select().from(owners).where(eq(owners.id, owner.id));
    expect(still).toBeDefined();
    const unused = (await callResource(t, ownerDefinition, 'add', { name: 'Unused' }, admin)).body.data;
    expect((await callResource(t, ownerDefinition, 'delete', { ids: [unused.id] }, admin)).body.data).toEqual({ deleted: 1 });
  });

  it('a resource that refuses deletes (and offers no writes) has only its read routes', async () => {
    const routes = t.app.routeRegistry.filter((r) => r.url.includes('/test/owner-directory/') && r.method !== 'HEAD');
    expect(routes.map((r) => `${r.method} ${r.url.split('/').pop()}`).sort()).toEqual(['GET get', 'POST list']);
    const res = await callResource(t, ownerDirectoryDefinition, 'delete', { ids: [1] }, admin);
    expect(res.status).toBe(404);
    expect(res.body.msg).toMatch(/^no such endpoint/);
  });
});
