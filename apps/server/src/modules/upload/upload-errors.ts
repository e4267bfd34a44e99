import { ResultCode, type UploadFailureReason } from '@ledgerdesk/shared';
import { AppError } from '../../lib/errors';

/** An upload failure with a machine-readable `data.reason` the web uploader translates. */
export function uploadError(code: number, reason: UploadFailureReason, message: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError(code, message, { reason, ...extra });
}

export const uploadBadRequest = (reason: UploadFailureReason, message: string, extra?: Record<string, unknown>) =>
  uploadError(ResultCode.badRequest, reason, message, extra);
export const uploadConflict = (reason: UploadFailureReason, message: string) => uploadError(ResultCode.conflict, reason, message);
