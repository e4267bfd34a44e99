import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardGrants, budgets, pointsGrants, pointsLogs, users } from '../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../test/harness';
import { ApprovalRegistry } from '../modules/approval/approval-registry';
import { ApprovalService } from '../modules/approval/approval-service';
import { ConfigParams } from '../modules/config/config-params';
import { postToBudget } from '../modules/finance/budget-ledger';
import { addMember, addSuperOperator, ledgerMismatches } from '../modules/finance/finance-test-kit';
import { marketingAwardsArea } from '../modules/marketing-awards/routes';
import { marketingPointsArea } from '../modules/marketing-points/routes';
import { BatchJobRunner, type BatchJob, type BatchTable, type ItemTable } from './batch-runner';

/**
 * The shared per-item runner through two of its batches (points: a ledger credit per item; awards:
 * an award row per line, then paid): a run stopped half-way (an instance that died) resumes where it
 * stopped, and four ticks at once apply each item exactly once, with counters that add up.
 */
describe.each(databaseKinds)('batch jobs: resumable, applied once (%s)', (kind) => {
  let t: TestApp;
  let points: ReturnType<typeof marketingPointsArea>;
  let awards: ReturnType<typeof marketingAwardsArea>;
  let maker: { userId: number; userName: string };
  let checker: { userId: number; userName: string };
  let serial = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const approvals = new ApprovalService(db(), new ApprovalRegistry());
    points = marketingPointsArea(db(), approvals);
    awards = marketingAwardsArea(db(), approvals, new ConfigParams(db()));
    await addSuperOperator(db(), 'batch_checker');
    const idOf = async (name: string) => (await db().select({ id: users.id }).from(users).where(eq(users.userName, name)))[0]!.id;
    maker = { userId: await idOf('admin'), userName: 'admin' };
    checker = { userId: await idOf('batch_checker'), userName: 'batch_checker' };
  }, 180_000);
  afterAll(() => t.close());

  /** A runner of the same job that stops itself (as a dying instance would) after `limit` items. */
  function stoppingAfter<B extends BatchTable, I extends ItemTable>(job: BatchJob<B, I>, limit: number) {
    let applied = 0;
    const runner: BatchJobRunner<B, I> = new BatchJobRunner(db(), {
      ...job,
      apply: async (tx, batch, item, actor) => {
        const done = await job.apply(tx, batch, item, actor);
        applied += 1;
        if (applied === limit) void runner.close();
        return done;
      },
    });
    return runner;
  }
  /** Four runners whose claim treats any RUNNING batch as abandoned: the worst case of overlapping ticks. */
  const fourTicks = <B extends BatchTable, I extends ItemTable>(job: BatchJob<B, I>) => Array.from({ length: 4 }, () => new BatchJobRunner(db(), { ...job, staleSeconds: 0 }));
  const ageBatch = (table: string, id: number) => db().execute(sql`update ${sql.identifier(table)} set updated_at = now() - interval '10 minutes' where id = ${id}`);

  const pointsMismatches = async () =>
    (
      (await db().execute(sql`
        select a.member_id from mkt_points_account a left join mkt_points_log l on l.member_id = a.member_id
        group by a.member_id, a.balance having a.balance <> coalesce(sum(l.change), 0) or a.balance < 0`)) as unknown as { rows: unknown[] }
    ).rows;
  const grantLogsOf = async (memberId: number) => db().select().from(pointsLogs).where(and(eq(pointsLogs.memberId, memberId), eq(pointsLogs.source, 'GRANT')));

  it('points: stopped after 5 of 12, the progress says so; a fresh tick leaves it; stale, four ticks at once finish it, each member credited once', async () => {
    const crowd = await Promise.all(Array.from({ length: 12 }, () => addMember(db(), 'pb')));
    const started = await points.batches.create({ members: [...crowd, 'nobody_pb'].join('\n'), points: 10, reasonCode: 'RESUME' }, maker, undefined);
    expect(started).toMatchObject({ total: 13, failed: 1 });

    expect(await stoppingAfter(points.batches.job, 5).run(started.batchId)).toBe(true);
    const half = (await points.batches.progress(started.batchId))!;
    expect(half).toMatchObject({ status: 'RUNNING', total: 13, succeeded: 5, failed: 1 });
    expect(half.items.filter((i) => i.status === 'PENDING')).toHaveLength(7);
    // A tick while the batch is still fresh (its instance may be alive) does not take it over.
    expect(await points.batches.resumeStale()).toBe(0);
    expect((await points.batches.progress(started.batchId))!.succeeded).toBe(5);

    await ageBatch('mkt_points_grant_batch', started.batchId);
    await Promise.all(fourTicks(points.batches.job).map((tick) => tick.resumeStale()));
    const done = (await points.batches.progress(started.batchId))!;
    expect(done).toMatchObject({ status: 'DONE_WITH_ERRORS', total: 13, succeeded: 12, failed: 1 });
    expect(done.items.filter((i) => i.status === 'GRANTED')).toHaveLength(12);
    for (const memberId of crowd) expect((await grantLogsOf(memberId)).map((l) => l.change)).toEqual([10]);
    expect(await db().select().from(pointsGrants).where(eq(pointsGrants.batchNo, started.batchNo))).toHaveLength(12);
    expect(await pointsMismatches()).toEqual([]);
  });

  it('points: four overlapping runs of a new batch apply each item once; the counters equal the items', async () => {
    const crowd = await Promise.all(Array.from({ length: 8 }, () => addMember(db(), 'pc')));
    const started = await points.batches.create({ members: crowd.join(','), points: 7, reasonCode: 'RACE' }, maker, undefined);
    const claims = await Promise.all(fourTicks(points.batches.job).map((tick) => tick.run(started.batchId)));
    expect(claims.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const done = (await points.batches.progress(started.batchId))!;
    expect(done).toMatchObject({ status: 'DONE', total: 8, succeeded: 8, failed: 0 });
    for (const memberId of crowd) expect((await grantLogsOf(memberId)).map((l) => l.change)).toEqual([7]);
    expect(await pointsMismatches()).toEqual([]);
  });

  it('awards: a stopped batch resumes under four ticks, each line awarded once; paying them all keeps wallets equal to the money log', async () => {
    serial += 1;
    const [budget] = await db().insert(budgets).values({ code: `BJ-${kind}-${serial}`, name: 'batch jobs', currency: 'USDT' }).returning();
    await db().transaction((tx) => postToBudget(tx, { budgetId: budget!.id, type: 'FUND', amount: '500', refType: 'BUDGET_FUND', refId: budget!.id, refNo: 'F', operatorId: null }));
    const campaign = await awards.awards.createCampaign({ code: `BJC-${kind}-${serial}`, name: 'Batch cup', kind: 'COMPETITION', budgetId: budget!.id, budgetTotal: '400' }, maker);
    await db().transaction((tx) => awards.awards.moveCampaign(tx, campaign.id, 'PENDING_APPROVAL', maker));
    await db().transaction((tx) => awards.awards.moveCampaign(tx, campaign.id, 'ACTIVE', checker));
    const crowd = await Promise.all(Array.from({ length: 10 }, () => addMember(db(), 'ab')));
    const lines = ['member,amount,evidence', ...crowd.map((m, i) => `${m},${i + 1},R${serial}`), `${crowd[0]},1,R${serial}`].join('\n');
    const started = await awards.batches.create({ campaignId: campaign.id, lines, reason: 'ranking' }, maker, undefined);
    expect(started).toMatchObject({ total: 11, failed: 0 });

    await stoppingAfter(awards.batches.job, 4).run(started.batchId, maker.userId);
    expect(await awards.batches.progress(started.batchId)).toMatchObject({ status: 'RUNNING', succeeded: 4, failed: 0 });
    await ageBatch('mkt_award_grant_batch', started.batchId);
    await Promise.all(fourTicks(awards.batches.job).map((tick) => tick.resumeStale()));

    const done = (await awards.batches.progress(started.batchId))!;
    // The repeated line (same member, campaign and evidence) fails with the award's own unique key.
    expect(done).toMatchObject({ status: 'DONE_WITH_ERRORS', total: 11, succeeded: 10, failed: 1 });
    expect(done.items.at(-1)).toMatchObject({ status: 'FAILED', error: { reason: 'record.duplicate' } });
    const created = await db().select().from(awardGrants).where(eq(awardGrants.batchId, started.batchId));
    expect(created.map((g) => g.memberId).sort()).toEqual([...crowd].sort());
    expect(created.every((g) => g.status === 'APPROVED')).toBe(true);

    await Promise.all(created.map((g) => db().transaction((tx) => awards.awards.pay(tx, g.id, checker))));
    expect(await ledgerMismatches(db())).toEqual([]);
    const [budgetAfter] = await db().select().from(budgets).where(eq(budgets.id, budget!.id));
    expect(Number(budgetAfter!.balance)).toBe(500 - 55);
  });
});
