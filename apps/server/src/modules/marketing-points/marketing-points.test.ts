import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WILDCARD_PERMISSION } from '@ledgerdesk/shared';
import { WHEEL_STATUSES, WHEEL_TRANSITIONS, wheelMayMove } from '@ledgerdesk/shared/resources/marketing/points-states';
import { budgets, members, pointsAccounts, pointsGrants, pointsItems, pointsLogs, signinRecords, users, wallets, wheelChances, wheelDraws, wheelPrizes, wheels } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { actionEndpointOf, API_PREFIX, endpointOf } from '@ledgerdesk/shared';
import { POINTS_SUM_PATH, pointsLogResource } from '@ledgerdesk/shared/resources/marketing/points';
import { WHEEL_ODDS_PATH, wheelDrawResource, wheelResource } from '@ledgerdesk/shared/resources/marketing/wheel';
import { signinCampaignResource } from '@ledgerdesk/shared/resources/marketing/signin';
import { ApprovalRegistry } from '../approval/approval-registry';
import { ApprovalService } from '../approval/approval-service';
import { postToBudget } from '../finance/budget-ledger';
import { addMember, addSuperOperator, ledgerMismatches } from '../finance/finance-test-kit';
import { addRole, addUser } from '../access/scope-test-kit';
import { marketingPointsArea, registerMarketingPointsApprovalKinds } from './routes';
import { pickSlot, probabilitySum, rollOf } from './wheel-fair';
import type { PrizeInput } from './wheel-service';

/** Every member's points balance equals the sum of its log, and no balance or log row is below zero. */
async function pointsMismatches(t: TestApp): Promise<unknown[]> {
  const result = await t.database.db.execute(sql`
    select a.member_id, a.balance, coalesce(sum(l.change), 0) as logged
      from mkt_points_account a left join mkt_points_log l on l.member_id = a.member_id
      group by a.member_id, a.balance having a.balance <> coalesce(sum(l.change), 0) or a.balance < 0`);
  return (result as unknown as { rows: unknown[] }).rows;
}

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as Error & { data?: { reason?: string; params?: Record<string, unknown> } };
  }
  throw new Error('expected a refusal');
};

describe('wheel state machine (every pair)', () => {
  it('DRAFT → PUBLISHED ↔ PAUSED → ENDED, nothing else', () => {
    const allowed = new Set(['DRAFT>PUBLISHED', 'PUBLISHED>PAUSED', 'PAUSED>PUBLISHED', 'PUBLISHED>ENDED', 'PAUSED>ENDED']);
    for (const from of WHEEL_STATUSES) for (const to of WHEEL_STATUSES) expect(wheelMayMove(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
    expect(WHEEL_TRANSITIONS.ENDED).toEqual([]);
  });
});

describe('provably fair roll', () => {
  it('sums probabilities exactly and names a wrong sum', () => {
    expect(probabilitySum([{ probability: '0.1' }, { probability: '0.2' }, { probability: '0.7' }])).toEqual({ sum: '1', exact: true, invalid: [] });
    expect(probabilitySum([{ probability: '0.1' }, { probability: '0.2' }, { probability: '0.6' }]).sum).toBe('0.9');
    expect(probabilitySum([{ probability: '0.3333333333333333333' }]).invalid).toEqual([0]);
  });
  it('is the HMAC of client_seed:nonce, reproducible, and picks by cumulative probability at exact boundaries', () => {
    const a = rollOf('seed', 'client', 1);
    expect(rollOf('seed', 'client', 1)).toEqual(a);
    expect(rollOf('seed', 'client', 2).text).not.toBe(a.text);
    expect(Number(a.text)).toBeGreaterThanOrEqual(0);
    expect(Number(a.text)).toBeLessThan(1);
    const prizes = [
      { slot: 1, probability: '0.5' },
      { slot: 2, probability: '0.5' },
    ];
    expect(pickSlot(prizes, 0n).slot).toBe(1);
    expect(pickSlot(prizes, 2n ** 63n - 1n).slot).toBe(1);
    expect(pickSlot(prizes, 2n ** 63n).slot).toBe(2);
    expect(pickSlot(prizes, 2n ** 64n - 1n).slot).toBe(2);
  });
});

describe.each(databaseKinds)('points, sign-in and the prize wheel (%s)', (kind) => {
  let t: TestApp;
  let area: ReturnType<typeof marketingPointsArea>;
  let approve: (approvalId: number, operatorId: number) => Promise<unknown>;
  let service: ApprovalService;
  let maker: { userId: number; userName: string };
  let checker: { userId: number; userName: string };
  let serial = 0;
  const code = (p: string) => `${p}-${Date.now()}-${++serial}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const registry = new ApprovalRegistry();
    service = new ApprovalService(t.database.db, registry);
    area = marketingPointsArea(t.database.db, service);
    registerMarketingPointsApprovalKinds(registry, area);
    approve = (approvalId, operatorId) => service.approve({ approvalId, operatorId, permissions: [WILDCARD_PERMISSION] });
    await addSuperOperator(t.database.db, 'mkt_checker');
    const idOf = async (name: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, name)))[0]!.id;
    maker = { userId: await idOf('admin'), userName: 'admin' };
    checker = { userId: await idOf('mkt_checker'), userName: 'mkt_checker' };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const fundedBudget = async (amount: string) => {
    const [budget] = await t.database.db.insert(budgets).values({ code: code('B'), name: 'marketing test', currency: 'USDT' }).returning();
    await t.database.db.transaction((tx) => postToBudget(tx, { budgetId: budget!.id, type: 'FUND', amount, refType: 'BUDGET_FUND', refId: budget!.id, refNo: 'F', operatorId: null }));
    return budget!;
  };
  const balanceOf = async (memberId: number) => (await t.database.db.select().from(pointsAccounts).where(eq(pointsAccounts.memberId, memberId)))[0]?.balance ?? 0;

  it('concurrent grants and exchanges: the balance equals the sum of its log, stock never below zero', async () => {
    const member = await addMember(t.database.db, 'pts');
    const [item] = await t.database.db.insert(pointsItems).values({ code: code('I'), name: 'Mug', costPoints: 30, benefitKind: 'MERCH', stock: 3, perMemberLimit: 10, status: 'ON' }).returning();
    await Promise.all(Array.from({ length: 8 }, () => area.points.grant({ memberId: member, points: 20, reasonCode: 'CAMPAIGN' }, maker)));
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => area.points.exchange(member, item!.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const [after] = await t.database.db.select().from(pointsItems).where(eq(pointsItems.id, item!.id));
    expect(after!.stock).toBe(0);
    expect(await balanceOf(member)).toBe(8 * 20 - 3 * 30);
    expect(await pointsMismatches(t)).toEqual([]);
  });

  it('stock never below zero when many members race for the last units', async () => {
    const [item] = await t.database.db.insert(pointsItems).values({ code: code('I'), name: 'Voucher', costPoints: 5, benefitKind: 'MERCH', stock: 2, perMemberLimit: 1, status: 'ON' }).returning();
    const racers = await Promise.all(Array.from({ length: 5 }, () => addMember(t.database.db, 'race')));
    for (const m of racers) await area.points.grant({ memberId: m, points: 10, reasonCode: 'SEED' }, maker);
    const results = await Promise.allSettled(racers.map((m) => area.points.exchange(m, item!.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as { data: { reason: string } }).data.reason).toBe('marketing.outOfStock');
    expect((await t.database.db.select().from(pointsItems).where(eq(pointsItems.id, item!.id)))[0]!.stock).toBe(0);
    // Cancelling refunds the points and the unit; a second cancel is refused.
    const placed = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ id: number; memberId: number }>).value;
    await area.points.cancelExchange(placed.id, 'member asked', maker);
    expect(await balanceOf(placed.memberId)).toBe(10);
    expect((await errorOf(area.points.cancelExchange(placed.id, 'again', maker))).data?.reason).toBe('record.wrongState');
    expect((await t.database.db.select().from(pointsItems).where(eq(pointsItems.id, item!.id)))[0]!.stock).toBe(1);
    expect(await pointsMismatches(t)).toEqual([]);
  });

  it('reversal is a negative log row, once, and never below zero', async () => {
    const member = await addMember(t.database.db, 'rev');
    const a = await area.points.grant({ memberId: member, points: 50, reasonCode: 'GOODWILL' }, maker);
    const [grant] = await t.database.db.execute(sql`select id from mkt_points_grant where grant_no = ${a.grantNo}`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const twice = await Promise.allSettled([area.points.reverse(Number(grant!.id), 'wrong member', maker), area.points.reverse(Number(grant!.id), 'wrong member', maker)]);
    expect(twice.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(member)).toBe(0);
    const logs = await t.database.db.select().from(pointsLogs).where(eq(pointsLogs.memberId, member));
    expect(logs.map((l) => [l.source, l.change, l.balanceAfter]).sort()).toEqual([['GRANT', 50, 50], ['REVERSAL', -50, 0]]);
    // A spent grant cannot be reversed below zero.
    const spent = await addMember(t.database.db, 'rev');
    const b = await area.points.grant({ memberId: spent, points: 40, reasonCode: 'GOODWILL' }, maker);
    const [item] = await t.database.db.insert(pointsItems).values({ code: code('I'), name: 'Pen', costPoints: 30, benefitKind: 'MERCH', stock: 5, perMemberLimit: 1, status: 'ON' }).returning();
    await area.points.exchange(spent, item!.id);
    const [g2] = await t.database.db.execute(sql`select id from mkt_points_grant where grant_no = ${b.grantNo}`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    expect((await errorOf(area.points.reverse(Number(g2!.id), 'oops', maker))).data?.reason).toBe('marketing.pointsInsufficient');
    expect(await balanceOf(spent)).toBe(10);
  });

  it('a grant above the threshold waits for a second operator; a batch reports every member', async () => {
    const member = await addMember(t.database.db, 'big');
    const big = await area.points.grant({ memberId: member, points: 50_000, reasonCode: 'VIP' }, maker);
    expect(big.status).toBe('PENDING_APPROVAL');
    expect(await balanceOf(member)).toBe(0);
    await expect(approve(big.approvalId!, maker.userId)).rejects.toThrow();
    await approve(big.approvalId!, checker.userId);
    expect(await balanceOf(member)).toBe(50_000);
    const other = await addMember(t.database.db, 'batch');
    const started = await area.batches.create({ members: `${member}\n${other}\nnobody_here`, points: 5, reasonCode: 'BATCH' }, maker, undefined);
    expect(started).toMatchObject({ total: 3, failed: 1 });
    expect(await balanceOf(other)).toBe(0); // stored, not yet run
    expect(await area.batches.run(started.batchId)).toBe(true);
    const batch = (await area.batches.progress(started.batchId))!;
    expect(batch).toMatchObject({ total: 3, succeeded: 2, failed: 1, status: 'DONE_WITH_ERRORS' });
    expect(batch.items[2]).toMatchObject({ memberRef: 'nobody_here', status: 'FAILED', error: { reason: 'finance.memberMissing' } });
    expect(await balanceOf(other)).toBe(5);
    // Above the threshold each member's grant is filed for a second operator, not credited.
    const large = await area.batches.create({ members: `${other}`, points: 60_000, reasonCode: 'BATCH' }, maker, undefined);
    await area.batches.run(large.batchId);
    const filed = (await area.batches.progress(large.batchId))!;
    expect(filed).toMatchObject({ status: 'DONE', succeeded: 1, failed: 0 });
    expect(filed.items[0]).toMatchObject({ status: 'FILED' });
    expect(await balanceOf(other)).toBe(5);
    expect(await pointsMismatches(t)).toEqual([]);
  });

  it('a batch grants each member once, however its list names them, and is measured whole against the threshold', async () => {
    const member = await addMember(t.database.db, 'dup');
    const [{ account }] = (await t.database.db.select({ account: members.account }).from(members).where(eq(members.id, member))) as [{ account: string }];
    // By id and by account: one member, so one grant, and 9,000 stays under the threshold.
    const twice = await area.batches.create({ members: `${member}\n${account}`, points: 9_000, reasonCode: 'BATCH' }, maker, undefined);
    expect(twice).toMatchObject({ total: 2, failed: 1, fourEyes: false });
    await area.batches.run(twice.batchId);
    const named = (await area.batches.progress(twice.batchId))!;
    expect(named).toMatchObject({ status: 'DONE_WITH_ERRORS', succeeded: 1, failed: 1 });
    expect(named.items.map((i) => [i.memberRef, i.status])).toEqual([
      [String(member), 'GRANTED'],
      [account, 'FAILED'],
    ]);
    expect(named.items[1]!.error).toMatchObject({ reason: 'member.batchAlreadyListed', params: { member: account, first: String(member) } });
    expect(await balanceOf(member)).toBe(9_000);

    // Two members at 6,000 each move 12,000: above the threshold, so each grant waits for a second operator.
    const other = await addMember(t.database.db, 'dup');
    const whole = await area.batches.create({ members: `${member}\n${other}\nnobody_here`, points: 6_000, reasonCode: 'BATCH' }, maker, undefined);
    expect(whole).toMatchObject({ total: 3, failed: 1, fourEyes: true });
    await area.batches.run(whole.batchId);
    const filed = (await area.batches.progress(whole.batchId))!;
    expect(filed.items.map((i) => i.status)).toEqual(['FILED', 'FILED', 'FAILED']);
    expect([await balanceOf(member), await balanceOf(other)]).toEqual([9_000, 0]);
    const [waiting] = await t.database.db.select().from(pointsGrants).where(eq(pointsGrants.id, filed.items[1]!.grantId!));
    await expect(approve(waiting!.approvalId!, maker.userId)).rejects.toThrow();
    await approve(waiting!.approvalId!, checker.userId);
    expect(await balanceOf(other)).toBe(6_000);
    expect(await pointsMismatches(t)).toEqual([]);
  });

  it('a rejected or withdrawn large grant ends REJECTED: no grant waits forever, no points move', async () => {
    const member = await addMember(t.database.db, 'rej');
    const statusOf = async (grantNo: string) => (await t.database.db.select().from(pointsGrants).where(eq(pointsGrants.grantNo, grantNo)))[0]!.status;
    const rejected = await area.points.grant({ memberId: member, points: 70_000, reasonCode: 'VIP' }, maker);
    await service.reject({ approvalId: rejected.approvalId!, operatorId: checker.userId, permissions: [WILDCARD_PERMISSION], remark: 'not agreed' });
    expect(await statusOf(rejected.grantNo)).toBe('REJECTED');
    const withdrawn = await area.points.grant({ memberId: member, points: 70_000, reasonCode: 'VIP' }, maker);
    await service.cancel(withdrawn.approvalId!, maker.userId);
    expect(await statusOf(withdrawn.grantNo)).toBe('REJECTED');
    expect(await balanceOf(member)).toBe(0);
    expect(await pointsMismatches(t)).toEqual([]);
  });

  it('signs once per member, campaign and business day, even when many arrive at once; streaks and asset rewards', async () => {
    const member = await addMember(t.database.db, 'sign');
    const campaign = await area.signin.create({ code: code('S'), name: 'Daily', rewardKind: 'POINTS', rewardTable: { days: ['10', '20', '30'], bonusEvery: 2, bonus: '5' }, startsOn: '2026-01-01', endsOn: '2026-12-31' }, maker);
    await expect(area.signin.sign(member, campaign.id, new Date('2026-03-01T10:00:00Z'))).rejects.toMatchObject({ data: { reason: 'marketing.notUnderway' } });
    await area.signin.activate(campaign.id, maker);
    // 2026-03-01T16:30Z is already 2 March in Shanghai.
    const day1 = new Date('2026-03-01T10:00:00Z');
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => area.signin.sign(member, campaign.id, day1)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const day2 = await area.signin.sign(member, campaign.id, new Date('2026-03-01T16:30:00Z'));
    expect(day2).toMatchObject({ signDate: '2026-03-02', streak: 2, reward: '25' });
    expect(await balanceOf(member)).toBe(35);
    expect(await t.database.db.select().from(signinRecords).where(eq(signinRecords.memberId, member))).toHaveLength(2);

    const budget = await fundedBudget('1');
    const cash = await area.signin.create({ code: code('S'), name: 'Cash', rewardKind: 'ASSET', rewardTable: { days: ['0.6'], bonusEvery: 0, bonus: '0' }, startsOn: '2026-01-01', endsOn: '2026-12-31', budgetId: budget.id }, maker);
    await area.signin.activate(cash.id, maker);
    await area.signin.sign(member, cash.id, day1);
    const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.memberId, member));
    expect(wallet!.available).toBe('0.6');
    // The budget has 0.4 left: the next day's 0.6 is refused and nothing is written.
    await expect(area.signin.sign(member, cash.id, new Date('2026-03-01T16:30:00Z'))).rejects.toMatchObject({ data: { reason: 'finance.budgetExhausted' } });
    expect(await t.database.db.select().from(signinRecords).where(eq(signinRecords.campaignId, cash.id))).toHaveLength(1);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    // Early close only while underway.
    await expect(area.signin.closeEarly(cash.id, maker, new Date('2027-02-01T00:00:00Z'))).rejects.toMatchObject({ data: { reason: 'marketing.notUnderway' } });
    expect((await area.signin.closeEarly(cash.id, maker, new Date('2026-06-01T00:00:00Z'))).status).toBe('ENDED');
    await expect(area.signin.closeEarly(cash.id, maker, new Date('2026-06-01T00:00:00Z'))).rejects.toMatchObject({ data: { reason: 'record.wrongState' } });
  });

  const prizes = (overrides: Partial<Record<number, Partial<PrizeInput>>> = {}): PrizeInput[] =>
    [
      { slot: 1, name: 'Thanks', benefitKind: 'NONE', probability: '0.5', stock: null },
      { slot: 2, name: '100 points', benefitKind: 'POINTS', benefitAmount: '100', probability: '0.3', stock: null },
      { slot: 3, name: '1 USDT', benefitKind: 'ASSET', benefitAmount: '1', probability: '0.2', stock: 1 },
    ].map((p) => ({ ...p, ...(overrides[p.slot] ?? {}) }) as PrizeInput);

  const newWheel = async (list = prizes()) => {
    const budget = await fundedBudget('100');
    return area.wheels.create(
      { code: code('W'), name: 'Spring wheel', startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 86_400_000), costKind: 'CHANCE', budgetId: budget.id, fallbackSlot: 1, prizes: list },
      maker,
    );
  };

  it('refuses probabilities that do not sum to exactly 1, naming the sum', async () => {
    const error = await errorOf(newWheel(prizes({ 2: { probability: '0.25' } })));
    expect(error.message).toContain('sum to 0.95');
    expect(error.data).toMatchObject({ reason: 'marketing.oddsSum', params: { sum: '0.95' } });
    const over = await errorOf(newWheel(prizes({ 2: { probability: '0.4' } })));
    expect(over.data?.params).toEqual({ sum: '1.1' });
  });

  it('every allowed and refused wheel transition; publish is four-eyes and commits the seed hash; no edits after publish', async () => {
    const wheel = await newWheel();
    for (const to of ['PAUSED', 'ENDED', 'PUBLISHED'] as const) await expect(area.wheels.move(wheel.id, to, maker)).rejects.toMatchObject({ data: { reason: 'record.wrongState' } });
    const { approvalId } = await area.wheels.requestPublish(wheel.id, maker);
    await expect(approve(approvalId, maker.userId)).rejects.toThrow();
    expect((await t.database.db.select().from(wheels).where(eq(wheels.id, wheel.id)))[0]!.status).toBe('DRAFT');
    await approve(approvalId, checker.userId);
    const [published] = await t.database.db.select().from(wheels).where(eq(wheels.id, wheel.id));
    expect(published!.status).toBe('PUBLISHED');
    expect(published!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(published!.revealedSeed).toBe('');
    await expect(area.wheels.replacePrizes(wheel.id, prizes(), 1, maker)).rejects.toMatchObject({ data: { reason: 'record.notEditable' } });
    await expect(area.wheels.requestPublish(wheel.id, maker)).rejects.toMatchObject({ data: { reason: 'record.wrongState' } });
    expect((await area.wheels.move(wheel.id, 'PAUSED', maker)).status).toBe('PAUSED');
    await expect(area.wheels.move(wheel.id, 'PAUSED', maker)).rejects.toMatchObject({ data: { reason: 'record.wrongState' } });
    expect((await area.wheels.move(wheel.id, 'PUBLISHED', maker)).status).toBe('PUBLISHED');
    expect((await area.wheels.move(wheel.id, 'PAUSED', maker)).status).toBe('PAUSED');
    expect((await area.wheels.move(wheel.id, 'ENDED', maker)).status).toBe('ENDED');
    for (const to of ['PAUSED', 'ENDED', 'PUBLISHED'] as const) await expect(area.wheels.move(wheel.id, to, maker)).rejects.toMatchObject({ data: { reason: 'record.wrongState' } });
    const other = await newWheel();
    await approve((await area.wheels.requestPublish(other.id, maker)).approvalId, checker.userId);
    expect((await area.wheels.move(other.id, 'ENDED', maker)).status).toBe('ENDED');
  });

  it('draws cost a chance, fall back when out of stock, reproduce from the revealed seed, and a changed roll is detected', async () => {
    // Slot 3 is won on almost every roll but has one unit: later picks of it fall back to "Thanks".
    const wheel = await newWheel(prizes({ 1: { probability: '0.05' }, 2: { probability: '0.05' }, 3: { probability: '0.9' } }));
    await approve((await area.wheels.requestPublish(wheel.id, maker)).approvalId, checker.userId);
    const member = await addMember(t.database.db, 'wheel');
    await expect(area.wheels.draw(member, wheel.id, 'c1')).rejects.toMatchObject({ data: { reason: 'marketing.noChance' } });
    const granted = await area.wheels.grantChances({ wheelId: wheel.id, members: String(member), granted: 6, source: 'GRANT', sourceRef: 'spring' }, maker);
    expect(granted.succeeded).toBe(1);
    expect((await area.wheels.grantChances({ wheelId: wheel.id, members: String(member), granted: 6, source: 'GRANT', sourceRef: 'spring' }, maker)).failed).toBe(1);
    const draws = await Promise.all(Array.from({ length: 6 }, (_, i) => area.wheels.draw(member, wheel.id, `client-${i}`)));
    expect(new Set(draws.map((d) => d.nonce)).size).toBe(6);
    await expect(area.wheels.draw(member, wheel.id, 'c7')).rejects.toMatchObject({ data: { reason: 'marketing.noChance' } });
    const [slot3] = await t.database.db.select().from(wheelPrizes).where(eq(wheelPrizes.wheelId, wheel.id)).then((rows) => rows.filter((p) => p.slot === 3));
    expect(slot3!.stockUsed).toBe(1);
    const fellBack = draws.filter((d) => d.fallbackFrom);
    const wonSlot3 = draws.filter((d) => d.prize.slot === 3);
    expect(wonSlot3.length).toBeLessThanOrEqual(1);
    for (const d of fellBack) expect(d).toMatchObject({ prize: { slot: 1 }, fallbackFrom: { slot: 3 } });
    const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.memberId, member));
    expect(wallet?.available ?? '0').toBe(wonSlot3.length ? '1' : '0');
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    expect(await pointsMismatches(t)).toEqual([]);

    await expect(area.wheels.verify(draws[0]!.id)).rejects.toMatchObject({ data: { reason: 'marketing.seedNotRevealed' } });
    const ended = await area.wheels.move(wheel.id, 'ENDED', maker);
    expect(ended.revealedSeed).toMatch(/^[0-9a-f]{64}$/);
    for (const d of draws) expect(await area.wheels.verify(d.id)).toMatchObject({ valid: true, hashMatches: true, rollMatches: true, prizeMatches: true });
    await t.database.db.update(wheelDraws).set({ roll: '0.5' }).where(eq(wheelDraws.id, draws[0]!.id));
    expect(await area.wheels.verify(draws[0]!.id)).toMatchObject({ valid: false, rollMatches: false });
    const distribution = await area.wheels.distribution(wheel.id);
    expect(distribution.draws).toBe(6);
    expect(distribution.prizes.reduce((s, p) => s + p.count, 0)).toBe(6);
  });

  it('through the routes: send integral, the sum, a wheel filed for publishing, the demo draws verify and the odds', async () => {
    const token = await t.signIn('admin');
    const call = async (method: string, path: string, payload?: Record<string, unknown>) => {
      const res = await t.app.inject(
        method === 'GET'
          ? { method: 'GET', url: `${api(path)}?${new URLSearchParams(payload as Record<string, string>)}`, headers: bearer(token) }
          : { method: 'POST', url: api(path), headers: bearer(token), payload },
      );
      return res.json() as { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const strip = (path: string) => path;
    const grantEp = actionEndpointOf(pointsLogResource, 'grant', pointsLogResource.actions.grant);
    const member = await addMember(t.database.db, 'http');
    const granted = await call('POST', strip(grantEp.path), { memberId: member, points: 70, reasonCode: 'HTTP' });
    expect(granted.code, granted.msg).toBe(0);
    const sum = await call('GET', `${API_PREFIX}/${POINTS_SUM_PATH}`, { memberId: String(member) });
    expect(sum.data).toEqual({ total: 70, rows: 1 });
    expect((await call('GET', `${API_PREFIX}/${POINTS_SUM_PATH}`, { memberId: String(member), source: 'GRANT,SIGNIN' })).data).toEqual({ total: 70, rows: 1 });
    expect((await call('GET', `${API_PREFIX}/${POINTS_SUM_PATH}`, { memberId: String(member), source: 'SIGNIN' })).data).toEqual({ total: 0, rows: 0 });
    // A source no row can have is refused naming the filter, not sent to the database (a NUL failed the statement).
    const odd = await call('GET', `${API_PREFIX}/${POINTS_SUM_PATH}`, { memberId: String(member), source: 'a\u0000b' });
    expect(odd.code).toBe(400);
    expect(Object.keys(odd.data.fields).join()).toMatch(/^source/);
    const listEp = endpointOf(pointsLogResource, 'list');
    const list = await call(listEp.method, listEp.path, { memberId: String(member) });
    expect(list.code, list.msg).toBe(0);
    expect(list.data.list[0]).toMatchObject({ change: 70, balanceAfter: 70, source: 'GRANT' });
    const reversed = await call('POST', strip(actionEndpointOf(pointsLogResource, 'reverse', pointsLogResource.actions.reverse).path), { id: list.data.list[0].id, reason: 'test' });
    expect(reversed.data).toMatchObject({ status: 'REVERSED', balanceAfter: 0 });

    const [draft] = await t.database.db.select().from(wheels).where(eq(wheels.code, 'DEMO-WHEEL-DRAFT'));
    const filed = await call('POST', strip(actionEndpointOf(wheelResource, 'publish', wheelResource.actions.publish).path), { id: draft!.id });
    expect(filed.code, filed.msg).toBe(0);
    expect(filed.data.approvalId).toBeGreaterThan(0);
    const [filedRow] = await t.database.db.execute(sql`select summary from sys_approval where id = ${filed.data.approvalId}`).then((r) => (r as unknown as { rows: { summary: Record<string, string> }[] }).rows);
    expect(filedRow!.summary.en).toContain('Thanks for playing 0.6, 50 points 0.3');
    const wheelEp = endpointOf(wheelResource, 'list');
    const wheelRows = await call(wheelEp.method, wheelEp.path, {});
    expect(JSON.stringify(wheelRows.data)).not.toContain('serverSeed"');

    const [ended] = await t.database.db.select().from(wheels).where(eq(wheels.code, 'DEMO-WHEEL-ENDED'));
    const drawEp = endpointOf(wheelDrawResource, 'list');
    const draws = await call(drawEp.method, drawEp.path, { wheelId: String(ended!.id) });
    expect(draws.code, draws.msg).toBe(0);
    expect(draws.data.total).toBeGreaterThan(0);
    const verifyEp = actionEndpointOf(wheelDrawResource, 'verify', wheelDrawResource.actions.verify);
    const verified = await call(verifyEp.method, strip(verifyEp.path), { id: String(draws.data.list[0].id) });
    expect(verified.data).toMatchObject({ valid: true });
    const odds = await call('GET', `${API_PREFIX}/${WHEEL_ODDS_PATH}`, { id: String(ended!.id) });
    expect(odds.data.draws).toBe(draws.data.total);

    // The create forms: prize lines (a wrong sum is named) and a campaign's reward table.
    const createWheel = actionEndpointOf(wheelResource, 'create', wheelResource.actions.create);
    const base = { code: code('HW'), name: 'Form wheel', startsAt: new Date(Date.now() - 1000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString(), costKind: 'POINTS', costPoints: 10, fallbackSlot: 1 };
    const wrong = await call('POST', createWheel.path, { ...base, prizes: '1|Thanks|NONE|0|0.7|\n2|10 points|POINTS|10|0.2|5' });
    expect(wrong.msg).toContain('sum to 0.9');
    const made = await call('POST', createWheel.path, { ...base, prizes: '1|Thanks|NONE|0|0.7|\n2|10 points|POINTS|10|0.3|5' });
    expect(made.code, made.msg).toBe(0);
    const createCampaign = actionEndpointOf(signinCampaignResource, 'create', signinCampaignResource.actions.create);
    const campaign = await call('POST', createCampaign.path, { code: code('HS'), name: 'Form campaign', rewardKind: 'POINTS', days: '5, 10, 15', bonusEvery: 3, bonus: '20', startsOn: '2026-01-01', endsOn: '2026-12-31' });
    expect(campaign.code, campaign.msg).toBe(0);
    const badCampaign = await call('POST', createCampaign.path, { code: code('HS'), name: 'Bad', rewardKind: 'POINTS', days: '5.5', bonusEvery: 0, bonus: '0', startsOn: '2026-02-01', endsOn: '2026-01-01' });
    expect(badCampaign.msg).toContain('whole numbers');
    expect(badCampaign.msg).toContain('endsOn');
  });

  it('a points-cost draw without enough points is refused and writes nothing', async () => {
    const budget = await fundedBudget('10');
    const wheel = await area.wheels.create(
      { code: code('WP'), name: 'Points wheel', startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 86_400_000), costKind: 'POINTS', costPoints: 100, budgetId: budget.id, fallbackSlot: 1, prizes: prizes({ 1: { probability: '0' }, 2: { probability: '0' }, 3: { probability: '1' } }) },
      maker,
    );
    await approve((await area.wheels.requestPublish(wheel.id, maker)).approvalId, checker.userId);
    const member = await addMember(t.database.db, 'poor');
    await area.points.grant({ memberId: member, points: 150, reasonCode: 'SEED' }, maker);
    const first = await area.wheels.draw(member, wheel.id, 'x');
    expect(first.prize.slot).toBe(3);
    await expect(area.wheels.draw(member, wheel.id, 'x')).rejects.toMatchObject({ data: { reason: 'marketing.pointsInsufficient' } });
    expect(await t.database.db.select().from(wheelDraws).where(eq(wheelDraws.wheelId, wheel.id))).toHaveLength(1);
    const [slot3] = (await t.database.db.select().from(wheelPrizes).where(eq(wheelPrizes.wheelId, wheel.id))).filter((p) => p.slot === 3);
    expect(slot3!.stockUsed).toBe(1);
    expect(await balanceOf(member)).toBe(50);
    expect(await pointsMismatches(t)).toEqual([]);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it("sums the integral records over the caller's members only, as its list shows them", async () => {
    const admin = await t.signIn('admin');
    const as = async (token: string, method: 'GET' | 'POST', path: string, payload: Record<string, unknown>) =>
      (
        await t.app.inject(
          method === 'GET'
            ? { method, url: `${api(path)}?${new URLSearchParams(payload as Record<string, string>)}`, headers: bearer(token) }
            : { method, url: api(path), headers: bearer(token), payload },
        )
      ).json() as { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    // A viewer whose role reaches the members assigned to them (`self`), one member of theirs, one not.
    const role = await addRole(t.database.db, { dataScope: 'self', permissions: ['marketing/points/list'] });
    const viewer = await addUser(t.database.db, `points_self_${Date.now()}`, null, [role]);
    const [mine, other] = [await addMember(t.database.db, 'ps'), await addMember(t.database.db, 'ps')];
    await t.database.db.update(members).set({ operatorId: viewer }).where(eq(members.id, mine));
    const grant = actionEndpointOf(pointsLogResource, 'grant', pointsLogResource.actions.grant);
    const since = new Date().toISOString();
    for (const [memberId, points] of [[mine, 30], [other, 500]] as const) {
      expect((await as(admin, 'POST', grant.path, { memberId, points, reasonCode: 'SCOPE' })).code).toBe(0);
    }
    const token = await t.signIn((await t.database.db.select({ name: users.userName }).from(users).where(eq(users.id, viewer)))[0]!.name);
    const sum = await as(token, 'GET', `${API_PREFIX}/${POINTS_SUM_PATH}`, { createdAtFrom: since });
    const list = endpointOf(pointsLogResource, 'list');
    const listed = await as(token, list.method as 'GET' | 'POST', list.path, { createdAtFrom: since });
    expect(listed.data.list.map((r: { memberId: number }) => r.memberId)).toEqual([mine]);
    expect(sum.data).toEqual({ total: 30, rows: 1 });
    // Asked by the other member's id, the footer has nothing to add up, like the list.
    expect((await as(token, 'GET', `${API_PREFIX}/${POINTS_SUM_PATH}`, { memberId: String(other) })).data).toEqual({ total: 0, rows: 0 });
  });

  it("grants wheel chances only to the members the caller reaches, each refusal with a reason the console words", async () => {
    const role = await addRole(t.database.db, { dataScope: 'self', permissions: ['marketing/wheel-chance/grant'] });
    const userName = `chances_self_${Date.now()}`;
    const viewer = await addUser(t.database.db, userName, null, [role]);
    const [mine, other] = [await addMember(t.database.db, 'wc'), await addMember(t.database.db, 'wc')];
    await t.database.db.update(members).set({ operatorId: viewer }).where(eq(members.id, mine));
    const [wheel] = await t.database.db.select().from(wheels).where(eq(wheels.code, 'DEMO-WHEEL-DRAFT'));
    const grant = actionEndpointOf(wheelResource, 'grantChances', wheelResource.actions.grantChances);
    const send = async () =>
      (await t.app.inject({ method: 'POST', url: api(grant.path), headers: bearer(await t.signIn(userName)), payload: { id: wheel!.id, members: `${mine}\n${other}\nnobody_${Date.now()}`, granted: 2, sourceRef: 'scope' } })).json().data;
    const first = await send();
    expect(first).toMatchObject({ total: 3, succeeded: 1, failed: 2 });
    expect(first.items.map((i: { status: string; error: { reason: string } | null }) => [i.status, i.error?.reason ?? null])).toEqual([
      ['GRANTED', null],
      ['FAILED', 'access.outsideScope'],
      ['FAILED', 'finance.memberMissing'],
    ]);
    expect(await t.database.db.select({ memberId: wheelChances.memberId }).from(wheelChances).where(eq(wheelChances.sourceRef, 'scope'))).toEqual([{ memberId: mine }]);
    // A repeat under the same source reference grants nothing more, and says why.
    expect((await send()).items[0]).toMatchObject({ status: 'FAILED', error: { reason: 'marketing.chancesAlreadyGranted', params: { member: String(mine), sourceRef: 'scope' } } });
  });
});
