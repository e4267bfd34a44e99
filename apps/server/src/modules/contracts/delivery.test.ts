import { and, count, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionEndpointOf, endpointOf, normalizeDecimal, WILDCARD_PERMISSION, type CrudOp, type ResourceDefinition } from '@ledgerdesk/shared';
import { SETTLEMENT_AUDIT_ENDPOINTS } from '@ledgerdesk/shared/resources/contracts/settlement-audit';
import { deliveryOrderResource } from '@ledgerdesk/shared/resources/contracts/delivery-order';
import { productResource } from '@ledgerdesk/shared/resources/contracts/product';
import { testFaucetResource } from '@ledgerdesk/shared/resources/contracts/test-faucet';
import { testProductResource } from '@ledgerdesk/shared/resources/contracts/test-product';
import { approvals, contractPositions, contractProducts, deliveryOrders, indexSources, members, moneyLogs, notices, priceSamples, termChanges, testMembers, users, wallets } from '../../db/schema';
import { api, bearer, createTestApp, type TestApp } from '../../test/harness';
import { ApprovalRegistry } from '../approval/approval-registry';
import { ApprovalService } from '../approval/approval-service';
import { addRole, addUser } from '../access/scope-test-kit';
import { addMember, addSuperOperator, ledgerMismatches } from '../finance/finance-test-kit';
import { contractsArea, registerContractApprovalKinds, type ContractsArea } from './area';
import { addDeliveryMarket, allowDelivery, resetDeliveryGate, sampleClock } from './contracts-test-kit';
import { verifySettlements } from './settlement-verification';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: { code: number; msg: string; data: any } };

/**
 * The oracle of the published rule, written apart from settlement-rule.ts: prices and stakes in
 * cents as BigInt. UP wins above, DOWN below, equal is a tie (stake back when the cycle says so).
 */
function expectedOutcome(direction: 'UP' | 'DOWN', stakeCents: bigint, openCents: bigint, closeCents: bigint, ratioBasis: bigint) {
  // Payouts in units of 1e-4 (cents × hundredths of the ratio): exact, as USDT keeps 6 decimals.
  if (openCents === closeCents) return { result: 'TIE', payoutUnits: stakeCents * 100n };
  const won = direction === 'UP' ? closeCents > openCents : closeCents < openCents;
  return won ? { result: 'WIN', payoutUnits: stakeCents * (100n + ratioBasis) } : { result: 'LOSE', payoutUnits: 0n };
}
const cents = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;

describe('contracts: delivery orders, test products, term changes, settlement audit', () => {
  let t: TestApp;
  let token: string;
  let area: ContractsArea;
  let approve: (approvalId: number, operator: string) => Promise<unknown>;

  const send = async (method: string, path: string, payload?: object): Promise<Answer> => {
    const res = await t.app.inject(method === 'GET' ? { method: 'GET', url: `${api(path)}?${new URLSearchParams(payload as Record<string, string>)}`, headers: bearer(token) } : { method: method as 'POST', url: api(path), headers: bearer(token), payload });
    return { status: res.statusCode, body: res.json() };
  };
  const act = (definition: ResourceDefinition, name: string, payload: object) => {
    const { method, path } = actionEndpointOf(definition, name, definition.actions![name]!);
    return send(method, path, payload);
  };
  const op = (definition: ResourceDefinition, crud: CrudOp, payload: object) => {
    const { method, path } = endpointOf(definition, crud);
    return send(method, path, payload);
  };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    token = await t.signIn();
    await addSuperOperator(t.database.db, 'checker');
    const registry = new ApprovalRegistry();
    const service = new ApprovalService(t.database.db, registry);
    area = contractsArea(t.database.db, service);
    registerContractApprovalKinds(registry, area);
    approve = async (approvalId, operator) => {
      const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, operator));
      return service.approve({ approvalId, operatorId: user!.id, permissions: [WILDCARD_PERMISSION] });
    };
  });
  afterAll(() => t?.close());

  it('ships with delivery contracts off: opening is refused with the reason, and outside the allow-list too', async () => {
    const { cycle } = await addDeliveryMarket(t.database.db);
    const memberId = await addMember(t.database.db);
    await expect(area.delivery.open({ memberId, cycleId: cycle.id, direction: 'UP', stake: '10' })).rejects.toMatchObject({
      message: expect.stringMatching(/delivery contracts are disabled: no licence is recorded/),
      data: { reason: 'contract.deliveryDisabled' },
    });
    await allowDelivery(t.database.db, memberId);
    const outsider = await addMember(t.database.db);
    await expect(area.delivery.open({ memberId: outsider, cycleId: cycle.id, direction: 'UP', stake: '10' })).rejects.toMatchObject({ data: { reason: 'contract.deliveryJurisdiction' } });
    await resetDeliveryGate(t.database.db);
    expect(await t.database.db.$count(deliveryOrders, eq(deliveryOrders.cycleId, cycle.id))).toBe(0);
  });

  it('settles every order as the published rule applied to its two recorded samples (property), and wallet equals money log', async () => {
    const { source, cycle } = await addDeliveryMarket(t.database.db);
    const memberId = await addMember(t.database.db);
    await allowDelivery(t.database.db, memberId, '100000000');
    const clock = sampleClock(source.id, t.database.db);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'UP' | 'DOWN'>('UP', 'DOWN'),
        fc.bigInt({ min: 100n, max: 500_000n }),
        fc.bigInt({ min: 1_000_000n, max: 1_000_500n }),
        fc.oneof(fc.constant(0n), fc.bigInt({ min: -300n, max: 300n })),
        async (direction, stakeCents, openCents, move) => {
          const openAt = clock.next(120_000);
          await clock.record(openAt, cents(openCents));
          const order = await area.delivery.open({ memberId, cycleId: cycle.id, direction, stake: cents(stakeCents) }, new Date(openAt));
          await clock.record(openAt + 60_000, cents(openCents + move));
          const settled = await area.delivery.settleOne(order.id);
          const want = expectedOutcome(direction, stakeCents, openCents, openCents + move, 85n);
          expect(settled!.result).toBe(want.result);
          expect(Number(settled!.payout)).toBeCloseTo(Number(want.payoutUnits) / 10_000, 9);
          expect(settled!.closePrice).toBe(cents(openCents + move).replace(/\.?0+$/, '') || '0');
        },
      ),
      { numRuns: 25, seed: 15_2026 },
    );
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('a settlement job run four times at once pays each order once', async () => {
    const { source, cycle } = await addDeliveryMarket(t.database.db);
    const memberId = await addMember(t.database.db);
    await allowDelivery(t.database.db, memberId, '1000');
    const clock = sampleClock(source.id, t.database.db, Date.now() - 10 * 60_000);
    const openAt = clock.next();
    await clock.record(openAt, '100');
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await area.delivery.open({ memberId, cycleId: cycle.id, direction: 'UP', stake: '100' }, new Date(openAt)));
    await clock.record(openAt + 60_000, '101');
    const runners = [area, contractsArea(t.database.db, undefined as never), contractsArea(t.database.db, undefined as never), area];
    const results = await Promise.all(runners.map((a) => a.delivery.settleDue(new Date(openAt + 120_000))));
    expect(results.reduce((n, r) => n + r.settled, 0)).toBe(3);
    for (const order of orders) {
      const [paid] = await t.database.db.select({ n: count() }).from(moneyLogs).where(and(eq(moneyLogs.refType, 'DELIVERY_ORDER'), eq(moneyLogs.refId, order.id), eq(moneyLogs.type, 'DELIVERY_SETTLE')));
      expect(paid!.n).toBe(1);
    }
    const [wallet] = await t.database.db.select({ a: wallets.available }).from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.currency, 'USDT')));
    expect(Number(wallet!.a)).toBeCloseTo(1000 - 300 + 3 * 185, 9);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('leaves an order open when the index had no sample at close, and a void (four-eyes, fixed reason) refunds the stake', async () => {
    const { source, cycle } = await addDeliveryMarket(t.database.db);
    const memberId = await addMember(t.database.db);
    await allowDelivery(t.database.db, memberId, '500');
    const clock = sampleClock(source.id, t.database.db);
    const openAt = clock.next();
    await clock.record(openAt, '100');
    const order = await area.delivery.open({ memberId, cycleId: cycle.id, direction: 'DOWN', stake: '200' }, new Date(openAt));
    await clock.record(openAt + 120_000, '90'); // nothing between open+5 s and close: an outage
    expect(await area.delivery.settleOne(order.id)).toBeNull();
    const bad = await act(deliveryOrderResource, 'void', { id: order.id, voidReason: 'MEMBER_ASKED', reason: 'x' });
    expect(bad.status).toBe(400);
    const filed = await act(deliveryOrderResource, 'void', { id: order.id, voidReason: 'INDEX_OUTAGE', reason: 'no sample at close' });
    expect(filed.body.code, JSON.stringify(filed.body)).toBe(0);
    await expect(approve(filed.body.data.approvalId, 'admin')).rejects.toThrow();
    await approve(filed.body.data.approvalId, 'checker');
    const [voided] = await t.database.db.select().from(deliveryOrders).where(eq(deliveryOrders.id, order.id));
    expect(voided).toMatchObject({ status: 'VOID', voidReason: 'INDEX_OUTAGE', result: null, payout: null });
    const [wallet] = await t.database.db.select({ a: wallets.available }).from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.currency, 'USDT')));
    expect(Number(wallet!.a)).toBe(500);
    await resetDeliveryGate(t.database.db);
  });

  it('orders stuck in an index outage never take the pass: a later order that can settle settles past them', async () => {
    const { source, cycle } = await addDeliveryMarket(t.database.db);
    const memberId = await addMember(t.database.db);
    await allowDelivery(t.database.db, memberId, '500');
    const clock = sampleClock(source.id, t.database.db);
    const openAt = clock.next();
    await clock.record(openAt, '100');
    // Two orders closing at open + 60 s, with the index silent until open + 100 s: an outage at their close.
    const stuck = [];
    for (let i = 0; i < 2; i++) stuck.push(await area.delivery.open({ memberId, cycleId: cycle.id, direction: 'UP', stake: '10' }, new Date(openAt)));
    const back = openAt + 100_000;
    await clock.record(back, '100');
    const good = await area.delivery.open({ memberId, cycleId: cycle.id, direction: 'UP', stake: '10' }, new Date(back));
    await clock.record(back + 60_000, '110');
    // The pass limit scaled down to the number of stuck orders: picked by age alone, they would fill it.
    const pass = await area.delivery.settleDue(new Date(back + 70_000), stuck.length);
    expect(pass).toEqual({ settled: 1, waiting: 2 });
    const rows = await t.database.db.select({ id: deliveryOrders.id, status: deliveryOrders.status, result: deliveryOrders.result }).from(deliveryOrders).where(eq(deliveryOrders.memberId, memberId));
    expect(rows.find((r) => r.id === good.id)).toMatchObject({ status: 'SETTLED', result: 'WIN' });
    expect(rows.filter((r) => r.id !== good.id).map((r) => r.status)).toEqual(['OPEN', 'OPEN']);
    await resetDeliveryGate(t.database.db);
  });

  it('test products: hidden from the real list and from non-test members; the faucet refuses non-test members', async () => {
    const { product, cycle, source } = await addDeliveryMarket(t.database.db, { visibleTo: 'TEST_ONLY', quote: 'TUSDT' });
    const real = await op(productResource, 'list', { pageNum: '1', pageSize: '100' });
    expect(real.body.data.list.map((r: { id: number }) => r.id)).not.toContain(product.id);
    const test = await op(testProductResource, 'list', { pageNum: '1', pageSize: '100' });
    expect(test.body.data.list.map((r: { id: number }) => r.id)).toContain(product.id);

    const outsider = await addMember(t.database.db);
    const refused = await act(testFaucetResource, 'grant', { memberId: outsider, amount: '100', reason: 'qa' });
    expect(refused.status).toBe(409);
    expect(refused.body.data.reason).toBe('contract.notTestMember');
    const tester = await addMember(t.database.db);
    await t.database.db.insert(testMembers).values({ memberId: tester, reason: 'qa' });
    const granted = await act(testFaucetResource, 'grant', { memberId: tester, amount: '100', reason: 'qa' });
    expect(granted.body.code, JSON.stringify(granted.body)).toBe(0);

    await allowDelivery(t.database.db, outsider);
    const clock = sampleClock(source.id, t.database.db);
    const at = clock.next();
    await clock.record(at, '100');
    await expect(area.delivery.open({ memberId: outsider, cycleId: cycle.id, direction: 'UP', stake: '10' }, new Date(at))).rejects.toMatchObject({ data: { reason: 'record.notFound' } });
    await resetDeliveryGate(t.database.db);
  });

  it('fees change only four-eyes with a future effective time, and reach the product at that time', async () => {
    const { product } = await addDeliveryMarket(t.database.db);
    const [p] = await t.database.db.select().from(contractProducts).where(eq(contractProducts.id, product.id));
    // The edit form has no fee fields once created: a fee sent with an edit is refused or ignored, never written.
    await op(productResource, 'edit', { id: product.id, version: p!.version, takerFeeRate: '0.001' });
    expect((await t.database.db.select().from(contractProducts).where(eq(contractProducts.id, product.id)))[0]!.takerFeeRate).toBe('0');
    const past = await act(productResource, 'changeTerms', { id: product.id, makerFeeRate: '0.0001', takerFeeRate: '0.001', maxLeverage: 1, maintenanceMarginRate: '0.01', effectiveAt: new Date(Date.now() - 60_000).toISOString(), reason: 'x' });
    expect(past.status).toBe(400);
    expect(past.body.data.fields).toHaveProperty('effectiveAt');
    const effectiveAt = new Date(Date.now() + 3_600_000);
    const filed = await act(productResource, 'changeTerms', { id: product.id, makerFeeRate: '0', takerFeeRate: '0.001', maxLeverage: 1, maintenanceMarginRate: '0.01', effectiveAt: effectiveAt.toISOString(), reason: 'fee review' });
    expect(filed.body.code, JSON.stringify(filed.body)).toBe(0);
    // The approver reads the change by the fields' names, not the code's: the fee as filed, decimals without storage zeros.
    const [request] = await t.database.db.select().from(approvals).where(eq(approvals.id, filed.body.data.approvalId));
    expect((request!.summary as Record<string, string>).en).toBe(`Product fees, leverage, margin ${product.symbol}: Taker fee rate 0 → 0.001, effective ${effectiveAt.toISOString()}`);
    expect((request!.summary as Record<string, string>)['zh-tw']).toContain('吃單手續費率 0 → 0.001');
    await approve(filed.body.data.approvalId, 'checker');
    const [scheduled] = await t.database.db.select().from(termChanges).where(eq(termChanges.subjectId, product.id));
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', subjectType: 'PRODUCT' });
    expect(await area.terms.applyDue(new Date())).toEqual({ applied: 0, stale: 0 });
    expect((await area.terms.applyDue(new Date(effectiveAt.getTime() + 1000))).applied).toBeGreaterThanOrEqual(1);
    const [after] = await t.database.db.select().from(contractProducts).where(eq(contractProducts.id, product.id));
    expect(after!.takerFeeRate).toBe('0.001');
  });

  it('contract size is fixed once the product has left DRAFT (open positions are valued at it); an unchanged size still saves', async () => {
    const { product } = await addDeliveryMarket(t.database.db);
    const versionOf = async () => (await t.database.db.select().from(contractProducts).where(eq(contractProducts.id, product.id)))[0]!;
    const refused = await op(productResource, 'edit', { id: product.id, version: (await versionOf()).version, contractSize: '100' });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ reason: 'contract.contractSizeFixed', params: { symbol: product.symbol, state: 'ENABLED', size: '1' }, fields: { contractSize: expect.any(String) } });
    expect((await versionOf()).contractSize).toBe('1');
    // The edit form sends every field back: the same size, written differently, is no change.
    const same = await op(productResource, 'edit', { id: product.id, version: (await versionOf()).version, contractSize: '1.00', sort: 7 });
    expect(same.body.code, JSON.stringify(same.body)).toBe(0);
    await t.database.db.update(contractProducts).set({ state: 'DRAFT' }).where(eq(contractProducts.id, product.id));
    const draft = await op(productResource, 'edit', { id: product.id, version: (await versionOf()).version, contractSize: '0.01' });
    expect(draft.body.code, JSON.stringify(draft.body)).toBe(0);
    expect((await versionOf()).contractSize).toBe('0.01');
  });

  it('delists only with zero open positions', async () => {
    const { product } = await addDeliveryMarket(t.database.db);
    await t.database.db.update(contractProducts).set({ state: 'DISABLED' }).where(eq(contractProducts.id, product.id));
    const position = { productId: product.id, qty: '1', entryPrice: '100', margin: '10', leverage: 10, maintenanceMarginRate: '0.005', liquidationPrice: '90.5' };
    const open = await t.database.db
      .insert(contractPositions)
      .values([
        { ...position, memberId: await addMember(t.database.db), side: 'LONG' },
        { ...position, memberId: await addMember(t.database.db), side: 'SHORT' },
      ])
      .returning({ id: contractPositions.id });
    const refused = await act(productResource, 'moveState', { id: product.id, to: 'DELISTED', reason: 'end of life' });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ reason: 'contract.openPositions', params: { count: 2 } });
    await t.database.db.update(contractPositions).set({ status: 'CLOSED', closedAt: new Date() }).where(inArray(contractPositions.id, open.map((p) => p.id)));
    const done = await act(productResource, 'moveState', { id: product.id, to: 'DELISTED', reason: 'end of life' });
    expect(done.body.data.state).toBe('DELISTED');
  });

  it("the settlement audit answers an order's close sample with its source's method and outlier threshold, and the evidence file words the rule", async () => {
    const [order] = await t.database.db.select().from(deliveryOrders).where(eq(deliveryOrders.status, 'SETTLED')).limit(1);
    const at = { productId: String(order!.productId), at: order!.closeAt.toISOString() };
    const answer = await send('GET', SETTLEMENT_AUDIT_ENDPOINTS.lookup, at);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [source] = await t.database.db.select().from(indexSources).where(eq(indexSources.id, answer.body.data.source.id));
    // The threshold as a decimal without trailing zeros, for the console to word the rule in the reader's language.
    expect(answer.body.data.source).toMatchObject({ code: source!.code, method: source!.method, outlierPercent: normalizeDecimal(source!.outlierPercent) });
    expect(answer.body.data.source.outlierPercent).not.toMatch(/\.\d*0$/);
    expect(answer.body.data.sample.id).toBe(order!.closeSampleId);
    expect(answer.body.data.orders).toContainEqual(expect.objectContaining({ orderNo: order!.orderNo, usedAs: 'CLOSE' }));
    const evidence = await t.app.inject({ method: 'POST', url: api(SETTLEMENT_AUDIT_ENDPOINTS.evidence), headers: bearer(token), payload: at });
    expect(evidence.statusCode).toBe(200);
    expect(evidence.body).toContain(`source,outlier_rule,${source!.outlierRule}`);
  });

  it('the settlement audit lists only the orders of members the caller reaches, as the delivery orders do, in the look-up and the evidence', async () => {
    const [order] = await t.database.db.select().from(deliveryOrders).where(eq(deliveryOrders.status, 'SETTLED')).limit(1);
    const at = { productId: String(order!.productId), at: order!.closeAt.toISOString() };
    // A viewer whose role reaches only the members assigned to them (`self`): none yet.
    const role = await addRole(t.database.db, { dataScope: 'self', permissions: ['contract/settlement-audit/list', 'contract/settlement-audit/export'] });
    const userName = `audit_self_${Date.now()}`;
    const viewer = await addUser(t.database.db, userName, null, [role]);
    const viewerToken = await t.signIn(userName);
    const lookUp = async () =>
      (await t.app.inject({ method: 'GET', url: `${api(SETTLEMENT_AUDIT_ENDPOINTS.lookup)}?${new URLSearchParams(at)}`, headers: bearer(viewerToken) })).json().data;
    const evidence = async () => (await t.app.inject({ method: 'POST', url: api(SETTLEMENT_AUDIT_ENDPOINTS.evidence), headers: bearer(viewerToken), payload: at })).body;
    const answer = await lookUp();
    expect(answer.sample.id).toBe(order!.closeSampleId);
    expect(answer.orders).toEqual([]);
    expect(await evidence()).not.toContain(order!.orderNo);
    // Once the order's member is assigned to the viewer, its order is there.
    const [owner] = await t.database.db.select({ operatorId: members.operatorId }).from(members).where(eq(members.id, order!.memberId));
    await t.database.db.update(members).set({ operatorId: viewer }).where(eq(members.id, order!.memberId));
    try {
      expect((await lookUp()).orders).toContainEqual(expect.objectContaining({ orderNo: order!.orderNo }));
      expect(await evidence()).toContain(order!.orderNo);
    } finally {
      await t.database.db.update(members).set({ operatorId: owner!.operatorId }).where(eq(members.id, order!.memberId));
    }
  });

  it('the nightly verification passes on honest data, and a tampered sample breaks the chain and alerts', async () => {
    const clean = await verifySettlements(t.database.db);
    expect(clean.findings).toEqual([]);
    expect(clean.status).toBe('OK');
    expect(clean.ordersChecked).toBeGreaterThan(20);
    const [order] = await t.database.db.select().from(deliveryOrders).where(eq(deliveryOrders.status, 'SETTLED')).limit(1);
    const noticesBefore = await t.database.db.$count(notices);
    await expect(t.database.db.update(priceSamples).set({ value: '1' }).where(eq(priceSamples.id, order!.closeSampleId!))).rejects.toThrow();
    // The attacker who owns the database turns the trigger off (see 0016_contracts_append_only.sql).
    await t.database.db.execute(sql`alter table ctr_price_sample disable trigger user`);
    await t.database.db.update(priceSamples).set({ value: '123456' }).where(eq(priceSamples.id, order!.closeSampleId!));
    await t.database.db.execute(sql`alter table ctr_price_sample enable trigger user`);
    const tampered = await verifySettlements(t.database.db);
    expect(tampered.status).toBe('MISMATCH');
    expect(tampered.findings.map((f) => f.kind)).toEqual(expect.arrayContaining(['CHAIN_BREAK', 'ORDER_MISMATCH']));
    expect(tampered.findings.find((f) => f.kind === 'ORDER_MISMATCH')!.ref).toBe(order!.orderNo);
    expect(tampered.noticeId).not.toBeNull();
    expect(await t.database.db.$count(notices)).toBe(noticesBefore + 1);
  });
});
