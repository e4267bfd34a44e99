import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobLogs, jobs } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { ERROR_MAX } from './job-execution';
import { countingHandler, gate, insertJob, jobRow, logsOf } from './job-test-kit';
import { MAX_CATCH_UP } from './tick-plan';

const MINUTE = 60_000;
/** A whole minute `minutes` ago, so every-minute ticks fall exactly on it and after it. */
const minutesAgo = (minutes: number) => new Date(Math.floor(Date.now() / MINUTE) * MINUTE - minutes * MINUTE);
/** Once a year: no tick of its own comes due during a test, only the ones a test sets. */
const YEARLY = '0 0 0 1 1 *';
const justDue = () => new Date(Date.now() - 500);

describe.each(databaseKinds)('scheduled jobs: the runner (%s)', (kind) => {
  let t: TestApp;
  const db = () => t.database.db;
  const counter = countingHandler('runner-count');
  const held = gate();
  const slow = countingHandler('runner-slow', held.opened);
  let aborted: unknown = null;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const registry = t.services.jobs.registry;
    registry.register(counter.handler);
    registry.register(slow.handler);
    registry.register({
      name: 'runner-hang',
      title: 'runner-hang',
      params: z.strictObject({}),
      timeoutMs: 50,
      // Ignores nothing: it waits for its signal, then keeps waiting, as a careless handler would.
      run: (_params, { signal }) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = signal.reason;
            setTimeout(resolve, 20);
          });
        }),
    });
    registry.register({
      name: 'runner-throw',
      title: 'runner-throw',
      params: z.strictObject({}),
      run: async () => {
        throw new Error(`broken ${'x'.repeat(5000)}`);
      },
    });
    // The built-in jobs are not due for minutes; keep them out of the passes anyway.
    await db().update(jobs).set({ status: '1' }).where(eq(jobs.builtIn, true));
  });
  afterAll(() => t.close());
  // A schedule every second stays due: each test's jobs stop with it.
  afterEach(() => db().update(jobs).set({ status: '1' }));

  /** One wake-up of the runner, then every run it started has ended. */
  const pass = async () => {
    const claimed = await t.services.jobs.pass();
    await t.services.jobs.idle();
    return claimed;
  };
  const runsBefore = () => counter.runs.length;

  it('runs a tick on time once and schedules the tick after it', async () => {
    const due = new Date(Math.floor(Date.now() / 1000) * 1000 - 2000);
    // Once an hour, at the due tick's minute and second: the next tick is an hour on.
    const cronExpression = `${due.getUTCSeconds()} ${due.getUTCMinutes()} * * * *`;
    const job = await insertJob(db(), { handler: 'runner-count', cronExpression, nextRunAt: due });
    const before = runsBefore();
    expect(await pass()).toBe(1);
    const logs = await logsOf(db(), job.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ trigger: 'cron', status: 'success', scheduledFor: due, message: 'counted' });
    expect(counter.runs.length - before).toBe(1);
    const after = await jobRow(db(), job.id);
    expect(after.nextRunAt!.getTime()).toBe(due.getTime() + 3_600_000);
    expect(after.lastRunAt).not.toBeNull();
    // Nothing is due any more: a second pass runs nothing.
    expect(await pass()).toBe(0);
    expect(await logsOf(db(), job.id)).toHaveLength(1);
  });

  it('misfire fireOnce: ticks missed while nothing ran give one run, and the schedule jumps past now', async () => {
    const due = minutesAgo(10);
    const job = await insertJob(db(), { handler: 'runner-count', cronExpression: '0 * * * * *', misfirePolicy: 'fireOnce', nextRunAt: due });
    await pass();
    const logs = await logsOf(db(), job.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ status: 'success', scheduledFor: due });
    // 10 (11 if a minute turned meanwhile).
    expect(logs[0]!.message).toMatch(/missed while no instance ran; run once for 1[01] more missed/);
    expect((await jobRow(db(), job.id)).nextRunAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('misfire fireAll: every missed tick runs once, oldest first, at most MAX_CATCH_UP', async () => {
    const due = minutesAgo(5);
    const job = await insertJob(db(), { handler: 'runner-count', cronExpression: '0 * * * * *', misfirePolicy: 'fireAll', nextRunAt: due });
    await pass();
    const logs = await logsOf(db(), job.id);
    // Six (seven if a minute turned meanwhile), a minute apart from the first missed one.
    expect([6, 7]).toContain(logs.length);
    expect(logs.map((l) => l.scheduledFor!.getTime())).toEqual(logs.map((_l, i) => due.getTime() + i * MINUTE));
    expect(logs.every((l) => l.status === 'success')).toBe(true);

    const hourAgo = minutesAgo(60);
    const flood = await insertJob(db(), { handler: 'runner-count', cronExpression: '* * * * * *', misfirePolicy: 'fireAll', nextRunAt: hourAgo });
    await pass();
    // The first MAX_CATCH_UP seconds of the missed hour (a tick come due since the claim may follow, on time).
    const caught = (await logsOf(db(), flood.id)).filter((l) => l.scheduledFor!.getTime() < hourAgo.getTime() + 30 * MINUTE);
    expect(caught.map((l) => l.scheduledFor!.getTime())).toEqual(caught.map((_l, i) => hourAgo.getTime() + i * 1000));
    expect(caught).toHaveLength(MAX_CATCH_UP);
    expect(caught[0]!.message).toMatch(/caught up 100 tick\(s\), \d+\+? beyond the cap skipped/);
    // The schedule resumed from the moment of the claim, not from the hour of missed ticks.
    expect((await jobRow(db(), flood.id)).nextRunAt!.getTime()).toBeGreaterThan(caught[0]!.startedAt.getTime() - 1000);
  });

  it('misfire skip: missed ticks are logged as skipped and not run', async () => {
    const before = runsBefore();
    const due = minutesAgo(3);
    const job = await insertJob(db(), { handler: 'runner-count', cronExpression: '0 * * * * *', misfirePolicy: 'skip', nextRunAt: due });
    await pass();
    const logs = await logsOf(db(), job.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ status: 'skipped', scheduledFor: due });
    expect(logs[0]!.message).toMatch(/[45] tick\(s\) skipped by the misfire policy/);
    expect(counter.runs.length).toBe(before);
  });

  it('a non-concurrent job skips a tick while its previous run goes on; a run of a dead instance is closed as failed', async () => {
    const job = await insertJob(db(), { handler: 'runner-slow', cronExpression: YEARLY, concurrent: false, nextRunAt: justDue() });
    let logs;
    try {
      expect(await t.services.jobs.pass()).toBe(1);
      // The next tick comes due while the first run is held.
      await db().update(jobs).set({ nextRunAt: justDue() }).where(eq(jobs.id, job.id));
      await t.services.jobs.pass();
      logs = await logsOf(db(), job.id);
      expect(logs.map((l) => l.status)).toEqual(['running', 'skipped']);
      expect(logs[1]!.message).toMatch(/previous run was still going/);
    } finally {
      held.open();
      await t.services.jobs.idle();
    }
    logs = await logsOf(db(), job.id);
    expect(logs.map((l) => l.status)).toEqual(['success', 'skipped']);

    // A run an instance left behind when it died (no heartbeat row) does not block the job forever.
    await db().insert(jobLogs).values({ jobId: job.id, jobName: job.jobName, handler: job.handler, trigger: 'manual', status: 'running', instanceId: 'gone-host:1:dead' });
    await db().update(jobs).set({ nextRunAt: justDue() }).where(eq(jobs.id, job.id));
    await pass();
    logs = await logsOf(db(), job.id);
    expect(logs.map((l) => l.status)).toEqual(['success', 'skipped', 'failed', 'success']);
    expect(logs[2]!.error).toMatch(/instance running it stopped/);
  });

  it('a concurrent job runs a tick even while its previous run goes on', async () => {
    const hold = gate();
    const overlap = countingHandler('runner-overlap', hold.opened);
    t.services.jobs.registry.register(overlap.handler);
    const job = await insertJob(db(), { handler: 'runner-overlap', cronExpression: YEARLY, concurrent: true, nextRunAt: justDue() });
    try {
      await t.services.jobs.pass();
      await db().update(jobs).set({ nextRunAt: justDue() }).where(eq(jobs.id, job.id));
      await t.services.jobs.pass();
      expect((await logsOf(db(), job.id)).map((l) => l.status)).toEqual(['running', 'running']);
    } finally {
      hold.open();
      await t.services.jobs.idle();
    }
    expect(overlap.runs).toHaveLength(2);
  });

  it('times a run out (its signal aborted), and catches, truncates and logs errors', async () => {
    aborted = null;
    const hang = await insertJob(db(), { handler: 'runner-hang', cronExpression: YEARLY, nextRunAt: justDue() });
    const thrower = await insertJob(db(), { handler: 'runner-throw', cronExpression: YEARLY, nextRunAt: justDue() });
    const badParams = await insertJob(db(), { handler: 'runner-count', params: '{"label": 7}', cronExpression: YEARLY, nextRunAt: justDue() });
    const gone = await insertJob(db(), { handler: 'no-such-handler', cronExpression: YEARLY, nextRunAt: justDue() });
    await pass();
    const [timedOut] = await logsOf(db(), hang.id);
    expect(timedOut).toMatchObject({ status: 'failed', error: 'timed out after 50 ms' });
    expect(timedOut!.durationMs).toBeGreaterThanOrEqual(45);
    expect(String(aborted)).toMatch(/timed out after 50 ms/);
    const [threw] = await logsOf(db(), thrower.id);
    expect(threw!.status).toBe('failed');
    expect(threw!.error.startsWith('broken xxx')).toBe(true);
    expect(threw!.error.length).toBeLessThanOrEqual(ERROR_MAX);
    const [refused] = await logsOf(db(), badParams.id);
    expect(refused!.error).toMatch(/parameters refused by the handler: label/);
    const [missing] = await logsOf(db(), gone.id);
    expect(missing!.error).toMatch(/no handler named "no-such-handler"/);
  });

  it('leaves paused jobs alone', async () => {
    const job = await insertJob(db(), { handler: 'runner-count', cronExpression: '0 * * * * *', status: '1', nextRunAt: minutesAgo(2) });
    await pass();
    expect(await logsOf(db(), job.id)).toEqual([]);
  });
});
