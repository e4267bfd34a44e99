import { UPLOAD_CHECKSUM_SLICE } from '@ledgerdesk/shared';
import type { HashMessage, HashRequest } from './md5.worker';
import { UploadAbortedError } from './chunkScheduler';

/** The file could not be read while hashing (moved, deleted, permission revoked). */
export class FileReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileReadError';
  }
}

/** A file's digests: MD5 (the upload's identifier) and SHA-256 (what makes instant upload safe). */
export interface FileDigests {
  md5: string;
  sha256: string;
}

export type HashFile = (file: Blob, onProgress: (loaded: number) => void, signal: AbortSignal) => Promise<FileDigests>;

/** Hashes in a dedicated worker; aborting terminates it at once, mid-slice. */
export const hashFileInWorker: HashFile = (file, onProgress, signal) =>
  new Promise<FileDigests>((resolve, reject) => {
    if (signal.aborted) return reject(new UploadAbortedError());
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(new UploadAbortedError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<HashMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.loaded);
      stop();
      if (message.type === 'done') resolve({ md5: message.md5, sha256: message.sha256 });
      else reject(new FileReadError(message.message));
    };
    worker.onerror = (event) => {
      stop();
      reject(new FileReadError(event.message || 'the hashing worker failed'));
    };
    const requestMessage: HashRequest = { file, sliceSize: UPLOAD_CHECKSUM_SLICE };
    worker.postMessage(requestMessage);
  });
