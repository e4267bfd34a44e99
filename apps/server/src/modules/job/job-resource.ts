import { eq, sql } from 'drizzle-orm';
import { JOB_MISFIRE_POLICIES, JOB_STATUSES, jobResource, jobRunAnswerSchema } from '@ledgerdesk/shared/resources/monitor/job';
import { jobs } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { bindResource, type ActionContext } from '../../resource';
import { cronProblem, parseCron } from './cron';
import { readParams } from './job-execution';
import type { JobRunner } from './job-runner';

const refuseField = (field: string, message: string) => badRequest(`invalid input — ${field}: ${message}`, { [field]: message });

/** The next run from now while scheduled, none while paused. */
function nextRunOf(cronExpression: string, status: string, timezone: string): Date | null {
  if (status !== '0') return null;
  const schedule = parseCron(cronExpression, timezone);
  return typeof schedule === 'string' ? null : schedule.nextRun(new Date());
}

/**
 * Scheduled jobs on the resource engine. Saving checks what a job row may name: a registered
 * handler (never text to run), parameters its zod schema accepts (stored as normalised JSON), a
 * cron expression croner reads and that still has a run ahead; it sets next_run_at from now.
 * Built-in jobs keep their handler and are never deleted. Actions: enable, pause, run once.
 */
export function jobBinding(runner: JobRunner) {
  const { registry, timezone } = runner;
  const setStatus = async ({ input, user, db, loadRow }: ActionContext<typeof jobs>, status: '0' | '1') =>
    db.transaction(async (tx) => {
      const job = await loadRow(input.id!, tx);
      const [row] = await tx
        .update(jobs)
        .set({
          status,
          nextRunAt: nextRunOf(job.cronExpression, status, timezone),
          version: sql`${jobs.version} + 1`,
          updatedBy: user.userId,
          updatedAt: sql`now()`,
        })
        .where(eq(jobs.id, job.id))
        .returning({ id: jobs.id, status: jobs.status, nextRunAt: jobs.nextRunAt });
      return { id: row!.id, status: row!.status, nextRunAt: row!.nextRunAt?.toISOString() ?? null };
    });

  return bindResource({
    definition: jobResource,
    table: jobs,
    hooks: {
      beforeWrite: ({ op, input, current }) => {
        const merged = { ...current, ...input } as typeof jobs.$inferSelect;
        if (current?.builtIn && input.handler !== undefined && input.handler !== current.handler) {
          throw refuseField('handler', `a built-in job keeps its handler (${current.handler})`);
        }
        const handler = registry.get(merged.handler);
        if (!handler) throw refuseField('handler', `no handler named "${merged.handler}" is registered (see the handler list)`);
        const params = readParams(handler, merged.params ?? '{}');
        if (!params.ok) throw refuseField('params', `does not fit handler ${handler.name}: ${params.reason}`);
        const problem = cronProblem(merged.cronExpression, timezone);
        if (problem) throw refuseField('cronExpression', problem);
        if (!(JOB_STATUSES as readonly string[]).includes(merged.status)) throw refuseField('status', `must be one of ${JOB_STATUSES.join(', ')}`);
        if (!(JOB_MISFIRE_POLICIES as readonly string[]).includes(merged.misfirePolicy)) {
          throw refuseField('misfirePolicy', `must be one of ${JOB_MISFIRE_POLICIES.join(', ')}`);
        }
        const rescheduled =
          op === 'add' || merged.cronExpression !== current?.cronExpression || merged.status !== current?.status || !current?.nextRunAt;
        return {
          ...input,
          ...(input.params !== undefined ? { params: JSON.stringify(JSON.parse(merged.params)) } : {}),
          ...(input.cronExpression !== undefined ? { cronExpression: merged.cronExpression.trim() } : {}),
          ...(rescheduled ? { nextRunAt: nextRunOf(merged.cronExpression, merged.status, timezone) } : {}),
        };
      },
      beforeDelete: ({ rows }) => {
        const builtIn = rows.filter((r) => r.builtIn);
        if (builtIn.length) throw conflict(`built-in jobs cannot be deleted: ${builtIn.map((r) => r.jobName).join(', ')} (pause them instead)`);
      },
    },
    actions: {
      enable: (ctx) => setStatus(ctx, '0'),
      disable: (ctx) => setStatus(ctx, '1'),
      run: ({ input, loadRow }) => runner.runNow((tx) => loadRow(input.id!, tx)),
    },
    actionAnswers: { run: jobRunAnswerSchema },
  });
}
