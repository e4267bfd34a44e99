import type { JobMisfirePolicy } from '@ledgerdesk/shared/resources/monitor/job';
import type { Schedule } from './cron';

/**
 * A tick claimed later than this after its time was missed (no instance ran, or all were stopped):
 * the misfire policy decides. Within it every tick runs, so a runner that woke a little late (load,
 * a pause) catches up instead of dropping seconds.
 */
export const MISFIRE_GRACE_MS = 30_000;
/** fireAll runs at most this many missed ticks, oldest first; the rest are logged as skipped. */
export const MAX_CATCH_UP = 100;

export interface TickPlan {
  /** The ticks to run now, oldest first (the claimed one first). */
  runs: Date[];
  /** Ticks missed and not run (skip policy, or beyond the fireAll cap); `more` when there were more than counted. */
  skipped: { count: number; more: boolean };
  /** What next_run_at becomes: the tick after the claimed one, or after now once ticks were missed. */
  next: Date | null;
  /** Late beyond MISFIRE_GRACE_MS. */
  misfired: boolean;
}

/**
 * What claiming the tick `due` of a schedule does at `now`. On time: run it and wait for the next
 * tick (which may already be due: the runner claims again at once). Missed: per the policy, and
 * the schedule resumes after now, so one claim settles every missed tick.
 */
export function planTicks(schedule: Schedule, due: Date, now: Date, policy: JobMisfirePolicy): TickPlan {
  if (now.getTime() - due.getTime() <= MISFIRE_GRACE_MS) {
    return { runs: [due], skipped: { count: 0, more: false }, next: schedule.nextRun(due), misfired: false };
  }
  // Counted up to one beyond the cap: enough to know whether the cap was reached.
  const missed = [due, ...schedule.nextRuns(MAX_CATCH_UP, due)].filter((tick) => tick.getTime() <= now.getTime());
  const more = missed.length > MAX_CATCH_UP;
  const next = schedule.nextRun(now);
  switch (policy) {
    case 'fireOnce':
      return { runs: [due], skipped: { count: missed.length - 1, more }, next, misfired: true };
    case 'skip':
      return { runs: [], skipped: { count: missed.length, more }, next, misfired: true };
    case 'fireAll': {
      const runs = missed.slice(0, MAX_CATCH_UP);
      return { runs, skipped: { count: missed.length - runs.length, more }, next, misfired: true };
    }
  }
}
