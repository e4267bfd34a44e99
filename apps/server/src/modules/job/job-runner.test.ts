import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobLogs, jobs } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { LANGUAGES } from '@ledgerdesk/shared';
import { ERROR_MAX } from './job-execution';
import { verbatim } from '../../lib/text-per-language';
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
      description: verbatim('hangs'),
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
      description: verbatim('throws'),
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
    expect(logs[0]).toMatchObject({ trigger: 'cron', status: 'success', scheduledFor: due, error: null });
    // What the handler said, kept in each console language.
    expect(logs[0]!.message).toEqual({ 'zh-cn': '已计数', en: 'counted', 'zh-tw': '已計數' });
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
    // The runner's note, then the handler's message, joined in each language.
    expect(logs[0]!.message!.en).toMatch(/^missed while no instance ran; run once for 1[01] more missed tick\(s\); counted$/);
    expect(logs[0]!.message!['zh-cn']).toMatch(/^错过时没有实例在运行；为另外错过的 1[01] 次触发运行一次；已计数$/);
    expect(logs[0]!.message!['zh-tw']).toMatch(/^錯過時沒有執行個體在執行；為另外錯過的 1[01] 次觸發執行一次；已計數$/);
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
    expect(caught[0]!.message!.en).toMatch(/caught up 100 tick\(s\), \d+\+? beyond the cap skipped/);
    expect(caught[0]!.message!['zh-cn']).toMatch(/补运行 100 次触发，超出上限的 \d+\+? 次已跳过/);
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
    expect(logs[0]!.message!.en).toMatch(/[45] tick\(s\) skipped by the misfire policy/);
    expect(logs[0]!.message!['zh-tw']).toMatch(/依錯過策略略過 [45] 次觸發/);
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
      expect(logs[1]!.message!.en).toMatch(/previous run was still going/);
      expect(logs[1]!.message!['zh-cn']).toMatch(/上一次运行仍在进行/);
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
    expect(logs[2]!.error!.en).toMatch(/instance running it stopped/);
    expect(logs[2]!.error!['zh-tw']).toMatch(/執行它的執行個體在執行結束前停止了/);
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
    expect(timedOut).toMatchObject({
      status: 'failed',
      error: { 'zh-cn': '运行超过 50 毫秒，已超时', en: 'timed out after 50 ms', 'zh-tw': '執行超過 50 毫秒，已逾時' },
    });
    expect(timedOut!.durationMs).toBeGreaterThanOrEqual(45);
    expect(String(aborted)).toMatch(/timed out after 50 ms/);
    const [threw] = await logsOf(db(), thrower.id);
    expect(threw!.status).toBe('failed');
    // An exception's own words are nobody's to translate: the same, cut, in every language.
    for (const language of LANGUAGES) {
      expect(threw!.error![language].startsWith('broken xxx')).toBe(true);
      expect(threw!.error![language]).toHaveLength(ERROR_MAX);
    }
    const [refused] = await logsOf(db(), badParams.id);
    expect(refused!.error!.en).toMatch(/parameters refused by the handler: label/);
    expect(refused!.error!['zh-cn']).toMatch(/处理程序不接受这些参数：label/);
    const [missing] = await logsOf(db(), gone.id);
    expect(missing!.error!.en).toMatch(/no handler named "no-such-handler"/);
    expect(missing!.error!['zh-tw']).toMatch(/本伺服器未註冊名為「no-such-handler」的處理程式/);
  });

  it('leaves paused jobs alone', async () => {
    const job = await insertJob(db(), { handler: 'runner-count', cronExpression: '0 * * * * *', status: '1', nextRunAt: minutesAgo(2) });
    await pass();
    expect(await logsOf(db(), job.id)).toEqual([]);
  });
});
