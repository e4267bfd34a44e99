import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionEndpointOf, endpointOf, WILDCARD_PERMISSION, type CrudOp, type ResourceDefinition } from '@ledgerdesk/shared';
import { couponTemplateResource } from '@ledgerdesk/shared/resources/marketing/coupon-template';
import { pointsItemResource } from '@ledgerdesk/shared/resources/marketing/points';
import { redeemBatchResource } from '@ledgerdesk/shared/resources/marketing/redeem-batch';
import { wheelResource } from '@ledgerdesk/shared/resources/marketing/wheel';
import { benefitIssues, budgets, coupons, pointsExchanges, pointsItems, pointsLogs, redeemBatches, trialGrants, trialTemplates, users, wallets, wheelChances, wheelDraws, wheelPrizes } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { ApprovalRegistry } from '../approval/approval-registry';
import { ApprovalService } from '../approval/approval-service';
import { ConfigParams } from '../config/config-params';
import { postToBudget } from '../finance/budget-ledger';
import { addMember, addSuperOperator, ledgerMismatches } from '../finance/finance-test-kit';
import { RedeemService } from '../marketing-codes/redeem-service';
import { marketingPointsArea, registerMarketingPointsApprovalKinds } from '../marketing-points/routes';
import type { BenefitToIssue } from './issue-benefit';
import { issueBenefit } from './issue-benefit';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: { code: number; msg: string; data: any } };

/** Every points balance equals the sum of its log (and none is below zero). */
async function pointsMismatches(t: TestApp): Promise<unknown[]> {
  const result = await t.database.db.execute(sql`
    select a.member_id from mkt_points_account a left join mkt_points_log l on l.member_id = a.member_id
      group by a.member_id, a.balance having a.balance <> coalesce(sum(l.change), 0) or a.balance < 0`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe.each(databaseKinds)('marketing benefits: codes give points, wheels and the points shop give coupons and trial fund (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let area: ReturnType<typeof marketingPointsArea>;
  let redeem: RedeemService;
  let approve: (approvalId: number) => Promise<unknown>;
  let maker: { userId: number; userName: string };
  let serial = 0;
  const code = (p: string) => `${p}-${kind}-${++serial}`;
  const db = () => t.database.db;

  const send = async (method: string, path: string, payload?: object): Promise<Answer> => {
    const res = await t.app.inject({ method: method as 'POST', url: api(path), headers: bearer(admin), payload });
    return { status: res.statusCode, body: res.json() };
  };
  const act = (definition: ResourceDefinition, name: string, payload: object) => {
    const { method, path } = actionEndpointOf(definition, name, definition.actions![name]!);
    return send(method, path, payload);
  };
  const op = (definition: ResourceDefinition, name: CrudOp, payload: object) => {
    const { method, path } = endpointOf(definition, name);
    return send(method, path, payload);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await addSuperOperator(db(), 'benefit_checker');
    admin = await t.signIn('admin');
    const idOf = async (name: string) => (await db().select({ id: users.id }).from(users).where(eq(users.userName, name)))[0]!.id;
    const checkerId = await idOf('benefit_checker');
    maker = { userId: await idOf('admin'), userName: 'admin' };
    const registry = new ApprovalRegistry();
    const service = new ApprovalService(db(), registry);
    area = marketingPointsArea(db(), service);
    registerMarketingPointsApprovalKinds(registry, area);
    redeem = new RedeemService(db(), service, new ConfigParams(db()));
    registry.register(redeem.approvalHandler());
    approve = (approvalId) => service.approve({ approvalId, operatorId: checkerId, permissions: [WILDCARD_PERMISSION] });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const fundedBudget = async (amount = '10000') => {
    const [budget] = await db().insert(budgets).values({ code: code('BB'), name: 'benefit test', currency: 'USDT' }).returning();
    await db().transaction((tx) => postToBudget(tx, { budgetId: budget!.id, type: 'FUND', amount, refType: 'BUDGET_FUND', refId: budget!.id, refNo: 'F', operatorId: null }));
    return budget!.id;
  };
  const couponTemplate = async (status: 'DRAFT' | 'PUBLISHED' = 'PUBLISHED', perMemberLimit = 5) => {
    const budgetId = await fundedBudget();
    const templateCode = code('CT');
    const created = await op(couponTemplateResource, 'add', { code: templateCode, name: 'Coupon', kind: 'FEE_DISCOUNT', budgetId, valueRate: '0.5', valueCap: '10', minSpend: '0', validDays: 7, totalLimit: 100, perMemberLimit });
    expect(created.body.code, created.body.msg).toBe(0);
    if (status === 'PUBLISHED') expect((await act(couponTemplateResource, 'publish', { id: created.body.data.id })).body.code).toBe(0);
    return { id: created.body.data.id as number, code: templateCode };
  };
  const trialTemplate = async (status: 'ACTIVE' | 'PAUSED' = 'ACTIVE', maxPerMember = 5) => {
    const budgetId = await fundedBudget();
    const [row] = await db().insert(trialTemplates).values({ code: code('TT'), name: 'Trial', currency: 'USDT', amount: '25', validityDays: 7, maxPerMember, budgetId, status }).returning();
    return row!;
  };
  const coinWheel = async (prize: { benefitKind: 'COUPON' | 'TRIAL_FUND'; templateCode: string }) => {
    const wheel = await area.wheels.create(
      {
        code: code('W'),
        name: 'Benefit wheel',
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 86_400_000),
        costKind: 'CHANCE',
        fallbackSlot: 1,
        prizes: [
          { slot: 1, name: 'Thanks', benefitKind: 'NONE', probability: '0', stock: null },
          { slot: 2, name: 'The prize', ...prize, probability: '1', stock: null },
        ],
      },
      maker,
    );
    await approve((await area.wheels.requestPublish(wheel.id, maker)).approvalId);
    return wheel;
  };
  const countOf = async (table: typeof coupons | typeof trialGrants, memberId: number) => (await db().select({ n: count() }).from(table).where(eq(table.memberId, memberId)))[0]!.n;

  it('the dispatcher credits one origin once, whatever the kind, under 4 concurrent repeats', async () => {
    const coupon = await couponTemplate();
    const trial = await trialTemplate();
    const budgetId = await fundedBudget('100');
    const cases: BenefitToIssue[] = [
      { kind: 'POINTS', points: 40 },
      { kind: 'COUPON', couponTemplateId: coupon.id },
      { kind: 'TRIAL_FUND', trialTemplateId: trial.id },
      { kind: 'ASSET', asset: { budgetId, currency: 'USDT', amount: '3', moneyType: 'LOTTERY_PRIZE' } },
    ];
    for (const [i, benefit] of cases.entries()) {
      const member = await addMember(db(), 'bd');
      // A redemption's type, with ids far above any real redemption's in this database.
      const origin = { refType: 'REDEEM_CODE' as const, refId: 1_000_000 * (serial + 1) + i, refNo: `BT${i}`, memberId: member, pointsSource: 'GRANT' as const, couponVia: 'GRANT' as const, note: 'repeat test' };
      const answers = await Promise.all(Array.from({ length: 4 }, () => db().transaction((tx) => issueBenefit(tx, benefit, origin))));
      expect(answers.filter((a) => a.issued), benefit.kind).toHaveLength(1);
      expect(new Set(answers.map((a) => a.benefitRef)).size, benefit.kind).toBe(1);
      const [issues] = await db().select({ n: count() }).from(benefitIssues).where(and(eq(benefitIssues.refType, origin.refType), eq(benefitIssues.refId, origin.refId)));
      expect(issues!.n).toBe(1);
      const points = await db().select().from(pointsLogs).where(eq(pointsLogs.memberId, member));
      expect(points.map((p) => p.change)).toEqual(benefit.kind === 'POINTS' ? [40] : []);
      expect(await countOf(coupons, member)).toBe(benefit.kind === 'COUPON' ? 1 : 0);
      expect(await countOf(trialGrants, member)).toBe(benefit.kind === 'TRIAL_FUND' ? 1 : 0);
      const [wallet] = await db().select().from(wallets).where(eq(wallets.memberId, member));
      if (benefit.kind === 'ASSET') expect(Number(wallet!.available)).toBe(3);
      if (benefit.kind === 'TRIAL_FUND') expect(Number(wallet!.trial)).toBe(25);
    }
    expect(await pointsMismatches(t)).toEqual([]);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('a POINTS code batch: 4 members redeem one code at once, one is credited, keyed by the redemption', async () => {
    const created = await act(redeemBatchResource, 'create', { name: 'Points codes', benefitKind: 'POINTS', points: 120, count: 2, perMemberLimit: 1, validDays: 7 });
    expect(created.body.code, created.body.msg).toBe(0);
    const batchId = created.body.data.id as number;
    expect((await db().select().from(redeemBatches).where(eq(redeemBatches.id, batchId)))[0]).toMatchObject({ benefitKind: 'POINTS', points: 120 });
    expect((await act(redeemBatchResource, 'generate', { id: batchId })).body.data).toMatchObject({ ready: true });
    const { codes } = await redeem.mintCodes(batchId, maker);
    const racers = await Promise.all(Array.from({ length: 4 }, () => addMember(db(), 'rp')));
    const results = await Promise.allSettled(racers.map((memberId) => redeem.redeem({ memberId, code: codes[0]!, ip: '10.0.0.1' })));
    const won = results.filter((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ id: number; memberId: number }>[];
    expect(won).toHaveLength(1);
    const logs = await db().select().from(pointsLogs).where(eq(pointsLogs.refType, 'REDEEM_CODE'));
    const record = won[0]!.value;
    expect(logs.filter((l) => l.refId === record.id)).toEqual([expect.objectContaining({ memberId: record.memberId, change: 120, source: 'REDEEM_CODE' })]);
    expect(logs.filter((l) => racers.includes(l.memberId))).toHaveLength(1);
    expect(await pointsMismatches(t)).toEqual([]);
    // Points are not money: a points batch is measured against the points threshold, not a currency's.
    const large = await act(redeemBatchResource, 'create', { name: 'Many points', benefitKind: 'POINTS', points: 5000, count: 10, perMemberLimit: 1, validDays: 7 });
    expect((await act(redeemBatchResource, 'generate', { id: large.body.data.id })).body.data).toMatchObject({ ready: false, approvalId: expect.any(Number) });
  });

  it('a COUPON wheel prize: 4 draws at once on one chance give one draw and one coupon (issued via WHEEL)', async () => {
    const template = await couponTemplate();
    const wheel = await coinWheel({ benefitKind: 'COUPON', templateCode: template.code });
    const member = await addMember(db(), 'wc');
    await area.wheels.grantChances({ wheelId: wheel.id, members: String(member), granted: 1, source: 'GRANT', sourceRef: 'once' }, maker);
    const results = await Promise.allSettled(Array.from({ length: 4 }, (_, i) => area.wheels.draw(member, wheel.id, `seed-${i}`)));
    const drawn = results.filter((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ id: number; benefitRef: string }>[];
    expect(drawn).toHaveLength(1);
    const memberCoupons = await db().select().from(coupons).where(eq(coupons.memberId, member));
    expect(memberCoupons).toEqual([expect.objectContaining({ templateId: template.id, issuedVia: 'WHEEL', status: 'UNUSED' })]);
    expect(drawn[0]!.value.benefitRef).toBe(`coupon:${memberCoupons[0]!.couponNo}`);
    expect((await db().select().from(wheelDraws).where(eq(wheelDraws.id, drawn[0]!.value.id)))[0]!.benefitRef).toBe(`coupon:${memberCoupons[0]!.couponNo}`);
  });

  it('a won prize whose benefit cannot be issued now records the published fallback: the chance is used, nothing half-issued, the stock given back', async () => {
    const template = await couponTemplate('PUBLISHED', 1);
    const wheel = await coinWheel({ benefitKind: 'COUPON', templateCode: template.code });
    const member = await addMember(db(), 'wf');
    await area.wheels.grantChances({ wheelId: wheel.id, members: String(member), granted: 2, source: 'GRANT', sourceRef: 'limit' }, maker);
    const first = await area.wheels.draw(member, wheel.id, 'first');
    expect(first).toMatchObject({ prize: { slot: 2 }, fallbackFrom: null });
    // The template gives one coupon per member: the second win cannot be issued.
    const second = await area.wheels.draw(member, wheel.id, 'second');
    expect(second).toMatchObject({ prize: { slot: 1, name: 'Thanks' }, fallbackFrom: { slot: 2, name: 'The prize' }, benefitRef: '' });
    const [stored] = await db().select().from(wheelDraws).where(eq(wheelDraws.id, second.id));
    const prizes = await db().select().from(wheelPrizes).where(eq(wheelPrizes.wheelId, wheel.id));
    const slotOf = (id: number | null) => prizes.find((p) => p.id === id)?.slot;
    expect({ won: slotOf(stored!.prizeId), from: slotOf(stored!.fallbackFromPrizeId), benefitRef: stored!.benefitRef }).toEqual({ won: 1, from: 2, benefitRef: '' });
    expect(Object.fromEntries(prizes.map((p) => [p.slot, p.stockUsed]))).toEqual({ 1: 1, 2: 1 });
    expect(await db().select().from(coupons).where(eq(coupons.memberId, member))).toHaveLength(1);
    const [chances] = await db().select().from(wheelChances).where(eq(wheelChances.memberId, member));
    expect(chances).toMatchObject({ granted: 2, used: 2 });
  });

  it('a TRIAL_FUND wheel prize: each draw grants once from the template budget; the trial wallet equals its log', async () => {
    const template = await trialTemplate();
    const wheel = await coinWheel({ benefitKind: 'TRIAL_FUND', templateCode: template.code });
    const member = await addMember(db(), 'wt');
    await area.wheels.grantChances({ wheelId: wheel.id, members: String(member), granted: 2, source: 'GRANT', sourceRef: 'twice' }, maker);
    const results = await Promise.allSettled(Array.from({ length: 4 }, (_, i) => area.wheels.draw(member, wheel.id, `t-${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const grants = await db().select().from(trialGrants).where(eq(trialGrants.memberId, member));
    expect(grants).toHaveLength(2);
    const [wallet] = await db().select().from(wallets).where(eq(wallets.memberId, member));
    expect(Number(wallet!.trial)).toBe(50);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('points items issue a coupon or trial fund at the exchange: 4 exchanges at once within a limit of 1 give one, FULFILLED with its reference', async () => {
    const coupon = await couponTemplate();
    const trial = await trialTemplate();
    for (const benefit of [{ benefitKind: 'COUPON', couponTemplateId: coupon.id }, { benefitKind: 'TRIAL_FUND', trialTemplateId: trial.id }] as const) {
      const added = await op(pointsItemResource, 'add', { code: code('PI'), name: 'Benefit item', costPoints: 50, stock: 10, perMemberLimit: 1, ...benefit });
      expect(added.body.code, added.body.msg).toBe(0);
      const itemId = added.body.data.id as number;
      await db().update(pointsItems).set({ status: 'ON' }).where(eq(pointsItems.id, itemId));
      const member = await addMember(db(), 'px');
      await area.points.grant({ memberId: member, points: 500, reasonCode: 'TEST' }, maker);
      const results = await Promise.allSettled(Array.from({ length: 4 }, () => area.points.exchange(member, itemId)));
      const done = results.filter((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ id: number; status: string; fulfilmentRef: string }>[];
      expect(done, benefit.benefitKind).toHaveLength(1);
      expect(done[0]!.value.status).toBe('FULFILLED');
      if (benefit.benefitKind === 'COUPON') {
        const issued = await db().select().from(coupons).where(eq(coupons.memberId, member));
        expect(issued).toEqual([expect.objectContaining({ templateId: coupon.id, issuedVia: 'POINTS' })]);
        expect(done[0]!.value.fulfilmentRef).toBe(`coupon:${issued[0]!.couponNo}`);
      } else {
        const grants = await db().select().from(trialGrants).where(eq(trialGrants.memberId, member));
        expect(grants).toHaveLength(1);
        expect(done[0]!.value.fulfilmentRef).toBe(`trial-grant:${grants[0]!.grantNo}`);
      }
      const spent = await db().select().from(pointsLogs).where(and(eq(pointsLogs.memberId, member), eq(pointsLogs.source, 'EXCHANGE')));
      expect(spent.map((l) => l.change)).toEqual([-50]);
      // A fulfilled exchange is never cancelled (the benefit is out): refused, nothing refunded.
      await expect(area.points.cancelExchange(done[0]!.value.id, 'changed mind', maker)).rejects.toMatchObject({ data: { reason: 'record.wrongState' } });
      expect((await db().select().from(pointsExchanges).where(eq(pointsExchanges.memberId, member))).length).toBe(1);
    }
    expect(await pointsMismatches(t)).toEqual([]);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('a benefit the owning service refuses (trial limit reached) rolls the whole exchange back: points and stock stay', async () => {
    const trial = await trialTemplate('ACTIVE', 1);
    const added = await op(pointsItemResource, 'add', { code: code('PL'), name: 'Trial item', costPoints: 10, stock: 5, perMemberLimit: 5, benefitKind: 'TRIAL_FUND', trialTemplateId: trial.id });
    await db().update(pointsItems).set({ status: 'ON' }).where(eq(pointsItems.id, added.body.data.id));
    const member = await addMember(db(), 'pl');
    await area.points.grant({ memberId: member, points: 100, reasonCode: 'TEST' }, maker);
    await area.points.exchange(member, added.body.data.id);
    await expect(area.points.exchange(member, added.body.data.id)).rejects.toMatchObject({ data: { reason: 'member.trialMaxPerMember' } });
    expect((await db().select().from(pointsItems).where(eq(pointsItems.id, added.body.data.id)))[0]!.stock).toBe(4);
    expect((await db().select().from(pointsLogs).where(eq(pointsLogs.memberId, member))).reduce((s, l) => s + l.change, 0)).toBe(90);
  });

  it('puts an item on sale and takes it off once each: a second click at the same time is refused, not taken as a switch back', async () => {
    const added = await op(pointsItemResource, 'add', { code: code('PS'), name: 'Switched item', costPoints: 10, stock: 5, perMemberLimit: 1, benefitKind: 'MERCH' });
    const id = added.body.data.id as number;
    const statusOf = async () => (await db().select().from(pointsItems).where(eq(pointsItems.id, id)))[0]!.status;
    expect(await statusOf()).toBe('OFF');
    const onSale = await Promise.all([act(pointsItemResource, 'putOnSale', { id }), act(pointsItemResource, 'putOnSale', { id })]);
    expect(onSale.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await statusOf()).toBe('ON');
    const offSale = await Promise.all([act(pointsItemResource, 'takeOffSale', { id }), act(pointsItemResource, 'takeOffSale', { id })]);
    expect(offSale.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(offSale.find((r) => r.status === 409)!.body.data.reason).toBe('record.wrongState');
    expect(await statusOf()).toBe('OFF');
  });

  it('bad benefit terms are refused with a 400 naming the field, and nothing is written', async () => {
    const draftCoupon = await couponTemplate('DRAFT');
    const pausedTrial = await trialTemplate('PAUSED');
    const refused = async (answer: Answer, field: string, words: string) => {
      expect(answer.status, answer.body.msg).toBe(400);
      expect(Object.keys(answer.body.data.fields)).toEqual([field]);
      expect(answer.body.data.fields[field]).toContain(words);
    };
    const batches = (await db().select({ n: count() }).from(redeemBatches))[0]!.n;
    await refused(await act(redeemBatchResource, 'create', { name: 'No points', benefitKind: 'POINTS', count: 1, perMemberLimit: 1, validDays: 1 }), 'points', 'whole number');
    await refused(await act(redeemBatchResource, 'create', { name: 'Draft coupon', benefitKind: 'COUPON', couponTemplateId: draftCoupon.id, count: 1, perMemberLimit: 1, validDays: 1 }), 'couponTemplateId', 'DRAFT');
    await refused(await act(redeemBatchResource, 'create', { name: 'Paused trial', benefitKind: 'TRIAL_FUND', trialTemplateId: pausedTrial.id, count: 1, perMemberLimit: 1, validDays: 1 }), 'trialTemplateId', 'PAUSED');
    expect((await db().select({ n: count() }).from(redeemBatches))[0]!.n).toBe(batches);

    const wheel = (prizeLine: string) =>
      act(wheelResource, 'create', {
        code: code('WB'),
        name: 'Bad',
        startsAt: new Date(Date.now() + 60_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        costKind: 'CHANCE',
        costPoints: 0,
        fallbackSlot: 1,
        prizes: `1|Thanks|NONE||0.5|\n${prizeLine}`,
      });
    await refused(await wheel('2|Coupon|COUPON|NO-SUCH-TEMPLATE|0.5|10'), 'prizes', 'slot 2: coupon template NO-SUCH-TEMPLATE does not exist');
    await refused(await wheel(`2|Coupon|COUPON|${draftCoupon.code}|0.5|10`), 'prizes', 'is DRAFT');
    await refused(await wheel('2|Trial|TRIAL_FUND||0.5|10'), 'prizes', 'slot 2: a trial-fund benefit names its trial template');
    await refused(await wheel(`2|Trial|TRIAL_FUND|${pausedTrial.code}|0.5|10`), 'prizes', 'is PAUSED');

    await refused(await op(pointsItemResource, 'add', { code: code('PB'), name: 'No template', costPoints: 5, stock: 1, perMemberLimit: 1, benefitKind: 'COUPON' }), 'couponTemplateId', 'names its coupon template');
    await refused(await op(pointsItemResource, 'add', { code: code('PB'), name: 'Paused trial', costPoints: 5, stock: 1, perMemberLimit: 1, benefitKind: 'TRIAL_FUND', trialTemplateId: pausedTrial.id }), 'trialTemplateId', 'PAUSED');
  });

  it('a template paused after the wheel was drafted stops the publish request, naming the slot', async () => {
    const template = await couponTemplate();
    const wheel = await area.wheels.create(
      {
        code: code('WP'),
        name: 'Paused later',
        startsAt: new Date(Date.now() + 60_000),
        endsAt: new Date(Date.now() + 86_400_000),
        costKind: 'CHANCE',
        fallbackSlot: 1,
        prizes: [
          { slot: 1, name: 'Thanks', benefitKind: 'NONE', probability: '0.5', stock: null },
          { slot: 2, name: 'Coupon', benefitKind: 'COUPON', templateCode: template.code, probability: '0.5', stock: 3 },
        ],
      },
      maker,
    );
    expect((await act(couponTemplateResource, 'pause', { id: template.id })).body.code).toBe(0);
    await expect(area.wheels.requestPublish(wheel.id, maker)).rejects.toMatchObject({ data: { fields: { prizes: expect.stringContaining('slot 2') } } });
  });
});
