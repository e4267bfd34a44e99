import { describedAs } from '@ledgerdesk/shared';
import { LOGIN_LOG_CLEAN_KEEP_DAYS, loginLogResource } from '@ledgerdesk/shared/resources/monitor/login-log';
import { z } from 'zod';
import { loginLogs } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { bindResource } from '../../resource';
import { deleteLogRowsBefore } from './log-retention';

const DAY_MS = 86_400_000;

/**
 * The login log on the resource engine: list, detail, export, and the clean-up of rows before a
 * date that lies at least LOGIN_LOG_CLEAN_KEEP_DAYS days back (a later date, the future
 * included, is refused: the recent rows are the ones an investigation needs).
 */
export function loginLogBinding() {
  return bindResource({
    definition: loginLogResource,
    table: loginLogs,
    actionAnswers: { clean: z.object({ deleted: z.number().int().meta(describedAs('删除的行数', 'rows removed', '刪除的筆數')) }) },
    actions: {
      clean: async ({ input, db }) => {
        const before = new Date(String(input.before));
        const latest = Date.now() - LOGIN_LOG_CLEAN_KEEP_DAYS * DAY_MS;
        if (before.getTime() > latest) {
          const problem = `must be at least ${LOGIN_LOG_CLEAN_KEEP_DAYS} days ago (the last ${LOGIN_LOG_CLEAN_KEEP_DAYS} days are always kept)`;
          throw badRequest(`invalid input — before: ${problem}`, { before: problem });
        }
        return { deleted: await deleteLogRowsBefore(db, loginLogs, before) };
      },
    },
  });
}
