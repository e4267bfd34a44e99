import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionEndpointOf, endpointOf } from '@ledgerdesk/shared';
import { REPORT_ENDPOINTS } from '@ledgerdesk/shared/report';
import { approvalResource } from '@ledgerdesk/shared/resources/system/approval';
import { dailyStatementResource } from '@ledgerdesk/shared/resources/report/daily-statement';
import { approvals, dailyCloses, wallets } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, addSuperOperator, financeClient, ledgerMismatches } from '../finance/finance-test-kit';
import { businessDay, dayBefore } from '../../lib/business-day';
import { DailyCloseService } from './daily-close';
import { addCurrency, dateLogsInto, linesOf, loggedLiability, markTest, post } from './report-test-kit';

describe.each(databaseKinds)('daily statement close (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let checker: string;
  let callEndpoint: ReturnType<typeof financeClient>['callEndpoint'];
  let closes: DailyCloseService;
  let yesterday: string;
  let today: string;
  const db = () => t.database.db;
  const close = (businessDate: string, token = admin) => callEndpoint(token, actionEndpointOf(dailyStatementResource, 'close', dailyStatementResource.actions.close), { businessDate });
  const closeRow = async (currency: string, date: string) =>
    (await db().select().from(dailyCloses).where(and(eq(dailyCloses.currency, currency), eq(dailyCloses.businessDate, date))))[0]!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ callEndpoint } = financeClient(t));
    await addSuperOperator(db(), 'checker');
    admin = await t.signIn('admin');
    checker = await t.signIn('checker');
    closes = new DailyCloseService(db(), 'UTC');
    today = new Date().toISOString().slice(0, 10);
    yesterday = dayBefore(today);
  });
  afterAll(() => t.close());

  it("builds a day's lines from money-log sums only: credits and debits per type, closing, difference 0, trial and test accounts apart", async () => {
    await addCurrency(db(), 'RPA');
    const [m1, m2, tester] = [await addMember(db(), 'ds'), await addMember(db(), 'ds'), await addMember(db(), 'ds')];
    await markTest(db(), tester);
    await post(db(), m1, 'RPA', 'RECHARGE', [['AVAILABLE', '100']]);
    await post(db(), m2, 'RPA', 'RECHARGE', [['AVAILABLE', '50.5']]);
    await post(db(), m1, 'RPA', 'WITHDRAW_FREEZE', [['AVAILABLE', '-30'], ['FROZEN', '30']]);
    await post(db(), m1, 'RPA', 'WITHDRAW', [['FROZEN', '-30']]);
    await post(db(), m2, 'RPA', 'TRIAL_GRANT', [['TRIAL', '10']]);
    await post(db(), tester, 'RPA', 'RECHARGE', [['AVAILABLE', '7']]);
    await dateLogsInto(db(), 'RPA', yesterday);

    const res = await close(yesterday);
    expect(res.status).toBe(200);
    expect(res.body.data.list).toContainEqual({ currency: 'RPA', businessDate: yesterday, status: 'CLOSED', difference: '0', unchanged: false });
    const lines = await linesOf(db(), 'RPA', yesterday);
    expect(lines).toMatchObject({
      OPENING: ['0', 0],
      'CREDIT:RECHARGE': ['150.5', 2],
      'DEBIT:WITHDRAW': ['30', 1],
      CLOSING: ['120.5', 0],
      DIFFERENCE: ['0', 0],
      WALLET_DIFFERENCE: ['0', 0],
      'TRIAL:TRIAL_GRANT': ['10', 1],
      'TEST:NET': ['7', 1],
    });
    // A freeze moves money between the member's own balances: it is neither a credit nor a debit.
    expect(Object.keys(lines).filter((l) => l.includes('WITHDRAW_FREEZE'))).toEqual([]);
    expect(lines.CLOSING![0]).toBe(await loggedLiability(db(), 'RPA', `${today}T00:00:00Z`));

    const list = await callEndpoint(admin, endpointOf(dailyStatementResource, 'list'), { currency: 'RPA', pageIndex: 1, pageSize: 10 });
    expect(list.body.data.list[0]).toMatchObject({ businessDate: yesterday, status: 'CLOSED', opening: '0', credits: '150.5', debits: '30', closing: '120.5', difference: '0' });
    const detail = await callEndpoint(admin, { method: 'GET', path: REPORT_ENDPOINTS.statementLines }, { currency: 'RPA', businessDate: yesterday });
    expect(detail.body.data.list[0]).toEqual({ line: 'OPENING', amount: '0', count: 0 });
  });

  it('leaves a closed day as it is on a rerun; an entry dated into it afterwards shows as the next day\'s difference', async () => {
    const before = await closeRow('RPA', yesterday);
    const linesBefore = await linesOf(db(), 'RPA', yesterday);
    const [member] = [await addMember(db(), 'late')];
    await post(db(), member, 'RPA', 'RECHARGE', [['AVAILABLE', '5']]);
    await dateLogsInto(db(), 'RPA', yesterday);
    const rerun = await close(yesterday);
    expect(rerun.body.data.list).toContainEqual({ currency: 'RPA', businessDate: yesterday, status: 'CLOSED', difference: '0', unchanged: true });
    expect(await closeRow('RPA', yesterday)).toEqual(before);
    expect(await linesOf(db(), 'RPA', yesterday)).toEqual(linesBefore);

    // Today opens from the closed day's closing; the late 5 is in today's closing: the check flags it.
    const todayRes = await close(today);
    expect(todayRes.body.data.list).toContainEqual({ currency: 'RPA', businessDate: today, status: 'DIFFERENCE', difference: '5', unchanged: false });
    expect(await linesOf(db(), 'RPA', today)).toMatchObject({ OPENING: ['120.5', 0], CLOSING: ['125.5', 0], DIFFERENCE: ['5', 0] });
  });

  it('flags a wallet changed outside the ledger: DIFFERENCE with the amount, on the list and the chart series', async () => {
    await addCurrency(db(), 'RPB');
    const member = await addMember(db(), 'tamper');
    await post(db(), member, 'RPB', 'RECHARGE', [['AVAILABLE', '100']]);
    const clean = await close(today);
    expect(clean.body.data.list).toContainEqual({ currency: 'RPB', businessDate: today, status: 'OPEN', difference: '0', unchanged: false });
    await db().update(wallets).set({ available: sql`${wallets.available} + 1` }).where(and(eq(wallets.memberId, member), eq(wallets.currency, 'RPB')));
    const res = await close(today);
    expect(res.body.data.list).toContainEqual({ currency: 'RPB', businessDate: today, status: 'DIFFERENCE', difference: '1', unchanged: false });
    expect((await linesOf(db(), 'RPB', today)).WALLET_DIFFERENCE).toEqual(['1', 0]);
    expect((await closeRow('RPB', today)).remark).toMatchObject({ en: expect.stringContaining('wallets 1'), 'zh-cn': expect.stringContaining('钱包 1'), 'zh-tw': expect.stringContaining('錢包 1') });
    const series = await callEndpoint(admin, { method: 'GET', path: REPORT_ENDPOINTS.statementSeries }, { days: '3' });
    // Each point says when its figures were taken: a day not over is only as of its last close.
    const { checkedAt } = await closeRow('RPB', today);
    expect(checkedAt).toBeInstanceOf(Date);
    expect(series.body.data.list).toContainEqual(expect.objectContaining({ currency: 'RPB', businessDate: today, status: 'DIFFERENCE', difference: '1', closing: '100', checkedAt: checkedAt!.toISOString() }));
    await db().update(wallets).set({ available: sql`${wallets.available} - 1` }).where(and(eq(wallets.memberId, member), eq(wallets.currency, 'RPB')));
  });

  it('writes a day once when closes run at the same moment', async () => {
    await addCurrency(db(), 'RPC');
    const member = await addMember(db(), 'race');
    await post(db(), member, 'RPC', 'RECHARGE', [['AVAILABLE', '42']]);
    await dateLogsInto(db(), 'RPC', yesterday);
    const day = await businessDay(db(), yesterday, 'UTC');
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => closes.closeCurrencyDay('RPC', day, null)));
    expect(outcomes.filter((o) => !o.unchanged)).toHaveLength(1);
    expect(outcomes.every((o) => o.status === 'CLOSED')).toBe(true);
    expect((await closeRow('RPC', yesterday)).version).toBe(1);
    expect((await linesOf(db(), 'RPC', yesterday))['CREDIT:RECHARGE']).toEqual(['42', 1]);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('refuses a day not started and a malformed day, naming the field', async () => {
    const future = await close('2999-01-01');
    expect(future.status).toBe(409);
    expect(future.body.data.reason).toBe('report.futureDay');
    const bad = await close('2024-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ reason: 'report.badBusinessDate', fields: { businessDate: expect.any(String) } });
    // Year 0 reads as a day in JavaScript and is none to PostgreSQL: a 400, not a 500 from the database.
    for (const yearZero of [await close('0000-01-01'), await callEndpoint(admin, { method: 'GET', path: REPORT_ENDPOINTS.statementLines }, { currency: 'RPA', businessDate: '0000-01-01' })]) {
      expect(yearZero.status).toBe(400);
      expect(yearZero.body.data).toMatchObject({ reason: 'report.badBusinessDate', fields: { businessDate: expect.any(String) } });
    }
  });

  it('reopens a closed day only after a second operator approves; the next close rebuilds it', async () => {
    const row = await closeRow('RPC', yesterday);
    const asked = await callEndpoint(admin, actionEndpointOf(dailyStatementResource, 'reopenRequest', dailyStatementResource.actions.reopenRequest), { id: row.id, reason: 'bank statement arrived late' });
    expect(asked.status).toBe(200);
    expect((await closeRow('RPC', yesterday)).status).toBe('CLOSED');
    const again = await callEndpoint(admin, actionEndpointOf(dailyStatementResource, 'reopenRequest', dailyStatementResource.actions.reopenRequest), { id: row.id, reason: 'twice' });
    expect(again.body.data.reason).toBe('approval.alreadyPending');
    const self = await callEndpoint(admin, actionEndpointOf(approvalResource, 'approve', approvalResource.actions.approve), { id: asked.body.data.approvalId });
    expect(self.status).toBe(403);
    const approved = await callEndpoint(checker, actionEndpointOf(approvalResource, 'approve', approvalResource.actions.approve), { id: asked.body.data.approvalId });
    expect(approved.status).toBe(200);
    // The maker's reason as written, introduced in each console language.
    expect(await closeRow('RPC', yesterday)).toMatchObject({
      status: 'OPEN',
      remark: { 'zh-cn': '已重新打开：bank statement arrived late', en: 'reopened: bank statement arrived late', 'zh-tw': '已重新開啟：bank statement arrived late' },
    });
    expect((await db().select().from(approvals).where(eq(approvals.id, asked.body.data.approvalId)))[0]!.status).toBe('APPROVED');
    const rebuilt = await close(yesterday);
    expect(rebuilt.body.data.list).toContainEqual({ currency: 'RPC', businessDate: yesterday, status: 'CLOSED', difference: '0', unchanged: false });
    expect((await closeRow('RPC', yesterday)).remark).toBeNull();
  });
});
