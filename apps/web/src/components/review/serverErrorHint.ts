import { ResultCode } from '@ledgerdesk/shared';

/**
 * What an operator can do about a refused action, by the server's code. The server's own message
 * says what happened; this says what to do next.
 */
export function serverErrorHint(code: number): string | null {
  switch (code) {
    case ResultCode.forbidden:
      return 'message.common.hint.forbidden';
    case ResultCode.conflict:
      return 'message.common.hint.conflict';
    case ResultCode.badRequest:
      return 'message.common.hint.badRequest';
    default:
      return null;
  }
}
