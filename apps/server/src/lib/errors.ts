import { ResultCode, type FieldIssue, type FieldIssues, type RefusalParams, type RefusalReason } from '@ledgerdesk/shared';

/**
 * An error the client should see: its code becomes both the envelope code and the HTTP status,
 * its message the envelope msg, and `data` travels along (field errors, login failure reasons).
 * How to raise one with a reason the client translates: README-errors.md beside this file.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** Why, for the client: a stable reason with its parameters, per-field issues, and any other data. */
export interface Why {
  reason?: RefusalReason;
  params?: RefusalParams;
  issues?: FieldIssues;
  /** Travels beside the rest of `data` (ids, retryAfterSeconds…). */
  extra?: Record<string, unknown>;
}

function dataOf(fields: Record<string, string> | undefined, why: Why | undefined): Record<string, unknown> | null {
  const data: Record<string, unknown> = { ...why?.extra };
  if (why?.reason) data.reason = why.reason;
  if (why?.params) data.params = why.params;
  if (fields) data.fields = fields;
  if (why?.issues) data.issues = why.issues;
  return Object.keys(data).length > 0 ? data : null;
}

/** Any refusal: `message` is the English fallback, `fields` the English per-field text. */
export const refuse = (code: number, message: string, why?: Why, fields?: Record<string, string>) =>
  new AppError(code, message, dataOf(fields, why));

/** A 400 naming fields is invalid input unless it gives its own reason; the client translates each field's issue. */
export const badRequest = (message: string, fields?: Record<string, string>, why?: Why) =>
  refuse(ResultCode.badRequest, message, fields && !why?.reason ? { ...why, reason: 'request.invalid' } : why, fields);
export const unauthorized = (message = 'not signed in or the session has expired', data: unknown = null) =>
  new AppError(ResultCode.unauthorized, message, data);
export const forbidden = (message = 'not permitted', why?: Why) => refuse(ResultCode.forbidden, message, why);
export const notFound = (message: string, why?: Why) => refuse(ResultCode.notFound, message, why);
export const conflict = (message: string, why?: Why) => refuse(ResultCode.conflict, message, why);
export const tooManyRequests = (message: string, data: unknown = null) =>
  new AppError(ResultCode.tooManyRequests, message, data);

/**
 * One field refused (400 by default): "invalid input — field: message" in English, the issue for
 * the client, and `reason: 'request.invalid'` like a schema's refusal.
 */
export function fieldRefusal(field: string, message: string, issue: FieldIssue, code: number = ResultCode.badRequest): AppError {
  return refuse(code, `invalid input — ${field}: ${message}`, { reason: 'request.invalid', issues: { [field]: issue } }, { [field]: message });
}

/** Several fields refused at once: each English message with its issue (400). */
export function fieldsRefusal(problems: Record<string, { message: string; issue: FieldIssue }>): AppError {
  const fields = Object.fromEntries(Object.entries(problems).map(([name, p]) => [name, p.message]));
  const issues = Object.fromEntries(Object.entries(problems).map(([name, p]) => [name, p.issue]));
  const summary = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  return badRequest(`invalid input — ${summary}`, fields, { reason: 'request.invalid', issues });
}
