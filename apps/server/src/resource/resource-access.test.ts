import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPermissionOf, CRUD_OPS, permissionOf, type CrudOp } from '@ledgerdesk/shared';
import { api, bearer, databaseKinds, type TestApp } from '../test/harness';
import { RESOURCE_DEFINITION_PATH } from './registry-plugin';
import { callAction, callResource, createResourceTestApp, userWithPermissions, widgetDefinition } from './resource-test-kit';

/** A payload each call accepts, so a 200 proves the permission let it through. */
describe.each(databaseKinds)('resource permissions (%s)', (kind) => {
  let t: TestApp;
  let nobody: string;
  const holders: Partial<Record<CrudOp | 'publish' | 'retire', string>> = {};
  let widgetId = 0;

  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    await userWithPermissions(t, 'nobody', ['test/other/list']);
    nobody = await t.signIn('nobody');
    for (const op of CRUD_OPS) {
      await userWithPermissions(t, `can_${op}`, [permissionOf(widgetDefinition, op)]);
      holders[op] = await t.signIn(`can_${op}`);
    }
    for (const name of ['publish', 'retire'] as const) {
      await userWithPermissions(t, `can_${name}`, [actionPermissionOf(widgetDefinition, name, widgetDefinition.actions[name])]);
      holders[name] = await t.signIn(`can_${name}`);
    }
  });
  afterAll(() => t.close());

  const payloadOf = (op: CrudOp, n: number): Record<string, unknown> => {
    switch (op) {
      case 'list':
      case 'export':
        return { pageIndex: 1 };
      case 'get':
        return { id: String(widgetId) };
      case 'add':
        return { code: `ACCESS-${n}` };
      case 'edit':
        return { id: widgetId, version: n, title: `edit ${n}` };
      case 'delete':
        return { ids: [widgetId] };
    }
  };

  it.each(CRUD_OPS.filter((op) => op !== 'delete'))('%s: 401 without a token, 403 without the permission, 200 with it', async (op) => {
    if (!widgetId) widgetId = (await callResource(t, widgetDefinition, 'add', { code: 'ACCESS-BASE' }, holders.add)).body.data.id;
    const current = await callResource(t, widgetDefinition, 'get', { id: String(widgetId) }, holders.get);
    const payload = payloadOf(op, op === 'edit' ? current.body.data.version : 1);

    const anonymous = await callResource(t, widgetDefinition, op, payload);
    expect(anonymous.status).toBe(401);
    const refused = await callResource(t, widgetDefinition, op, payload, nobody);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(`permission ${permissionOf(widgetDefinition, op)} is required`);
    // Another op's permission is not enough either.
    const other = op === 'list' ? holders.add : holders.list;
    if (op !== 'get') expect((await callResource(t, widgetDefinition, op, payload, other)).status).toBe(403);

    const allowed = await callResource(t, widgetDefinition, op, payload, holders[op]);
    expect(allowed.status).toBe(200);
  });

  it('delete: 401, 403, then 200 and the row is gone', async () => {
    const { id } = (await callResource(t, widgetDefinition, 'add', { code: 'ACCESS-DEL' }, holders.add)).body.data;
    expect((await callResource(t, widgetDefinition, 'delete', { ids: [id] })).status).toBe(401);
    expect((await callResource(t, widgetDefinition, 'delete', { ids: [id] }, nobody)).status).toBe(403);
    expect((await callResource(t, widgetDefinition, 'delete', { ids: [id] }, holders.edit)).status).toBe(403);
    const allowed = await callResource(t, widgetDefinition, 'delete', { ids: [id] }, holders.delete);
    expect(allowed.body).toEqual({ code: 0, msg: 'ok', data: { deleted: 1 } });
    expect((await callResource(t, widgetDefinition, 'get', { id: String(id) }, holders.get)).status).toBe(404);
  });

  it('custom actions need their own permission', async () => {
    const { id } = (await callResource(t, widgetDefinition, 'add', { code: 'ACCESS-ACT' }, holders.add)).body.data;
    expect((await callAction(t, widgetDefinition, 'publish', { id, reason: 'ok' })).status).toBe(401);
    expect((await callAction(t, widgetDefinition, 'publish', { id, reason: 'ok' }, holders.edit)).status).toBe(403);
    expect((await callAction(t, widgetDefinition, 'publish', { id, reason: 'ok' }, holders.retire)).status).toBe(403);
    expect((await callAction(t, widgetDefinition, 'publish', { id, reason: 'ok' }, holders.publish)).status).toBe(200);
    expect((await callAction(t, widgetDefinition, 'retire', { ids: [id] }, holders.publish)).status).toBe(403);
    expect((await callAction(t, widgetDefinition, 'retire', { ids: [id] }, holders.retire)).status).toBe(200);
  });

  it('every route of the resource declares its access', () => {
    const routes = t.app.routeRegistry.filter((r) => r.url.includes('/test/widget/') && r.method !== 'HEAD');
    expect(routes.map((r) => r.url.split('/').pop()).sort()).toEqual(['add', 'delete', 'edit', 'export', 'get', 'list', 'publish', 'retire']);
    for (const route of routes) expect(route.access).toEqual({ permission: expect.stringMatching(/^test\/widget\//) });
  });

  it('answers a definition by menu path to holders of its list permission only', async () => {
    const url = `${api(RESOURCE_DEFINITION_PATH)}?path=${encodeURIComponent('/test/widget')}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(nobody) })).statusCode).toBe(403);
    const allowed = await t.app.inject({ method: 'GET', url, headers: bearer(holders.list!) });
    expect(allowed.json().data).toEqual(JSON.parse(JSON.stringify(widgetDefinition)));
    const missing = await t.app.inject({ method: 'GET', url: `${api(RESOURCE_DEFINITION_PATH)}?path=/nowhere`, headers: bearer(holders.list!) });
    expect(missing.statusCode).toBe(404);
    const noPath = await t.app.inject({ method: 'GET', url: api(RESOURCE_DEFINITION_PATH), headers: bearer(holders.list!) });
    expect(noPath.statusCode).toBe(400);
    expect(noPath.json().data.fields.path).toBe('is required');
  });
});
