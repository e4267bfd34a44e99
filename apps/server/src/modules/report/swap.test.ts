import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionEndpointOf, endpointOf } from '@ledgerdesk/shared';
import { approvalResource } from '@ledgerdesk/shared/resources/system/approval';
import { swapPairResource } from '@ledgerdesk/shared/resources/report/swap-pair';
import { approvals, moneyLogs, swapOrders, swapPairs } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, addSuperOperator, financeClient, ledgerMismatches } from '../finance/finance-test-kit';
import { REPORT_ENDPOINTS } from '@ledgerdesk/shared/report';
import { addCurrency, markTest, post } from './report-test-kit';
import { SwapService } from './swap-service';

describe.each(databaseKinds)('swaps and swap pairs (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let checker: string;
  let callEndpoint: ReturnType<typeof financeClient>['callEndpoint'];
  let member: number;
  let pairId: number;
  const db = () => t.database.db;
  const switchTo = (action: 'activate' | 'pause', id: number, token = admin) =>
    callEndpoint(token, actionEndpointOf(swapPairResource, action, swapPairResource.actions[action]), { id });
  const approve = (id: number, token: string) => callEndpoint(token, actionEndpointOf(approvalResource, 'approve', approvalResource.actions.approve), { id });
  const pendingRequest = async () =>
    (await db().select().from(approvals).where(and(eq(approvals.subjectId, pairId), eq(approvals.kind, 'swap-pair.edit'), eq(approvals.status, 'PENDING'))))[0];
  const swap = (quoteRate: string, fromAmount = '100', referenceAt = new Date()) =>
    new SwapService(db()).fill({ memberId: member, fromCode: 'SWA', toCode: 'SWB', fromAmount, quoteId: 'q1', quoteRate, referenceRate: '2', referenceSource: 'test index', referenceAt });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ callEndpoint } = financeClient(t));
    await addSuperOperator(db(), 'checker');
    admin = await t.signIn('admin');
    checker = await t.signIn('checker');
    await addCurrency(db(), 'SWA', 2);
    await addCurrency(db(), 'SWB', 4);
    member = await addMember(db(), 'swap');
    await post(db(), member, 'SWA', 'RECHARGE', [['AVAILABLE', '1000']]);
  });
  afterAll(() => t.close());

  it('adds a pair PAUSED with its fee and spread waiting for a second operator; it activates only once approved', async () => {
    const added = await callEndpoint(admin, endpointOf(swapPairResource, 'add'), { fromCode: 'SWA', toCode: 'SWB', minAmount: '10', maxAmount: '500', feeRate: '0.01', maxSpread: '0.005', quoteTtlSeconds: 30 });
    expect(added.status).toBe(200);
    pairId = added.body.data.id;
    expect(added.body.data.status).toBe('PAUSED');
    expect((await switchTo('activate', pairId)).body.data.reason).toBe('report.swapPairAwaitingApproval');
    const request = await pendingRequest();
    expect((await approve(request!.id, admin)).status).toBe(403);
    expect((await approve(request!.id, checker)).status).toBe(200);
    expect((await switchTo('activate', pairId)).body.data).toEqual({ id: pairId, status: 'ACTIVE' });
  });

  it('pauses a pair once: a second pause sent at the same time is refused, not taken as a switch back on', async () => {
    const [first, second] = await Promise.all([switchTo('pause', pairId), switchTo('pause', pairId)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.status === 409)!.body.data.reason).toBe('record.wrongState');
    expect((await db().select().from(swapPairs).where(eq(swapPairs.id, pairId)))[0]!.status).toBe('PAUSED');
    // Activating twice at once: one does it, the other is refused; the pair stays active.
    const both = await Promise.all([switchTo('activate', pairId), switchTo('activate', pairId)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await db().select().from(swapPairs).where(eq(swapPairs.id, pairId)))[0]!.status).toBe('ACTIVE');
  });

  it('files a fee or spread edit for approval instead of writing it; other fields are written at once', async () => {
    const current = (await db().select().from(swapPairs).where(eq(swapPairs.id, pairId)))[0]!;
    const edited = await callEndpoint(admin, endpointOf(swapPairResource, 'edit'), { id: pairId, version: current.version, maxSpread: '0.02', maxAmount: '600' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ maxSpread: '0.005', maxAmount: '600' });
    const request = await pendingRequest();
    expect(request!.payload).toEqual({ feeRate: { from: '0.01', to: '0.01' }, maxSpread: { from: '0.005', to: '0.02' } });
    const list = await callEndpoint(admin, endpointOf(swapPairResource, 'list'), { fromCode: 'SWA' });
    expect(JSON.parse(list.body.data.list[0].pendingChange)).toEqual(request!.payload);
    await db().update(approvals).set({ status: 'CANCELLED' }).where(eq(approvals.id, request!.id));
  });

  it('fills within the spread (SWAP_OUT and SWAP_IN keyed by the order) and refuses outside it, writing nothing', async () => {
    const order = await swap('2.009');
    expect(order).toMatchObject({ status: 'FILLED', spreadRate: '0.0045', fee: '2.009', toAmount: '198.891' });
    const logs = await db().select().from(moneyLogs).where(and(eq(moneyLogs.refType, 'SWAP'), eq(moneyLogs.refId, order.id)));
    expect(logs.map((l) => [l.type, l.currency, l.change, l.refNo]).sort()).toEqual([
      ['SWAP_IN', 'SWB', '198.891', order.swapNo],
      ['SWAP_OUT', 'SWA', '-100', order.swapNo],
    ]);
    const before = await db().select().from(swapOrders);
    await expect(swap('2.011')).rejects.toMatchObject({ code: 409, data: { reason: 'report.swapOutsideSpread', params: { spread: '0.0055', maxSpread: '0.005' } } });
    await expect(swap('1.98')).rejects.toMatchObject({ data: { reason: 'report.swapOutsideSpread' } });
    await expect(swap('2', '5')).rejects.toMatchObject({ code: 400, data: { reason: 'report.swapAmountOutOfRange' } });
    await expect(swap('2', '100', new Date(Date.now() - 60_000))).rejects.toMatchObject({ data: { reason: 'report.swapQuoteExpired' } });
    expect(await db().select().from(swapOrders)).toHaveLength(before.length);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it("totals filled swaps per pair as the daily statement counts them: a test account's swaps left out", async () => {
    const tester = await addMember(db(), 'swap');
    await markTest(db(), tester);
    await post(db(), tester, 'SWA', 'RECHARGE', [['AVAILABLE', '1000']]);
    await new SwapService(db()).fill({ memberId: tester, fromCode: 'SWA', toCode: 'SWB', fromAmount: '300', quoteId: 'q2', quoteRate: '2', referenceRate: '2', referenceSource: 'test index', referenceAt: new Date() });
    const res = await callEndpoint(admin, { method: 'GET', path: REPORT_ENDPOINTS.swapTotals }, {});
    expect(res.status).toBe(200);
    const pair = (res.body.data.list as Array<Record<string, unknown>>).find((p) => p.fromCode === 'SWA' && p.toCode === 'SWB');
    // The one swap the real member filled above; the tester's 300 is not in it.
    expect(pair).toEqual({ fromCode: 'SWA', toCode: 'SWB', count: 1, fromAmount: '100', toAmount: '198.891', fee: '2.009', maxSpread: '0.0045' });
  });

  it('refuses a period bound outside the years 1–9999 with a 400 naming it, not a 500 from the database', async () => {
    for (const [field, value] of [['createdAtTo', '9999-12-31T23:59:59-14:00'], ['createdAtFrom', '0001-01-01T00:00:00+14:00'], ['createdAtTo', 'yesterday']] as const) {
      const res = await callEndpoint(admin, { method: 'GET', path: REPORT_ENDPOINTS.swapTotals }, { [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(JSON.stringify(res.body.data), `${field}=${value}`).toContain(field);
    }
    const within = await callEndpoint(admin, { method: 'GET', path: REPORT_ENDPOINTS.swapTotals }, { createdAtFrom: '2026-01-01T00:00:00+08:00' });
    expect(within.status).toBe(200);
  });
});
