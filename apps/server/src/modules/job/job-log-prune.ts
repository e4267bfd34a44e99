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
    description: {
      'zh-cn': '删除早于 keepDays 天的调度日志',
      en: 'Deletes job log rows older than keepDays days',
      'zh-tw': '刪除早於 keepDays 天的排程日誌',
    },
    params: paramsSchema,
    run: async ({ keepDays }) => {
      const gone = await db
        .delete(jobLogs)
        .where(and(lt(jobLogs.startedAt, sql`now() - make_interval(days => ${keepDays})`), ne(jobLogs.status, 'running')))
        .returning({ id: jobLogs.id });
      const deleted = gone.length;
      return {
        'zh-cn': `已删除早于 ${keepDays} 天的日志 ${deleted} 条`,
        en: `deleted ${deleted} log rows older than ${keepDays} days`,
        'zh-tw': `已刪除早於 ${keepDays} 天的日誌 ${deleted} 筆`,
      };
    },
    builtIn: { jobName: 'job-log-prune', cron: '0 30 3 * * *', params: { keepDays: 30 } },
  };
}
