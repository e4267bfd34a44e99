import { ResultCode } from '@ledgerdesk/shared';

/**
 * An error the client should see: its code becomes both the envelope code and the HTTP status,
 * its message the envelope msg, and `data` travels along (field errors, login failure reasons).
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

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(ResultCode.badRequest, message, fields ? { fields } : null);
export const unauthorized = (message = 'not signed in or the session has expired', data: unknown = null) =>
  new AppError(ResultCode.unauthorized, message, data);
export const forbidden = (message = 'not permitted') => new AppError(ResultCode.forbidden, message);
export const notFound = (message: string) => new AppError(ResultCode.notFound, message);
export const conflict = (message: string) => new AppError(ResultCode.conflict, message);
export const tooManyRequests = (message: string, data: unknown = null) =>
  new AppError(ResultCode.tooManyRequests, message, data);
