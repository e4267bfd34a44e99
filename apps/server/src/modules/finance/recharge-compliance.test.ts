import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { approvalResource } from '@ledgerdesk/shared/resources/system/approval';
import { RECHARGE_RELEASE_KIND, RECHARGE_RELEASE_PERMISSION, rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { PERMISSIONS as P } from '@ledgerdesk/shared';
import { addressBlacklist, approvals, members, moneyLogs, reviewEvents, walletCodes, wallets } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { treasuryClient } from '../treasury/treasury-test-kit';
import { statementsDuring } from '../../test/statement-counter';
import { addDept, addRole, addUser } from '../access/scope-test-kit';
import { addMember, addSuperOperator, financeClient, ledgerMismatches } from './finance-test-kit';

const LISTED_TRON = 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy';
const CLEAN_TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/**
 * The compliance decision on a recharge credited FROZEN for a black-listed sender (catalogue §3.4):
 * release is four-eyes and moves FROZEN → AVAILABLE once; hold keeps it frozen with a case note.
 */
describe.each(databaseKinds)('recharge compliance: release and hold of a frozen credit (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let checker: string;
  let third: string;
  let call: ReturnType<typeof financeClient>['call'];
  let client: ReturnType<typeof treasuryClient>;
  const db = () => t.database.db;
  const wallet = async (memberId: number) => (await db().select().from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.currency, 'USDT'))))[0];
  const logsOf = async (id: number) =>
    (await db().select().from(moneyLogs).where(and(eq(moneyLogs.refType, 'RECHARGE'), eq(moneyLogs.refId, id)))).map((l) => [l.type, l.balanceKind, l.change]).sort();

  /** A recharge from the listed sender, approved by the checker: credited FROZEN. */
  const frozenRecharge = async (amount: string, from = LISTED_TRON) => {
    const member = await addMember(db());
    const entered = await call(admin, 'POST', 'rechargeAdd', { memberId: member, currency: 'USDT', amount, walletCode: 'USDT_TRC20', fromAddress: from });
    expect(entered.body, entered.body.msg).toMatchObject({ code: 0 });
    const approved = await call(checker, 'POST', 'rechargeReview', { id: entered.body.data.id, action: 'approve' });
    expect(approved.body, approved.body.msg).toMatchObject({ code: 0 });
    return { member, id: entered.body.data.id as number };
  };
  const rowOf = async (id: number) => {
    const res = await client.op(admin, rechargeResource, 'get', { id });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data as { screeningResult: string; compliance: string | null; frozenAmount: string | null };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off', LOG_LEVEL: 'error' });
    await addSuperOperator(db(), 'checker');
    await addSuperOperator(db(), 'third');
    admin = await t.signIn('admin');
    checker = await t.signIn('checker');
    third = await t.signIn('third');
    call = financeClient(t).call;
    client = treasuryClient(t);
    await db().insert(walletCodes).values({ code: 'USDT_TRC20', asset: 'USDT', network: 'TRON', decimals: 6, displayScale: 6, addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$' });
    await db().insert(addressBlacklist).values({ walletCode: 'USDT_TRC20', address: LISTED_TRON, direction: 'INBOUND', source: 'INTERNAL_CASE', reason: 'phishing deposits' });
  });
  afterAll(() => t.close());

  it('a list page reads its compliance states with its rows, and its total in the same statement or, on a pool, beside it', async () => {
    await frozenRecharge('7');
    let list: Awaited<ReturnType<typeof client.op>> | undefined;
    const statements = await statementsDuring(db(), async () => {
      list = await client.op(admin, rechargeResource, 'list', { pageIndex: 1, pageSize: 20 });
    });
    expect(list!.body.data.list.some((r: { compliance: string | null }) => r.compliance === 'HELD')).toBe(true);
    // Beside the session (and, on a pool, the planner's estimate asked for at once): the page, with its count on one connection.
    const reads = statements.filter((s) => !/sys_session|^explain /.test(s));
    const count = 'select count(*)::int from (select 1 from "fin_recharge_order"';
    expect(reads, statements.join('\n')).toHaveLength(kind === 'postgres' ? 2 : 1);
    const page = reads.find((text) => text.includes("'RELEASE_PENDING'"));
    expect(page, reads.join('\n')).toBeDefined();
    if (kind === 'postgres') {
      expect(page).not.toContain(count);
      expect(reads.find((text) => text !== page)).toContain(count);
    } else {
      expect(page).toContain(count);
    }
  });

  it('the list shows the screening, the frozen amount and HELD; a clear recharge has no compliance state', async () => {
    const { id } = await frozenRecharge('120.5');
    expect(await rowOf(id)).toMatchObject({ screeningResult: 'FLAGGED', compliance: 'HELD', frozenAmount: '120.5' });
    const list = await client.op(admin, rechargeResource, 'list', { screeningResult: 'FLAGGED' });
    expect(list.body.data.list.find((r: { id: number }) => r.id === id)).toMatchObject({ compliance: 'HELD', frozenAmount: '120.5' });
    const clean = await frozenRecharge('3', CLEAN_TRON);
    expect(await rowOf(clean.id)).toMatchObject({ screeningResult: 'CLEAR', compliance: null, frozenAmount: null });
    const refused = await client.action(admin, rechargeResource, 'release', { id: clean.id, remark: 'nothing frozen' });
    expect(refused.status).toBe(409);
    expect(refused.body.data.reason).toBe('treasury.notHeldFrozen');
  });

  it('hold keeps the credit frozen and records the case note; a note is required', async () => {
    const { member, id } = await frozenRecharge('80');
    const empty = await client.action(admin, rechargeResource, 'hold', { id, remark: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields.remark).toBeTruthy();
    const held = await client.action(admin, rechargeResource, 'hold', { id, remark: 'case 2024-17: sender under investigation' });
    expect(held.body, held.body.msg).toMatchObject({ code: 0, data: { compliance: 'HELD', frozenAmount: '80' } });
    const events = await db().select().from(reviewEvents).where(and(eq(reviewEvents.subjectType, 'RECHARGE'), eq(reviewEvents.subjectId, id)));
    expect(events.find((e) => e.action === 'compliance-hold')).toMatchObject({ remark: 'case 2024-17: sender under investigation' });
    expect(await wallet(member)).toMatchObject({ available: '0', frozen: '80' });
    expect(await rowOf(id)).toMatchObject({ compliance: 'HELD' });
  });

  it('release is four-eyes: the maker cannot approve it; concurrent approvals apply it once; wallet equals the money log', async () => {
    const { member, id } = await frozenRecharge('250');
    const filed = await client.action(admin, rechargeResource, 'release', { id, remark: 'case closed: sender cleared by vendor' });
    expect(filed.body, filed.body.msg).toMatchObject({ code: 0, data: { applied: false } });
    const approvalId = filed.body.data.approvalId as number;
    // Nothing moved yet; the list says a release waits, and a second request is refused.
    expect(await wallet(member)).toMatchObject({ available: '0', frozen: '250' });
    expect(await rowOf(id)).toMatchObject({ compliance: 'RELEASE_PENDING', frozenAmount: '250' });
    expect((await client.action(checker, rechargeResource, 'release', { id, remark: 'again' })).body.data.reason).toBe('approval.alreadyPending');

    const own = await client.action(admin, approvalResource, 'approve', { id: approvalId });
    expect(own.status).toBe(403);
    expect(own.body.data.reason).toBe('approval.sameOperator');
    expect(await wallet(member)).toMatchObject({ available: '0', frozen: '250' });

    const answers = await Promise.all([checker, third, checker, third].map((token) => client.action(token, approvalResource, 'approve', { id: approvalId })));
    expect(answers.map((a) => a.body.code === 0).filter(Boolean)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 0).every((a) => a.status === 409)).toBe(true);
    expect(await wallet(member)).toMatchObject({ available: '250', frozen: '0' });
    expect(await logsOf(id)).toEqual([
      ['RECHARGE', 'FROZEN', '250'],
      ['RECHARGE_RELEASE', 'AVAILABLE', '250'],
      ['RECHARGE_RELEASE', 'FROZEN', '-250'],
    ]);
    expect(await rowOf(id)).toMatchObject({ compliance: 'RELEASED', frozenAmount: null });
    const [request] = await db().select().from(approvals).where(eq(approvals.id, approvalId));
    expect(request).toMatchObject({ kind: RECHARGE_RELEASE_KIND, status: 'APPROVED', subjectType: 'RECHARGE', subjectId: id });

    // Released once: no further release or hold can be filed.
    expect((await client.action(checker, rechargeResource, 'release', { id, remark: 'twice' })).body.data.reason).toBe('treasury.notHeldFrozen');
    expect((await client.action(checker, rechargeResource, 'hold', { id, remark: 'too late' })).body.data.reason).toBe('treasury.notHeldFrozen');
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('an Idempotency-Key resent with the same release files one request', async () => {
    const { id } = await frozenRecharge('9');
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const [a, b] = await Promise.all([1, 2].map(() => client.action(admin, rechargeResource, 'release', { id, remark: 'cleared' }, headers)));
    const ok = [a!, b!].filter((r) => r.body.code === 0);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const requests = await db().select().from(approvals).where(and(eq(approvals.kind, RECHARGE_RELEASE_KIND), eq(approvals.subjectId, id)));
    expect(requests).toHaveLength(1);
  });

  it('an approver who does not reach the member cannot release the credit: 403, nothing moved, the request still pending', async () => {
    const east = await addDept(db(), `East ${kind}`);
    const west = await addDept(db(), `West ${kind}`);
    const eastOperator = await addUser(db(), `east_op_${kind}`, east);
    const approverRole = await addRole(db(), { dataScope: 'dept', permissions: ['system/approval/list', RECHARGE_RELEASE_PERMISSION, P.rechargeList] });
    await addUser(db(), `west_approver_${kind}`, west, [approverRole]);
    await addUser(db(), `east_approver_${kind}`, east, [approverRole]);
    const { member, id } = await frozenRecharge('40');
    await db().update(members).set({ operatorId: eastOperator }).where(eq(members.id, member));
    const filed = await client.action(admin, rechargeResource, 'release', { id, remark: 'cleared by compliance' });
    expect(filed.body.code, filed.body.msg).toBe(0);

    const outside = await client.action(await t.signIn(`west_approver_${kind}`), approvalResource, 'approve', { id: filed.body.data.approvalId });
    expect([outside.status, outside.body.data?.reason]).toEqual([403, 'access.outsideScope']);
    expect(await wallet(member)).toMatchObject({ available: '0', frozen: '40' });
    expect((await db().select().from(approvals).where(eq(approvals.id, filed.body.data.approvalId)))[0]).toMatchObject({ status: 'PENDING', approverId: null });

    const inside = await client.action(await t.signIn(`east_approver_${kind}`), approvalResource, 'approve', { id: filed.body.data.approvalId });
    expect(inside.body.code, inside.body.msg).toBe(0);
    expect(await wallet(member)).toMatchObject({ available: '40', frozen: '0' });
  });
});
