import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetResource } from '@ledgerdesk/shared/resources/finance/budget';
import { TRIAL_BATCH_PATH, trialGrantResource } from '@ledgerdesk/shared/resources/member/trial-grant';
import { trialTemplateResource } from '@ledgerdesk/shared/resources/member/trial-template';
import {
  TRIAL_GRANT_STATUSES,
  TRIAL_GRANT_TRANSITIONS,
  TRIAL_TEMPLATE_STATUSES,
  TRIAL_TEMPLATE_TRANSITIONS,
  grantMayMove,
  templateMayMove,
} from '@ledgerdesk/shared/resources/member/trial-states';
import { approvals, budgetLogs, budgets, configParams, currencies, members, moneyLogs, trialGrants, trialTemplates, users, wallets, withdrawOrders } from '../../db/schema';
import { addMember, addSuperOperator, financeClient } from '../finance/finance-test-kit';
import { addRole, addUser } from '../access/scope-test-kit';
import { actionEndpointOf, endpointOf, WILDCARD_PERMISSION, type CrudOp, type ResourceDefinition } from '@ledgerdesk/shared';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { ApprovalRegistry } from '../approval/approval-registry';
import { ApprovalService } from '../approval/approval-service';
import { ConfigParams } from '../config/config-params';
import { postToBudget } from '../finance/budget-ledger';
import { BudgetService } from '../finance/budget-service';
import { registerTrialApprovalKinds, trialArea } from './routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: { code: number; msg: string; data: any } };

/** Calls of the trial and budget resources through the real routes; an Idempotency-Key when given. */
function trialClient(t: TestApp) {
  const send = async (token: string, method: string, path: string, payload?: object, key?: string): Promise<Answer> => {
    const headers = { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) };
    const res = await t.app.inject(
      method === 'GET'
        ? { method: 'GET', url: `${api(path)}?${new URLSearchParams(payload as Record<string, string>)}`, headers }
        : { method: method as 'POST', url: api(path), headers, payload },
    );
    return { status: res.statusCode, body: res.json() };
  };
  return {
    act: (token: string, definition: ResourceDefinition, name: string, payload: object, key?: string) => {
      const { method, path } = actionEndpointOf(definition, name, definition.actions![name]!);
      return send(token, method, path, payload, key);
    },
    op: (token: string, definition: ResourceDefinition, op: CrudOp, payload: object) => {
      const { method, path } = endpointOf(definition, op);
      return send(token, method, path, payload);
    },
    send,
  };
}

/**
 * The approval service over this area's kinds, on the test app's database: the second operator's
 * decision as the Approvals page makes it (same service, same handlers), without depending on that page.
 */
function approvalsFor(t: TestApp) {
  const registry = new ApprovalRegistry();
  const service = new ApprovalService(t.database.db, registry);
  const area = trialArea(t.database.db, service);
  registerTrialApprovalKinds(registry, area);
  registry.register(new BudgetService(t.database.db, service, new ConfigParams(t.database.db)).approvalHandler());
  return {
    area,
    approve: (approvalId: number, operatorId: number) => service.approve({ approvalId, operatorId, permissions: [WILDCARD_PERMISSION] }),
    withdraw: (approvalId: number, makerId: number) => service.cancel(approvalId, makerId),
  };
}

const userIdOf = async (t: TestApp, userName: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;

/**
 * The invariants of trial money: every wallet's trial balance equals the sum of its TRIAL money-log
 * changes, every budget's balance equals its log, no budget spent more than it was funded (nor
 * got back more than it paid out: spent_total below zero), and
 * every ACTIVE grant's remainder is covered by its member's trial balance. Answers the offenders.
 */
async function trialMismatches(t: TestApp): Promise<unknown[]> {
  const result = await t.database.db.execute(sql`
    with logs as (select member_id, currency, sum(change) as trial from fin_money_log where balance_kind = 'TRIAL' group by member_id, currency)
    select 'wallet' as what, w.member_id::text as id, w.trial::text as have, coalesce(l.trial, 0)::text as logged
      from fin_wallet w left join logs l on l.member_id = w.member_id and l.currency = w.currency
      where w.trial <> coalesce(l.trial, 0) or w.trial < 0
    union all
    select 'budget', b.id::text, b.balance::text, coalesce(sum(bl.change), 0)::text
      from fin_budget b left join fin_budget_log bl on bl.budget_id = b.id
      group by b.id having b.balance <> coalesce(sum(bl.change), 0) or b.spent_total > b.funded_total or b.spent_total < 0 or b.balance <> b.funded_total - b.spent_total
    union all
    select 'grants', g.member_id::text, w.trial::text, sum(g.remaining)::text
      from mem_trial_grant g join fin_wallet w on w.member_id = g.member_id and w.currency = g.currency
      where g.status = 'ACTIVE' group by g.member_id, w.trial having sum(g.remaining) > w.trial`);
  return (result as unknown as { rows: unknown[] }).rows;
}

const ok = (res: Answer) => {
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
};

describe('trial state machines (every pair)', () => {
  it('template: DRAFT → ACTIVE → PAUSED ↔ ACTIVE → ENDED, nothing else', () => {
    const allowed = new Set(['DRAFT>ACTIVE', 'ACTIVE>PAUSED', 'PAUSED>ACTIVE', 'ACTIVE>ENDED', 'PAUSED>ENDED']);
    for (const from of TRIAL_TEMPLATE_STATUSES) for (const to of TRIAL_TEMPLATE_STATUSES) expect(templateMayMove(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
    expect(TRIAL_TEMPLATE_TRANSITIONS.ENDED).toEqual([]);
  });
  it('grant: ACTIVE ends CONSUMED, EXPIRED or REVOKED; ISSUED becomes ACTIVE or REVOKED; the ends are final', () => {
    const allowed = new Set(['ISSUED>ACTIVE', 'ISSUED>REVOKED', 'ACTIVE>CONSUMED', 'ACTIVE>EXPIRED', 'ACTIVE>REVOKED']);
    for (const from of TRIAL_GRANT_STATUSES) for (const to of TRIAL_GRANT_STATUSES) expect(grantMayMove(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
    for (const end of ['CONSUMED', 'EXPIRED', 'REVOKED'] as const) expect(TRIAL_GRANT_TRANSITIONS[end]).toEqual([]);
  });
});

describe.each(databaseKinds)('budget accounts and trial funds (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let checker: string;
  let adminId: number;
  let checkerId: number;
  let client: ReturnType<typeof trialClient>;
  let second: ReturnType<typeof approvalsFor>;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = trialClient(t);
    second = approvalsFor(t);
    await addSuperOperator(t.database.db, 'checker');
    admin = await t.signIn('admin');
    checker = await t.signIn('checker');
    adminId = await userIdOf(t, 'admin');
    checkerId = await userIdOf(t, 'checker');
    // Building the app and seeding it takes long on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const budgetRow = async (id: number) => (await db().select().from(budgets).where(eq(budgets.id, id)))[0]!;
  const newBudget = async (fund?: string) => {
    serial += 1;
    const created = ok(await client.act(admin, budgetResource, 'create', { code: `B-${kind}-${serial}`, name: 'Test budget', currency: 'USDT' }));
    if (fund) expect(ok(await client.act(admin, budgetResource, 'fund', { id: created.id, amount: fund, remark: 'seed money' }))).toMatchObject({ applied: true });
    return created.id as number;
  };
  const newTemplate = async (budgetId: number, over: Record<string, unknown> = {}, activate = true) => {
    serial += 1;
    const created = ok(
      await client.act(admin, trialTemplateResource, 'create', { code: `T-${kind}-${serial}`, name: 'Trial', amount: '10', budgetId, validityDays: 7, usableFor: 'CONTRACT_MARGIN', maxPerMember: 1, ...over }),
    );
    if (activate) await activateWithChecker(created.id);
    return created.id as number;
  };
  /** A draft goes live as the console does it: admin files the activation, checker approves it. */
  const activateWithChecker = async (id: number) => {
    const filed = ok(await client.act(admin, trialTemplateResource, 'activate', { id }));
    await second.approve(filed.approvalId, checkerId);
  };
  const grant = (templateId: number, memberId: number, key?: string) => client.act(admin, trialGrantResource, 'grant', { templateId, memberId, reason: 'test' }, key);
  const trialOf = async (memberId: number) => (await db().select().from(wallets).where(eq(wallets.memberId, memberId)))[0]?.trial ?? '0';
  const logsOf = async (grantId: number) => db().select().from(moneyLogs).where(and(eq(moneyLogs.refType, 'TRIAL_GRANT'), eq(moneyLogs.refId, grantId))).orderBy(moneyLogs.id);
  const budgetLogsOf = async (grantId: number) => db().select().from(budgetLogs).where(and(eq(budgetLogs.refType, 'TRIAL_GRANT'), eq(budgetLogs.refId, grantId))).orderBy(budgetLogs.id);

  it('budget: create, fund below the threshold at once, above it only through a second operator; the detail shows the log', async () => {
    const id = await newBudget('1000');
    expect(await budgetRow(id)).toMatchObject({ balance: expect.stringMatching(/^1000(\.0+)?$/), status: 'ACTIVE' });
    const dup = await client.act(admin, budgetResource, 'create', { code: (await budgetRow(id)).code, name: 'again', currency: 'USDT' });
    expect(dup.status).toBe(409);
    expect(dup.body.data.reason).toBe('record.duplicate');
    const badCurrency = await client.act(admin, budgetResource, 'create', { code: `X-${kind}`, name: 'x', currency: 'NOPE' });
    expect(badCurrency.status).toBe(400);

    // 1000.01 > the default threshold 1000: filed, nothing moved.
    const filed = ok(await client.act(admin, budgetResource, 'fund', { id, amount: '1000.01', remark: 'quarter top-up' }));
    expect(filed).toMatchObject({ applied: false, approvalId: expect.any(Number) });
    expect(Number((await budgetRow(id)).balance)).toBe(1000);
    const [request] = await db().select().from(approvals).where(eq(approvals.id, filed.approvalId));
    expect(request).toMatchObject({ kind: 'budget.fund', status: 'PENDING', subjectType: 'BUDGET', subjectId: id, makerId: adminId });

    // The maker cannot approve; a second operator can, once (two at once: one wins).
    await expect(second.approve(filed.approvalId, adminId)).rejects.toMatchObject({ data: { reason: 'approval.sameOperator' } });
    const decisions = await Promise.allSettled([second.approve(filed.approvalId, checkerId), second.approve(filed.approvalId, checkerId)]);
    expect(decisions.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
    expect(Number((await budgetRow(id)).balance)).toBe(2000.01);
    expect(Number((await budgetRow(id)).fundedTotal)).toBe(2000.01);

    const detail = ok(await client.op(admin, budgetResource, 'get', { id }));
    expect(detail.logs.map((l: { type: string }) => l.type)).toEqual(['FUND', 'FUND']);
    expect(detail.logs[0]).toMatchObject({ refType: 'APPROVAL', refNo: `A${filed.approvalId}`, operatorId: checkerId });
    expect(await trialMismatches(t)).toEqual([]);
  });

  it('budget: direct fundings are numbered after the last, one written outside the service included; concurrent ones all land', async () => {
    const id = await newBudget();
    const { code } = await budgetRow(id);
    // As the demo seeds an opening funding: F1 in the log, the budget's version untouched.
    await db().transaction((tx) => postToBudget(tx, { budgetId: id, type: 'FUND', amount: '5', refType: 'BUDGET_FUND', refId: 1, refNo: `${code}-F1`, operatorId: null, remark: null }));
    expect(ok(await client.act(admin, budgetResource, 'fund', { id, amount: '1', remark: 'after the opening' }))).toMatchObject({ applied: true, balance: '6' });
    const together = await Promise.all([1, 2, 3, 4].map((n) => client.act(admin, budgetResource, 'fund', { id, amount: String(n), remark: `at once ${n}` })));
    expect(together.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const numbers = (await db().select({ refNo: budgetLogs.refNo }).from(budgetLogs).where(and(eq(budgetLogs.budgetId, id), eq(budgetLogs.refType, 'BUDGET_FUND')))).map((l) => l.refNo).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${code}-F${n}`));
    expect(Number((await budgetRow(id)).balance)).toBe(16);
    expect(await trialMismatches(t)).toEqual([]);
  });

  it('budget: the threshold is the config parameter finance.fourEyesUsd, read on every call', async () => {
    const id = await newBudget();
    await db().update(configParams).set({ configValue: '10' }).where(eq(configParams.configKey, 'finance.fourEyesUsd'));
    await db().execute(sql`update sys_revision set revision = revision + 1 where name = 'config'`);
    try {
      expect(ok(await client.act(admin, budgetResource, 'fund', { id, amount: '11', remark: 'r' }))).toMatchObject({ applied: false });
      expect(ok(await client.act(admin, budgetResource, 'fund', { id, amount: '10', remark: 'r' }))).toMatchObject({ applied: true });
    } finally {
      await db().update(configParams).set({ configValue: '1000' }).where(eq(configParams.configKey, 'finance.fourEyesUsd'));
      await db().execute(sql`update sys_revision set revision = revision + 1 where name = 'config'`);
    }
  });

  it('budget: the threshold compares the US-dollar value at the currency\'s reference rate; a currency without one always needs a second operator', async () => {
    serial += 1;
    const btc = ok(await client.act(admin, budgetResource, 'create', { code: `BTC-${kind}-${serial}`, name: 'BTC budget', currency: 'BTC' }));
    // 0.02 BTC is 1,200 US dollars at the seeded reference rate: above the default 1,000.
    expect(ok(await client.act(admin, budgetResource, 'fund', { id: btc.id, amount: '0.02', remark: 'r' }))).toMatchObject({ applied: false });
    expect(ok(await client.act(admin, budgetResource, 'fund', { id: btc.id, amount: '0.01', remark: 'r' }))).toMatchObject({ applied: true });
    const unpriced = ok(await client.act(admin, budgetResource, 'create', { code: `BTC-${kind}-${serial}-b`, name: 'BTC budget', currency: 'BTC' }));
    await db().update(currencies).set({ usdRate: null }).where(eq(currencies.code, 'BTC'));
    try {
      expect(ok(await client.act(admin, budgetResource, 'fund', { id: unpriced.id, amount: '0.00000001', remark: 'r' }))).toMatchObject({ applied: false });
    } finally {
      await db().update(currencies).set({ usdRate: '60000' }).where(eq(currencies.code, 'BTC'));
    }
  });

  it('budget: close is refused while a live template draws on it, then pays nothing more', async () => {
    const id = await newBudget('100');
    const templateId = await newTemplate(id);
    const refused = await client.act(admin, budgetResource, 'close', { id });
    expect(refused.status).toBe(409);
    expect(refused.body.data.reason).toBe('finance.budgetInUse');
    ok(await client.act(admin, trialTemplateResource, 'end', { id: templateId }));
    ok(await client.act(admin, budgetResource, 'close', { id }));
    expect((await budgetRow(id)).status).toBe('CLOSED');
    expect((await client.act(admin, budgetResource, 'fund', { id, amount: '1', remark: 'r' })).status).toBe(409);
  });

  it('template: every allowed and refused move through the actions', async () => {
    const budgetId = await newBudget('100');
    const id = await newTemplate(budgetId, {}, false);
    const move = (action: 'activate' | 'resume' | 'pause' | 'end') => client.act(admin, trialTemplateResource, action, { id });
    const status = async () => (await db().select().from(trialTemplates).where(eq(trialTemplates.id, id)))[0]!.status;
    // DRAFT: only activate, and that through a second operator.
    expect((await move('pause')).status).toBe(409);
    expect((await move('end')).status).toBe(409);
    expect((await move('resume')).status).toBe(409);
    await activateWithChecker(id);
    expect(await status()).toBe('ACTIVE');
    expect((await move('activate')).status).toBe(409);
    expect((await move('resume')).status).toBe(409);
    ok(await move('pause'));
    expect(await status()).toBe('PAUSED');
    expect((await move('pause')).status).toBe(409);
    expect((await move('activate')).status).toBe(409);
    // Resuming a paused template puts back terms a second operator already approved: no request.
    ok(await move('resume'));
    expect(await status()).toBe('ACTIVE');
    ok(await move('pause'));
    ok(await move('end'));
    expect(await status()).toBe('ENDED');
    for (const action of ['activate', 'resume', 'pause', 'end'] as const) {
      const refused = await move(action);
      expect(refused.status, action).toBe(409);
      expect(refused.body.data.reason).toBe('record.wrongState');
    }
    const edit = await client.op(admin, trialTemplateResource, 'edit', { id, version: 99, name: 'late' });
    expect(edit.status).toBe(409);
  });

  it('template: a draft is edited freely; a live one changes amount or budget only through a second operator', async () => {
    const budgetId = await newBudget('100');
    const other = await newBudget('100');
    const id = await newTemplate(budgetId, {}, false);
    const row = async () => (await db().select().from(trialTemplates).where(eq(trialTemplates.id, id)))[0]!;
    ok(await client.op(admin, trialTemplateResource, 'edit', { id, version: (await row()).version, amount: '12' }));
    expect(Number((await row()).amount)).toBe(12);
    await activateWithChecker(id);
    const direct = await client.op(admin, trialTemplateResource, 'edit', { id, version: (await row()).version, amount: '500' });
    expect(direct.status).toBe(409);
    expect(direct.body.data.reason).toBe('member.trialTermsFourEyes');
    // Other fields of a live template still edit directly.
    ok(await client.op(admin, trialTemplateResource, 'edit', { id, version: (await row()).version, name: 'Renamed' }));

    const filed = ok(await client.act(admin, trialTemplateResource, 'changeTerms', { id, amount: '15', budgetId: other, reason: 'bigger welcome' }));
    expect(Number((await row()).amount)).toBe(12);
    await expect(second.approve(filed.approvalId, adminId)).rejects.toMatchObject({ data: { reason: 'approval.sameOperator' } });
    await second.approve(filed.approvalId, checkerId);
    expect(await row()).toMatchObject({ budgetId: other, updatedBy: checkerId });
    expect(Number((await row()).amount)).toBe(15);

    // A request approved after the template changed again is refused (stale), nothing applied.
    const stale = ok(await client.act(admin, trialTemplateResource, 'changeTerms', { id, amount: '20', budgetId: other, reason: 'x' }));
    ok(await client.op(admin, trialTemplateResource, 'edit', { id, version: (await row()).version, name: 'Renamed again' }));
    await expect(second.approve(stale.approvalId, checkerId)).rejects.toMatchObject({ data: { reason: 'record.stale' } });
    expect(Number((await row()).amount)).toBe(15);
  });

  it('activation: a draft goes live only when an operator who did not set its terms approves it', async () => {
    const budgetId = await newBudget('1000');
    // The way around the terms four-eyes: a new draft with the large amount, then activated.
    const id = await newTemplate(budgetId, { amount: '500' }, false);
    const row = async () => (await db().select().from(trialTemplates).where(eq(trialTemplates.id, id)))[0]!;
    const filed = ok(await client.act(admin, trialTemplateResource, 'activate', { id }));
    expect(filed).toMatchObject({ approvalId: expect.any(Number), status: 'PENDING' });
    expect((await row()).status).toBe('DRAFT');
    const [request] = await db().select().from(approvals).where(eq(approvals.id, filed.approvalId));
    expect(request).toMatchObject({ kind: 'trial-template.activate', subjectType: 'TRIAL_TEMPLATE', subjectId: id, makerId: adminId });
    expect((await client.act(admin, trialTemplateResource, 'activate', { id })).body.data.reason).toBe('approval.alreadyPending');
    const drafted = await grant(id, await addMember(db()));
    expect(drafted.body.data.reason).toBe('member.trialTemplateNotActive');
    await expect(second.approve(filed.approvalId, adminId)).rejects.toMatchObject({ data: { reason: 'approval.sameOperator' } });

    // A draft edited after filing is not what the request showed: approving it is refused.
    ok(await client.op(admin, trialTemplateResource, 'edit', { id, version: (await row()).version, amount: '600' }));
    await expect(second.approve(filed.approvalId, checkerId)).rejects.toMatchObject({ data: { reason: 'record.stale' } });
    expect((await row()).status).toBe('DRAFT');
    await second.withdraw(filed.approvalId, adminId);

    // Filed by a colleague, the activation is still refused to the operator who set the terms.
    const byColleague = ok(await client.act(checker, trialTemplateResource, 'activate', { id }));
    await expect(second.approve(byColleague.approvalId, adminId)).rejects.toMatchObject({ data: { reason: 'approval.sameOperator' } });
    expect((await row()).status).toBe('DRAFT');
    await addSuperOperator(db(), `third-${kind}`);
    await second.approve(byColleague.approvalId, await userIdOf(t, `third-${kind}`));
    expect(await row()).toMatchObject({ status: 'ACTIVE', amount: expect.stringMatching(/^600(\.0+)?$/) });
  });

  it('grant: budget SPEND, wallet TRIAL +amount (TRIAL_GRANT) and the grant row, in one go; max per member holds', async () => {
    const budgetId = await newBudget('100');
    const templateId = await newTemplate(budgetId);
    const memberId = await addMember(db());
    const granted = ok(await grant(templateId, memberId));
    const [row] = await db().select().from(trialGrants).where(eq(trialGrants.id, granted.id));
    expect(row).toMatchObject({ status: 'ACTIVE', campaignRound: 1, memberId, templateId, makerId: adminId, source: 'MANUAL' });
    expect(Number(row!.remaining)).toBe(10);
    expect(row!.expiresAt.getTime() - row!.issuedAt.getTime()).toBeCloseTo(7 * 86_400_000, -4);
    expect(Number(await trialOf(memberId))).toBe(10);
    const logs = await logsOf(granted.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ type: 'TRIAL_GRANT', balanceKind: 'TRIAL', refNo: granted.grantNo });
    expect((await budgetLogsOf(granted.id)).map((l) => l.type)).toEqual(['SPEND']);
    expect(Number((await budgetRow(budgetId)).balance)).toBe(90);

    const again = await grant(templateId, memberId);
    expect(again.status).toBe(409);
    expect(again.body.data.reason).toBe('member.trialMaxPerMember');
    // The money log shows the grant (the operator's "money log" page).
    const { callEndpoint } = financeClient(t);
    const page = await callEndpoint(admin, { method: 'POST', path: '/api/v2/sitebkd/cwManage/moneyLogList' }, { memberId, type: 'TRIAL_GRANT' });
    expect(page.body.data.list).toHaveLength(1);
    expect(await trialMismatches(t)).toEqual([]);
  });

  it('grant: refused from a paused template, and for a member that does not exist', async () => {
    const templateId = await newTemplate(await newBudget('100'));
    ok(await client.act(admin, trialTemplateResource, 'pause', { id: templateId }));
    const paused = await grant(templateId, await addMember(db()));
    expect(paused.status).toBe(409);
    expect(paused.body.data.reason).toBe('member.trialTemplateNotActive');
    ok(await client.act(admin, trialTemplateResource, 'resume', { id: templateId }));
    const nobody = await grant(templateId, 987654321);
    expect(nobody.status).toBe(400);
    expect(nobody.body.data.fields).toHaveProperty('memberId');
  });

  it('grant: concurrent repeats apply once (same Idempotency-Key; and the one-per-member key without it)', async () => {
    const budgetId = await newBudget('100');
    const templateId = await newTemplate(budgetId);
    const memberId = await addMember(db());
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => grant(templateId, memberId, key)));
    expect(answers.filter((a) => a.body.code === 0).length).toBeGreaterThanOrEqual(1);
    const other = await addMember(db());
    const raced = await Promise.all(Array.from({ length: 4 }, () => grant(templateId, other)));
    expect(raced.filter((a) => a.body.code === 0)).toHaveLength(1);
    for (const m of [memberId, other]) {
      expect(await db().select().from(trialGrants).where(eq(trialGrants.memberId, m))).toHaveLength(1);
      expect(Number(await trialOf(m))).toBe(10);
    }
    expect(Number((await budgetRow(budgetId)).balance)).toBe(80);
    expect(await trialMismatches(t)).toEqual([]);
  });

  it('grant: a budget never goes below zero; concurrent grants beyond it are refused with finance.budgetExhausted', async () => {
    const budgetId = await newBudget('35');
    const templateId = await newTemplate(budgetId);
    const memberIds = await Promise.all(Array.from({ length: 6 }, () => addMember(db())));
    const answers = await Promise.all(memberIds.map((m) => grant(templateId, m)));
    const granted = answers.filter((a) => a.body.code === 0);
    expect(granted).toHaveLength(3);
    for (const refused of answers.filter((a) => a.body.code !== 0)) {
      expect(refused.status).toBe(409);
      expect(refused.body.data.reason).toBe('finance.budgetExhausted');
    }
    const budget = await budgetRow(budgetId);
    expect(Number(budget.spentTotal)).toBe(30);
    expect(Number(budget.spentTotal)).toBeLessThanOrEqual(Number(budget.fundedTotal));
    expect(Number(budget.balance)).toBe(5);
    expect(await db().select().from(trialGrants).where(eq(trialGrants.templateId, templateId))).toHaveLength(3);
    expect(await trialMismatches(t)).toEqual([]);
  });

  it('expiry: past expires_at → EXPIRED, TRIAL −remaining and budget RETURN, once however often the job runs', async () => {
    const budgetId = await newBudget('100');
    const templateId = await newTemplate(budgetId);
    const memberId = await addMember(db());
    const { id } = ok(await grant(templateId, memberId));
    const notYet = await second.area.grants.expireDue();
    expect((await db().select().from(trialGrants).where(eq(trialGrants.id, id)))[0]!.status).toBe('ACTIVE');
    expect(notYet.failed).toBe(0);
    await db().update(trialGrants).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(trialGrants.id, id));
    // The app's registered job (what a scheduled tick runs) and two more runners, all at once.
    const job = t.services.jobs.registry.get('trial-grant-expiry')!;
    expect(job.builtIn?.cron).toBe('0 * * * * *');
    const signal = new AbortController().signal;
    await Promise.all([job.run({}, { signal, trigger: 'manual', scheduledFor: null }), second.area.grants.expireDue(), second.area.grants.expireDue()]);
    const [row] = await db().select().from(trialGrants).where(eq(trialGrants.id, id));
    expect(row).toMatchObject({ status: 'EXPIRED' });
    expect(Number(row!.remaining)).toBe(0);
    expect((await logsOf(id)).map((l) => [l.type, Number(l.change)])).toEqual([
      ['TRIAL_GRANT', 10],
      ['TRIAL_EXPIRE', -10],
    ]);
    expect((await budgetLogsOf(id)).map((l) => l.type).sort()).toEqual(['RETURN', 'SPEND']);
    expect(Number((await budgetRow(budgetId)).balance)).toBe(100);
    expect(Number(await trialOf(memberId))).toBe(0);
    // An expired grant cannot be revoked.
    const revoke = await client.act(admin, trialGrantResource, 'revoke', { id, reason: 'late' });
    expect(revoke.status).toBe(409);
    expect(await trialMismatches(t)).toEqual([]);
  });

  it('revoke: four-eyes; takes back only the unused remainder (TRIAL_REVOKE + RETURN), once', async () => {
    const budgetId = await newBudget('100');
    const templateId = await newTemplate(budgetId);
    const memberId = await addMember(db());
    const { id } = ok(await grant(templateId, memberId));
    // Contract settlement (issue 15) will have used 4 of it as margin: model what it leaves.
    await db().update(trialGrants).set({ remaining: '6' }).where(eq(trialGrants.id, id));
    await db().execute(sql`update fin_wallet set trial = trial - 4 where member_id = ${memberId}`);
    await db().insert(moneyLogs).values({ memberId, currency: 'USDT', type: 'TRIAL_GRANT', balanceKind: 'TRIAL', before: '10', change: '-4', after: '6', refType: 'CONTRACT_TEST', refId: id, refNo: 'C1' });

    const filed = ok(await client.act(admin, trialGrantResource, 'revoke', { id, reason: 'abuse' }));
    expect((await db().select().from(trialGrants).where(eq(trialGrants.id, id)))[0]!.status).toBe('ACTIVE');
    const twice = await client.act(admin, trialGrantResource, 'revoke', { id, reason: 'abuse' });
    expect(twice.body.data.reason).toBe('approval.alreadyPending');
    await expect(second.approve(filed.approvalId, adminId)).rejects.toMatchObject({ data: { reason: 'approval.sameOperator' } });
    // The approval and the expiry job race: exactly one takes the remainder back.
    await db().update(trialGrants).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(trialGrants.id, id));
    await Promise.allSettled([second.approve(filed.approvalId, checkerId), second.area.grants.expireDue()]);
    const [row] = await db().select().from(trialGrants).where(eq(trialGrants.id, id));
    expect(['REVOKED', 'EXPIRED']).toContain(row!.status);
    const reclaims = (await logsOf(id)).filter((l) => l.type === 'TRIAL_REVOKE' || l.type === 'TRIAL_EXPIRE');
    expect(reclaims.map((l) => Number(l.change))).toEqual([-6]);
    expect((await budgetLogsOf(id)).filter((l) => l.type === 'RETURN').map((l) => Number(l.change))).toEqual([6]);
    expect(Number((await budgetRow(budgetId)).balance)).toBe(96);
    expect(Number(await trialOf(memberId))).toBe(0);
    expect(await trialMismatches(t)).toEqual([]);
  });

  it('revoke applied by the second operator ends the grant REVOKED with its approver', async () => {
    const templateId = await newTemplate(await newBudget('100'));
    const memberId = await addMember(db());
    const { id } = ok(await grant(templateId, memberId));
    const filed = ok(await client.act(admin, trialGrantResource, 'revoke', { id, reason: 'duplicate account' }));
    await second.approve(filed.approvalId, checkerId);
    expect((await db().select().from(trialGrants).where(eq(trialGrants.id, id)))[0]).toMatchObject({ status: 'REVOKED', approverId: checkerId });
    expect((await logsOf(id)).map((l) => l.type)).toEqual(['TRIAL_GRANT', 'TRIAL_REVOKE']);
  });

  it('revoke and expiry give back to the budget that paid the grant, though an approved terms change moved the template to another', async () => {
    const paying = await newBudget('100');
    const later = await newBudget('100');
    const templateId = await newTemplate(paying);
    const [revoked, expiring] = await Promise.all([addMember(db()), addMember(db())]);
    const first = ok(await grant(templateId, revoked));
    const second_ = ok(await grant(templateId, expiring));
    const filed = ok(await client.act(admin, trialTemplateResource, 'changeTerms', { id: templateId, amount: '10', budgetId: later, reason: 'new quarter' }));
    await second.approve(filed.approvalId, checkerId);
    expect((await db().select().from(trialTemplates).where(eq(trialTemplates.id, templateId)))[0]!.budgetId).toBe(later);

    await second.approve(ok(await client.act(admin, trialGrantResource, 'revoke', { id: first.id, reason: 'duplicate account' })).approvalId, checkerId);
    // As an instance still on the code from before budget_id writes it: the SPEND row names the budget.
    await db().update(trialGrants).set({ budgetId: null, expiresAt: sql`now() - interval '1 second'` }).where(eq(trialGrants.id, second_.id));
    await second.area.grants.expireDue();
    for (const id of [first.id, second_.id]) {
      expect((await budgetLogsOf(id)).map((l) => [l.budgetId, l.type])).toEqual([
        [paying, 'SPEND'],
        [paying, 'RETURN'],
      ]);
    }
    expect(await budgetRow(paying)).toMatchObject({ balance: expect.stringMatching(/^100(\.0+)?$/), spentTotal: expect.stringMatching(/^0(\.0+)?$/) });
    expect(await budgetRow(later)).toMatchObject({ balance: expect.stringMatching(/^100(\.0+)?$/), spentTotal: expect.stringMatching(/^0(\.0+)?$/) });
    expect(await trialMismatches(t)).toEqual([]);
  });

  it('batch: ids and accounts as one job, a result per member, counts that add up; failures named', async () => {
    const budgetId = await newBudget('25');
    const templateId = await newTemplate(budgetId);
    const [a, b, c] = await Promise.all([addMember(db()), addMember(db()), addMember(db())]);
    const { account: accountOfB } = (await db().execute(sql`select account from mem_member where id = ${b}`) as unknown as { rows: Array<{ account: string }> }).rows[0]!;
    const started = ok(await client.act(admin, trialGrantResource, 'batchGrant', { templateId, members: `${a}\n${accountOfB}, nobody_here\n${a}; ${c}`, reason: 'campaign' }));
    expect(started).toMatchObject({ total: 4, failed: 1 });
    let batch: Answer['body']['data'];
    for (let i = 0; i < 200; i += 1) {
      batch = ok(await client.send(checker, 'GET', `/api/v2/sitebkd/${TRIAL_BATCH_PATH}`, { id: String(started.batchId) }));
      if (batch.status.startsWith('DONE')) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    // 25 pays two grants of 10: the third member's item fails with the budget's reason, not silently.
    expect(batch).toMatchObject({ status: 'DONE_WITH_ERRORS', total: 4, succeeded: 2, failed: 2 });
    const byRef = Object.fromEntries(batch.items.map((i: { memberRef: string }) => [i.memberRef, i]));
    expect(byRef.nobody_here).toMatchObject({ status: 'FAILED', error: { reason: 'finance.memberMissing' } });
    expect(byRef[String(a)]).toMatchObject({ status: 'GRANTED' });
    expect(byRef[accountOfB]).toMatchObject({ status: 'GRANTED' });
    expect(byRef[String(c)]).toMatchObject({ status: 'FAILED', error: { reason: 'finance.budgetExhausted' } });
    // Running it again (a resumed batch) grants nothing more.
    await second.area.batches.run(started.batchId, adminId);
    expect(await db().select().from(trialGrants).where(eq(trialGrants.templateId, templateId))).toHaveLength(2);
    const empty = await client.act(admin, trialGrantResource, 'batchGrant', { templateId, members: ' ,\n ', reason: 'x' });
    expect(empty.body.data.reason).toBe('member.trialBatchEmpty');
    expect(await trialMismatches(t)).toEqual([]);
  });

  it("batch progress shows a reader only the items of members their scope reaches (and those naming none)", async () => {
    const templateId = await newTemplate(await newBudget('100'));
    const role = await addRole(db(), { dataScope: 'self', permissions: ['member/trial-grant/list'] });
    const userName = `trial_self_${kind}_${Date.now()}`;
    const viewer = await addUser(db(), userName, null, [role]);
    const [mine, other] = await Promise.all([addMember(db()), addMember(db())]);
    await db().update(members).set({ operatorId: viewer }).where(eq(members.id, mine));
    const started = ok(await client.act(admin, trialGrantResource, 'batchGrant', { templateId, members: `${mine}\n${other}\nnobody_here`, reason: 'scope' }));
    await second.area.batches.run(started.batchId, adminId);
    const progressAs = async (token: string) => ok(await client.send(token, 'GET', `/api/v2/sitebkd/${TRIAL_BATCH_PATH}`, { id: String(started.batchId) }));
    const seen = await progressAs(await t.signIn(userName));
    expect(seen).toMatchObject({ total: 3, succeeded: 2, failed: 1, hidden: 1 });
    expect(seen.items.map((i: { memberRef: string; memberId: number | null }) => [i.memberRef, i.memberId])).toEqual([
      [String(mine), mine],
      ['nobody_here', null],
    ]);
    const everything = await progressAs(admin);
    expect(everything).toMatchObject({ hidden: 0 });
    expect(everything.items.map((i: { memberId: number | null }) => i.memberId)).toEqual([mine, other, null]);
  });

  it('a member with only trial credit cannot withdraw it: the withdrawal reads AVAILABLE only', async () => {
    const templateId = await newTemplate(await newBudget('100'));
    const memberId = await addMember(db());
    ok(await grant(templateId, memberId));
    const { call } = financeClient(t);
    const res = await call(admin, 'POST', 'withdrawAdd', { memberId, currency: 'USDT', amount: '10', address: 'TXYZtrialonly0000000000000000000001' });
    expect(res.status).toBe(409);
    expect(res.body.data.reason).toBe('finance.insufficientBalance');
    expect(await db().select().from(withdrawOrders).where(eq(withdrawOrders.memberId, memberId))).toHaveLength(0);
    expect(Number(await trialOf(memberId))).toBe(10);
    // The member's detail shows trial apart from available.
    const detail = await t.app.inject({ method: 'GET', url: `/admin/api/v2/sitebkd/member/get?id=${memberId}`, headers: { authorization: `Bearer ${admin}` } });
    expect(detail.json().data.wallets).toEqual([expect.objectContaining({ currency: 'USDT', available: '0', trial: '10' })]);
  });

  it('the demo seed left a funded budget, two templates and grants (one expired) that agree with their logs', async () => {
    const [demo] = await db().select().from(budgets).where(eq(budgets.code, 'DEMO-TRIAL-USDT'));
    expect(demo).toBeDefined();
    const templates = await db().select().from(trialTemplates).where(eq(trialTemplates.budgetId, demo!.id));
    expect(templates.map((x) => x.status).sort()).toEqual(['ACTIVE', 'DRAFT']);
    const grants = await db().select().from(trialGrants).where(eq(trialGrants.templateId, templates.find((x) => x.status === 'ACTIVE')!.id));
    expect(grants.map((g) => g.status).sort()).toEqual(['ACTIVE', 'ACTIVE', 'EXPIRED']);
    expect(await trialMismatches(t)).toEqual([]);
  });
});
