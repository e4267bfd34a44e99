import { ResultCode } from '@ledgerdesk/shared';
import { badRequest, refuse } from '../../lib/errors';
import { isCalendarDate } from '@ledgerdesk/shared/report';

/** A record in a state the action does not start from. */
export const wrongState = (what: string, id: string, status: string, expected: readonly string[]) =>
  refuse(ResultCode.conflict, `${what} ${id} is ${status}; this needs ${expected.join(' or ') || 'another state'}`, {
    reason: 'record.wrongState',
    params: { id, status, expected: expected.join(', ') },
  });

/** A business date field: a real 'YYYY-MM-DD' date, else 400 naming the field. */
export function requireBusinessDate(value: unknown, field: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!isCalendarDate(text)) {
    throw badRequest(`${field} must be a business date written YYYY-MM-DD`, { [field]: 'must be a date written YYYY-MM-DD' }, { reason: 'request.invalid', issues: { [field]: { code: 'invalid_format' } } });
  }
  return text;
}
