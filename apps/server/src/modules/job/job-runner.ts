import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { JobMisfirePolicy } from '@ledgerdesk/shared/resources/monitor/job';
import type { Db, Tx } from '../../db/client';
import { jobLogs, jobs } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { parseCron } from './cron';
import { executeHandler } from './job-execution';
import type { JobRegistry } from './job-registry';
import type { JobText } from '../../lib/job-text';
import { joinTexts } from '../../lib/text-per-language';
import { planTicks, type TickPlan } from './tick-plan';

export type JobRow = typeof jobs.$inferSelect;
type LogRow = typeof jobLogs.$inferSelect;

/** How often an instance looks for due ticks. */
export const RUNNER_TICK_MS = 1_000;
/** Due jobs claimed per query; a pass queries again until nothing is due. */
const BATCH = 20;
/** Bounds one pass (a schedule every second that is always due again cannot hold the runner forever). */
const MAX_ROUNDS = 50;
/** Every this many passes, runs left 'running' by instances that stopped beating are closed as failed. */
const DEAD_SWEEP_EVERY = 30;

const DEAD_INSTANCE_ERROR: JobText = {
  'zh-cn': '运行它的实例在运行结束前停止了（心跳中断）',
  en: 'the instance running it stopped (its heartbeat ended) before the run finished',
  'zh-tw': '執行它的執行個體在執行結束前停止了（心跳中斷）',
};

const STILL_RUNNING: JobText = {
  'zh-cn': '上一次运行仍在进行（未允许并发运行）',
  en: 'the previous run was still going (concurrent runs are off)',
  'zh-tw': '上一次執行仍在進行（未允許並行執行）',
};

/** This instance's liveness (the upload area's InstanceHeartbeat in sys_instance): runs name it as their owner. */
export interface Liveness {
  readonly id: string;
  /** SQL: true when the instance named by `owner` stopped beating. */
  isDead(owner: AnyPgColumn): SQL;
}

export interface JobRunnerOptions {
  timezone: string;
  log: FastifyBaseLogger;
  tickMs?: number;
}

export interface JobRunnerState {
  /** This instance claims due ticks (JOBS_ENABLED and started). */
  active: boolean;
  /** Runs going on in this process. */
  running: number;
  instanceId: string;
  timezone: string;
}

/** Why a tick ran late or not at all (a misfire), or null when it ran on time. */
function misfireNote(plan: TickPlan, policy: JobMisfirePolicy): JobText | null {
  if (!plan.misfired) return null;
  const skipped = `${plan.skipped.count}${plan.skipped.more ? '+' : ''}`;
  const caught = plan.runs.length;
  const missed: JobText = { 'zh-cn': '错过时没有实例在运行', en: 'missed while no instance ran', 'zh-tw': '錯過時沒有執行個體在執行' };
  const what: JobText =
    policy === 'skip'
      ? { 'zh-cn': `按错过策略跳过 ${skipped} 次触发`, en: `${skipped} tick(s) skipped by the misfire policy`, 'zh-tw': `依錯過策略略過 ${skipped} 次觸發` }
      : policy === 'fireOnce'
        ? { 'zh-cn': `为另外错过的 ${skipped} 次触发运行一次`, en: `run once for ${skipped} more missed tick(s)`, 'zh-tw': `為另外錯過的 ${skipped} 次觸發執行一次` }
        : plan.skipped.count
          ? { 'zh-cn': `补运行 ${caught} 次触发，超出上限的 ${skipped} 次已跳过`, en: `caught up ${caught} tick(s), ${skipped} beyond the cap skipped`, 'zh-tw': `補執行 ${caught} 次觸發，超出上限的 ${skipped} 次已略過` }
          : { 'zh-cn': `补运行 ${caught} 次触发`, en: `caught up ${caught} tick(s)`, 'zh-tw': `補執行 ${caught} 次觸發` };
  return joinTexts([missed, what]);
}

/**
 * The job engine of one instance (a database lease; README beside this file says why not pg-boss
 * or graphile-worker). About once a second it claims every due tick with one conditional UPDATE of
 * the job's next_run_at (moved on from the claimed tick, computed by croner) plus the tick's row
 * in the job log, whose UNIQUE (job_id, scheduled_for) backs it: of any number of instances on one
 * PostgreSQL exactly one moves a tick, and PGlite takes the very same statements.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private passing: Promise<unknown> | undefined;
  private active = false;
  private passes = 0;
  private readonly runs = new Set<Promise<void>>();
  /** Aborted on close: every run's signal follows it. */
  private closing = new AbortController();

  constructor(
    private readonly db: Db,
    readonly registry: JobRegistry,
    private readonly heartbeat: Liveness,
    private readonly options: JobRunnerOptions,
  ) {}

  get timezone(): string {
    return this.options.timezone;
  }

  state(): JobRunnerState {
    return { active: this.active, running: this.runs.size, instanceId: this.heartbeat.id, timezone: this.options.timezone };
  }

  /** Wakes every tick (never overlapping itself, never keeping the process alive) until stop(). */
  start(): void {
    if (this.active) return;
    this.active = true;
    this.closing = new AbortController();
    const wake = () => {
      this.passing = this.pass()
        .catch((err: unknown) => this.options.log.error({ err }, 'job runner pass failed'))
        .finally(() => {
          this.passing = undefined;
          if (!this.active) return;
          this.timer = setTimeout(wake, this.options.tickMs ?? RUNNER_TICK_MS);
          this.timer.unref();
        });
    };
    this.timer = setTimeout(wake, 0);
    this.timer.unref();
  }

  /** Stops claiming, tells running handlers to stop (their signal) and waits for every run to be logged. */
  async stop(): Promise<void> {
    this.active = false;
    clearTimeout(this.timer);
    await this.passing;
    this.closing.abort();
    await this.idle();
  }

  /** Resolves when no run of this instance is going on (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.runs.size) await Promise.allSettled([...this.runs]);
  }

  /** One wake-up: claims every due tick, again while some are due (a schedule every second catching up). Answers the ticks claimed. */
  async pass(): Promise<number> {
    this.passes += 1;
    if (this.passes % DEAD_SWEEP_EVERY === 1) await this.failDeadRuns(this.db);
    let claimed = 0;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const due = await this.db
        .select({ job: jobs, nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8` })
        .from(jobs)
        .where(and(eq(jobs.status, '0'), lte(jobs.nextRunAt, sql`now()`)))
        .orderBy(asc(jobs.nextRunAt))
        .limit(BATCH);
      if (!due.length) break;
      let progress = 0;
      for (const { job, nowMs } of due) {
        if ((await this.claim(job, new Date(Number(nowMs)))) !== 'lost') progress += 1;
      }
      claimed += progress;
      // Every due row was claimed by another instance meanwhile: they move it on, not us.
      if (!progress) break;
    }
    return claimed;
  }

  /**
   * Claims the job's due tick and starts its runs. 'lost' when another instance claimed it first
   * (its next_run_at had moved on) or the job changed meanwhile.
   */
  private async claim(job: JobRow, now: Date): Promise<'lost' | 'claimed'> {
    const due = job.nextRunAt!;
    const schedule = parseCron(job.cronExpression, this.options.timezone);
    const policy = job.misfirePolicy as JobMisfirePolicy;
    // A schedule saved before croner refused it (or an edit of the row by hand): it stops, and says why.
    const plan: TickPlan =
      typeof schedule === 'string' ? { runs: [due], skipped: { count: 0, more: false }, next: null, misfired: false } : planTicks(schedule, due, now, policy);
    const note = misfireNote(plan, policy);

    const started = await this.db.transaction(async (tx) => {
      const [current] = await tx
        .update(jobs)
        .set({ nextRunAt: plan.next, ...(plan.runs.length ? { lastRunAt: now } : {}) })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, '0'), eq(jobs.nextRunAt, due)))
        .returning();
      if (!current) return 'lost' as const;
      const base = { jobId: current.id, jobName: current.jobName, handler: current.handler, trigger: 'cron', instanceId: this.heartbeat.id } as const;
      const closed = { finishedAt: now, durationMs: 0 } as const;
      if (typeof schedule === 'string') {
        const error: JobText = {
          'zh-cn': `cron 表达式无效：${schedule}；任务停止`,
          en: `the cron expression is invalid: ${schedule}; the job stops`,
          'zh-tw': `cron 運算式無效：${schedule}；任務停止`,
        };
        await this.insertLog(tx, { ...base, scheduledFor: due, status: 'failed', error, ...closed });
        return null;
      }
      if (!plan.runs.length) {
        await this.insertLog(tx, { ...base, scheduledFor: due, status: 'skipped', message: note, ...closed });
        return null;
      }
      await this.failDeadRuns(tx, current.id);
      if (!current.concurrent && (await this.isRunning(tx, current.id))) {
        await this.insertLog(tx, { ...base, scheduledFor: due, status: 'skipped', message: joinTexts([STILL_RUNNING, note]), ...closed });
        return null;
      }
      const first = await this.insertLog(tx, { ...base, scheduledFor: plan.runs[0]!, status: 'running', message: note });
      return first ? { job: current, first } : null;
    });
    if (started === 'lost') return 'lost';
    if (started) this.track(this.runTicks(started.job, started.first, plan.runs.slice(1)));
    return 'claimed';
  }

  /** The claimed tick, then (fireAll catching up) each further missed tick in turn. */
  private async runTicks(job: JobRow, first: LogRow, more: Date[]): Promise<void> {
    await this.execute(job, first);
    for (const tick of more) {
      if (this.closing.signal.aborted) return;
      const row = await this.insertLog(this.db, {
        jobId: job.id,
        jobName: job.jobName,
        handler: job.handler,
        trigger: 'cron',
        scheduledFor: tick,
        status: 'running',
        instanceId: this.heartbeat.id,
      });
      if (row) await this.execute(job, row);
    }
  }

  /**
   * Run once (an operator's call): runs now on this instance, logged as 'manual'. `lock` reads the
   * job row locked for the transaction, so a claim of the same job waits for this check. Refused
   * while a run of a job that forbids concurrent runs is going on a live instance.
   */
  async runNow(lock: (tx: Tx) => Promise<JobRow>): Promise<{ logId: number }> {
    const { job, row } = await this.db.transaction(async (tx) => {
      const locked = await lock(tx);
      if (!this.registry.get(locked.handler)) throw conflict(`job ${locked.jobName}: no handler named "${locked.handler}" is registered on this server`);
      await this.failDeadRuns(tx, locked.id);
      if (!locked.concurrent && (await this.isRunning(tx, locked.id))) {
        throw conflict(`job ${locked.jobName} is still running and does not allow concurrent runs; try again when it has finished`);
      }
      await tx.update(jobs).set({ lastRunAt: sql`now()` }).where(eq(jobs.id, locked.id));
      const inserted = await this.insertLog(tx, {
        jobId: locked.id,
        jobName: locked.jobName,
        handler: locked.handler,
        trigger: 'manual',
        status: 'running',
        instanceId: this.heartbeat.id,
      });
      return { job: locked, row: inserted! };
    });
    this.track(this.execute(job, row));
    return { logId: row.id };
  }

  private async execute(job: JobRow, row: LogRow): Promise<void> {
    const trigger = row.trigger === 'manual' ? 'manual' : 'cron';
    const outcome = await executeHandler(this.registry.get(job.handler), job.handler, job.params, { trigger, scheduledFor: row.scheduledFor }, this.closing.signal);
    const message = joinTexts([row.message, outcome.message]);
    // A row another instance already closed (it took this one for dead) keeps that verdict.
    await this.db
      .update(jobLogs)
      .set({ status: outcome.status, message, error: outcome.error, finishedAt: sql`now()`, durationMs: outcome.durationMs })
      .where(and(eq(jobLogs.id, row.id), eq(jobLogs.status, 'running')));
    if (outcome.status === 'failed') this.options.log.warn({ job: job.jobName, error: outcome.error?.en }, 'scheduled job failed');
  }

  private track(run: Promise<void>): void {
    const tracked = run
      .catch((err: unknown) => this.options.log.error({ err }, 'job run could not be logged'))
      .finally(() => this.runs.delete(tracked));
    this.runs.add(tracked);
  }

  private async insertLog(tx: Tx | Db, values: typeof jobLogs.$inferInsert): Promise<LogRow | undefined> {
    // The tick's row exists already: someone ran it (the unique index is the last word on "once").
    const [row] = await tx.insert(jobLogs).values(values).onConflictDoNothing().returning();
    return row;
  }

  private async isRunning(tx: Tx, jobId: number): Promise<boolean> {
    const rows = await tx
      .select({ id: jobLogs.id })
      .from(jobLogs)
      .where(and(eq(jobLogs.jobId, jobId), eq(jobLogs.status, 'running')))
      .limit(1);
    return rows.length > 0;
  }

  /** Runs left 'running' by instances that stopped beating (of one job, or all) are closed as failed. */
  private async failDeadRuns(tx: Tx | Db, jobId?: number): Promise<void> {
    await tx
      .update(jobLogs)
      .set({ status: 'failed', error: DEAD_INSTANCE_ERROR, finishedAt: sql`now()` })
      .where(and(eq(jobLogs.status, 'running'), jobId === undefined ? undefined : eq(jobLogs.jobId, jobId), this.heartbeat.isDead(jobLogs.instanceId)));
  }

}
