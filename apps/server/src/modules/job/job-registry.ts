import type { z } from 'zod';
import type { Label, TextPerLanguage } from '@ledgerdesk/shared';
import type { JobText } from '../../lib/job-text';

/** What a handler is given for one run. */
export interface JobRunContext {
  /** Aborted when the run times out or the server closes: long handlers stop between steps. */
  signal: AbortSignal;
  /** 'cron': a tick of the schedule; 'manual': run once by an operator. */
  trigger: 'cron' | 'manual';
  /** The tick this run belongs to (cron runs only). */
  scheduledFor: Date | null;
}

/** A run that has not ended by then is logged as failed and its signal aborted. */
export const DEFAULT_JOB_TIMEOUT_MS = 5 * 60_000;

/**
 * A named piece of work a scheduled job may run (issue 13): the only thing a job row can name, so
 * no text from the database is ever executed. Its parameters are checked by `params` when a job
 * is saved and again before each run.
 */
export interface JobHandler<P = unknown> {
  name: string;
  title: Label;
  /** What a run does, in each console language (the jobs page shows it beside the handler). */
  description: TextPerLanguage;
  params: z.ZodType<P>;
  /** Returns a short message for the job log in each console language (what was done: "expired 3 orders"). */
  run: (params: P, context: JobRunContext) => Promise<JobText | void>;
  /** How long a run may take (default DEFAULT_JOB_TIMEOUT_MS). */
  timeoutMs?: number;
  /**
   * A seeded, built-in job that runs this handler on this schedule (the platform's own periodic
   * work), seeded once. `paused` seeds it paused ('1'): a job that only serves a
   * feature off by default, so a fresh install does not tick (and log a run) every few seconds for
   * nothing; an operator resumes it on the Jobs page.
   */
  builtIn?: { jobName: string; cron: string; params?: P; paused?: boolean };
}

/** The handlers of every area, registered when the area's plugin registers (see AreaDeps.jobs). */
export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();

  register<P>(handler: JobHandler<P>): void {
    if (this.handlers.has(handler.name)) throw new Error(`job handler ${handler.name} is registered twice`);
    this.handlers.set(handler.name, handler as JobHandler);
  }

  get(name: string): JobHandler | undefined {
    return this.handlers.get(name);
  }

  list(): JobHandler[] {
    return [...this.handlers.values()];
  }
}
