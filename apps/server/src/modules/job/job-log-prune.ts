import { and, lt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { jobLogs } from '../../db/schema';
import type { JobHandler } from './job-registry';

const paramsSchema = z.strictObject({ keepDays: z.number().int().min(1).max(3650) });

/** The job log's own clean-up: a schedule every second writes 86 400 rows a day. */
export function jobLogPruneHandler(db: Db): JobHandler<z.infer<typeof paramsSchema>> {
  return {
    name: 'job-log-prune',
    title: { 'zh-cn': '清理调度日志', en: 'Clean up the job log', 'zh-tw': '清理排程日誌' },
    params: paramsSchema,
    run: async ({ keepDays }) => {
      const gone = await db
        .delete(jobLogs)
        .where(and(lt(jobLogs.startedAt, sql`now() - make_interval(days => ${keepDays})`), ne(jobLogs.status, 'running')))
        .returning({ id: jobLogs.id });
      return `deleted ${gone.length} log rows older than ${keepDays} days`;
    },
    builtIn: { jobName: 'job-log-prune', cron: '0 30 3 * * *', params: { keepDays: 30 }, remark: 'Deletes job log rows older than keepDays days' },
  };
}
