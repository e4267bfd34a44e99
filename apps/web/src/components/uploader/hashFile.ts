import { UPLOAD_CHECKSUM_SLICE } from '@ledgerdesk/shared';
import type { DigestMessage, DigestRequest } from './digest.worker';
import type { DigestAlgorithm } from './digestBlob';
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

/** One digest in a dedicated worker; aborting terminates it at once, mid-read. */
function digestInWorker(file: Blob, algorithm: DigestAlgorithm, onProgress: (loaded: number) => void, signal: AbortSignal): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    if (signal.aborted) return reject(new UploadAbortedError());
    const worker = new Worker(new URL('./digest.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(new UploadAbortedError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<DigestMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.loaded);
      stop();
      if (message.type === 'done') resolve(message.digest);
      else reject(new FileReadError(message.message));
    };
    worker.onerror = (event) => {
      stop();
      reject(new FileReadError(event.message || 'the hashing worker failed'));
    };
    const request: DigestRequest = { file, algorithm, progressStep: UPLOAD_CHECKSUM_SLICE };
    worker.postMessage(request);
  });
}

/**
 * MD5 and SHA-256 each in a worker of its own, side by side: neither digest can be split, so on
 * two cores or more the pair takes the time of the slower one instead of the sum. Progress is what
 * both have hashed; when one fails the other is stopped.
 */
export const hashFileInWorker: HashFile = async (file, onProgress, signal) => {
  const both = new AbortController();
  const stopBoth = () => both.abort();
  signal.addEventListener('abort', stopBoth, { once: true });
  if (signal.aborted) stopBoth();
  const loaded: Record<DigestAlgorithm, number> = { md5: 0, sha256: 0 };
  const digest = (algorithm: DigestAlgorithm) =>
    digestInWorker(
      file,
      algorithm,
      (bytes) => {
        loaded[algorithm] = bytes;
        onProgress(Math.min(loaded.md5, loaded.sha256));
      },
      both.signal,
    ).catch((error: unknown) => {
      stopBoth();
      throw error;
    });
  try {
    const [md5, sha256] = await Promise.all([digest('md5'), digest('sha256')]);
    return { md5, sha256 };
  } finally {
    signal.removeEventListener('abort', stopBoth);
  }
};
