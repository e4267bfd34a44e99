import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { jobLogs, jobs } from '../../db/schema';
import type { JobHandler } from './job-registry';

/** A promise a test opens when it wants a blocked handler to finish. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** A handler that counts its runs per tick ('manual' for run-once) and can be held at a gate. */
export function countingHandler(name: string, hold?: Promise<void>) {
  const runs: string[] = [];
  const handler: JobHandler<{ label?: string }> = {
    name,
    title: { 'zh-cn': name, en: name, 'zh-tw': name },
    description: { 'zh-cn': '计数', en: 'Counts its runs', 'zh-tw': '計數' },
    params: z.strictObject({ label: z.string().max(20).optional() }),
    run: async (params, context) => {
      runs.push(context.scheduledFor ? context.scheduledFor.toISOString() : 'manual');
      if (hold) await hold;
      const label = params.label ?? '';
      return { 'zh-cn': `已计数 ${label}`.trim(), en: `counted ${label}`.trim(), 'zh-tw': `已計數 ${label}`.trim() };
    },
  };
  return { handler, runs };
}

/** A job row written straight to the table (the engine's tests; the API's checks have tests of their own). */
export async function insertJob(db: Db, values: Partial<typeof jobs.$inferInsert> & Pick<typeof jobs.$inferInsert, 'handler' | 'cronExpression'>) {
  const [row] = await db
    .insert(jobs)
    .values({ jobName: `job-${Math.random().toString(36).slice(2, 10)}`, ...values })
    .returning();
  return row!;
}

export const logsOf = (db: Db, jobId: number) => db.select().from(jobLogs).where(eq(jobLogs.jobId, jobId)).orderBy(asc(jobLogs.id));

export async function jobRow(db: Db, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}
