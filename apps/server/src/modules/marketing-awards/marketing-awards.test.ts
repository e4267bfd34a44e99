import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionEndpointOf, API_PREFIX, endpointOf, WILDCARD_PERMISSION, type CrudOp, type ResourceDefinition } from '@ledgerdesk/shared';
import { budgetResource } from '@ledgerdesk/shared/resources/finance/budget';
import { awardCampaignResource } from '@ledgerdesk/shared/resources/marketing/award-campaign';
import { AWARD_BATCH_PATH, awardGrantResource } from '@ledgerdesk/shared/resources/marketing/award-grant';
import {
  AWARD_CAMPAIGN_STATUSES,
  AWARD_GRANT_STATUSES,
  RED_ENVELOPE_STATUSES,
  awardMayMove,
  campaignMayMove,
  envelopeMayMove,
} from '@ledgerdesk/shared/resources/marketing/award-states';
import { redEnvelopeResource } from '@ledgerdesk/shared/resources/marketing/red-envelope';
import { redEnvelopeClaimResource } from '@ledgerdesk/shared/resources/marketing/red-envelope-claim';
import { approvals, awardCampaigns, awardGrants, budgetLogs, budgets, members, moneyLogs, redEnvelopeClaims, redEnvelopes, redEnvelopeShares, users, wallets } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { ApprovalRegistry } from '../approval/approval-registry';
import { ApprovalService } from '../approval/approval-service';
import { ConfigParams } from '../config/config-params';
import { addMember, addSuperOperator, ledgerMismatches } from '../finance/finance-test-kit';
import { postToWallet } from '../finance/ledger';
import { marketingAwardsArea } from './routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: { code: number; msg: string; data: any } };

function client(t: TestApp) {
  const send = async (token: string, method: string, path: string, payload?: object): Promise<Answer> => {
    const headers = bearer(token);
    const res = await t.app.inject(
      method === 'GET'
        ? { method: 'GET', url: `${api(path)}?${new URLSearchParams(payload as Record<string, string>)}`, headers }
        : { method: method as 'POST', url: api(path), headers, payload },
    );
    return { status: res.statusCode, body: res.json() };
  };
  return {
    send,
    act: (token: string, definition: ResourceDefinition, name: string, payload: object) => {
      const { method, path } = actionEndpointOf(definition, name, definition.actions![name]!);
      return send(token, method, path, payload);
    },
    op: (token: string, definition: ResourceDefinition, op: CrudOp, payload: object) => {
      const { method, path } = endpointOf(definition, op);
      return send(token, method, path, payload);
    },
  };
}

const ok = (res: Answer) => {
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
};
const refused = (res: Answer, status: number, reason?: string) => {
  expect(res.status, res.body.msg).toBe(status);
  if (reason) expect(res.body.data?.reason, res.body.msg).toBe(reason);
  return res.body.msg;
};

describe('award and red envelope state machines (every pair)', () => {
  it('campaign: DRAFT → PENDING_APPROVAL → ACTIVE → CLOSED, sent back to DRAFT, a draft closed; nothing else', () => {
    const allowed = new Set(['DRAFT>PENDING_APPROVAL', 'DRAFT>CLOSED', 'PENDING_APPROVAL>ACTIVE', 'PENDING_APPROVAL>DRAFT', 'ACTIVE>CLOSED']);
    for (const from of AWARD_CAMPAIGN_STATUSES) for (const to of AWARD_CAMPAIGN_STATUSES) expect(campaignMayMove(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
  });
  it('award: PENDING_APPROVAL → APPROVED | REJECTED, APPROVED → PAID → REVERSED; nothing else', () => {
    const allowed = new Set(['PENDING_APPROVAL>APPROVED', 'PENDING_APPROVAL>REJECTED', 'APPROVED>PAID', 'PAID>REVERSED']);
    for (const from of AWARD_GRANT_STATUSES) for (const to of AWARD_GRANT_STATUSES) expect(awardMayMove(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
  });
  it('envelope: DRAFT → ACTIVE | CANCELLED, ACTIVE → EXHAUSTED | EXPIRED | CANCELLED; the ends are final', () => {
    const allowed = new Set(['DRAFT>ACTIVE', 'DRAFT>CANCELLED', 'ACTIVE>EXHAUSTED', 'ACTIVE>EXPIRED', 'ACTIVE>CANCELLED']);
    for (const from of RED_ENVELOPE_STATUSES) for (const to of RED_ENVELOPE_STATUSES) expect(envelopeMayMove(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
  });
});

describe.each(databaseKinds)('awards and red envelopes (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let checker: string;
  let adminId: number;
  let checkerId: number;
  let c: ReturnType<typeof client>;
  let area: ReturnType<typeof marketingAwardsArea>;
  let approvalService: ApprovalService;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    await addSuperOperator(t.database.db, 'checker2');
    admin = await t.signIn('admin');
    checker = await t.signIn('checker2');
    adminId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin')))[0]!.id;
    checkerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, 'checker2')))[0]!.id;
    const registry = new ApprovalRegistry();
    approvalService = new ApprovalService(t.database.db, registry);
    area = marketingAwardsArea(t.database.db, approvalService, new ConfigParams(t.database.db));
    registry.register(area.envelopes.approvalHandler());
  }, 180_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  /** Wallets equal the money log; budgets equal their log, never below zero; envelopes' escrow adds up; campaigns' use equals their paid awards. */
  const mismatches = async () => {
    const ledger = await ledgerMismatches(db());
    const rest = await db().execute(sql`
      select 'budget' as what, b.code as id from fin_budget b left join fin_budget_log l on l.budget_id = b.id
        group by b.id having b.balance <> coalesce(sum(l.change), 0) or b.balance < 0
      union all
      select 'envelope', e.envelope_no from mkt_red_envelope e
        where (e.funded_at is not null and e.escrow_balance + e.claimed_amount + e.refunded_amount <> e.total_amount)
           or e.claimed_amount <> (select coalesce(sum(amount), 0) from mkt_red_envelope_claim c where c.envelope_id = e.id)
      union all
      select 'campaign', k.code from mkt_award_campaign k
        where k.budget_used <> (select coalesce(sum(amount), 0) from mkt_award_grant g where g.campaign_id = k.id and g.status = 'PAID')`);
    return [...ledger, ...(rest as unknown as { rows: unknown[] }).rows];
  };
  const newBudget = async (fund = '900') => {
    serial += 1;
    const created = ok(await c.act(admin, budgetResource, 'create', { code: `MB-${kind}-${serial}`, name: 'Marketing test', currency: 'USDT' }));
    ok(await c.act(admin, budgetResource, 'fund', { id: created.id, amount: fund, remark: 'test' }));
    return created.id as number;
  };
  const budgetBalance = async (id: number) => Number((await db().select().from(budgets).where(eq(budgets.id, id)))[0]!.balance);
  const available = async (memberId: number) => Number((await db().select().from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.currency, 'USDT'))))[0]?.available ?? 0);
  const newCampaign = async (budgetId: number, kindOf = 'COMPETITION', total = '800') => {
    serial += 1;
    const created = ok(await c.act(admin, awardCampaignResource, 'create', { code: `C-${kind}-${serial}`, name: 'Cup', kind: kindOf, budgetId, budgetTotal: total }));
    ok(await c.act(admin, awardCampaignResource, 'submit', { id: created.id }));
    ok(await c.act(checker, awardCampaignResource, 'approve', { id: created.id }));
    return created.id as number;
  };
  const grant = (token: string, campaignId: number, memberId: number, amount: string, evidenceRef: string) =>
    c.act(token, awardGrantResource, 'grant', { campaignId, memberId, amount, evidenceRef, reason: 'test' });
  const versionOf = async (table: typeof awardCampaigns | typeof redEnvelopes, id: number) => (await db().select({ version: table.version }).from(table).where(eq(table.id, id)))[0]!.version;
  const statusOf = async (grantId: number) => (await db().select().from(awardGrants).where(eq(awardGrants.id, grantId)))[0]!.status;

  it('campaign: a draft is edited, submitted, approved only by a second operator, then no longer edited; closing ends it', async () => {
    const budgetId = await newBudget();
    serial += 1;
    const created = ok(await c.act(admin, awardCampaignResource, 'create', { code: `CE-${kind}-${serial}`, name: 'Draft', kind: 'OTHER', budgetId, budgetTotal: '100' }));
    expect(created.status).toBe('DRAFT');
    refused(await c.act(admin, awardCampaignResource, 'create', { code: `CE-${kind}-${serial}`, name: 'Again', kind: 'OTHER', budgetId, budgetTotal: '100' }), 409, 'record.duplicate');
    refused(await c.act(admin, awardCampaignResource, 'create', { code: `CX-${kind}-${serial}`, name: 'Neg', kind: 'OTHER', budgetId, budgetTotal: '-5' }), 400);
    ok(await c.op(admin, awardCampaignResource, 'edit', { id: created.id, version: await versionOf(awardCampaigns, created.id), name: 'Draft renamed', budgetTotal: '150' }));
    // Refused moves: approving or closing from the wrong state.
    refused(await c.act(checker, awardCampaignResource, 'approve', { id: created.id }), 409, 'record.wrongState');
    ok(await c.act(admin, awardCampaignResource, 'submit', { id: created.id }));
    refused(await c.act(admin, awardCampaignResource, 'submit', { id: created.id }), 409, 'record.wrongState');
    refused(await c.act(admin, awardCampaignResource, 'approve', { id: created.id }), 409, 'approval.sameOperator');
    ok(await c.act(checker, awardCampaignResource, 'sendBack', { id: created.id, reason: 'rules link missing' }));
    ok(await c.act(admin, awardCampaignResource, 'submit', { id: created.id }));
    expect(ok(await c.act(checker, awardCampaignResource, 'approve', { id: created.id })).status).toBe('ACTIVE');
    refused(await c.op(admin, awardCampaignResource, 'edit', { id: created.id, version: await versionOf(awardCampaigns, created.id), budgetTotal: '9999' }), 409, 'record.wrongState');
    ok(await c.act(admin, awardCampaignResource, 'close', { id: created.id }));
    refused(await c.act(admin, awardCampaignResource, 'close', { id: created.id }), 409, 'record.wrongState');
    const [row] = await db().select().from(awardCampaigns).where(eq(awardCampaigns.id, created.id));
    expect(row).toMatchObject({ status: 'CLOSED', budgetTotal: '150', approverId: checkerId, name: 'Draft renamed' });
  });

  it('award: compensation waits for a second operator; pay moves budget → member once under concurrent repeats; refused moves leave nothing written', async () => {
    const budgetId = await newBudget();
    const campaignId = await newCampaign(budgetId, 'COMPENSATION');
    const member = await addMember(db(), 'aw');
    const created = ok(await grant(admin, campaignId, member, '40', 'INC-1'));
    expect(created.status).toBe('PENDING_APPROVAL');
    refused(await grant(admin, campaignId, member, '40', 'INC-1'), 409, 'record.duplicate');
    refused(await grant(admin, campaignId, member, '-1', 'INC-2'), 400);
    refused(await grant(admin, campaignId, member, '0', 'INC-2'), 400, 'awards.amountNotPositive');
    refused(await grant(admin, campaignId, member, '1.0000001', 'INC-2'), 400, 'awards.amountScale');
    refused(await c.act(admin, awardGrantResource, 'pay', { id: created.id }), 409, 'record.wrongState');
    refused(await c.act(admin, awardGrantResource, 'reverse', { id: created.id, reason: 'x' }), 409, 'record.wrongState');
    refused(await c.act(admin, awardGrantResource, 'approve', { id: created.id }), 409, 'approval.sameOperator');
    expect(await statusOf(created.id)).toBe('PENDING_APPROVAL');
    ok(await c.act(checker, awardGrantResource, 'approve', { id: created.id }));
    refused(await c.act(checker, awardGrantResource, 'approve', { id: created.id }), 409, 'record.wrongState');
    refused(await c.act(checker, awardGrantResource, 'reject', { id: created.id, reason: 'late' }), 409, 'record.wrongState');

    const before = await budgetBalance(budgetId);
    const pays = await Promise.all([1, 2, 3, 4].map(() => c.act(checker, awardGrantResource, 'pay', { id: created.id })));
    expect(pays.filter((p) => p.body.code === 0)).toHaveLength(1);
    expect(await statusOf(created.id)).toBe('PAID');
    expect(await available(member)).toBe(40);
    expect(await budgetBalance(budgetId)).toBe(before - 40);
    const logs = await db().select().from(moneyLogs).where(and(eq(moneyLogs.refType, 'AWARD_GRANT'), eq(moneyLogs.refId, created.id)));
    expect(logs.map((l) => [l.type, l.balanceKind, Number(l.change)])).toEqual([['AWARD_CREDIT', 'AVAILABLE', 40]]);
    const spent = await db().select().from(budgetLogs).where(and(eq(budgetLogs.refType, 'AWARD_GRANT'), eq(budgetLogs.refId, created.id)));
    expect(spent.map((l) => [l.type, Number(l.change)])).toEqual([['SPEND', -40]]);
    refused(await c.act(checker, awardGrantResource, 'approve', { id: created.id }), 409, 'record.wrongState');
    expect(await mismatches()).toEqual([]);
  });

  it('award: below the threshold a prize is approved on creation, above it waits; rejecting ends it; the campaign cap and the budget are never exceeded', async () => {
    const budgetId = await newBudget('900');
    const campaignId = await newCampaign(budgetId, 'COMPETITION', '2000');
    const [m1, m2, m3] = [await addMember(db(), 'aw'), await addMember(db(), 'aw'), await addMember(db(), 'aw')];
    const small = ok(await grant(admin, campaignId, m1, '100', 'R1'));
    expect(small.status).toBe('APPROVED');
    // 1000.5 USDT is above the default threshold of 1,000 US dollars.
    const large = ok(await grant(admin, campaignId, m2, '1000.5', 'R2'));
    expect(large.status).toBe('PENDING_APPROVAL');
    ok(await c.act(checker, awardGrantResource, 'reject', { id: large.id, reason: 'not eligible' }));
    expect(await statusOf(large.id)).toBe('REJECTED');
    refused(await c.act(checker, awardGrantResource, 'pay', { id: large.id }), 409, 'record.wrongState');
    // A prize the budget account cannot cover: refused, nothing moved.
    const big = ok(await grant(admin, campaignId, m3, '850', 'R3'));
    ok(await c.act(admin, awardGrantResource, 'pay', { id: small.id }));
    refused(await c.act(admin, awardGrantResource, 'pay', { id: big.id }), 409, 'finance.budgetExhausted');
    expect(await statusOf(big.id)).toBe('APPROVED');
    expect(await available(m3)).toBe(0);
    // The campaign's own cap: 2000 total, 100 used.
    refused(await grant(admin, campaignId, m3, '1900.01', 'R4'), 409, 'awards.campaignBudgetExceeded');
    expect(await mismatches()).toEqual([]);
  });

  it('award: reversing takes it back only while the member holds it, once under concurrent repeats', async () => {
    const budgetId = await newBudget();
    const campaignId = await newCampaign(budgetId);
    const member = await addMember(db(), 'aw');
    const paid = ok(await grant(admin, campaignId, member, '60', 'REV-1'));
    ok(await c.act(admin, awardGrantResource, 'pay', { id: paid.id }));
    // The member spent 30 of it: the reversal is refused with a clear reason, nothing written.
    await db().transaction((tx) => postToWallet(tx, { memberId: member, currency: 'USDT', type: 'WITHDRAW', refType: 'TEST_SPEND', refId: member, refNo: 'spend', operatorId: null, moves: [{ kind: 'AVAILABLE', change: '-30' }] }));
    const msg = refused(await c.act(admin, awardGrantResource, 'reverse', { id: paid.id, reason: 'duplicate' }), 409, 'awards.reverseNotCovered');
    expect(msg).toMatch(/receivable/);
    expect(await statusOf(paid.id)).toBe('PAID');
    await db().transaction((tx) => postToWallet(tx, { memberId: member, currency: 'USDT', type: 'RECHARGE', refType: 'TEST_TOPUP', refId: member, refNo: 'topup', operatorId: null, moves: [{ kind: 'AVAILABLE', change: '30' }] }));
    const before = await budgetBalance(budgetId);
    const tries = await Promise.all([1, 2, 3].map(() => c.act(admin, awardGrantResource, 'reverse', { id: paid.id, reason: 'duplicate' })));
    expect(tries.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await statusOf(paid.id)).toBe('REVERSED');
    expect(await available(member)).toBe(0);
    expect(await budgetBalance(budgetId)).toBe(before + 60);
    expect(Number((await db().select().from(awardCampaigns).where(eq(awardCampaigns.id, campaignId)))[0]!.budgetUsed)).toBe(0);
    refused(await c.act(admin, awardGrantResource, 'pay', { id: paid.id }), 409, 'record.wrongState');
    expect(await mismatches()).toEqual([]);
  });

  it('award: a batch gives every line its own result; grants on a draft campaign are refused', async () => {
    const budgetId = await newBudget();
    const campaignId = await newCampaign(budgetId);
    const [m1, m2] = [await addMember(db(), 'ab'), await addMember(db(), 'ab')];
    const account2 = (await db().select({ account: members.account }).from(members).where(eq(members.id, m2)))[0]!.account;
    const lines = ['member,amount,evidence', `${m1},10,B1`, `${account2},5.5,B1`, 'nobody-here,5,B1', `${m1},10,B1`, `${m2},-3,B2`].join('\n');
    const started = ok(await c.act(admin, awardGrantResource, 'batchGrant', { campaignId, lines, reason: 'batch' }));
    expect(started).toMatchObject({ total: 5, failed: 1 }); // the unknown member fails as the batch is stored
    await area.batches.run(started.batchId); // the app's own runner may have claimed it: either way it ends
    let result: Answer['body']['data'];
    for (let i = 0; i < 100; i += 1) {
      result = ok(await c.send(admin, 'GET', `${API_PREFIX}/${AWARD_BATCH_PATH}`, { id: String(started.batchId) }));
      if (String(result.status).startsWith('DONE')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(result).toMatchObject({ status: 'DONE_WITH_ERRORS', total: 5, succeeded: 2, failed: 3 });
    expect(result.items.map((i: { line: number; status: string }) => [i.line, i.status])).toEqual([[2, 'CREATED'], [3, 'CREATED'], [4, 'FAILED'], [5, 'FAILED'], [6, 'FAILED']]);
    expect(result.items[2].error).toMatchObject({ reason: 'finance.memberMissing', params: { memberId: 'nobody-here' } });
    expect(result.items[3].error).toMatchObject({ reason: 'record.duplicate' });
    expect(result.items[4].error).toMatchObject({ reason: 'awards.amountScale', params: { amount: '-3' } });
    refused(await c.act(admin, awardGrantResource, 'batchGrant', { campaignId, lines: '\n', reason: 'batch' }), 400);
    serial += 1;
    const draft = ok(await c.act(admin, awardCampaignResource, 'create', { code: `CD-${kind}-${serial}`, name: 'Draft', kind: 'OTHER', budgetId, budgetTotal: '10' }));
    refused(await grant(admin, draft.id, m1, '1', 'D1'), 409, 'record.wrongState');
  });

  const newEnvelope = async (budgetId: number, over: Record<string, unknown> = {}) => {
    const now = Date.now();
    return ok(
      await c.act(admin, redEnvelopeResource, 'create', {
        title: 'Festival',
        budgetId,
        totalAmount: '10',
        count: 3,
        split: 'RANDOM',
        minShare: '1',
        maxShare: '5',
        eligibility: 'ALL',
        startsAt: new Date(now - 60_000).toISOString(),
        expiresAt: new Date(now + 3_600_000).toISOString(),
        ...over,
      }),
    );
  };
  const envelopeRow = async (id: number) => (await db().select().from(redEnvelopes).where(eq(redEnvelopes.id, id)))[0]!;

  it('envelope: terms are checked, a draft is edited, funding cuts shares from a committed seed, then amount and count are fixed', async () => {
    const budgetId = await newBudget();
    refused(await c.act(admin, redEnvelopeResource, 'create', { title: 'x', budgetId, totalAmount: '10', count: 3, split: 'RANDOM', minShare: '4', maxShare: '5', eligibility: 'ALL', startsAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 1000).toISOString() }), 400, 'awards.envelopeTerms');
    refused(await c.act(admin, redEnvelopeResource, 'create', { title: 'x', budgetId, totalAmount: '10', count: 2, split: 'EQUAL', eligibility: 'ALL', startsAt: new Date().toISOString(), expiresAt: new Date(Date.now() - 1000).toISOString() }), 400, 'awards.endsBeforeStart');
    const created = await newEnvelope(budgetId);
    expect(created.status).toBe('DRAFT');
    refused(await c.op(admin, redEnvelopeResource, 'edit', { id: created.id, version: await versionOf(redEnvelopes, created.id), count: 20 }), 400, 'awards.envelopeTerms');
    ok(await c.op(admin, redEnvelopeResource, 'edit', { id: created.id, version: await versionOf(redEnvelopes, created.id), totalAmount: '12', count: 4 }));
    const before = await budgetBalance(budgetId);
    const funded = ok(await c.act(admin, redEnvelopeResource, 'fund', { id: created.id }));
    expect(funded).toMatchObject({ applied: true, status: 'ACTIVE' });
    const row = await envelopeRow(created.id);
    expect(row.splitSeedHash).toBe(createHash('sha256').update(row.splitSeed).digest('hex'));
    expect(Number(row.escrowBalance)).toBe(12);
    expect(await budgetBalance(budgetId)).toBe(before - 12);
    const shares = await db().select().from(redEnvelopeShares).where(eq(redEnvelopeShares.envelopeId, created.id));
    expect(shares).toHaveLength(4);
    expect(shares.reduce((a, s) => a + Math.round(Number(s.amount) * 1e6), 0)).toBe(12e6);
    refused(await c.op(admin, redEnvelopeResource, 'edit', { id: created.id, version: await versionOf(redEnvelopes, created.id), totalAmount: '99' }), 409, 'record.wrongState');
    refused(await c.act(admin, redEnvelopeResource, 'fund', { id: created.id }), 409, 'record.wrongState');
    expect(await budgetBalance(budgetId)).toBe(before - 12);
    expect(await mismatches()).toEqual([]);
  });

  it('envelope: concurrent claims take the shares in order, one per member, until exhausted; the claims list shows them', async () => {
    const budgetId = await newBudget();
    const created = await newEnvelope(budgetId);
    ok(await c.act(admin, redEnvelopeResource, 'fund', { id: created.id }));
    const claimers = await Promise.all([1, 2, 3, 4, 5].map(() => addMember(db(), 're')));
    // The same member twice at once: one claim.
    const twice = await Promise.allSettled([area.envelopes.claim(created.id, claimers[0]!), area.envelopes.claim(created.id, claimers[0]!)]);
    expect(twice.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(twice.find((r) => r.status === 'rejected')).toMatchObject({ reason: { data: { reason: 'awards.envelopeAlreadyClaimed' } } });
    const rest = await Promise.allSettled(claimers.slice(1).map((m) => area.envelopes.claim(created.id, m)));
    expect(rest.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const row = await envelopeRow(created.id);
    expect(row).toMatchObject({ status: 'EXHAUSTED', claimedCount: 3, escrowBalance: '0', claimedAmount: '10' });
    const claims = await db().select().from(redEnvelopeClaims).where(eq(redEnvelopeClaims.envelopeId, created.id));
    const shares = await db().select().from(redEnvelopeShares).where(eq(redEnvelopeShares.envelopeId, created.id));
    for (const claim of claims) expect(claim.amount).toBe(shares.find((s) => s.seq === claim.seq)!.amount);
    const listed = ok(await c.op(admin, redEnvelopeClaimResource, 'list', { envelopeId: String(created.id) }));
    expect(listed.rows ?? listed.list ?? listed.records).toHaveLength(3);
    await expect(area.envelopes.claim(created.id, claimers[4]!)).rejects.toMatchObject({ data: { reason: 'record.wrongState' } });
    expect(await mismatches()).toEqual([]);
  });

  it('envelope: eligibility and the claim window are enforced', async () => {
    const budgetId = await newBudget();
    const kyc = await newEnvelope(budgetId, { eligibility: 'KYC_PRIMARY' });
    ok(await c.act(admin, redEnvelopeResource, 'fund', { id: kyc.id }));
    const member = await addMember(db(), 'el');
    await expect(area.envelopes.claim(kyc.id, member)).rejects.toMatchObject({ data: { reason: 'awards.envelopeNotEligible' } });
    await db().update(members).set({ kycLevel: 1 }).where(eq(members.id, member));
    await area.envelopes.claim(kyc.id, member);
    const fresh = await newEnvelope(budgetId, { eligibility: 'NEW_MEMBERS' });
    ok(await c.act(admin, redEnvelopeResource, 'fund', { id: fresh.id }));
    const old = await addMember(db(), 'el');
    await db().update(members).set({ registeredAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(members.id, old));
    await expect(area.envelopes.claim(fresh.id, old)).rejects.toMatchObject({ data: { reason: 'awards.envelopeNotEligible' } });
    await area.envelopes.claim(fresh.id, member);
    const later = await newEnvelope(budgetId, { startsAt: new Date(Date.now() + 3_600_000).toISOString(), expiresAt: new Date(Date.now() + 7_200_000).toISOString() });
    ok(await c.act(admin, redEnvelopeResource, 'fund', { id: later.id }));
    await expect(area.envelopes.claim(later.id, member)).rejects.toMatchObject({ data: { reason: 'awards.envelopeOutsideWindow' } });
  });

  it('envelope: expiry and cancellation return the unclaimed remainder to the budget once, even racing each other', async () => {
    const budgetId = await newBudget();
    const created = await newEnvelope(budgetId, { split: 'EQUAL', totalAmount: '9', count: 3 });
    ok(await c.act(admin, redEnvelopeResource, 'fund', { id: created.id }));
    await area.envelopes.claim(created.id, await addMember(db(), 'ex'));
    const before = await budgetBalance(budgetId);
    await db().update(redEnvelopes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(redEnvelopes.id, created.id));
    const results = await Promise.allSettled([
      area.envelopes.expireDue(),
      area.envelopes.expireDue(),
      db().transaction((tx) => area.envelopes.end(tx, created.id, 'CANCELLED', adminId)),
      db().transaction((tx) => area.envelopes.end(tx, created.id, 'EXPIRED', null)),
    ]);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const row = await envelopeRow(created.id);
    expect(['EXPIRED', 'CANCELLED']).toContain(row.status);
    expect(row).toMatchObject({ escrowBalance: '0', refundedAmount: '6' });
    expect(await budgetBalance(budgetId)).toBe(before + 6);
    const refunds = await db().select().from(budgetLogs).where(and(eq(budgetLogs.refType, 'RED_ENVELOPE_REFUND'), eq(budgetLogs.refId, created.id)));
    expect(refunds).toHaveLength(1);
    refused(await c.act(admin, redEnvelopeResource, 'cancel', { id: created.id, reason: 'again' }), 409, 'record.wrongState');
    // A draft is cancelled without money moving.
    const draft = await newEnvelope(budgetId);
    expect(ok(await c.act(admin, redEnvelopeResource, 'cancel', { id: draft.id, reason: 'not needed' })).status).toBe('CANCELLED');
    refused(await c.act(admin, redEnvelopeResource, 'fund', { id: draft.id }), 409, 'record.wrongState');
    expect(await mismatches()).toEqual([]);
  });

  it('envelope: funding above the threshold waits for a second operator, who funds it once', async () => {
    // Two fundings below the budget's own threshold: 1500 in all.
    const budgetId = await newBudget('750');
    ok(await c.act(admin, budgetResource, 'fund', { id: budgetId, amount: '750', remark: 'test' }));
    const created = await newEnvelope(budgetId, { split: 'EQUAL', totalAmount: '1200', count: 10 });
    const filed = ok(await c.act(admin, redEnvelopeResource, 'fund', { id: created.id }));
    expect(filed).toMatchObject({ applied: false, approvalId: expect.any(Number) });
    expect((await envelopeRow(created.id)).status).toBe('DRAFT');
    const [request] = await db().select().from(approvals).where(eq(approvals.id, filed.approvalId));
    expect(request).toMatchObject({ kind: 'red-envelope.fund', status: 'PENDING', makerId: adminId });
    await expect(approvalService.approve({ approvalId: filed.approvalId, operatorId: adminId, permissions: [WILDCARD_PERMISSION] })).rejects.toMatchObject({ data: { reason: 'approval.sameOperator' } });
    const decisions = await Promise.allSettled([1, 2].map(() => approvalService.approve({ approvalId: filed.approvalId, operatorId: checkerId, permissions: [WILDCARD_PERMISSION] })));
    expect(decisions.filter((d) => d.status === 'fulfilled'), JSON.stringify(decisions.map((d) => (d.status === 'rejected' ? String(d.reason?.message) : 'ok')))).toHaveLength(1);
    expect(await envelopeRow(created.id)).toMatchObject({ status: 'ACTIVE', escrowBalance: '1200', fundedBy: checkerId });
    expect(await budgetBalance(budgetId)).toBe(300);
    expect(await mismatches()).toEqual([]);
  });

  it('the demo seed moved everything through the ledger and verifies', async () => {
    const [budget] = await db().select().from(budgets).where(eq(budgets.code, 'DEMO-MARKETING-USDT'));
    expect(budget).toBeDefined();
    const grants = await db().select({ status: awardGrants.status }).from(awardGrants).where(sql`${awardGrants.campaignId} in (select id from mkt_award_campaign where budget_id = ${budget!.id})`);
    expect(grants.map((g) => g.status).sort()).toEqual(['PAID', 'PENDING_APPROVAL', 'REVERSED']);
    const envelopes = await db().select().from(redEnvelopes).where(eq(redEnvelopes.budgetId, budget!.id));
    expect(envelopes.map((e) => e.status).sort()).toEqual(['ACTIVE', 'DRAFT', 'EXPIRED']);
    // 20000 funded − 300 paid − 100 and 60 into escrow + 50 returned by the expiry.
    expect(Number(budget!.balance)).toBe(20000 - 300 - 100 - 60 + 50);
    expect(await mismatches()).toEqual([]);
  });
});
