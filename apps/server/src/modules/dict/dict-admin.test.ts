import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { API_PREFIX, ENDPOINTS, type DictValue } from '@ledgerdesk/shared';
import { parseRevisions, REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import { dictData, dictTypes } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';

/* SPEC §7 for the data, DESIGN §4 for the types, exactly. */
const DATA = {
  list: `${API_PREFIX}/dict/data/list`,
  get: `${API_PREFIX}/dict/data/get`,
  add: `${API_PREFIX}/dict/data/add`,
  edit: `${API_PREFIX}/dict/data/edit`,
  delete: `${API_PREFIX}/dict/data/delete`,
};
const TYPE = {
  list: `${API_PREFIX}/dict/type/list`,
  get: `${API_PREFIX}/dict/type/get`,
  add: `${API_PREFIX}/dict/type/add`,
  edit: `${API_PREFIX}/dict/type/edit`,
  delete: `${API_PREFIX}/dict/type/delete`,
};

describe.each(databaseKinds)('dictionary administration (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    t.app.inject({ method, url: api(url), headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const lookup = async (dictType: string, token = operator) =>
    (await call('GET', `${ENDPOINTS.dictData}?dictType=${dictType}`, undefined, token)).json().data.values as DictValue[];
  const dictRevision = async () => parseRevisions((await call('GET', ENDPOINTS.userInfo, undefined, operator)).headers[REVISION_HEADER] as string).dict!;
  const dataCount = async () => (await t.database.db.select({ n: count() }).from(dictData))[0]!.n;
  const entry = (over: Record<string, unknown> = {}) => ({
    dictType: 'member_status',
    dictValue: 'WATCHED',
    dictLabel: '观察中',
    labelEn: 'Watched',
    labelZhTw: '觀察中',
    dictSort: 3,
    listClass: 'gold',
    ...over,
  });

  it('GET dict/type/list and dict/type/get answer the types', async () => {
    const { list, total } = (await call('GET', `${TYPE.list}?dictType=member`)).json().data;
    expect(list.map((r: { dictType: string }) => r.dictType)).toEqual(['member_status']);
    expect(total).toBe(1);
    const data = (await call('GET', `${TYPE.get}?id=${list[0].id}`)).json().data;
    expect(data).toMatchObject({ dictType: 'member_status', dictName: '会员状态', nameEn: 'Member status', nameZhTw: '會員狀態', status: '0', version: 0 });
    // The name filter matches the name in any console language.
    for (const typed of ['会员状', 'Member sta', '會員狀']) {
      const found = (await call('GET', `${TYPE.list}?dictName=${encodeURIComponent(typed)}`)).json().data.list;
      expect(found.map((r: { dictType: string }) => r.dictType), typed).toContain('member_status');
    }
  });

  it('exports a type with its three names in their own columns, whatever the export language', async () => {
    for (const lang of ['en', 'zh-tw']) {
      const res = await call('POST', `${API_PREFIX}/dict/type/export`, { dictType: 'member_status', lang });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const row = (workbook.worksheets[0]!.getRow(2).values as unknown[]).slice(1);
      expect(row.slice(0, 3), lang).toEqual(['会员状态', 'Member status', '會員狀態']);
    }
  });

  it('GET dict/data/list answers a type\'s entries in their order; dict/data/get takes dictCode', async () => {
    const res = await call('GET', `${DATA.list}?dictType=member_status`);
    expect(res.statusCode).toBe(200);
    const { list } = res.json().data;
    expect(list.map((r: { dictValue: string }) => r.dictValue)).toEqual(['NORMAL', 'FROZEN', 'DISABLED']);
    expect(list[1]).toMatchObject({ dictLabel: '冻结', labelEn: 'Frozen', labelZhTw: '凍結', listClass: 'warning', isDefault: false });
    const one = await call('GET', `${DATA.get}?dictCode=${list[1].id}`);
    expect(one.json().data).toMatchObject({ id: list[1].id, dictValue: 'FROZEN' });
    const byId = await call('GET', `${DATA.get}?id=${list[1].id}`);
    expect(byId.statusCode).toBe(400);
    expect(byId.json().data.fields).toHaveProperty('dictCode');
  });

  it('lets the operator look but not change (403), and writes nothing', async () => {
    expect((await call('GET', `${DATA.list}?dictType=member_status`, undefined, operator)).statusCode).toBe(200);
    const before = await dataCount();
    expect((await call('POST', DATA.add, entry(), operator)).statusCode).toBe(403);
    expect((await call('POST', TYPE.add, { dictName: 'x', dictType: 'x_y' }, operator)).statusCode).toBe(403);
    expect(await dataCount()).toBe(before);
  });

  it('POST dict/data/add: the new label reaches getDictData and getDicts at once, with the dict revision moved', async () => {
    await lookup('member_status'); // cached now
    const revision = await dictRevision();
    const res = await call('POST', DATA.add, entry());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ dictType: 'member_status', dictValue: 'WATCHED', version: 0, status: '0', isDefault: false });
    expect(await dictRevision()).toBe(revision + 1);
    expect((await lookup('member_status')).at(-1)).toEqual({
      key: '观察中',
      value: 'WATCHED',
      isDefault: false,
      listClass: 'gold',
      labels: { 'zh-cn': '观察中', en: 'Watched', 'zh-tw': '觀察中' },
    });
    const batch = (await call('GET', `${ENDPOINTS.dictBatch}?dictTypes[]=member_status`, undefined, operator)).json().data.dicts;
    expect(batch.member_status.map((v: DictValue) => v.value)).toContain('WATCHED');
  });

  describe('validation: 400 or 409 naming the field, nothing written', () => {
    const refused = async (url: string, body: unknown, status: number, field: string, method: 'POST' | 'PUT' = 'POST') => {
      const before = await dataCount();
      const revision = await dictRevision();
      const res = await call(method, url, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().data.fields).toHaveProperty(field);
      expect(await dataCount()).toBe(before);
      expect(await dictRevision()).toBe(revision);
    };
    it('each label is required, in all three languages', async () => {
      await refused(DATA.add, entry({ dictValue: 'A', labelEn: '' }), 400, 'labelEn');
      await refused(DATA.add, entry({ dictValue: 'A', labelZhTw: undefined }), 400, 'labelZhTw');
    });
    it('the type must exist, the value must be new in its type, the colour one of the tag colours', async () => {
      await refused(DATA.add, entry({ dictType: 'no_such_type' }), 400, 'dictType');
      await refused(DATA.add, entry({ dictValue: 'NORMAL' }), 409, 'dictValue');
      await refused(DATA.add, entry({ dictValue: 'B', listClass: 'chartreuse' }), 400, 'listClass');
      await refused(DATA.add, entry({ dictValue: 'C', status: '7' }), 400, 'status');
    });
    it('a type is named in all three languages', async () => {
      await refused(TYPE.add, { dictName: '新类型', nameZhTw: '新類型', dictType: 'new_type' }, 400, 'nameEn');
      await refused(TYPE.add, { dictName: '新类型', nameEn: 'New type', nameZhTw: '', dictType: 'new_type' }, 400, 'nameZhTw');
    });
    it('a type key is a lowercase identifier and unique', async () => {
      await refused(TYPE.add, { dictName: 'Bad', nameEn: 'Bad', nameZhTw: 'Bad', dictType: 'Bad-Key' }, 400, 'dictType');
      await refused(TYPE.add, { dictName: 'Twin', nameEn: 'Twin', nameZhTw: 'Twin', dictType: 'member_status' }, 409, 'dictType');
    });
  });

  it('PUT dict/data/edit changes a label everywhere; a new default clears the old one; type and value stay', async () => {
    const [row] = await t.database.db.select().from(dictData).where(and(eq(dictData.dictType, 'member_status'), eq(dictData.dictValue, 'WATCHED')));
    const res = await call('PUT', DATA.edit, { id: row!.id, version: row!.version, labelEn: 'Under watch', isDefault: true, dictValue: 'X', dictType: 'kyc_level' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ labelEn: 'Under watch', isDefault: true, dictValue: 'WATCHED', dictType: 'member_status', version: 1 });
    const values = await lookup('member_status');
    expect(values.filter((v) => v.isDefault).map((v) => v.value)).toEqual(['WATCHED']);
    expect(values.find((v) => v.value === 'WATCHED')!.labels!.en).toBe('Under watch');
    const stale = await call('PUT', DATA.edit, { id: row!.id, version: row!.version, labelEn: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.fields).toHaveProperty('version');
  });

  it('PUT dict/type/edit renames a type but never changes its key', async () => {
    const [type] = await t.database.db.select().from(dictTypes).where(eq(dictTypes.dictType, 'member_status'));
    const res = await call('PUT', TYPE.edit, { id: type!.id, version: type!.version, dictName: 'Member states', dictType: 'member_state' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ dictName: 'Member states', dictType: 'member_status' });
  });

  it('DELETE dict/type/delete refuses a type that still has data (409 naming it), and deletes an empty one', async () => {
    const [type] = await t.database.db.select().from(dictTypes).where(eq(dictTypes.dictType, 'member_status'));
    const used = await call('DELETE', TYPE.delete, { ids: [type!.id] });
    expect(used.statusCode).toBe(409);
    expect(used.json().msg).toMatch(/member_status \(4\)/);
    const added = (await call('POST', TYPE.add, { dictName: '草稿', nameEn: 'Scratch', nameZhTw: '草稿', dictType: 'scratch_pad' })).json().data;
    expect((await call('DELETE', TYPE.delete, { ids: [added.id] })).json().data).toEqual({ deleted: 1 });
    expect(await t.database.db.select().from(dictTypes).where(eq(dictTypes.dictType, 'scratch_pad'))).toEqual([]);
  });

  it('DELETE dict/data/delete with { ids } takes entries out of every lookup', async () => {
    const [row] = await t.database.db.select().from(dictData).where(and(eq(dictData.dictType, 'member_status'), eq(dictData.dictValue, 'WATCHED')));
    const revision = await dictRevision();
    const res = await call('DELETE', DATA.delete, { ids: [row!.id] });
    expect(res.json().data).toEqual({ deleted: 1 });
    expect(await dictRevision()).toBe(revision + 1);
    expect((await lookup('member_status')).map((v) => v.value)).toEqual(['NORMAL', 'FROZEN', 'DISABLED']);
  });
});
