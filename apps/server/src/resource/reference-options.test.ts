import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionOf, REFERENCE_OPTIONS_LIMIT, referenceOptionsPath } from '@ledgerdesk/shared';
import { api, bearer, databaseKinds, type TestApp } from '../test/harness';
import type { FastifyInstance } from 'fastify';
import { BoundResource } from './bound-resource';
import { registerReferenceOptions } from './reference-options';
import { createResourceTestApp, ownerDefinition, owners, userWithPermissions, widgetBinding, widgetDefinition, widgets } from './resource-test-kit';

describe.each(databaseKinds)('reference options: the rows a picker offers (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const ownerIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    admin = await t.signIn('admin');
    const db = t.database.db;
    for (const name of ['Ada', 'adam', 'Bob', '50% off', '50 more', 'A_b']) {
      ownerIds[name] = (await db.insert(owners).values({ name }).returning())[0]!.id;
    }
    await db.insert(widgets).values([
      { code: 'W-OPEN', title: 'open' },
      { code: 'W-SECRET', title: 'secret' },
      { code: 'W-GONE', title: 'open', deletedAt: new Date() },
    ]);
  });
  afterAll(() => t.close());

  const options = async (resource: string, query: Record<string, string>, token = admin) => {
    const res = await t.app.inject({ method: 'GET', url: api(referenceOptionsPath(resource)), query, headers: bearer(token) });
    return { status: res.statusCode, body: res.json() };
  };
  const labels = async (resource: string, query: Record<string, string>, token = admin) => {
    const { status, body } = await options(resource, query, token);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.data.list as Array<{ id: number; label: string }>).map((option) => option.label);
  };

  it("finds rows by the start of their record label, in any case, in label order, with their ids", async () => {
    const { body } = await options('test/owner', { keyword: 'ad' });
    expect(body.data.list).toEqual([
      { id: ownerIds.Ada, label: 'Ada' },
      { id: ownerIds.adam, label: 'adam' },
    ]);
    expect(await labels('test/owner', { keyword: 'BO' })).toEqual(['Bob']);
    // Nothing typed: the first rows in label order.
    expect(await labels('test/owner', {})).toEqual(['50 more', '50% off', 'A_b', 'Ada', 'adam', 'Bob']);
  });

  it('takes what is typed literally: % and _ are not wildcards', async () => {
    expect(await labels('test/owner', { keyword: '50%' })).toEqual(['50% off']);
    expect(await labels('test/owner', { keyword: 'A_' })).toEqual(['A_b']);
    expect(await labels('test/owner', { keyword: 'zz' })).toEqual([]);
  });

  it('answers one row by id (the row a form already holds), or none', async () => {
    expect(await labels('test/owner', { id: String(ownerIds.Bob) })).toEqual(['Bob']);
    expect(await labels('test/owner', { id: '999999' })).toEqual([]);
  });

  it(`offers at most ${REFERENCE_OPTIONS_LIMIT} rows`, async () => {
    await t.database.db.insert(owners).values(Array.from({ length: 30 }, (_, n) => ({ name: `many ${String(n).padStart(2, '0')}` })));
    const found = await labels('test/owner', { keyword: 'many' });
    expect(found).toHaveLength(REFERENCE_OPTIONS_LIMIT);
    expect(found[0]).toBe('many 00');
  });

  it("keeps to the caller's data scope and hides soft-deleted rows", async () => {
    await userWithPermissions(t, 'widget_reader', [permissionOf(widgetDefinition, 'list')]);
    const reader = await t.signIn('widget_reader');
    expect(await labels('test/widget', { keyword: 'w-' }, reader)).toEqual(['W-OPEN']);
    // The scope hook lets admin see the secret one; the deleted one stays hidden from everyone.
    await userWithPermissions(t, 'widget_keeper', [permissionOf(widgetDefinition, 'list'), 'test/widget/secret']);
    expect(await labels('test/widget', { keyword: 'w-' }, await t.signIn('widget_keeper'))).toEqual(['W-OPEN', 'W-SECRET']);
  });

  it("needs the referenced resource's list permission, and checks its input", async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: api(referenceOptionsPath('test/owner')) });
    expect(anonymous.statusCode).toBe(401);
    await userWithPermissions(t, 'widget_only', [permissionOf(widgetDefinition, 'list')]);
    const refused = await options('test/owner', {}, await t.signIn('widget_only'));
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(`permission ${permissionOf(ownerDefinition, 'list')} is required`);

    const badId = await options('test/owner', { id: 'abc' });
    expect(badId.status).toBe(400);
    expect(badId.body.data.fields).toHaveProperty('id');
    const long = await options('test/owner', { keyword: 'x'.repeat(65) });
    expect(long.status).toBe(400);
    expect(long.body.data.fields.keyword).toBe('at most 64 characters');
  });

  /** Editable references whose page gives its own control (a tree select), not the picker. */
  const OWN_CONTROLS = new Set(['system/menu.parentId']);

  it('offers the rows of every resource a form references or a list filters by, by the field its list shows', async () => {
    const { body } = await options('finance/budget', {});
    expect(body.data.list.length).toBeGreaterThan(0);
    const registry = t.app.resources;
    // A form's reference, or a list's reference filter: both are a picker in the console.
    const picked = registry.all().flatMap(({ name, definition }) =>
      [...Object.entries(definition.fields), ...Object.values(definition.actions ?? {}).flatMap((action) => Object.entries(action.input ?? {}))].flatMap(([field, f]) =>
        f.type === 'reference' && (!f.readOnly || f.filter) && !OWN_CONTROLS.has(`${name}.${field}`) ? [{ where: `${name}.${field}`, target: f.resource, labelField: f.labelField }] : [],
      ),
    );
    const editable = [...new Map(picked.map((p) => [p.where, p])).values()];
    expect(editable.length).toBeGreaterThan(60);
    const unoffered: string[] = [];
    for (const { where, target, labelField } of editable) {
      const definition = registry.get(target)!.definition;
      const route = t.app.routeRegistry.find((r) => r.method === 'GET' && r.url === api(referenceOptionsPath(target)));
      if (!route || definition.recordLabel !== labelField) {
        unoffered.push(where);
        continue;
      }
      expect(route.access, target).toEqual({ permission: permissionOf(definition, 'list') });
      const answer = await options(target, { keyword: 'a' });
      expect(answer.status, `${target}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    expect(unoffered).toEqual([]);
  });

  it('offers no picker for a resource named by a masked field: its lists show the name masked', () => {
    const registered: string[] = [];
    const app = { get: (url: string) => registered.push(url) } as unknown as FastifyInstance;
    const named = (recordLabel: string) => new BoundResource({ ...widgetBinding, definition: { ...widgetDefinition, recordLabel } });
    registerReferenceOptions(app, t.app.resources, named('phone'), () => undefined);
    expect(registered).toEqual([]);
    registerReferenceOptions(app, t.app.resources, named('code'), () => undefined);
    expect(registered).toEqual([referenceOptionsPath('test/widget')]);
  });

  it('has no options route for a resource that names no record label', async () => {
    expect(t.app.resources.get('member/kyc')!.definition.recordLabel).toBeUndefined();
    expect((await options('member/kyc', {})).status).toBe(404);
  });
});
