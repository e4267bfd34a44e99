import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_ENDPOINTS } from '@ledgerdesk/shared';
import { members, moneyLogs, rechargeOrders, wallets } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, addSuperOperator, countRows, financeClient, ledgerMismatches } from './finance-test-kit';

describe.each(databaseKinds)('recharge orders (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let checker: string;
  let call: ReturnType<typeof financeClient>['call'];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ call } = financeClient(t));
    admin = await t.signIn('admin');
    clerk = await t.signIn('operator');
    await addSuperOperator(t.database.db, 'checker');
    checker = await t.signIn('checker');
  });
  afterAll(() => t.close());

  const enter = async (memberId: number, amount: string, currency = 'USDT') => {
    const res = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency, amount });
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data as { id: number; orderNo: string; version: number };
  };
  const walletOf = async (memberId: number, currency = 'USDT') =>
    (await t.database.db.select().from(wallets).where(eq(wallets.memberId, memberId))).find((w) => w.currency === currency);

  it('credits once when 50 operators approve the same order at once; the rest get 409', async () => {
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '10.5');
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(admin, 'POST', 'rechargeReview', { id: order.id, action: 'approve' })));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 409)).toHaveLength(49);
    expect((await walletOf(memberId))?.available).toBe('10.5');
    const logs = await t.database.db.select().from(moneyLogs).where(eq(moneyLogs.refId, order.id));
    expect(logs.filter((l) => l.refType === 'RECHARGE')).toHaveLength(1);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('lets exactly one of approve and reject win when they race', async () => {
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '7');
    const [a, b] = await Promise.all([
      call(admin, 'POST', 'rechargeReview', { id: order.id, action: 'approve' }),
      call(admin, 'POST', 'rechargeReview', { id: order.id, action: 'reject', remark: 'duplicate' }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 409]);
    const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, order.id));
    expect((await walletOf(memberId))?.available ?? '0').toBe(row!.status === 'APPROVED' ? '7' : '0');
  });

  it('round-trips 18-decimal amounts exactly through add, get, approve and the wallet', async () => {
    const memberId = await addMember(t.database.db);
    const amount = '123456789012345678.123456789012345678';
    const order = await enter(memberId, amount, 'ETH');
    const got = await call(admin, 'GET', 'rechargeGet', { id: String(order.id) });
    expect(got.body.data.requestedAmount).toBe(amount);
    // Above the dual-approval threshold: a second, different operator credits it.
    const held = await call(admin, 'POST', 'rechargeReview', { id: order.id, action: 'approve' });
    expect(held.body.data).toMatchObject({ status: 'PENDING_SECOND_REVIEW', creditedAmount: amount });
    expect(await walletOf(memberId, 'ETH')).toBeUndefined();
    const reviewed = await call(checker, 'POST', 'rechargeReview', { id: order.id, action: 'approve' });
    expect(reviewed.body.data.creditedAmount).toBe(amount);
    expect((await walletOf(memberId, 'ETH'))?.available).toBe(amount);
    const tiny = await enter(memberId, '0.000000000000000001', 'ETH');
    await call(admin, 'POST', 'rechargeReview', { id: tiny.id, action: 'approve' });
    expect((await walletOf(memberId, 'ETH'))?.available).toBe('123456789012345678.123456789012345679');
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const memberId = await addMember(t.database.db);
    const before = { orders: await countRows(t.database.db, 'fin_recharge_order'), logs: await countRows(t.database.db, 'fin_money_log') };
    const cases: Array<[object, string]> = [
      [{ memberId, currency: 'USDT', amount: '-5' }, 'amount'],
      [{ memberId, currency: 'USDT', amount: '1.0000000000000000001' }, 'amount'],
      [{ memberId, currency: 'USDT', amount: '1234567890123456789' }, 'amount'],
      [{ memberId, currency: 'USDT', amount: 5 }, 'amount'],
      [{ memberId, currency: 'USDT', amount: '0' }, 'amount'],
      [{ memberId: 99_999_999, currency: 'USDT', amount: '5' }, 'memberId'],
      [{ memberId, currency: 'XXX', amount: '5' }, 'currency'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(clerk, 'POST', 'rechargeAdd', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.body.data.fields)).toContain(field);
      expect(res.body.msg).toContain(field === 'memberId' ? 'member' : field);
    }
    const unknown = await call(admin, 'POST', 'rechargeReview', { id: 99_999_999, action: 'approve' });
    expect(unknown.status).toBe(404);
    const order = await enter(memberId, '3');
    const diff = await call(admin, 'POST', 'rechargeReview', { id: order.id, action: 'approve', amount: '2' });
    expect(diff.status).toBe(400);
    expect(diff.body.data.fields.remark).toBeDefined();
    const noReason = await call(admin, 'POST', 'rechargeReview', { id: order.id, action: 'reject' });
    expect(noReason.status).toBe(400);
    await call(admin, 'POST', 'rechargeReview', { id: order.id, action: 'reject', remark: 'no receipt' });
    const again = await call(admin, 'POST', 'rechargeReview', { id: order.id, action: 'approve' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('REJECTED');
    expect(await countRows(t.database.db, 'fin_recharge_order')).toBe(before.orders + 1);
    expect(await countRows(t.database.db, 'fin_money_log')).toBe(before.logs);
    expect(await walletOf(memberId)).toBeUndefined();
  });

  it('credits a differing amount only with a remark', async () => {
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '100');
    const res = await call(admin, 'POST', 'rechargeReview', { id: order.id, action: 'approve', amount: '99.99', remark: 'bank fee' });
    expect(res.body.data).toMatchObject({ status: 'APPROVED', requestedAmount: '100', creditedAmount: '99.99', reviewRemark: 'bank fee' });
    expect((await walletOf(memberId))?.available).toBe('99.99');
  });

  it('refuses to let an operator approve an order they entered', async () => {
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '5');
    const res = await call(clerk, 'POST', 'rechargeReview', { id: order.id, action: 'approve' });
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('another operator');
    const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, order.id));
    expect(row!.status).toBe('PENDING');
    expect(await walletOf(memberId)).toBeUndefined();
  });

  it('edits pending orders only at the version read; a stale version gets 409', async () => {
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '5');
    const first = await call(admin, 'PUT', 'rechargeEdit', { id: order.id, version: order.version, amount: '6' });
    expect(first.body.data).toMatchObject({ requestedAmount: '6', version: order.version + 1 });
    const stale = await call(admin, 'PUT', 'rechargeEdit', { id: order.id, version: order.version, amount: '7' });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('version');
    // The editor may not approve what they changed.
    expect((await call(admin, 'POST', 'rechargeReview', { id: order.id, action: 'approve' })).status).toBe(403);
    const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, order.id));
    expect(row!.requestedAmount).toBe('6');
  });

  it('refuses the approval of anyone who ever edited the order, not only its last editor', async () => {
    await addSuperOperator(t.database.db, 'remark_editor');
    const remarkEditor = await t.signIn('remark_editor');
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '100');
    // admin raises the amount, a third operator then only touches the remark.
    const raised = await call(admin, 'PUT', 'rechargeEdit', { id: order.id, version: order.version, amount: '9000' });
    expect(raised.body.code, raised.body.msg).toBe(0);
    const touched = await call(remarkEditor, 'PUT', 'rechargeEdit', { id: order.id, version: raised.body.data.version, remark: 'typo' });
    expect(touched.body.code, touched.body.msg).toBe(0);
    const detail = await call(admin, 'GET', 'rechargeGet', { id: String(order.id) });
    expect(detail.body.data.reviewRights.approve).toEqual({ allowed: false, reason: 'OWN_ORDER_EDITED' });
    const res = await call(admin, 'POST', 'rechargeReview', { id: order.id, action: 'approve' });
    expect(res.status).toBe(403);
    expect(res.body.data).toMatchObject({ reason: 'review.lastEditor' });
    expect(res.body.msg).toContain('you edited');
    const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, order.id));
    expect(row!.status).toBe('PENDING');
    expect(await walletOf(memberId)).toBeUndefined();
    // An operator who never touched it still may.
    expect((await call(checker, 'POST', 'rechargeReview', { id: order.id, action: 'approve' })).body.data.status).toBe('APPROVED');
  });

  it('lists with filters and paging', async () => {
    const memberId = await addMember(t.database.db);
    for (const amount of ['1', '2', '3']) await enter(memberId, amount);
    const res = await call(admin, 'POST', 'rechargeList', { memberId, status: 'PENDING', pageIndex: 1, pageSize: 2, sortField: 'requestedAmount', sortOrder: 'asc' });
    expect(res.body.data).toMatchObject({ total: 3, pageIndex: 1, pageSize: 2 });
    expect(res.body.data.list.map((o: { requestedAmount: string }) => o.requestedAmount)).toEqual(['1', '2']);
    const bad = await call(admin, 'POST', 'rechargeList', { sortField: 'amount; drop table x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.fields)).toEqual(['sortField']);
    // By the member's account (the reference's label), and several states at once.
    const [member] = await t.database.db.select().from(members).where(eq(members.id, memberId));
    const byAccount = await call(admin, 'POST', 'rechargeList', { memberIdLabel: member!.account, status: 'PENDING,APPROVED' });
    expect(byAccount.body.data.total).toBe(3);
    expect(byAccount.body.data.list[0]).toMatchObject({ memberId, memberIdLabel: member!.account, status: 'PENDING' });
  });

  it('cancels a pending order only with a reason, and never one that has been reviewed', async () => {
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '8');
    const reasonless = await call(clerk, 'POST', 'rechargeCancel', { id: order.id, remark: ' ' });
    expect(reasonless.status).toBe(400);
    expect(Object.keys(reasonless.body.data.fields)).toEqual(['remark']);
    const cancelled = await call(clerk, 'POST', 'rechargeCancel', { id: order.id, remark: 'entered twice' });
    expect(cancelled.body.data).toMatchObject({ id: order.id, status: 'CANCELLED', reviewRemark: 'entered twice' });
    const again = await call(clerk, 'POST', 'rechargeCancel', { id: order.id, remark: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('CANCELLED');
    expect(await walletOf(memberId)).toBeUndefined();
  });

  describe('the channel an order came through', () => {
    const add = (payload: object) => call(clerk, 'POST', 'rechargeAdd', payload);
    const rowOf = async (id: number) => (await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id)))[0]!;
    const listed = async (memberId: number) =>
      (await call(admin, 'POST', 'rechargeList', { memberId, pageSize: 10, sortField: 'requestedAmount', sortOrder: 'asc' })).body.data.list as Array<Record<string, unknown>>;

    it('is MANUAL by default, or a channel of the order currency, whose network the order takes', async () => {
      const memberId = await addMember(t.database.db);
      const manual = await add({ memberId, currency: 'USDT', amount: '1' });
      expect(manual.body.data).toMatchObject({ channel: 'MANUAL' });
      expect((await rowOf(manual.body.data.id)).walletCode).toBeNull();
      const bank = await add({ memberId, currency: 'CNY', amount: '200', channel: 'CNY_BANK_TRANSFER' });
      expect(bank.body.data).toMatchObject({ channel: 'CNY_BANK_TRANSFER', currency: 'CNY' });
      expect((await rowOf(bank.body.data.id)).walletCode).toBe('CNY_BANK');
      // A paused channel takes no member submissions, but money that arrived through it is entered.
      const paused = await add({ memberId, currency: 'CNY', amount: '300', channel: 'CNY_PSP' });
      expect(paused.body.code, paused.body.msg).toBe(0);
      const onchain = await add({ memberId, currency: 'USDT', amount: '2', channel: 'USDT_TRC20_SHARED', walletCode: 'USDT_TRC20' });
      expect((await rowOf(onchain.body.data.id)).walletCode).toBe('USDT_TRC20');
    });

    it('refuses a channel that does not exist, carries another currency or receives over another network, and writes nothing', async () => {
      const memberId = await addMember(t.database.db);
      const before = await countRows(t.database.db, 'fin_recharge_order');
      const unknown = await add({ memberId, currency: 'USDT', amount: '5', channel: 'BANK' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.msg).toBe('invalid input — channel: no recharge channel BANK');
      expect(unknown.body.data).toMatchObject({ reason: 'request.invalid', issues: { channel: { code: 'noSuchRecord', params: { value: 'BANK' } } } });
      const currency = await add({ memberId, currency: 'USDT', amount: '5', channel: 'CNY_BANK_TRANSFER' });
      expect(currency.status).toBe(400);
      expect(currency.body.msg).toBe('recharge channel CNY_BANK_TRANSFER takes CNY, not USDT');
      expect(currency.body.data).toMatchObject({ reason: 'finance.channelCurrency', params: { channel: 'CNY_BANK_TRANSFER', asset: 'CNY', currency: 'USDT' }, fields: { channel: 'takes CNY' } });
      const network = await add({ memberId, currency: 'USDT', amount: '5', channel: 'USDT_TRC20_SHARED', walletCode: 'USDT_ERC20' });
      expect(network.status).toBe(400);
      expect(network.body.data).toMatchObject({ reason: 'finance.channelWalletCode', params: { channel: 'USDT_TRC20_SHARED', walletCode: 'USDT_ERC20', channelWalletCode: 'USDT_TRC20' } });
      expect(Object.keys(network.body.data.fields)).toEqual(['walletCode']);
      expect(await countRows(t.database.db, 'fin_recharge_order')).toBe(before);
    });

    it('changes on an edit to a channel of the order currency; the network follows it unless a sender fixed it', async () => {
      const memberId = await addMember(t.database.db);
      const order = (await add({ memberId, currency: 'USDT', amount: '5', channel: 'USDT_TRC20_SHARED' })).body.data as { id: number; version: number };
      const otherCurrency = await call(clerk, 'PUT', 'rechargeEdit', { id: order.id, version: order.version, channel: 'BTC_ONCHAIN' });
      expect(otherCurrency.body.data).toMatchObject({ reason: 'finance.channelCurrency' });
      // No sender: the network was the channel's, and moves with it.
      const corrected = await call(clerk, 'PUT', 'rechargeEdit', { id: order.id, version: order.version, channel: 'USDT_ERC20_MEMBER' });
      expect(corrected.body.data).toMatchObject({ channel: 'USDT_ERC20_MEMBER', version: order.version + 1 });
      expect((await rowOf(order.id)).walletCode).toBe('USDT_ERC20');
      const manual = await call(clerk, 'PUT', 'rechargeEdit', { id: order.id, version: order.version + 1, channel: 'MANUAL' });
      expect(manual.body.data).toMatchObject({ channel: 'MANUAL', version: order.version + 2 });
      expect(await rowOf(order.id)).toMatchObject({ channel: 'MANUAL', walletCode: null });
      // A sender on TRC20: the order's network stays, and only a channel receiving over it fits.
      const sent = (await add({ memberId, currency: 'USDT', amount: '6', channel: 'USDT_TRC20_SHARED', fromAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).body
        .data as { id: number; version: number };
      const otherNetwork = await call(clerk, 'PUT', 'rechargeEdit', { id: sent.id, version: sent.version, channel: 'USDT_ERC20_MEMBER' });
      expect(otherNetwork.body.data).toMatchObject({ reason: 'finance.channelWalletCode', params: { walletCode: 'USDT_TRC20', channelWalletCode: 'USDT_ERC20' } });
      expect(await rowOf(sent.id)).toMatchObject({ channel: 'USDT_TRC20_SHARED', walletCode: 'USDT_TRC20', version: sent.version });
    });

    it('is named in every language by the list and the export; a code no channel has reads as stored', async () => {
      const memberId = await addMember(t.database.db);
      await add({ memberId, currency: 'CNY', amount: '100', channel: 'CNY_BANK_TRANSFER' });
      await add({ memberId, currency: 'CNY', amount: '101' });
      // An order entered before channels were checked.
      const legacy = (await add({ memberId, currency: 'CNY', amount: '102' })).body.data as { id: number };
      await t.database.db.update(rechargeOrders).set({ channel: 'BANK' }).where(eq(rechargeOrders.id, legacy.id));
      const names = (await listed(memberId)).map((row) => [row.channel, row.channelName, row.channelNameEn, row.channelNameZhTw]);
      expect(names).toEqual([
        ['CNY_BANK_TRANSFER', '人民币银行转账', 'CNY bank transfer', '人民幣銀行轉帳'],
        // The manual channel by its translation key: the console and the export word it.
        ['MANUAL', 'message.finance.channel.manual', null, null],
        ['BANK', 'BANK', null, null],
      ]);
      const got = await call(admin, 'GET', 'rechargeGet', { id: String(legacy.id) });
      expect(got.body.data.channel).toBe('BANK');
      for (const [language, expected] of [
        ['en', ['CNY bank transfer', 'Manual entry', 'BANK']],
        ['zh-TW', ['人民幣銀行轉帳', '人工錄入', 'BANK']],
        ['zh-CN', ['人民币银行转账', '人工录入', 'BANK']],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: api(FINANCE_ENDPOINTS.rechargeExport),
          headers: { ...bearer(admin), 'accept-language': language },
          payload: { memberId, sortField: 'requestedAmount', sortOrder: 'asc' },
        });
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0]!;
        const header = sheet.getRow(1).values as unknown[];
        const column = header.indexOf(language === 'en' ? 'Channel' : '通道');
        expect(column, `${language}: ${JSON.stringify(header)}`).toBeGreaterThan(0);
        expect([2, 3, 4].map((r) => String(sheet.getRow(r).getCell(column).value))).toEqual(expected);
      }
    });

    it('filters the list and the export by one or several channels', async () => {
      const memberId = await addMember(t.database.db);
      await add({ memberId, currency: 'CNY', amount: '10', channel: 'CNY_BANK_TRANSFER' });
      await add({ memberId, currency: 'CNY', amount: '11', channel: 'CNY_PSP' });
      await add({ memberId, currency: 'CNY', amount: '12' });
      await add({ memberId, currency: 'USDT', amount: '13', channel: 'USDT_TRC20_SHARED' });
      const channelsOf = async (channel: unknown) => {
        const res = await call(admin, 'POST', 'rechargeList', { memberId, channel, pageSize: 10, sortField: 'requestedAmount', sortOrder: 'asc' });
        expect(res.body.code, res.body.msg).toBe(0);
        return { channels: (res.body.data.list as Array<{ channel: string }>).map((row) => row.channel), total: res.body.data.total as number };
      };
      expect(await channelsOf(['CNY_PSP'])).toEqual({ channels: ['CNY_PSP'], total: 1 });
      expect(await channelsOf(['MANUAL', 'USDT_TRC20_SHARED'])).toEqual({ channels: ['MANUAL', 'USDT_TRC20_SHARED'], total: 2 });
      // One comma-separated value, as an address carries it.
      expect(await channelsOf('CNY_BANK_TRANSFER,CNY_PSP')).toEqual({ channels: ['CNY_BANK_TRANSFER', 'CNY_PSP'], total: 2 });
      expect(await channelsOf(['BTC_ONCHAIN'])).toEqual({ channels: [], total: 0 });
      const res = await t.app.inject({
        method: 'POST',
        url: api(FINANCE_ENDPOINTS.rechargeExport),
        headers: bearer(admin),
        payload: { memberId, channel: ['CNY_BANK_TRANSFER', 'USDT_TRC20_SHARED'] },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const column = (sheet.getRow(1).values as unknown[]).indexOf('Channel');
      expect(column).toBeGreaterThan(0);
      expect([2, 3].map((r) => String(sheet.getRow(r).getCell(column).value)).sort()).toEqual(['CNY bank transfer', 'USDT over TRC20']);
      expect(sheet.rowCount).toBe(3);
    });

    it('lists the channels an order can name, with their currency and names', async () => {
      const res = await call(clerk, 'GET', 'rechargeChannelList');
      expect(res.status).toBe(200);
      const channels = res.body.data.list as Array<{ code: string; currency: string; walletCode: string; active: boolean; names: Record<string, string> }>;
      expect(channels.map((c) => c.code)).toEqual(['USDT_TRC20_SHARED', 'USDT_ERC20_MEMBER', 'BTC_ONCHAIN', 'CNY_BANK_TRANSFER', 'CNY_PSP']);
      expect(channels.find((c) => c.code === 'CNY_PSP')).toEqual({
        code: 'CNY_PSP',
        walletCode: 'CNY_BANK',
        currency: 'CNY',
        active: false,
        names: { 'zh-cn': '第三方支付', en: 'Payment provider', 'zh-tw': '第三方支付' },
      });
    });
  });

  it('exports the filtered rows as a readable workbook', async () => {
    const memberId = await addMember(t.database.db);
    for (const amount of ['1.5', '2.000000000000000001']) await enter(memberId, amount, 'ETH');
    const res = await t.app.inject({ method: 'POST', url: api(FINANCE_ENDPOINTS.rechargeExport), headers: bearer(admin), payload: { memberId } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    const requested = (sheet.getRow(1).values as unknown[]).indexOf('Requested amount');
    expect(requested).toBeGreaterThan(0);
    const amounts = [2, 3].map((r) => String(sheet.getRow(r).getCell(requested).value)).sort();
    // With ETH's 18 decimals (the currency's displayScale), never rounded.
    expect(amounts).toEqual(['1.500000000000000000', '2.000000000000000001']);
    expect(String(workbook.getWorksheet('Export')!.getRow(3).getCell(2).value)).toBe('no');
  });
});
