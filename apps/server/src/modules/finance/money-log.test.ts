import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointOf } from '@ledgerdesk/shared';
import { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import { members } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, financeClient } from './finance-test-kit';

describe.each(databaseKinds)('money log on the resource engine (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let call: ReturnType<typeof financeClient>['call'];
  let callEndpoint: ReturnType<typeof financeClient>['callEndpoint'];
  let memberId: number;
  let account: string;
  let withdrawalNo: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ call, callEndpoint } = financeClient(t));
    admin = await t.signIn('admin');
    clerk = await t.signIn('operator');
    memberId = await addMember(t.database.db, 'log');
    account = (await t.database.db.select().from(members).where(eq(members.id, memberId)))[0]!.account;
    const order = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'ETH', amount: '100.000000000000000001' });
    await call(admin, 'POST', 'rechargeReview', { id: order.body.data.id, action: 'approve' });
    withdrawalNo = (await call(admin, 'POST', 'withdrawAdd', { memberId, currency: 'ETH', amount: '20', address: 'TAddr' })).body.data.orderNo;
  });
  afterAll(() => t.close());

  const list = (filters: object) => callEndpoint(clerk, endpointOf(moneyLogResource, 'list'), { pageIndex: 1, pageSize: 50, memberId, ...filters });

  it("lists a member's balance changes newest first, with the account, signed changes and exact amounts", async () => {
    const res = await list({});
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.list.map((e: { type: string; balanceKind: string; change: string }) => [e.type, e.balanceKind, e.change])).toEqual([
      ['WITHDRAW_FREEZE', 'FROZEN', '20'],
      ['WITHDRAW_FREEZE', 'AVAILABLE', '-20'],
      ['RECHARGE', 'AVAILABLE', '100.000000000000000001'],
    ]);
    expect(res.body.data.list[1]).toMatchObject({ memberId, memberIdLabel: account, before: '100.000000000000000001', after: '80.000000000000000001', refNo: withdrawalNo });
  });

  it('filters by type (one or several), order number, member account and currency', async () => {
    expect((await list({ type: 'RECHARGE' })).body.data.total).toBe(1);
    expect((await list({ type: 'RECHARGE,WITHDRAW_FREEZE' })).body.data.total).toBe(3);
    expect((await list({ refNo: withdrawalNo })).body.data.total).toBe(2);
    expect((await list({ memberId: undefined, memberIdLabel: account })).body.data.total).toBe(3);
    expect((await list({ currency: 'BTC' })).body.data.total).toBe(0);
    const bad = await list({ createdAtFrom: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.fields)).toEqual(['createdAtFrom']);
  });

  it('exports the filtered entries with readable headers and amounts as text, and offers no way to write', async () => {
    const res = await t.app.inject({ method: 'POST', url: api(endpointOf(moneyLogResource, 'export').path), headers: bearer(admin), payload: { memberId, type: 'RECHARGE', lang: 'en' } });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Member', 'Change', 'After', 'Order']));
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(header.indexOf('Member') + 1).value).toBe(account);
    expect(sheet.getRow(2).getCell(header.indexOf('Change') + 1).value).toBe('100.000000000000000001');
    // In Chinese, the same columns in Chinese (they were English in every language while the labels were web keys).
    const chinese = await t.app.inject({ method: 'POST', url: api(endpointOf(moneyLogResource, 'export').path), headers: bearer(admin), payload: { memberId, type: 'RECHARGE', lang: 'zh-cn' } });
    const zhWorkbook = new ExcelJS.Workbook();
    await zhWorkbook.xlsx.load(chinese.rawPayload as unknown as ArrayBuffer);
    expect((zhWorkbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(expect.arrayContaining(['会员', '变动金额', '变动后', '关联订单']));
    for (const [method, op] of [['POST', 'add'], ['PUT', 'edit'], ['DELETE', 'delete']] as const) {
      const write = await t.app.inject({ method, url: api(`/api/v2/sitebkd/cwManage/${op}`), headers: bearer(admin), payload: { ids: [1] } });
      expect(write.statusCode).toBe(404);
    }
  });
});
