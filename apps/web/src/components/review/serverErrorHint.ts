import { refusalDataOf, ResultCode } from '@ledgerdesk/shared';
import type { ApiError } from '@/lib/apiError';

/**
 * The conflicts that mean the record moved under the operator (another operator handled it, it
 * changed or went away since the page read it): for these, "someone else changed it, the list is
 * refreshed" is the next step. Other conflicts are business rules (a member's restriction or
 * withdrawal limit, a closed wheel, a balance too low), which the server's message already words.
 */
const CHANGED_UNDERNEATH = new Set(['record.stale', 'record.wrongState', 'record.notFound', 'review.stateChanged']);

/**
 * What an operator can do about a refused action, by the server's code (and, for a conflict, its
 * reason). The server's own message says what happened; this says what to do next.
 */
export function serverErrorHint(error: Pick<ApiError, 'code' | 'data'>): string | null {
  switch (error.code) {
    case ResultCode.forbidden:
      return 'message.common.hint.forbidden';
    case ResultCode.conflict: {
      // A client older than the reasons, or a reason-less conflict, keeps the general hint.
      const { reason } = refusalDataOf(error.data);
      return reason === undefined || CHANGED_UNDERNEATH.has(reason) ? 'message.common.hint.conflict' : null;
    }
    case ResultCode.badRequest:
      return 'message.common.hint.badRequest';
    default:
      return null;
  }
}
