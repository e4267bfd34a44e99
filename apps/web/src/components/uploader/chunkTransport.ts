import { API_BASE, chunkRange, UPLOAD_ENDPOINTS, UPLOAD_WEB_CHUNK_SIZE, UPLOAD_FILE_FIELD, type Envelope } from '@ledgerdesk/shared';
import { getToken } from '@/lib/storage';
import { ChunkSendError, isRetryableStatus } from './chunkScheduler';

export interface ChunkTarget {
  file: Blob;
  name: string;
  identifier: string;
  totalChunks: number;
}

/**
 * Posts one chunk as simple-uploader does (fields first, then `upfile`), through XHR because fetch
 * cannot report upload progress. The token is read for every request, so a token renewed during a
 * long upload is used by the next chunk (the legacy client sent the one it started with).
 */
export function postChunk(target: ChunkTarget, chunkNumber: number, signal: AbortSignal, onProgress: (loaded: number) => void): Promise<void> {
  const { start, end } = chunkRange(chunkNumber, target.file.size, UPLOAD_WEB_CHUNK_SIZE);
  const form = new FormData();
  const fields = {
    chunkNumber,
    chunkSize: UPLOAD_WEB_CHUNK_SIZE,
    currentChunkSize: end - start,
    totalSize: target.file.size,
    identifier: target.identifier,
    filename: target.name,
    relativePath: target.name,
    totalChunks: target.totalChunks,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append(UPLOAD_FILE_FIELD, target.file.slice(start, end), target.name);

  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${UPLOAD_ENDPOINTS.upload}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress(Math.min(event.loaded, end - start));
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    const finish = (error?: ChunkSendError) => {
      signal.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve();
    };
    xhr.onerror = () => finish(new ChunkSendError('network connection error', 0, true));
    xhr.ontimeout = () => finish(new ChunkSendError('network timeout', 0, true));
    xhr.onabort = () => finish(new ChunkSendError('aborted', 0, true));
    xhr.onload = () => {
      let body: Envelope<{ reason?: string } | null> | undefined;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<{ reason?: string } | null>;
      } catch {
        body = undefined;
      }
      // The HTTP status mirrors the envelope code; a 200 without an envelope is not our API.
      if (xhr.status === 200 && body?.code === 0) return finish();
      const status = xhr.status === 200 ? 502 : xhr.status;
      finish(new ChunkSendError(body?.msg || xhr.statusText || `HTTP ${status}`, status, isRetryableStatus(status), body?.data?.reason));
    };
    xhr.send(form);
  });
}
