import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ENDPOINTS, MONEY_LOG_TYPES } from '@ledgerdesk/shared';
import { dictData } from '../../db/schema';
import { bumpRevision } from '../../lib/revisions';
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

  it('answers data.values of {key, value, isDefault} with the tag colour and the labels in three languages', async () => {
    const body = (await lookup('dictType=sys_normal_disable')).json();
    expect(body.data.values).toEqual([
      { key: '正常', value: '0', isDefault: true, listClass: 'success', labels: { 'zh-cn': '正常', en: 'Normal', 'zh-tw': '正常' } },
      { key: '停用', value: '1', isDefault: false, listClass: 'error', labels: { 'zh-cn': '停用', en: 'Disabled', 'zh-tw': '停用' } },
    ]);
  });

  it('answers an entry still holding an i18n key with the key to translate and only the labels it has', async () => {
    await t.database.db
      .update(dictData)
      .set({ dictLabel: 'dict.label.frozen', labelEn: '', labelZhTw: '凍結' })
      .where(and(eq(dictData.dictType, 'balance_kind'), eq(dictData.dictValue, 'FROZEN')));
    const values = (await lookup('dictType=balance_kind')).json().data.values;
    expect(values[1]).toEqual({ key: 'dict.label.frozen', value: 'FROZEN', isDefault: false, listClass: 'warning', labels: { 'zh-tw': '凍結' } });
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
    expect((await lookup('dictType=sys_yes_no')).json().data.values[0].key).toBe('是');
    t.services.dicts.invalidate('sys_yes_no');
    expect((await lookup('dictType=sys_yes_no')).json().data.values[0].key).toBe('changed');
  });

  it('reloads a cached type once the dict revision moves, as a write on another instance moves it', async () => {
    await lookup('dictType=kyc_level');
    const noneLabel = and(eq(dictData.dictType, 'kyc_level'), eq(dictData.dictValue, '0'));
    await t.database.db.update(dictData).set({ labelEn: 'Not verified' }).where(noneLabel);
    expect((await lookup('dictType=kyc_level')).json().data.values[0].labels.en).toBe('None');
    await bumpRevision(t.database.db, 'dict');
    expect((await lookup('dictType=kyc_level')).json().data.values[0].labels.en).toBe('Not verified');
  });

  it('answers several types in one call (getDicts), unknown ones empty', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${api(ENDPOINTS.dictBatch)}?dictTypes[]=member_status&dictTypes[]=kyc_level&dictTypes[]=nope`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const { dicts } = res.json().data;
    expect(Object.keys(dicts).sort()).toEqual(['kyc_level', 'member_status', 'nope']);
    expect(dicts.member_status.map((v: { value: string }) => v.value)).toEqual(['NORMAL', 'FROZEN', 'DISABLED']);
    expect(dicts.kyc_level[2]).toMatchObject({ value: '2', labels: { en: 'Advanced' } });
    expect(dicts.nope).toEqual([]);
  });

  it('refuses a batch without types, naming dictTypes', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(ENDPOINTS.dictBatch), headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('dictTypes');
  });

  it('leaves disabled entries out of lookups', async () => {
    await t.database.db.update(dictData).set({ status: '1' }).where(and(eq(dictData.dictType, 'money_log_type'), eq(dictData.dictValue, 'WITHDRAW')));
    await bumpRevision(t.database.db, 'dict');
    const values = (await lookup('dictType=money_log_type')).json().data.values;
    // Every money-log type but the disabled one (areas add types: the contract's list is the whole).
    expect(values.map((v: { value: string }) => v.value).sort()).toEqual(MONEY_LOG_TYPES.filter((type) => type !== 'WITHDRAW').sort());
  });
});
