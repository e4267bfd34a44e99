import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ENDPOINTS } from '@ledgerdesk/shared';
import { dictData } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';

describe.each(databaseKinds)('dictionary lookup (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.signIn('operator');
  });
  afterAll(() => t.close());

  const lookup = (query: string) => t.app.inject({ method: 'GET', url: `${api(ENDPOINTS.dictData)}?${query}`, headers: bearer(token) });

  it('answers data.values of {key, value, isDefault} from the database', async () => {
    const body = (await lookup('dictType=sys_normal_disable')).json();
    expect(body.data.values).toEqual([
      { key: 'dict.label.normal', value: '0', isDefault: true, listClass: 'success' },
      { key: 'dict.label.disabled', value: '1', isDefault: false, listClass: 'error' },
    ]);
  });

  it('lets defaultValue choose the default entry', async () => {
    const body = (await lookup('dictType=sys_normal_disable&defaultValue=1')).json();
    expect(body.data.values.map((v: { isDefault: boolean }) => v.isDefault)).toEqual([false, true]);
  });

  it('ignores a defaultValue that is not in the dictionary', async () => {
    const body = (await lookup('dictType=sys_normal_disable&defaultValue=9')).json();
    expect(body.data.values.map((v: { isDefault: boolean }) => v.isDefault)).toEqual([true, false]);
  });

  it('answers an unknown type with an empty list and a missing type with a named 400', async () => {
    expect((await lookup('dictType=nope')).json().data.values).toEqual([]);
    const res = await lookup('defaultValue=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('dictType');
  });

  it('serves from the cache until invalidated', async () => {
    await lookup('dictType=sys_yes_no');
    await t.database.db.update(dictData).set({ dictLabel: 'changed' }).where(and(eq(dictData.dictType, 'sys_yes_no'), eq(dictData.dictValue, 'Y')));
    expect((await lookup('dictType=sys_yes_no')).json().data.values[0].key).toBe('dict.label.yes');
    t.services.dicts.invalidate('sys_yes_no');
    expect((await lookup('dictType=sys_yes_no')).json().data.values[0].key).toBe('changed');
  });
});
