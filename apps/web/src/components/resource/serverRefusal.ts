import { ResultCode, type FieldErrors } from '@ledgerdesk/shared';
import { ApiError } from '@/lib/request';

export interface Refusal {
  error: ApiError;
  /** Each field the server named, with its message, for the matching form control. */
  fields: Record<string, string>;
  /** A stale edit: someone saved the row since it was loaded (409 naming `version`). */
  stale: boolean;
}

/** Reads why the server refused a write; anything that is not an API answer is rethrown. */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) throw error;
  const data = error.data as Partial<FieldErrors> | null;
  const fields = data && typeof data.fields === 'object' && data.fields ? data.fields : {};
  return { error, fields, stale: error.code === ResultCode.conflict && 'version' in fields };
}
