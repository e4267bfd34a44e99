import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionEndpointOf, API_PREFIX, endpointOf, WILDCARD_PERMISSION, type CrudOp, type ResourceDefinition } from '@ledgerdesk/shared';
import {
  COUPON_STATUSES,
  COUPON_TEMPLATE_STATUSES,
  couponMayMove,
  couponTemplateMayMove,
  REDEEM_BATCH_STATUSES,
  REDEEM_CODE_STATUSES,
  REDEEM_FAILURE_LIMIT,
  redeemBatchMayMove,
  redeemCodeMayMove,
} from '@ledgerdesk/shared/resources/marketing/codes-states';
import { COUPON_SEND_PATH, couponResource } from '@ledgerdesk/shared/resources/marketing/coupon';
import { couponTemplateResource } from '@ledgerdesk/shared/resources/marketing/coupon-template';
import { REDEEM_CODES_PATH, redeemBatchResource } from '@ledgerdesk/shared/resources/marketing/redeem-batch';
import { redeemCodeResource } from '@ledgerdesk/shared/resources/marketing/redeem-code';
import { budgetLogs, budgets, coupons, couponTemplates, moneyLogs, operationLogs, redeemBatches, redeemCodes, redeemRecords, trialGrants, trialTemplates, users, wallets } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { ApprovalRegistry } from '../approval/approval-registry';
import { ApprovalService } from '../approval/approval-service';
import { ConfigParams } from '../config/config-params';
import { postToBudget } from '../finance/budget-ledger';
import { addMember, addSuperOperator, ledgerMismatches } from '../finance/finance-test-kit';
import { marketingCodesArea, registerMarketingCodesApprovalKinds } from './routes';
import { issueCoupon } from './coupon-service';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: { code: number; msg: string; data: any } };

const CODES = `${API_PREFIX}/${REDEEM_CODES_PATH}`;
const SENDING = `${API_PREFIX}/${COUPON_SEND_PATH}`;

const ok = (res: Answer) => {
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
};

describe('marketing state machines (every pair)', () => {
  const check = (all: readonly string[], may: (from: string, to: never) => boolean, allowed: string[]) => {
    for (const from of all) for (const to of all) expect(may(from, to as never), `${from}>${to}`).toBe(allowed.includes(`${from}>${to}`));
  };
  it('redeem batch: DRAFT → ACTIVE ↔ PAUSED, any → EXPIRED (final)', () =>
    check(REDEEM_BATCH_STATUSES, redeemBatchMayMove, ['DRAFT>ACTIVE', 'DRAFT>EXPIRED', 'ACTIVE>PAUSED', 'ACTIVE>EXPIRED', 'PAUSED>ACTIVE', 'PAUSED>EXPIRED']));
  it('redeem code: UNUSED → REDEEMED | VOID, both final', () => check(REDEEM_CODE_STATUSES, redeemCodeMayMove, ['UNUSED>REDEEMED', 'UNUSED>VOID']));
  it('coupon template: DRAFT → PUBLISHED ↔ PAUSED → ENDED', () =>
    check(COUPON_TEMPLATE_STATUSES, couponTemplateMayMove, ['DRAFT>PUBLISHED', 'PUBLISHED>PAUSED', 'PUBLISHED>ENDED', 'PAUSED>PUBLISHED', 'PAUSED>ENDED']));
  it('coupon: UNUSED → LOCKED → USED | UNUSED; UNUSED → EXPIRED | REVOKED', () =>
    check(COUPON_STATUSES, couponMayMove, ['UNUSED>LOCKED', 'UNUSED>EXPIRED', 'UNUSED>REVOKED', 'LOCKED>USED', 'LOCKED>UNUSED']));
});

describe.each(databaseKinds)('redemption codes and coupons (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let checkerId: number;
  let serial = 0;
  let area: ReturnType<typeof marketingCodesArea>;
  let approve: (approvalId: number) => Promise<unknown>;
  let reject: (approvalId: number) => Promise<unknown>;
  let withdraw: (approvalId: number) => Promise<unknown>;
  let adminId: number;

  const send = async (token: string, method: string, path: string, payload?: object): Promise<Answer> => {
    const headers = bearer(token);
    const res = await t.app.inject(
      method === 'GET' ? { method: 'GET', url: `${api(path)}?${new URLSearchParams(payload as Record<string, string>)}`, headers } : { method: method as 'POST', url: api(path), headers, payload },
    );
    return { status: res.statusCode, body: res.json() };
  };
  const act = (definition: ResourceDefinition, name: string, payload: object) => {
    const { method, path } = actionEndpointOf(definition, name, definition.actions![name]!);
    return send(admin, method, path, payload);
  };
  const op = (definition: ResourceDefinition, name: CrudOp, payload: object) => {
    const { method, path } = endpointOf(definition, name);
    return send(admin, method, path, payload);
  };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await addSuperOperator(t.database.db, 'checker');
    admin = await t.signIn('admin');
    checkerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, 'checker')))[0]!.id;
    adminId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin')))[0]!.id;
    const registry = new ApprovalRegistry();
    const service = new ApprovalService(t.database.db, registry);
    area = marketingCodesArea(t.database.db, service, new ConfigParams(t.database.db));
    registerMarketingCodesApprovalKinds(registry, area);
    approve = (approvalId) => service.approve({ approvalId, operatorId: checkerId, permissions: [WILDCARD_PERMISSION] });
    reject = (approvalId) => service.reject({ approvalId, operatorId: checkerId, permissions: [WILDCARD_PERMISSION], remark: 'not this month' });
    withdraw = (approvalId) => service.cancel(approvalId, adminId);
  }, 180_000);
  afterAll(async () => {
    await area.sender.close();
    await t.close();
  });

  const newBudget = async (fund: string) => {
    serial += 1;
    const [budget] = await db().insert(budgets).values({ code: `MB-${kind}-${serial}`, name: 'Marketing test', currency: 'USDT' }).returning();
    await db().transaction((tx) => postToBudget(tx, { budgetId: budget!.id, type: 'FUND', amount: fund, refType: 'BUDGET_FUND', refId: serial, refNo: `F${serial}`, operatorId: null }));
    return budget!.id;
  };
  const budgetBalance = async (id: number) => (await db().select().from(budgets).where(eq(budgets.id, id)))[0]!.balance;
  const newTemplate = async (budgetId: number, over: Record<string, unknown> = {}, publish = true) => {
    serial += 1;
    const created = ok(await op(couponTemplateResource, 'add', { code: `CT-${kind}-${serial}`, name: 'Coupon', kind: 'FEE_REBATE_CASH', budgetId, valueRate: '0.5', valueCap: '10', minSpend: '100', validDays: 7, totalLimit: 100, perMemberLimit: 1, ...over }));
    if (publish) ok(await act(couponTemplateResource, 'publish', { id: created.id }));
    return created.id as number;
  };
  const newBatch = async (input: Record<string, unknown>) => ok(await act(redeemBatchResource, 'create', { name: 'Codes', count: 3, perMemberLimit: 1, validDays: 7, ...input })).id as number;
  const mint = async (batchId: number) => {
    expect(ok(await act(redeemBatchResource, 'generate', { id: batchId }))).toMatchObject({ ready: true });
    return ok(await send(admin, 'POST', CODES, { id: batchId })).codes as string[];
  };
  const redeem = (memberId: number, code: string, ip = '10.0.0.1') => area.redeem.redeem({ memberId, code, ip });

  it('coupon template: add takes the budget’s currency; publish, pause, republish, end; refused moves name both states; a live template locks its terms', async () => {
    const budgetId = await newBudget('100');
    const id = await newTemplate(budgetId, {}, false);
    const [row] = await db().select().from(couponTemplates).where(eq(couponTemplates.id, id));
    expect(row).toMatchObject({ status: 'DRAFT', currency: 'USDT', issuedCount: 0 });
    const pauseDraft = await act(couponTemplateResource, 'pause', { id });
    expect(pauseDraft.status).toBe(409);
    expect(pauseDraft.body.data.reason).toBe('record.wrongState');
    const version = async () => (await db().select({ v: couponTemplates.version }).from(couponTemplates).where(eq(couponTemplates.id, id)))[0]!.v;
    ok(await op(couponTemplateResource, 'edit', { id, version: await version(), valueCap: '20' }));
    ok(await act(couponTemplateResource, 'publish', { id }));
    const live = await op(couponTemplateResource, 'edit', { id, version: await version(), valueCap: '30' });
    expect(live.status).toBe(409);
    expect(live.body.data.reason).toBe('marketing.couponLiveEdit');
    ok(await op(couponTemplateResource, 'edit', { id, version: await version(), name: 'Renamed' }));
    ok(await act(couponTemplateResource, 'pause', { id }));
    ok(await act(couponTemplateResource, 'publish', { id }));
    ok(await act(couponTemplateResource, 'end', { id }));
    for (const name of ['publish', 'pause', 'end']) expect((await act(couponTemplateResource, name, { id })).status, name).toBe(409);
    const [ended] = await db().select().from(couponTemplates).where(eq(couponTemplates.id, id));
    expect(ended).toMatchObject({ status: 'ENDED', name: 'Renamed', valueCap: expect.stringMatching(/^20(\.0+)?$/) });
  });

  it('coupon limits hold under concurrent grants: total limit and per-member limit, each in the database too', async () => {
    const budgetId = await newBudget('100');
    const templateId = await newTemplate(budgetId, { totalLimit: 4, perMemberLimit: 2 });
    const many = await Promise.all(Array.from({ length: 8 }, () => addMember(db(), 'cp')));
    const results = await Promise.allSettled(many.map((memberId) => db().transaction((tx) => issueCoupon(tx, { templateId, memberId, via: 'GRANT', makerId: null }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.data?.reason)).toEqual(Array(4).fill('marketing.couponTotalLimit'));

    const other = await newTemplate(budgetId, { totalLimit: 100, perMemberLimit: 2 });
    const member = await addMember(db(), 'cp');
    const same = await Promise.allSettled(Array.from({ length: 6 }, () => db().transaction((tx) => issueCoupon(tx, { templateId: other, memberId: member, via: 'GRANT', makerId: null }))));
    expect(same.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const [counted] = await db().select().from(couponTemplates).where(eq(couponTemplates.id, templateId));
    expect(counted!.issuedCount).toBe(4);
    // The database refuses a third coupon for the member even written by hand.
    await expect(db().insert(coupons).values({ couponNo: `X-${kind}-${serial}`, templateId: other, memberId: member, memberSeq: 3, perMemberLimit: 2, issuedVia: 'GRANT', expiresAt: new Date(Date.now() + 86_400_000) })).rejects.toThrow();
    await expect(db().update(couponTemplates).set({ issuedCount: 5 }).where(eq(couponTemplates.id, templateId))).rejects.toThrow();
  });

  it('coupon engine: lock (min spend), unlock, use once with a cash rebate from the budget, refused repeats; revoke unused only; expiry', async () => {
    const budgetId = await newBudget('100');
    const templateId = await newTemplate(budgetId, { perMemberLimit: 3 });
    const member = await addMember(db(), 'ce');
    const coupon = await db().transaction((tx) => issueCoupon(tx, { templateId, memberId: member, via: 'GRANT', makerId: null }));
    await expect(area.coupons.lock({ couponNo: coupon.couponNo, memberId: member, orderRef: 'O1', spend: '99.99' })).rejects.toMatchObject({ data: { reason: 'marketing.couponMinSpend' } });
    await expect(area.coupons.lock({ couponNo: coupon.couponNo, memberId: member + 1, orderRef: 'O1', spend: '500' })).rejects.toMatchObject({ data: { reason: 'marketing.couponNotUsable' } });
    await expect(area.coupons.use({ couponNo: coupon.couponNo, orderRef: 'O1', fee: '4' })).rejects.toMatchObject({ data: { reason: 'marketing.couponNotUsable' } });
    expect(await area.coupons.lock({ couponNo: coupon.couponNo, memberId: member, orderRef: 'O1', spend: '100' })).toMatchObject({ status: 'LOCKED', lockedRef: 'O1' });
    await expect(area.coupons.lock({ couponNo: coupon.couponNo, memberId: member, orderRef: 'O2', spend: '100' })).rejects.toMatchObject({ data: { reason: 'marketing.couponNotUsable' } });
    await expect(area.coupons.unlock({ couponNo: coupon.couponNo, orderRef: 'O2' })).rejects.toMatchObject({ data: { reason: 'marketing.couponNotUsable' } });
    expect(await area.coupons.unlock({ couponNo: coupon.couponNo, orderRef: 'O1' })).toMatchObject({ status: 'UNUSED', lockedRef: null });
    await area.coupons.lock({ couponNo: coupon.couponNo, memberId: member, orderRef: 'O3', spend: '300' });
    // Filled twice at once (a redelivered fill): one use, one rebate of min(4 × 0.5, 10) = 2.
    const uses = await Promise.allSettled([area.coupons.use({ couponNo: coupon.couponNo, orderRef: 'O3', fee: '4' }), area.coupons.use({ couponNo: coupon.couponNo, orderRef: 'O3', fee: '4' })]);
    expect(uses.every((u) => u.status === 'fulfilled')).toBe(true);
    await expect(area.coupons.use({ couponNo: coupon.couponNo, orderRef: 'O4', fee: '4' })).rejects.toMatchObject({ data: { reason: 'marketing.couponNotUsable' } });
    const [used] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(used).toMatchObject({ status: 'USED', usedRef: 'O3', savedAmount: expect.stringMatching(/^2(\.0+)?$/) });
    const logs = await db().select().from(moneyLogs).where(and(eq(moneyLogs.refType, 'COUPON'), eq(moneyLogs.refId, coupon.id)));
    expect(logs.map((l) => [l.type, Number(l.change)])).toEqual([['COUPON_REBATE', 2]]);
    expect(Number(await budgetBalance(budgetId))).toBe(98);
    expect((await db().select().from(budgetLogs).where(and(eq(budgetLogs.refType, 'COUPON'), eq(budgetLogs.refId, coupon.id)))).length).toBe(1);
    const revokeUsed = await act(couponResource, 'revoke', { id: coupon.id, reason: 'mistake' });
    expect(revokeUsed.status).toBe(409);

    const second = await db().transaction((tx) => issueCoupon(tx, { templateId, memberId: member, via: 'GRANT', makerId: null }));
    const revoked = await act(couponResource, 'revoke', { id: second.id });
    expect(revoked.status).toBe(400); // the reason is required
    ok(await act(couponResource, 'revoke', { id: second.id, reason: 'sent to the wrong member' }));
    expect((await db().select().from(coupons).where(eq(coupons.id, second.id)))[0]).toMatchObject({ status: 'REVOKED', revokeReason: 'sent to the wrong member' });
    await expect(area.coupons.lock({ couponNo: second.couponNo, memberId: member, orderRef: 'O5', spend: '500' })).rejects.toMatchObject({ data: { reason: 'marketing.couponNotUsable' } });

    const third = await db().transaction((tx) => issueCoupon(tx, { templateId, memberId: member, via: 'GRANT', makerId: null }));
    await db().update(coupons).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(coupons.id, third.id));
    await expect(area.coupons.lock({ couponNo: third.couponNo, memberId: member, orderRef: 'O6', spend: '500' })).rejects.toMatchObject({ data: { reason: 'marketing.couponNotUsable' } });
    expect(await area.coupons.expireDue()).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(coupons).where(eq(coupons.id, third.id)))[0]!.status).toBe('EXPIRED');
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('sending coupons: per-member results (unknown members and the per-member limit fail their item); above the threshold a second operator approves first', async () => {
    const budgetId = await newBudget('100');
    const templateId = await newTemplate(budgetId, { valueCap: '10' });
    const [a, b] = [await addMember(db(), 'sd'), await addMember(db(), 'sd')];
    await db().transaction((tx) => issueCoupon(tx, { templateId, memberId: b, via: 'GRANT', makerId: null }));
    const answer = ok(await act(couponResource, 'send', { templateId, members: `${a}\n${b}\nnobody-${kind}`, reason: 'launch' }));
    expect(answer).toMatchObject({ total: 3, failed: 1, approvalId: null });
    await area.sender.run(answer.batchId); // the app's runner may have claimed it: either way it ends
    let progress: Answer['body']['data'];
    for (let i = 0; i < 50; i += 1) {
      progress = ok(await send(admin, 'GET', SENDING, { id: answer.batchId }));
      if (String(progress.status).startsWith('DONE')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(progress).toMatchObject({ status: 'DONE_WITH_ERRORS', succeeded: 1, failed: 2 });
    expect(progress.items.map((i: { status: string; error: { reason?: string } | null }) => [i.status, i.error?.reason ?? null])).toEqual([
      ['GRANTED', null],
      ['FAILED', 'marketing.couponPerMember'],
      ['FAILED', 'finance.memberMissing'],
    ]);

    // 200 members × 10 cap = 2,000 USDT > 1,000: waits for a second operator, nothing issued meanwhile.
    const big = await newTemplate(budgetId, { valueCap: '10', totalLimit: 1000 });
    const crowd = await Promise.all(Array.from({ length: 120 }, () => addMember(db(), 'bg')));
    const filed = ok(await act(couponResource, 'send', { templateId: big, members: crowd.join(','), reason: 'big' }));
    expect(filed.approvalId).toEqual(expect.any(Number));
    await area.sender.run(filed.batchId);
    expect((await db().select().from(coupons).where(eq(coupons.templateId, big))).length).toBe(0);
    await approve(filed.approvalId);
    await area.sender.run(filed.batchId);
    expect(ok(await send(admin, 'GET', SENDING, { id: filed.batchId }))).toMatchObject({ status: 'DONE', succeeded: 120, failed: 0 });
  });

  it('a rejected or withdrawn sending leaves PENDING_APPROVAL: REJECTED or CANCELLED, its members never sent, and no run picks it up', async () => {
    const budgetId = await newBudget('100');
    const big = await newTemplate(budgetId, { valueCap: '10', totalLimit: 1000 });
    const crowd = await Promise.all(Array.from({ length: 110 }, () => addMember(db(), 'rj')));
    const outcomes: Array<[string, (approvalId: number) => Promise<unknown>]> = [
      ['REJECTED', (approvalId) => reject(approvalId)],
      ['CANCELLED', (approvalId) => withdraw(approvalId)],
    ];
    for (const [outcome, end] of outcomes) {
      const filed = ok(await act(couponResource, 'send', { templateId: big, members: crowd.join(','), reason: `to ${outcome}` }));
      expect(ok(await send(admin, 'GET', SENDING, { id: filed.batchId })).status).toBe('PENDING_APPROVAL');
      await end(filed.approvalId);
      expect(await area.sender.run(filed.batchId)).toBe(false);
      await area.sender.resumeStale();
      const ended = ok(await send(admin, 'GET', SENDING, { id: filed.batchId }));
      expect(ended).toMatchObject({ status: outcome, succeeded: 0, failed: 0 });
      expect(new Set(ended.items.map((i: { status: string }) => i.status))).toEqual(new Set(['CANCELLED']));
    }
    expect((await db().select().from(coupons).where(eq(coupons.templateId, big))).length).toBe(0);
  });

  it('redeem batch: generate shows the codes once (logged); only hashes and hints are stored; refused transitions name both states', async () => {
    const budgetId = await newBudget('100');
    const id = await newBatch({ benefitKind: 'ASSET', budgetId, amount: '5', count: 4 });
    expect((await act(redeemBatchResource, 'pause', { id })).status).toBe(409);
    expect((await act(redeemBatchResource, 'activate', { id })).status).toBe(409);
    const early = await send(admin, 'POST', CODES, { id });
    expect(early.body.data.reason).toBe('marketing.awaitingApproval');
    const codes = await mint(id);
    expect(codes).toHaveLength(4);
    expect(new Set(codes).size).toBe(4);
    const again = await send(admin, 'POST', CODES, { id });
    expect(again.status).toBe(409);
    expect(again.body.data.reason).toBe('marketing.codesAlreadyMinted');
    expect((await act(redeemBatchResource, 'generate', { id })).status).toBe(409);

    const stored = await db().select().from(redeemCodes).where(eq(redeemCodes.batchId, id));
    expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map((c) => createHash('sha256').update(c.replaceAll('-', '')).digest('hex')).sort());
    expect(stored.map((r) => r.codeHint).sort()).toEqual(codes.map((c) => c.slice(-4)).sort());
    // No column of any marketing table, the operation log or the idempotency store holds a plain code.
    const dump = JSON.stringify(
      (await db().execute(sql`select (select json_agg(c) from mkt_redeem_code c)::text || (select json_agg(b) from mkt_redeem_batch b)::text || coalesce((select json_agg(o) from sys_oper_log o)::text, '') as all`) as unknown as { rows: unknown[] }).rows,
    );
    for (const code of codes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replaceAll('-', ''));
    }
    const logged = await db().select().from(operationLogs).where(and(eq(operationLogs.module, 'marketing/redeem-batch'), eq(operationLogs.action, 'exportCodes')));
    expect(logged.filter((l) => l.statusCode === 200)).toHaveLength(1);
    const codeList = ok(await op(redeemCodeResource, 'list', { batchId: id }));
    expect(codeList.list).toHaveLength(4);
    expect(Object.keys(codeList.list[0])).not.toContain('codeHash');

    ok(await act(redeemBatchResource, 'pause', { id }));
    const member = await addMember(db(), 'rd');
    await expect(redeem(member, codes[0]!)).rejects.toMatchObject({ data: { reason: 'marketing.batchNotRedeemable' } });
    ok(await act(redeemBatchResource, 'activate', { id }));
    expect(await redeem(member, codes[0]!.toLowerCase())).toMatchObject({ benefitKind: 'ASSET' });
    const [unused] = stored.filter((r) => r.codeHash !== createHash('sha256').update(codes[0]!.replaceAll('-', '')).digest('hex'));
    ok(await act(redeemCodeResource, 'void', { ids: [unused!.id], reason: 'leaked' }));
    expect((await act(redeemCodeResource, 'void', { ids: [unused!.id], reason: 'again' })).status).toBe(409);
    ok(await act(redeemBatchResource, 'void', { id, reason: 'campaign over' }));
    expect((await db().select().from(redeemCodes).where(and(eq(redeemCodes.batchId, id), eq(redeemCodes.status, 'UNUSED')))).length).toBe(0);
    for (const name of ['activate', 'pause', 'void']) expect((await act(redeemBatchResource, name, { id, reason: 'x' })).status, name).toBe(409);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('a code redeems once under concurrency: one success, one ledger credit, budget and wallet agree', async () => {
    const budgetId = await newBudget('50');
    const id = await newBatch({ benefitKind: 'ASSET', budgetId, amount: '5', count: 2, perMemberLimit: 1 });
    const [code] = await mint(id);
    const racers = await Promise.all(Array.from({ length: 8 }, () => addMember(db(), 'rc')));
    const results = await Promise.allSettled(racers.map((m, i) => redeem(m, code!, `10.1.0.${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const records = await db().select().from(redeemRecords).where(eq(redeemRecords.batchId, id));
    expect(records).toHaveLength(1);
    const credits = await db().select().from(moneyLogs).where(and(eq(moneyLogs.type, 'REDEEM_CODE_CREDIT'), eq(moneyLogs.refId, records[0]!.id)));
    expect(credits.map((c) => Number(c.change))).toEqual([5]);
    expect(Number(await budgetBalance(budgetId))).toBe(45);
    const [wallet] = await db().select().from(wallets).where(and(eq(wallets.memberId, records[0]!.memberId), eq(wallets.currency, 'USDT')));
    expect(Number(wallet!.available)).toBe(5);
    expect((await db().select().from(redeemBatches).where(eq(redeemBatches.id, id)))[0]!.redeemedCount).toBe(1);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('the per-member limit holds under concurrency, and a budget never goes below zero (the code stays unused)', async () => {
    const budgetId = await newBudget('12');
    const id = await newBatch({ benefitKind: 'ASSET', budgetId, amount: '5', count: 6, perMemberLimit: 1 });
    const codes = await mint(id);
    const member = await addMember(db(), 'pl');
    const same = await Promise.allSettled(codes.slice(0, 4).map((c) => redeem(member, c)));
    expect(same.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(same.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.data?.reason)).toEqual(Array(3).fill('marketing.redeemLimit'));
    expect((await db().select().from(redeemCodes).where(and(eq(redeemCodes.batchId, id), eq(redeemCodes.status, 'REDEEMED')))).length).toBe(1);
    // 12 funded: two redemptions of 5 fit, the third would overdraw.
    const [m2, m3] = [await addMember(db(), 'pl'), await addMember(db(), 'pl')];
    await redeem(m2, codes[4]!);
    await expect(redeem(m3, codes[5]!)).rejects.toMatchObject({ data: { reason: 'finance.budgetExhausted' } });
    expect(Number(await budgetBalance(budgetId))).toBe(2);
    const [left] = await db().select().from(redeemCodes).where(eq(redeemCodes.codeHash, createHash('sha256').update(codes[5]!.replaceAll('-', '')).digest('hex')));
    expect(left!.status).toBe('UNUSED');
    // The database holds the limit even for a hand-written second record.
    const [record] = await db().select().from(redeemRecords).where(and(eq(redeemRecords.batchId, id), eq(redeemRecords.memberId, member)));
    await expect(db().insert(redeemRecords).values({ ...record!, id: undefined, redeemNo: `dup-${kind}`, codeId: left!.id, memberSeq: 2 } as never)).rejects.toThrow();
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('wrong codes are rate-limited per member (a right code is refused too while limited)', async () => {
    const budgetId = await newBudget('20');
    const id = await newBatch({ benefitKind: 'ASSET', budgetId, amount: '1', count: 1 });
    const [code] = await mint(id);
    const member = await addMember(db(), 'wr');
    for (let i = 0; i < REDEEM_FAILURE_LIMIT; i += 1) await expect(redeem(member, `WRONG-CODE-${i}`, '10.9.9.9')).rejects.toMatchObject({ data: { reason: 'marketing.codeInvalid' } });
    await expect(redeem(member, code!, '10.9.9.9')).rejects.toMatchObject({ code: 429, data: { reason: 'marketing.tooManyAttempts' } });
    expect(await redeem(await addMember(db(), 'wr'), code!, '10.9.9.10')).toMatchObject({ benefitKind: 'ASSET' });
  });

  it('generation above the threshold waits for a second operator; COUPON and TRIAL_FUND benefits issue through their services', async () => {
    const budgetId = await newBudget('1000');
    // 300 codes × 5 = 1,500 USDT > 1,000.
    const id = await newBatch({ benefitKind: 'ASSET', budgetId, amount: '5', count: 300 });
    const filed = ok(await act(redeemBatchResource, 'generate', { id }));
    expect(filed).toMatchObject({ ready: false, approvalId: expect.any(Number) });
    expect((await send(admin, 'POST', CODES, { id })).body.data.reason).toBe('marketing.awaitingApproval');
    await approve(filed.approvalId);
    expect(await mint(id)).toHaveLength(300);

    const templateId = await newTemplate(budgetId, { kind: 'FEE_DISCOUNT' });
    const couponBatch = await newBatch({ benefitKind: 'COUPON', couponTemplateId: templateId, count: 2 });
    const [couponCode] = await mint(couponBatch);
    const member = await addMember(db(), 'bn');
    const record = await redeem(member, couponCode!);
    const [coupon] = await db().select().from(coupons).where(eq(coupons.id, record.couponId!));
    expect(coupon).toMatchObject({ memberId: member, issuedVia: 'REDEEM_CODE', status: 'UNUSED', templateId });

    const [trial] = await db().insert(trialTemplates).values({ code: `TT-${kind}-${serial}`, name: 'Trial', currency: 'USDT', amount: '10', validityDays: 7, maxPerMember: 1, budgetId, status: 'ACTIVE' }).returning();
    const trialBatch = await newBatch({ benefitKind: 'TRIAL_FUND', trialTemplateId: trial!.id, count: 2 });
    const [trialCode] = await mint(trialBatch);
    const granted = await redeem(member, trialCode!);
    expect((await db().select().from(trialGrants).where(eq(trialGrants.id, granted.trialGrantId!)))[0]).toMatchObject({ memberId: member, status: 'ACTIVE' });
    const points = await act(redeemBatchResource, 'create', { name: 'Points', benefitKind: 'POINTS', count: 1, perMemberLimit: 1, validDays: 1 });
    expect(points.status).toBe(400);
    const missing = await act(redeemBatchResource, 'create', { name: 'No budget', benefitKind: 'ASSET', count: 1, perMemberLimit: 1, validDays: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('budget');
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});
