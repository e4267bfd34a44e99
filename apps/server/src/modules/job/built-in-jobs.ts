import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, seedApplied } from '../../db/schema';
import { parseCron } from './cron';
import type { JobRegistry } from './job-registry';

/**
 * Each registered handler's built-in job, inserted once ever (sys_seed_applied, as the menu seed):
 * an operator may change its schedule, parameters and status, and it is never deleted, so a
 * restart never brings back what they changed. Safe with several instances starting at once.
 */
export async function seedBuiltInJobs(db: Db, registry: JobRegistry, timezone: string): Promise<void> {
  for (const handler of registry.list()) {
    const builtIn = handler.builtIn;
    if (!builtIn) continue;
    const schedule = parseCron(builtIn.cron, timezone);
    if (typeof schedule === 'string') throw new Error(`built-in job ${builtIn.jobName}: invalid cron "${builtIn.cron}": ${schedule}`);
    const params = handler.params.safeParse(builtIn.params ?? {});
    if (!params.success) throw new Error(`built-in job ${builtIn.jobName}: its parameters do not fit handler ${handler.name}`);
    await db.transaction(async (tx) => {
      const applied = await tx
        .select({ key: seedApplied.key })
        .from(seedApplied)
        .where(and(eq(seedApplied.kind, 'job'), eq(seedApplied.key, builtIn.jobName)));
      if (applied.length) return;
      await tx
        .insert(jobs)
        .values({
          jobName: builtIn.jobName,
          jobGroup: 'SYSTEM',
          handler: handler.name,
          params: JSON.stringify(builtIn.params ?? {}),
          cronExpression: builtIn.cron,
          status: builtIn.paused ? '1' : '0',
          concurrent: false,
          misfirePolicy: 'fireOnce',
          builtIn: true,
          nextRunAt: schedule.nextRun(new Date()),
        })
        .onConflictDoNothing();
      await tx.insert(seedApplied).values({ kind: 'job', key: builtIn.jobName }).onConflictDoNothing();
    });
  }
}
