import { UPLOAD_ENDPOINTS, type ChunkStatus, type MergeRequest, type StoredFile } from '@ledgerdesk/shared';
import { request } from '@/lib/request';
import { getToken } from '@/lib/storage';

export interface UploadIdentity {
  identifier: string;
  /** The file's SHA-256: the server links a stored copy only when it matches too. */
  sha256?: string;
  filename: string;
  totalSize: number;
  totalChunks: number;
  /** The chunk layout the upload is sent in (the server keeps it per upload). */
  chunkSize: number;
}

/** The chunk test: which chunks the server holds (silent: the uploader shows failures on the file's row). */
export function testChunks(upload: UploadIdentity): Promise<ChunkStatus> {
  return request({ url: UPLOAD_ENDPOINTS.upload, method: 'GET', params: { ...upload, chunkNumber: 1 }, silent: true });
}

export function mergeUpload(upload: UploadIdentity): Promise<StoredFile> {
  const body: MergeRequest = { ...upload, token: getToken() ?? '' };
  // A multi-GB merge reads and hashes the whole file once; give it longer than the shell's 50 s.
  return request({ url: UPLOAD_ENDPOINTS.uploadMerge, method: 'POST', data: body, silent: true, timeout: 10 * 60_000 });
}

export function cancelUpload(identifier: string, totalSize: number): Promise<{ cancelled: boolean }> {
  return request({ url: UPLOAD_ENDPOINTS.cancel, method: 'POST', data: { identifier, totalSize }, silent: true });
}
