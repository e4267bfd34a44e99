import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointOf } from '@ledgerdesk/shared';
import { api, bearer, databaseKinds, type TestApp } from '../test/harness';
import { createResourceTestApp, widgetDefinition } from './resource-test-kit';

describe.each(databaseKinds)('resource engine CRUD (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const call = async (op: 'list' | 'get' | 'add' | 'edit' | 'delete' | 'export', payload: Record<string, unknown>, token = admin) => {
    const { method, path } = endpointOf(widgetDefinition, op);
    const res = await t.app.inject({
      method,
      url: api(path),
      headers: bearer(token),
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('adds, lists, gets, edits and deletes a row', async () => {
    const added = await call('add', { code: 'W-1', title: 'first', price: '12.50', phone: '13812345678' });
    expect(added.body.msg).toBe('ok');
    expect(added.body.data).toMatchObject({ code: 'W-1', price: '12.5', qty: 1, version: 0, phone: '13812345678' });
    const list = await call('list', { pageIndex: 1, pageSize: 10 });
    expect(list.body.data.total).toBe(1);
    const id = added.body.data.id;
    const got = await call('get', { id: String(id) });
    expect(got.body.data.code).toBe('W-1');
    const edited = await call('edit', { id, version: 0, title: 'second' });
    expect(edited.body.data).toMatchObject({ title: 'second', version: 1 });
    const stale = await call('edit', { id, version: 0, title: 'third' });
    expect(stale.status).toBe(409);
    expect(stale.body.data.fields.version).toMatch(/changed by someone else/);
    const deleted = await call('delete', { ids: [id] });
    expect(deleted.body.data).toEqual({ deleted: 1 });
  });
});
