import { ResultCode } from '@ledgerdesk/shared';
import { ApiError } from '@/lib/request';
import { fieldMessages } from '@/lib/refusalText';
import { serverErrorHint } from '../review/serverErrorHint';

export interface Refusal {
  error: ApiError;
  /**
   * Each field the server named, with its message in the language of the moment it was read, for
   * the matching form control. The refusal's own sentence is `refusalText(error)`, rendered where shown.
   */
  fields: Record<string, string>;
  /** A stale edit: someone saved the row since it was loaded (409 naming `version`). */
  stale: boolean;
  /**
   * The input is refused on the fields named (a 400, or a 409 on a value another row already
   * holds): nobody else changed anything, so the operator corrects those fields.
   */
  onFields: boolean;
}

/** Reads why the server refused a write; anything that is not an API answer is rethrown. */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) throw error;
  const fields = fieldMessages(error);
  const stale = error.code === ResultCode.conflict && 'version' in fields;
  return { error, fields, stale, onFields: !stale && Object.keys(fields).length > 0 };
}

/**
 * What the operator can do next, as an i18n key (null when there is nothing to add; a stale edit
 * has its own text). A refusal on fields asks for corrected input whatever its code: a duplicate
 * is a 409, but "someone else handled or changed this record" would send the operator looking
 * for a change nobody made.
 */
export function refusalHint(refusal: Refusal): string | null {
  if (refusal.stale) return null;
  return serverErrorHint(refusal.onFields ? { code: ResultCode.badRequest, data: refusal.error.data } : refusal.error);
}
