import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { API_PREFIX, LANGUAGES } from '@ledgerdesk/shared';
import { APPROVAL_KINDS_PATH } from '@ledgerdesk/shared/resources/system/approval';
import { APPROVAL_PAYLOAD_VIEWS } from '@ledgerdesk/shared/resources/system/approval-payload';
import { approvals, memberConfigChanges, memberConfigs, users } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { NOTHING_WAITS } from '../../lib/four-eyes';
import { addRole, addUser } from '../access/scope-test-kit';
import { addMember } from '../finance/finance-test-kit';
import { AML_HOLD, configClient, LIFTED } from '../member-config/member-config-test-kit';

const CHECKER_PERMISSIONS = ['system/approval/list', 'member/config/list', 'member/config/view', 'member/config/edit', 'member/config/approve'];

describe.each(databaseKinds)('four-eyes approvals (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof configClient>;
  let admin: string;
  let checker: string;
  let checker2: string;
  let looker: string;
  let stranger: string;
  let adminId: number;

  /** A member whose withdrawals admin held for AML review, and admin's request to lift the hold. */
  async function liftRequest(): Promise<{ memberId: number; approvalId: number }> {
    const memberId = await addMember(t.database.db, 'ap');
    expect((await c.configure(admin, memberId, AML_HOLD)).body).toMatchObject({ code: 0, data: { applied: true } });
    const lift = await c.configure(admin, memberId, LIFTED, { changeReason: 'REVIEW_COMPLETED' });
    expect(lift.body, JSON.stringify(lift.body)).toMatchObject({ code: 0, data: { applied: false } });
    return { memberId, approvalId: lift.body.data.approvalId as number };
  }
  const statusOf = async (id: number) => (await t.database.db.select({ status: approvals.status }).from(approvals).where(eq(approvals.id, id)))[0]!.status;
  const configOf = async (memberId: number) => (await t.database.db.select().from(memberConfigs).where(eq(memberConfigs.memberId, memberId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off', LOG_LEVEL: 'error' });
    c = configClient(t);
    const db = t.database.db;
    const checkers = await addRole(db, { dataScope: 'all', permissions: CHECKER_PERMISSIONS });
    const lookers = await addRole(db, { dataScope: 'all', permissions: ['system/approval/list', 'member/config/edit', 'member/config/view'] });
    await addUser(db, 'checker', null, [checkers]);
    await addUser(db, 'checker2', null, [checkers]);
    await addUser(db, 'looker', null, [lookers]);
    await addUser(db, 'stranger', null, []);
    [admin, checker, checker2, looker, stranger] = (await Promise.all(['admin', 'checker', 'checker2', 'looker', 'stranger'].map((name) => t.signIn(name)))) as [string, string, string, string, string];
    adminId = (await db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin')))[0]!.id;
  });
  afterAll(() => t.close());

  it('names every kind this server applies, in each language, to whoever may read the page', async () => {
    const answer = await c.send(looker, 'GET', `${API_PREFIX}/${APPROVAL_KINDS_PATH}`);
    expect(answer.body.code).toBe(0);
    const kinds = answer.body.data.kinds as Array<{ kind: string; title: Record<string, string> }>;
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['member-config.edit', 'staking.rate.publish', 'currency.edit']));
    // The filter shows these names: a kind without one would show as its code.
    expect(kinds.filter((k) => LANGUAGES.some((language) => !k.title[language]?.trim())).map((k) => k.kind)).toEqual([]);
    expect((await c.send(stranger, 'GET', `${API_PREFIX}/${APPROVAL_KINDS_PATH}`)).status).toBe(403);
  });

  it('files a request instead of applying it, and lists it newest first with what it asks', async () => {
    const first = await liftRequest();
    const second = await liftRequest();
    expect((await configOf(second.memberId)).canWithdraw).toBe(false);
    const list = await c.approvalList(checker, { status: 'PENDING' });
    expect(list.body.code).toBe(0);
    const ids = (list.body.data.list as Array<{ id: number }>).map((r) => r.id);
    expect(ids.indexOf(second.approvalId)).toBeLessThan(ids.indexOf(first.approvalId));
    const row = (list.body.data.list as Array<Record<string, unknown>>).find((r) => r.id === second.approvalId)!;
    expect(row).toMatchObject({ status: 'PENDING', kind: 'member-config.edit', makerIdLabel: 'admin', kindTitle: { en: 'Member config change' } });
    const detail = await c.approvalGet(checker, second.approvalId);
    expect(detail.body.data.payload).toMatchObject({ memberId: second.memberId, before: { canWithdraw: false, restrictionReasonCode: 'AML_REVIEW' }, after: { canWithdraw: true, restrictionReasonCode: null } });
    // The approver reads it in their language: one text per console language.
    expect(detail.body.data.summary).toEqual({
      'zh-cn': expect.stringMatching(/^会员 .+ 的配置：.*canWithdraw false → true/),
      en: expect.stringContaining('canWithdraw false → true'),
      'zh-tw': expect.stringMatching(/^會員 .+ 的配置：.*canWithdraw false → true/),
    });
    // What waits for each operator: kinds they may decide, filed by someone else.
    expect(await c.pendingCount(checker)).toBeGreaterThanOrEqual(2);
    expect(await c.pendingCount(admin)).toBe(0);
    expect(await c.pendingCount(looker)).toBe(0);
    // A second open request about the same member and kind is refused.
    const again = await c.configure(admin, second.memberId, LIFTED);
    expect(again.body).toMatchObject({ code: 409, data: { reason: 'approval.alreadyPending' } });
  });

  it('refuses the maker as approver, in the service and in the database', async () => {
    const { approvalId, memberId } = await liftRequest();
    const own = await c.decide(admin, 'approve', approvalId);
    expect(own.body).toMatchObject({ code: 403, data: { reason: 'approval.sameOperator' } });
    const ownReject = await c.decide(admin, 'reject', approvalId, 'no');
    expect(ownReject.body).toMatchObject({ code: 403, data: { reason: 'approval.sameOperator' } });
    expect(await statusOf(approvalId)).toBe('PENDING');
    expect((await configOf(memberId)).canWithdraw).toBe(false);
    // Whatever the service does, the table refuses a maker recorded as approver.
    await expect(
      t.database.db.update(approvals).set({ status: 'APPROVED', approverId: adminId }).where(eq(approvals.id, approvalId)),
    ).rejects.toThrow();
    expect(await statusOf(approvalId)).toBe('PENDING');
  });

  it("needs the kind's own permission to decide, and the list permission to look", async () => {
    const { approvalId } = await liftRequest();
    const noKind = await c.decide(looker, 'approve', approvalId);
    expect(noKind.body).toMatchObject({ code: 403, data: { reason: 'access.permissionRequired', params: { permission: 'member/config/approve' } } });
    expect((await c.decide(looker, 'reject', approvalId, 'no')).body.code).toBe(403);
    expect((await c.approvalList(stranger)).body.code).toBe(403);
    expect((await c.decide(stranger, 'approve', approvalId)).body.code).toBe(403);
    expect(await statusOf(approvalId)).toBe('PENDING');
  });

  it('applies once when two approvers approve at the same moment: one APPROVED, the other 409', async () => {
    const { approvalId, memberId } = await liftRequest();
    const answers = await Promise.all([c.decide(checker, 'approve', approvalId), c.decide(checker2, 'approve', approvalId), c.decide(checker, 'approve', approvalId)]);
    const won = answers.filter((a) => a.body.code === 0);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.data).toMatchObject({ status: 'APPROVED', result: { changeId: expect.any(Number) } });
    for (const lost of answers.filter((a) => a.body.code !== 0)) expect(lost.body).toMatchObject({ code: 409, data: { reason: 'approval.decided' } });
    const applied = await t.database.db.select().from(memberConfigChanges).where(and(eq(memberConfigChanges.memberId, memberId), eq(memberConfigChanges.approvalId, approvalId)));
    expect(applied).toHaveLength(1);
    expect(applied[0]!.operatorId).toBe(adminId);
    const config = await configOf(memberId);
    expect(config).toMatchObject({ canWithdraw: true, restrictionReasonCode: null, reviewDueAt: null });
    const [row] = await t.database.db.select().from(approvals).where(eq(approvals.id, approvalId));
    expect(row!.approverId).not.toBe(adminId);
    expect(row!.decidedAt).not.toBeNull();
    expect(config.updatedBy).toBe(row!.approverId);
  });

  it('rejects only with a remark, applying nothing, and frees the subject for a new request', async () => {
    const { approvalId, memberId } = await liftRequest();
    const bare = await c.decide(checker, 'reject', approvalId, '  ');
    expect(bare.body).toMatchObject({ code: 400 });
    expect(JSON.stringify(bare.body.data)).toContain('remark');
    const rejected = await c.decide(checker, 'reject', approvalId, 'the review is not finished');
    expect(rejected.body).toMatchObject({ code: 0, data: { status: 'REJECTED', decisionRemark: 'the review is not finished' } });
    expect((await configOf(memberId)).canWithdraw).toBe(false);
    expect((await c.decide(checker2, 'approve', approvalId)).body).toMatchObject({ code: 409, data: { reason: 'approval.decided' } });
    expect((await c.configure(admin, memberId, LIFTED)).body).toMatchObject({ code: 0, data: { applied: false } });
  });

  it('lets only the maker withdraw a request', async () => {
    const { approvalId, memberId } = await liftRequest();
    expect((await c.decide(checker, 'cancel', approvalId)).body).toMatchObject({ code: 403, data: { reason: 'approval.notMaker' } });
    const cancelled = await c.decide(admin, 'cancel', approvalId);
    expect(cancelled.body).toMatchObject({ code: 0, data: { status: 'CANCELLED', approverId: null } });
    expect((await c.decide(checker, 'approve', approvalId)).body).toMatchObject({ code: 409, data: { reason: 'approval.decided' } });
    expect((await configOf(memberId)).canWithdraw).toBe(false);
  });

  it('never applies a kind no handler knows; only a holder of every permission clears it', async () => {
    const checkerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, 'checker')))[0]!.id;
    const [orphan] = await t.database.db
      .insert(approvals)
      .values({ kind: 'gone.kind', subjectType: 'THING', subjectId: 1, summary: { 'zh-cn': '遗留', en: 'left behind', 'zh-tw': '遺留' }, payload: {}, makerId: checkerId })
      .returning();
    expect((await c.decide(checker2, 'approve', orphan!.id)).body).toMatchObject({ code: 409, data: { reason: 'approval.unknownKind', params: { kind: 'gone.kind' } } });
    expect((await c.decide(checker2, 'reject', orphan!.id, 'orphan')).body).toMatchObject({ code: 403 });
    expect((await c.decide(admin, 'reject', orphan!.id, 'its module is gone')).body).toMatchObject({ code: 0, data: { status: 'REJECTED' } });
    expect((await c.decide(admin, 'approve', 999_999_999)).body).toMatchObject({ code: 404, data: { reason: 'approval.missing' } });
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(approvals).where(eq(approvals.kind, 'gone.kind'));
    expect(count!.n).toBe(1);
  });

  it('every registered kind answers what a rejection leaves; a kind whose request parks a row in PENDING_APPROVAL moves it on in onReject', async () => {
    const registry = t.services.approvalKinds;
    expect(registry.kinds().length).toBeGreaterThan(15);
    for (const kind of registry.kinds()) {
      const { onReject } = registry.get(kind)!;
      expect(typeof onReject === 'function' || onReject === NOTHING_WAITS, kind).toBe(true);
    }
    // The source that files requests: a file that also parks a row in PENDING_APPROVAL must register a hook, not NOTHING_WAITS.
    const modules = fileURLToPath(new URL('..', import.meta.url));
    const parking: string[] = [];
    for (const file of readdirSync(modules, { recursive: true }) as string[]) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = readFileSync(join(modules, file), 'utf8');
      if (!/approvals\.request\(/.test(text) || !/'PENDING_APPROVAL'/.test(text)) continue;
      parking.push(file);
      expect(/onReject: async/.test(text) && !/onReject: NOTHING_WAITS/.test(text), `${file} parks a row but registers no reject hook`).toBe(true);
    }
    expect(parking.sort()).toEqual(['marketing-codes/coupon-send.ts', 'marketing-points/points-service.ts']);
  });

  it("every registered kind has a view of its payload for the approver, and every view a kind", () => {
    // Without one the approver reads the payload as JSON; a view of a kind that is gone is a misspelt code.
    expect(Object.keys(APPROVAL_PAYLOAD_VIEWS).sort()).toEqual([...t.services.approvalKinds.kinds()].sort());
  });
});
