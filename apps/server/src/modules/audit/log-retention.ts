import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { loginLogs, operationLogs } from '../../db/schema';

const DAY_MS = 86_400_000;

/** Rows of a log table written before `before`, deleted in one statement; answers how many went. */
export async function deleteLogRowsBefore(db: Db, table: typeof loginLogs | typeof operationLogs, before: Date): Promise<number> {
  const result = await db.execute(
    sql`with gone as (delete from ${table} where ${table.createdAt} < ${before.toISOString()}::timestamptz returning 1) select count(*)::int as "count" from gone`,
  );
  const [row] = (result as unknown as { rows: Array<{ count: number }> }).rows;
  return Number(row?.count ?? 0);
}

export const logRetentionParams = z.object({
  days: z.number().int('days must be a whole number').min(30, 'keep at least 30 days').max(3650, 'at most 3650 days'),
});
export type LogRetentionParams = z.infer<typeof logRetentionParams>;

/**
 * The operation log is append-only for operators (no delete or clean route, anchor study §1.12):
 * old rows of it and of the login log go by this job instead, which a scheduled job runs daily.
 */
export function logRetentionJob(db: Db) {
  return {
    name: 'audit.logRetention',
    title: { 'zh-cn': '清理过期的操作与登录日志', en: 'Remove old operation and login logs', 'zh-tw': '清理過期的操作與登入日誌' },
    description: {
      'zh-cn': '删除早于 days 天的操作日志与登录日志',
      en: 'Operation-log and login-log rows older than days days are deleted',
      'zh-tw': '刪除早於 days 天的操作日誌與登入日誌',
    },
    params: logRetentionParams,
    builtIn: { jobName: 'audit-log-retention', cron: '30 3 * * *', params: { days: 180 } },
    run: async ({ days }: LogRetentionParams) => {
      const before = new Date(Date.now() - days * DAY_MS);
      const operations = await deleteLogRowsBefore(db, operationLogs, before);
      const logins = await deleteLogRowsBefore(db, loginLogs, before);
      return {
        'zh-cn': `已删除早于 ${days} 天的操作日志 ${operations} 条、登录日志 ${logins} 条`,
        en: `removed ${operations} operation-log and ${logins} login-log rows older than ${days} days`,
        'zh-tw': `已刪除早於 ${days} 天的操作日誌 ${operations} 筆、登入日誌 ${logins} 筆`,
      };
    },
  };
}
