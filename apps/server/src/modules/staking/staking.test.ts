import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionEndpointOf, endpointOf, type CrudOp, type ResourceDefinition } from '@ledgerdesk/shared';
import { budgetResource } from '@ledgerdesk/shared/resources/finance/budget';
import { stakingAccrualResource } from '@ledgerdesk/shared/resources/earn/staking-accrual';
import { stakingOrderResource } from '@ledgerdesk/shared/resources/earn/staking-order';
import { stakingProductResource } from '@ledgerdesk/shared/resources/earn/staking-product';
import { stakingRateResource } from '@ledgerdesk/shared/resources/earn/staking-rate';
import { orderMayMove, productMayMove, STAKING_ORDER_STATUSES, STAKING_PRODUCT_STATUSES } from '@ledgerdesk/shared/resources/earn/staking-states';
import { approvalResource } from '@ledgerdesk/shared/resources/system/approval';
import { budgetLogs, budgets, moneyLogs, outboxEvents, stakingAccruals, stakingOrders, stakingProducts, users, wallets } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { ApprovalRegistry } from '../approval/approval-registry';
import { ApprovalService } from '../approval/approval-service';
import { addMember, addSuperOperator, financeClient, ledgerMismatches } from '../finance/finance-test-kit';
import { postToWallet } from '../finance/ledger';
import { AccrualService } from './accrual-service';
import { stakingApprovalHandlers } from './approval-kinds';
import { addDays, businessDateOf } from './business-date';
import { stakingAccrualJob } from './jobs';
import { stakingArea } from './staking-area';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: { code: number; msg: string; data: any } };

const DAY_MS = 86_400_000;

/** Resource calls by definition, through the finance test kit's endpoint caller. */
function client(t: TestApp) {
  const { callEndpoint } = financeClient(t);
  return {
    act: (token: string, definition: ResourceDefinition, name: string, payload: object): Promise<Answer> => callEndpoint(token, actionEndpointOf(definition, name, definition.actions![name]!), payload),
    op: (token: string, definition: ResourceDefinition, op: CrudOp, payload: object): Promise<Answer> => callEndpoint(token, endpointOf(definition, op), payload),
  };
}

const ok = (res: Answer) => {
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
};
const refused = (res: Answer, status: number, reason?: string) => {
  expect(res.status, res.body.msg).toBe(status);
  if (reason) expect(res.body.data?.reason, res.body.msg).toBe(reason);
  return res.body;
};

describe('staking state machines (every pair)', () => {
  it('product: DRAFT → ACTIVE | CLOSED, ACTIVE ⇄ PAUSED, either → CLOSED; CLOSED is final', () => {
    const allowed = new Set(['DRAFT>ACTIVE', 'DRAFT>CLOSED', 'ACTIVE>PAUSED', 'ACTIVE>CLOSED', 'PAUSED>ACTIVE', 'PAUSED>CLOSED']);
    for (const from of STAKING_PRODUCT_STATUSES) for (const to of STAKING_PRODUCT_STATUSES) expect(productMayMove(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
  });
  it('order: HOLDING → REDEEM_REQUESTED | MATURED | CANCELLED, REDEEM_REQUESTED → UNLOCKING | CANCELLED, UNLOCKING → REDEEMED; the ends are final', () => {
    const allowed = new Set(['HOLDING>REDEEM_REQUESTED', 'HOLDING>MATURED', 'HOLDING>CANCELLED', 'REDEEM_REQUESTED>UNLOCKING', 'REDEEM_REQUESTED>CANCELLED', 'UNLOCKING>REDEEMED']);
    for (const from of STAKING_ORDER_STATUSES) for (const to of STAKING_ORDER_STATUSES) expect(orderMayMove(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
  });
  it('nothing a scam page needs exists: no guaranteed yield, random rate, stored progress or participant counter, no rebate', () => {
    const forbidden = /guarant|random|min_?odds|max_?odds|progress|participant|purchased|basic_?invest|node|rebate|referr|inviter|commission|output/i;
    for (const definition of [stakingProductResource, stakingOrderResource, stakingAccrualResource, stakingRateResource] as ResourceDefinition[]) {
      const names = [...Object.keys(definition.fields), ...Object.keys(definition.actions ?? {}), ...Object.values(definition.actions ?? {}).flatMap((a) => Object.keys(a.input ?? {}))];
      expect(names.filter((n) => forbidden.test(n)), definition.name).toEqual([]);
    }
    for (const table of [stakingProducts, stakingOrders, stakingAccruals]) {
      expect(Object.keys(table).filter((n) => forbidden.test(n))).toEqual([]);
    }
    // The subscribed total is a figure of the list, never a column.
    expect(Object.keys(stakingProducts)).not.toContain('subscribedTotal');
    expect(stakingProductResource.fields.subscribedTotal).toMatchObject({ virtual: true, readOnly: true });
  });
});

describe.each(databaseKinds)('staking (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let checker: string;
  let adminId: number;
  let c: ReturnType<typeof client>;
  let area: ReturnType<typeof stakingArea>;
  let serial = 0;
  const now = new Date();
  const today = businessDateOf(now);
  const daysAgo = (n: number) => addDays(today, -n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    await addSuperOperator(t.database.db, 'checker3');
    admin = await t.signIn('admin');
    checker = await t.signIn('checker3');
    adminId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin')))[0]!.id;
    const registry = new ApprovalRegistry();
    area = stakingArea(t.database.db, new ApprovalService(t.database.db, registry));
    for (const handler of stakingApprovalHandlers(area.products, area.rates, area.redemptions)) registry.register(handler);
  }, 180_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  /** Wallets equal the money log; budgets equal their log; orders' totals equal their income rows. */
  const mismatches = async () => {
    const ledger = await ledgerMismatches(db());
    const rest = await db().execute(sql`
      select 'budget' as what, b.code as id from fin_budget b left join fin_budget_log l on l.budget_id = b.id
        group by b.id having b.balance <> coalesce(sum(l.change), 0) or b.balance < 0
      union all
      select 'order', o.order_no from stk_order o
        where o.accrued_total <> (select coalesce(sum(amount), 0) from stk_accrual a where a.order_id = o.id and a.status in ('ACCRUED', 'PAID'))
           or o.paid_total <> (select coalesce(sum(amount), 0) from stk_accrual a where a.order_id = o.id and a.status = 'PAID')`);
    return [...ledger, ...(rest as unknown as { rows: unknown[] }).rows];
  };
  const fundMember = async (amount = '5000') => {
    const memberId = await addMember(db(), 'stk');
    await db().transaction((tx) =>
      postToWallet(tx, { memberId, currency: 'USDT', type: 'RECHARGE', refType: 'TEST', refId: memberId, refNo: `T${memberId}`, operatorId: null, moves: [{ kind: 'AVAILABLE', change: amount }] }),
    );
    return memberId;
  };
  const newPool = async (fund = '1000') => {
    serial += 1;
    const created = ok(await c.act(admin, budgetResource, 'create', { code: `POOL-${kind}-${serial}`, name: 'Yield pool', currency: 'USDT' }));
    if (Number(fund) > 0) ok(await c.act(admin, budgetResource, 'fund', { id: created.id, amount: fund, remark: 'rewards received' }));
    return created.id as number;
  };
  const productInput = (poolBudgetId: number, extra: Record<string, unknown> = {}) => {
    serial += 1;
    return {
      code: `P-${kind}-${serial}`,
      nameZhCn: '测试',
      nameEn: 'Test product',
      nameZhTw: '測試',
      riskDisclosureZhCn: '不保证收益',
      riskDisclosureEn: 'Income is not guaranteed',
      riskDisclosureZhTw: '不保證收益',
      currency: 'USDT',
      termDays: 30,
      yieldSource: 'ONCHAIN_VALIDATOR',
      poolBudgetId,
      referenceApr: '0.0365',
      minAmount: '10',
      maxPerMember: '1000',
      totalCap: '5000',
      earlyRedeemRule: 'FORFEIT_ACCRUED',
      earlyRedeemFeeRate: '0',
      payoutMode: 'DAILY',
      unlockDays: 0,
      ...extra,
    };
  };
  /** Created by the admin, activated by the second operator, through the routes. */
  const activeProduct = async (poolBudgetId: number, extra: Record<string, unknown> = {}) => {
    const created = ok(await c.act(admin, stakingProductResource, 'create', productInput(poolBudgetId, extra)));
    const filed = ok(await c.act(admin, stakingProductResource, 'activate', { id: created.id }));
    ok(await c.act(checker, approvalResource, 'approve', { id: filed.approvalId }));
    return created.id as number;
  };
  const publish = async (productId: number, rateDate: string, apr: string) => {
    const filed = ok(await c.act(admin, stakingProductResource, 'publishRate', { id: productId, rateDate, apr, sourceNote: 'validator report' }));
    ok(await c.act(checker, approvalResource, 'approve', { id: filed.approvalId }));
  };
  const orderOf = async (id: number) => (await db().select().from(stakingOrders).where(eq(stakingOrders.id, id)))[0]!;
  const walletOf = async (memberId: number) => (await db().select().from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.currency, 'USDT'))))[0]!;
  const poolBalance = async (id: number) => (await db().select().from(budgets).where(eq(budgets.id, id)))[0]!.balance;

  it('products: bad terms are 400s naming the field; activation needs the disclosure and a second operator', async () => {
    const pool = await newPool();
    let res = await c.act(admin, stakingProductResource, 'create', productInput(pool, { totalCap: '500' }));
    expect(refused(res, 400, 'staking.termsInvalid').data.fields).toHaveProperty('totalCap');
    res = await c.act(admin, stakingProductResource, 'create', productInput(pool, { earlyRedeemFeeRate: '0.01' }));
    expect(refused(res, 400, 'staking.termsInvalid').data.fields).toHaveProperty('earlyRedeemFeeRate');
    res = await c.act(admin, stakingProductResource, 'create', productInput(pool, { minAmount: '1.1234567' }));
    expect(refused(res, 400, 'staking.amountInvalid').data.fields).toHaveProperty('minAmount');
    res = await c.act(admin, stakingProductResource, 'create', productInput(pool, { termDays: 0, payoutMode: 'AT_MATURITY' }));
    expect(refused(res, 400).data.fields).toHaveProperty('payoutMode');
    expect(await db().select().from(stakingProducts).where(eq(stakingProducts.poolBudgetId, pool))).toEqual([]);

    const created = ok(await c.act(admin, stakingProductResource, 'create', productInput(pool, { riskDisclosureEn: '' })));
    refused(await c.act(admin, stakingProductResource, 'activate', { id: created.id }), 409, 'staking.disclosureMissing');
    ok(await c.op(admin, stakingProductResource, 'edit', { id: created.id, riskDisclosureEn: 'Income varies and is not guaranteed', version: 0 }));
    const filed = ok(await c.act(admin, stakingProductResource, 'activate', { id: created.id }));
    refused(await c.act(admin, approvalResource, 'approve', { id: filed.approvalId }), 403, 'approval.sameOperator');
    expect((await db().select().from(stakingProducts).where(eq(stakingProducts.id, created.id)))[0]!.status).toBe('DRAFT');
    ok(await c.act(checker, approvalResource, 'approve', { id: filed.approvalId }));
    const [row] = await db().select().from(stakingProducts).where(eq(stakingProducts.id, created.id));
    expect(row).toMatchObject({ status: 'ACTIVE', approverId: expect.any(Number) });
    expect(row!.approverId).not.toBe(adminId);
  });

  it('the product author cannot approve an activation a colleague filed', async () => {
    const pool = await newPool();
    const created = await area.products.create(productInput(pool) as never, { userId: adminId, userName: 'admin' });
    const filed = ok(await c.act(checker, stakingProductResource, 'activate', { id: created.id }));
    refused(await c.act(admin, approvalResource, 'approve', { id: filed.approvalId }), 409, 'approval.sameOperator');
  });

  it('terms change through a second operator; running orders keep their snapshots; pause stops new subscriptions only', async () => {
    const pool = await newPool();
    const productId = await activeProduct(pool);
    const member = await fundMember();
    const order = await area.subscriptions.subscribe({ memberId: member, productId, amount: '100' });
    refused(await c.act(admin, stakingProductResource, 'changeTerms', { id: productId, referenceApr: '0.0365', minAmount: '10', maxPerMember: '1000', totalCap: '5000', earlyRedeemRule: 'FORFEIT_ACCRUED', earlyRedeemFeeRate: '0', reason: 'none' }), 409, 'staking.termsUnchanged');
    const filed = ok(await c.act(admin, stakingProductResource, 'changeTerms', { id: productId, referenceApr: '0.08', minAmount: '10', maxPerMember: '1000', totalCap: '5000', earlyRedeemRule: 'NOT_ALLOWED', earlyRedeemFeeRate: '0', reason: 'validator rewards rose' }));
    expect((await db().select().from(stakingProducts).where(eq(stakingProducts.id, productId)))[0]!.referenceApr).toBe('0.0365');
    refused(await c.act(admin, approvalResource, 'approve', { id: filed.approvalId }), 403, 'approval.sameOperator');
    ok(await c.act(checker, approvalResource, 'approve', { id: filed.approvalId }));
    expect((await db().select().from(stakingProducts).where(eq(stakingProducts.id, productId)))[0]).toMatchObject({ referenceApr: '0.08', earlyRedeemRule: 'NOT_ALLOWED' });
    expect(await orderOf(order.id)).toMatchObject({ aprSnapshot: '0.0365', earlyRedeemRule: 'FORFEIT_ACCRUED' });

    ok(await c.act(admin, stakingProductResource, 'pause', { id: productId }));
    await expect(area.subscriptions.subscribe({ memberId: member, productId, amount: '100' })).rejects.toMatchObject({ data: { reason: 'staking.productNotOpen' } });
    // Redemption of the running order still works while paused.
    await area.redemptions.requestRedeem(order.id, member);
    ok(await c.act(admin, stakingProductResource, 'resume', { id: productId }));
    await area.subscriptions.subscribe({ memberId: member, productId, amount: '100' });
    expect(await mismatches()).toEqual([]);
  });

  it('caps hold under concurrent subscriptions: the total cap and the cap per member', async () => {
    const pool = await newPool();
    const productId = await activeProduct(pool, { maxPerMember: '600', totalCap: '1000' });
    const members = [await fundMember(), await fundMember(), await fundMember()];
    const attempts = members.flatMap((memberId) => [1, 2, 3].map(() => area.subscriptions.subscribe({ memberId, productId, amount: '250' })));
    const settled = await Promise.allSettled(attempts);
    const done = settled.filter((s) => s.status === 'fulfilled').length;
    expect(done).toBe(4);
    for (const failure of settled.filter((s) => s.status === 'rejected')) {
      expect(['staking.totalCapReached', 'staking.memberCapReached']).toContain((failure as PromiseRejectedResult).reason.data.reason);
    }
    const held = await area.subscriptions.heldTotals(db(), productId, members[0]!);
    expect(Number(held.product)).toBe(1000);
    for (const memberId of members) expect(Number((await area.subscriptions.heldTotals(db(), productId, memberId)).member)).toBeLessThanOrEqual(600);
    // The list's subscribed total is that sum.
    const list = ok(await c.op(admin, stakingProductResource, 'list', { code: (await db().select().from(stakingProducts).where(eq(stakingProducts.id, productId)))[0]!.code }));
    expect(list.list[0]).toMatchObject({ subscribedTotal: '1000', capUsedPercent: '1.0000' });
    // Below the minimum, and a retry of the same order number, answer without a second lock.
    await expect(area.subscriptions.subscribe({ memberId: members[0]!, productId, amount: '5' })).rejects.toMatchObject({ data: { reason: 'staking.belowMinimum' } });
    expect(await mismatches()).toEqual([]);
  });

  it('the same order number twice is one subscription (the member app retries safely)', async () => {
    const pool = await newPool();
    const productId = await activeProduct(pool);
    const member = await fundMember('1000');
    const [a, b] = await Promise.all([0, 1].map(() => area.subscriptions.subscribe({ memberId: member, productId, amount: '100', orderNo: `RETRY-${kind}-${productId}` }).catch((e: unknown) => e)));
    const ids = [a, b].filter((x): x is { id: number } => typeof x === 'object' && x !== null && 'id' in x).map((x) => x.id);
    expect(new Set(ids).size).toBe(1);
    expect((await walletOf(member)).available).toBe('900');
  });

  it('accrual pays exactly once per order and day, under reruns and four concurrent runs; wallet equals money log', async () => {
    const pool = await newPool('1000');
    const productId = await activeProduct(pool, { referenceApr: '0.0365' });
    const m1 = await fundMember();
    const m2 = await fundMember();
    const at = new Date(now.getTime() - 3 * DAY_MS);
    const o1 = await area.subscriptions.subscribe({ memberId: m1, productId, amount: '1000' }, at);
    const o2 = await area.subscriptions.subscribe({ memberId: m2, productId, amount: '333.333333' }, at);
    expect(o1.accrualFrom).toBe(daysAgo(2));
    const day = daysAgo(2);
    await publish(productId, day, '0.0365');
    const runs = await Promise.allSettled([1, 2, 3, 4].map(() => area.accruals.run(day, now)));
    expect(runs.every((r) => r.status === 'fulfilled')).toBe(true);
    const rows = await db().select().from(stakingAccruals).where(eq(stakingAccruals.productId, productId));
    expect(rows).toHaveLength(2);
    // 1000 × round(0.0365 / 365, 18) = 0.1 exactly; 333.333333 × 0.0001 cut down to 6 decimals.
    expect(rows.find((r) => r.orderId === o1.id)).toMatchObject({ amount: '0.1', rateApplied: '0.0001', status: 'PAID', accrualDate: day, principal: '1000' });
    expect(rows.find((r) => r.orderId === o2.id)!.amount).toBe('0.033333');
    const outcomes = runs.flatMap((r) => (r.status === 'fulfilled' ? r.value.products.filter((p) => p.productId === productId).map((p) => p.outcome) : []));
    expect(outcomes.sort()).toEqual(['ACCRUED', 'ALREADY_RUN', 'ALREADY_RUN', 'ALREADY_RUN']);
    await area.accruals.run(day, now);
    expect(await db().select().from(stakingAccruals).where(eq(stakingAccruals.productId, productId))).toHaveLength(2);
    const interest = await db().select().from(moneyLogs).where(and(eq(moneyLogs.type, 'STAKE_INTEREST'), eq(moneyLogs.memberId, m1)));
    expect(interest.map((l) => l.change)).toEqual(['0.1']);
    expect(await poolBalance(pool)).toBe('999.866667');
    expect((await orderOf(o1.id)).accruedTotal).toBe('0.1');
    // The date is fixed now: a rate for it can neither be filed nor approved.
    refused(await c.act(admin, stakingProductResource, 'publishRate', { id: productId, rateDate: day, apr: '0.5', sourceNote: 'late' }), 409, 'staking.rateLocked');
    // A day that has not ended does not accrue.
    await expect(area.accruals.run(today, now)).rejects.toMatchObject({ data: { reason: 'staking.futureDate' } });
    expect(await mismatches()).toEqual([]);
  });

  it('a rate filed before the run but approved after it is refused', async () => {
    const pool = await newPool();
    const productId = await activeProduct(pool);
    await area.subscriptions.subscribe({ memberId: await fundMember(), productId, amount: '100' }, new Date(now.getTime() - 3 * DAY_MS));
    await publish(productId, daysAgo(2), '0.03');
    const late = ok(await c.act(admin, stakingProductResource, 'publishRate', { id: productId, rateDate: daysAgo(2), apr: '0.9', sourceNote: 'typo' }));
    await area.accruals.run(daysAgo(2), now);
    refused(await c.act(checker, approvalResource, 'approve', { id: late.approvalId }), 409, 'staking.rateLocked');
    expect((await db().select().from(stakingAccruals).where(eq(stakingAccruals.productId, productId)))[0]!.rateApplied).toBe(String(Number((0.03 / 365).toFixed(18))));
  });

  it("rates of two days wait side by side, one request a day; the approvals list names the product's rate and its day", async () => {
    const productId = await activeProduct(await newPool());
    const first = ok(await c.act(admin, stakingProductResource, 'publishRate', { id: productId, rateDate: daysAgo(2), apr: '0.04', sourceNote: 'validator report' }));
    const second = ok(await c.act(admin, stakingProductResource, 'publishRate', { id: productId, rateDate: daysAgo(3), apr: '0.05', sourceNote: 'validator report' }));
    refused(await c.act(admin, stakingProductResource, 'publishRate', { id: productId, rateDate: daysAgo(2), apr: '0.06', sourceNote: 'again' }), 409, 'approval.alreadyPending');
    const listed = ok(await c.op(admin, approvalResource, 'list', { subjectType: ['STAKING_RATE'], subjectId: productId, status: ['PENDING'] })).list as Array<Record<string, unknown>>;
    expect(listed.map((r) => [r.id, r.subjectType, r.subjectKey]).sort()).toEqual(
      [
        [first.approvalId, 'STAKING_RATE', daysAgo(2)],
        [second.approvalId, 'STAKING_RATE', daysAgo(3)],
      ].sort(),
    );
    ok(await c.act(checker, approvalResource, 'approve', { id: first.approvalId }));
    ok(await c.act(checker, approvalResource, 'approve', { id: second.approvalId }));
  });

  it('a short yield pool stops the job with nothing paid and publishes an alert; once funded the day pays', async () => {
    const pool = await newPool('0.05');
    const productId = await activeProduct(pool, { referenceApr: '0.0365' });
    const m1 = await fundMember();
    const m2 = await fundMember();
    const at = new Date(now.getTime() - 3 * DAY_MS);
    await area.subscriptions.subscribe({ memberId: m1, productId, amount: '300' }, at);
    await area.subscriptions.subscribe({ memberId: m2, productId, amount: '300' }, at);
    const day = daysAgo(2);
    await publish(productId, day, '0.0365');
    const job = stakingAccrualJob(area.accruals);
    const context = { signal: new AbortController().signal, trigger: 'manual' as const, scheduledFor: null };
    await expect(job.run({ accrualDate: day }, context)).rejects.toMatchObject({ data: { reason: 'staking.poolShort' } });
    expect(await db().select().from(stakingAccruals).where(eq(stakingAccruals.productId, productId))).toEqual([]);
    expect(await poolBalance(pool)).toBe('0.05');
    expect(await db().select().from(moneyLogs).where(and(eq(moneyLogs.type, 'STAKE_INTEREST'), eq(moneyLogs.memberId, m1)))).toEqual([]);
    const alerts = await db().select().from(outboxEvents).where(and(eq(outboxEvents.topic, 'staking.pool_short'), eq(outboxEvents.key, `${productId}:${day}`)));
    expect(alerts).toHaveLength(1);
    // Never from deposits: the members' own balances are untouched.
    expect((await walletOf(m1)).available).toBe('4700');
    ok(await c.act(admin, budgetResource, 'fund', { id: pool, amount: '1', remark: 'top up' }));
    expect((await job.run({ accrualDate: day }, context))?.en).toContain('2 orders');
    expect(await poolBalance(pool)).toBe('0.99');
    expect(await mismatches()).toEqual([]);
  });

  it('a day without a published rate pays nothing and the job says so', async () => {
    const pool = await newPool();
    const productId = await activeProduct(pool);
    await area.subscriptions.subscribe({ memberId: await fundMember(), productId, amount: '100' }, new Date(now.getTime() - 3 * DAY_MS));
    const job = stakingAccrualJob(area.accruals);
    await expect(job.run({ accrualDate: daysAgo(2) }, { signal: new AbortController().signal, trigger: 'manual', scheduledFor: null })).rejects.toThrow(/no published rate/);
    expect(await db().select().from(stakingAccruals).where(eq(stakingAccruals.productId, productId))).toEqual([]);
  });

  it('paid at maturity: income stays ACCRUED, then principal and income come back when the term ends', async () => {
    const pool = await newPool();
    const productId = await activeProduct(pool, { termDays: 2, payoutMode: 'AT_MATURITY', referenceApr: '0.0365' });
    const member = await fundMember('1000');
    const order = await area.subscriptions.subscribe({ memberId: member, productId, amount: '1000' }, new Date(now.getTime() - 3 * DAY_MS));
    expect(order.maturesOn).toBe(today);
    expect(await walletOf(member)).toMatchObject({ available: '0', frozen: '1000' });
    await publish(productId, daysAgo(2), '0.0365');
    await area.accruals.run(daysAgo(2), now);
    // The last day has not accrued: maturity waits for it.
    expect(await area.redemptions.mature(order.id, now)).toBe(false);
    await publish(productId, daysAgo(1), '0.073');
    await area.accruals.run(daysAgo(1), now);
    expect((await db().select().from(stakingAccruals).where(eq(stakingAccruals.orderId, order.id))).map((a) => a.status)).toEqual(['ACCRUED', 'ACCRUED']);
    expect(await walletOf(member)).toMatchObject({ available: '0', frozen: '1000' });
    const settled = await area.redemptions.settleDue(now);
    expect(settled.matured).toBeGreaterThanOrEqual(1);
    expect(await orderOf(order.id)).toMatchObject({ status: 'MATURED', accruedTotal: '0.3', paidTotal: '0.3' });
    expect(await walletOf(member)).toMatchObject({ available: '1000.3', frozen: '0' });
    expect(await area.redemptions.mature(order.id, now)).toBe(false);
    expect(await mismatches()).toEqual([]);
  });

  it('early redemption follows the snapshot rule: forfeit (paid income taken from the principal), fee, not allowed; unlock then redeemed', async () => {
    const pool = await newPool();
    const forfeit = await activeProduct(pool, { unlockDays: 1 });
    const fee = await activeProduct(pool, { earlyRedeemRule: 'FEE_RATE', earlyRedeemFeeRate: '0.01', payoutMode: 'AT_MATURITY' });
    const locked = await activeProduct(pool, { earlyRedeemRule: 'NOT_ALLOWED' });
    const member = await fundMember('3000');
    const at = new Date(now.getTime() - 3 * DAY_MS);
    const a = await area.subscriptions.subscribe({ memberId: member, productId: forfeit, amount: '1000' }, at);
    const b = await area.subscriptions.subscribe({ memberId: member, productId: fee, amount: '1000' }, at);
    const cOrder = await area.subscriptions.subscribe({ memberId: member, productId: locked, amount: '1000' }, at);
    for (const p of [forfeit, fee]) await publish(p, daysAgo(2), '0.0365');
    await area.accruals.run(daysAgo(2), now);
    const poolBefore = await poolBalance(pool);

    await expect(area.redemptions.requestRedeem(cOrder.id, member, now)).rejects.toMatchObject({ data: { reason: 'staking.earlyRedeemNotAllowed' } });
    await expect(area.redemptions.requestRedeem(a.id, member + 1, now)).rejects.toMatchObject({ data: { reason: 'record.notFound' } });

    await area.redemptions.requestRedeem(a.id, member, now);
    await area.redemptions.requestRedeem(b.id, member, now);
    await expect(area.redemptions.requestRedeem(a.id, member, now)).rejects.toMatchObject({ data: { reason: 'record.wrongState' } });
    await area.redemptions.settleDue(now);
    // Forfeit: the 0.1 paid is taken back from the principal and returned to the pool; one day to unlock.
    expect(await orderOf(a.id)).toMatchObject({ status: 'UNLOCKING', forfeitedPaid: '0.1', accruedTotal: '0', paidTotal: '0' });
    expect((await db().select().from(stakingAccruals).where(eq(stakingAccruals.orderId, a.id))).map((r) => r.status)).toEqual(['FORFEITED']);
    // Fee: 1 % of the principal into the pool, the ACCRUED income paid with the principal (no unlock period).
    expect(await orderOf(b.id)).toMatchObject({ status: 'REDEEMED', feeCharged: '10', accruedTotal: '0.1', paidTotal: '0.1' });
    expect(Number(await poolBalance(pool))).toBeCloseTo(Number(poolBefore) + 0.1 + 10, 6);
    // The unlock period passes.
    await area.redemptions.settleDue(new Date(now.getTime() + DAY_MS + 1000));
    expect(await orderOf(a.id)).toMatchObject({ status: 'REDEEMED' });
    // 3000 − 3000 staked + 0.1 paid daily (kept: it was taken from the principal instead) + 999.9 + 990 + 0.1 = 1990.1 available; 1000 still locked.
    expect(await walletOf(member)).toMatchObject({ available: '1990.1', frozen: '1000' });
    const forfeitLog = await db().select().from(moneyLogs).where(and(eq(moneyLogs.type, 'STAKE_FORFEIT'), eq(moneyLogs.refId, a.id)));
    expect(forfeitLog.map((l) => [l.balanceKind, l.change])).toEqual([['FROZEN', '-0.1']]);
    expect(await mismatches()).toEqual([]);
  });

  it('operator cancel is four-eyes and returns principal and accrued income', async () => {
    const pool = await newPool();
    const productId = await activeProduct(pool, { payoutMode: 'AT_MATURITY' });
    const member = await fundMember('500');
    const order = await area.subscriptions.subscribe({ memberId: member, productId, amount: '500' }, new Date(now.getTime() - 3 * DAY_MS));
    await publish(productId, daysAgo(2), '0.0365');
    await area.accruals.run(daysAgo(2), now);
    const filed = ok(await c.act(admin, stakingOrderResource, 'cancel', { id: order.id, reason: 'product defect' }));
    refused(await c.act(admin, approvalResource, 'approve', { id: filed.approvalId }), 403, 'approval.sameOperator');
    expect((await orderOf(order.id)).status).toBe('HOLDING');
    ok(await c.act(checker, approvalResource, 'approve', { id: filed.approvalId }));
    expect(await orderOf(order.id)).toMatchObject({ status: 'CANCELLED', closeReason: 'product defect', paidTotal: '0.05' });
    expect(await walletOf(member)).toMatchObject({ available: '500.05', frozen: '0' });
    refused(await c.act(admin, stakingOrderResource, 'cancel', { id: order.id, reason: 'again' }), 409, 'record.wrongState');
    expect(await mismatches()).toEqual([]);
  });

  it('lists: records and income records filter, export, and the pool widget follows the records', async () => {
    const pool = await newPool('70');
    const productId = await activeProduct(pool, { referenceApr: '0.0365' });
    const member = await fundMember();
    const order = await area.subscriptions.subscribe({ memberId: member, productId, amount: '1000' }, new Date(now.getTime() - 3 * DAY_MS));
    await publish(productId, daysAgo(2), '0.0365');
    await area.accruals.run(daysAgo(2), now);
    const records = ok(await c.op(admin, stakingOrderResource, 'list', { orderNo: order.orderNo }));
    expect(records.list).toHaveLength(1);
    expect(records.list[0]).toMatchObject({ status: 'HOLDING', amount: '1000', accruedTotal: '0.1' });
    const income = ok(await c.op(admin, stakingAccrualResource, 'list', { orderId: String(order.id), accrualDate: daysAgo(2) }));
    expect(income.list).toHaveLength(1);
    const exported = await t.app.inject({ method: 'POST', url: api(endpointOf(stakingAccrualResource, 'export').path), headers: bearer(admin), payload: { orderId: String(order.id) } });
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.length).toBeGreaterThan(100);
    const code = (await db().select().from(stakingProducts).where(eq(stakingProducts.id, productId)))[0]!.code;
    const [row] = ok(await c.op(admin, stakingProductResource, 'list', { code })).list;
    // 1000 × 0.0001 a day (the latest published rate), days left in the next 7: the order's window is open-ended within it.
    expect(row).toMatchObject({ subscribedTotal: '1000', poolBalance: '69.9', nextWeekAccrual: '0.7', poolCoverage: '99.8571' });
    const logs = await db().select().from(budgetLogs).where(eq(budgetLogs.budgetId, pool));
    expect(logs.map((l) => l.type).sort()).toEqual(['FUND', 'SPEND']);
    // Run accrual from the page answers per product; a second run is harmless.
    const rerun = ok(await c.act(admin, stakingAccrualResource, 'rerun', { accrualDate: daysAgo(2) }));
    expect(rerun.accrualDate).toBe(daysAgo(2));
    refused(await c.act(admin, stakingAccrualResource, 'rerun', { accrualDate: '2026-02-30' }), 400);
    refused(await c.act(admin, stakingAccrualResource, 'rerun', { accrualDate: '0000-01-01' }), 400);
  });

  it('products: named in the reader\'s language by the export, and found by a word of any of the three', async () => {
    const pool = await newPool('0');
    const { code } = ok(await c.act(admin, stakingProductResource, 'create', productInput(pool, { nameZhCn: '稳健三十天', nameEn: 'Steady thirty days', nameZhTw: '穩健三十天' })));
    for (const word of ['steady', '稳健', '穩健']) {
      const found = ok(await c.op(admin, stakingProductResource, 'list', { code, nameZhCn: word }));
      expect(found.list.map((row: { code: string }) => row.code), word).toEqual([code]);
    }
    for (const [language, header, name] of [
      ['en', 'Name', 'Steady thirty days'],
      ['zh-TW', '名稱', '穩健三十天'],
      ['zh-CN', '名称', '稳健三十天'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: api(endpointOf(stakingProductResource, 'export').path),
        headers: { ...bearer(admin), 'accept-language': language },
        payload: { code },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
      // One name column, in the export's language; before, the English name for every reader.
      expect(headers.filter((h) => h.startsWith(header)), language).toEqual([header]);
      expect(sheet.getRow(2).getCell(headers.indexOf(header) + 1).value, language).toBe(name);
    }
  });

  it('the demo seed: products, records and income records that add up', async () => {
    const seeded = await db().select().from(stakingProducts).where(eq(stakingProducts.code, 'USDT-30D'));
    expect(seeded[0]).toMatchObject({ status: 'ACTIVE' });
    const accruals = await db().select().from(stakingAccruals).where(eq(stakingAccruals.productId, seeded[0]!.id));
    expect(accruals.length).toBeGreaterThan(0);
    expect(AccrualService.lastEndedDate(now)).toBe(daysAgo(1));
    expect(await mismatches()).toEqual([]);
  });
});
