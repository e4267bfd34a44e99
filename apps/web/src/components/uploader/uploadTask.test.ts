import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_WEB_CHUNK_SIZE, type ChunkStatus, type StoredFile } from '@ledgerdesk/shared';
import { ChunkSendError } from './chunkScheduler';
import { FileReadError } from './hashFile';
import { listPendingUploads, savePendingUpload } from './pendingUploads';
import { UploadTask, type UploadDeps } from './uploadTask';

const MD5 = '0123456789abcdef0123456789abcdef';
const SHA256 = '0123456789abcdef'.repeat(4);

function fileOf(size: number, name = 'movie.mp4'): File {
  // A Blob of `size` zero bytes without allocating them in the test's own arrays.
  return new File([new Uint8Array(size)], name, { lastModified: 1_700_000_000_000 });
}

function fakeDeps(overrides: Partial<UploadDeps> = {}): UploadDeps & { sent: number[] } {
  const sent: number[] = [];
  const stored: StoredFile = { id: 1, name: 'movie.mp4', size: 0, md5: MD5, sha256: '', ext: 'mp4', category: 'video', ownerId: 1, ownerName: 'admin', createdAt: '', url: '' };
  return {
    sent,
    hash: vi.fn(async (_file, onProgress) => {
      onProgress(1);
      return { md5: MD5, sha256: SHA256 };
    }),
    testChunks: vi.fn(async (): Promise<ChunkStatus> => ({ skipUpload: false, uploaded: [], needMerge: false, identifier: MD5 })),
    mergeUpload: vi.fn(async () => stored),
    cancelUpload: vi.fn(async () => ({ cancelled: true })),
    postChunk: vi.fn(async (_target, n: number) => void sent.push(n)),
    now: () => Date.now(),
    scheduler: { sleep: async () => undefined },
    ...overrides,
  };
}

describe('UploadTask', () => {
  it('hashes, sends every chunk, merges and forgets the pending entry', async () => {
    const deps = fakeDeps();
    const task = new UploadTask(fileOf(3 * UPLOAD_WEB_CHUNK_SIZE + 10), deps, () => undefined);
    await task.start();
    expect(task.snapshot).toMatchObject({ phase: 'success', progress: 1, instant: false });
    expect(deps.sent.sort()).toEqual([1, 2, 3]);
    expect(deps.testChunks).toHaveBeenCalledWith(expect.objectContaining({ identifier: MD5, sha256: SHA256 }));
    expect(deps.mergeUpload).toHaveBeenCalledWith({ identifier: MD5, sha256: SHA256, filename: 'movie.mp4', totalSize: 3 * UPLOAD_WEB_CHUNK_SIZE + 10, totalChunks: 3, chunkSize: UPLOAD_WEB_CHUNK_SIZE });
    expect(listPendingUploads()).toEqual([]);
  });

  it('after a reload re-uses the remembered MD5 and sends only the chunks the server lacks', async () => {
    const file = fileOf(4 * UPLOAD_WEB_CHUNK_SIZE);
    savePendingUpload({ name: file.name, size: file.size, lastModified: file.lastModified, md5: MD5 });
    const deps = fakeDeps({ testChunks: vi.fn(async () => ({ skipUpload: false, uploaded: [1, 3], needMerge: false, identifier: MD5 })) });
    const task = new UploadTask(file, deps, () => undefined);
    await task.start();
    expect(deps.hash).not.toHaveBeenCalled();
    expect(deps.sent.sort()).toEqual([2, 4]);
    expect(task.snapshot.phase).toBe('success');
  });

  it('sends the remembered SHA-256 beside the MD5; an entry saved without one resumes without it', async () => {
    const file = fileOf(2 * UPLOAD_WEB_CHUNK_SIZE, 'clip.mp4');
    savePendingUpload({ name: file.name, size: file.size, lastModified: file.lastModified, md5: MD5, sha256: SHA256 });
    const deps = fakeDeps();
    await new UploadTask(file, deps, () => undefined).start();
    expect(deps.hash).not.toHaveBeenCalled();
    expect(deps.mergeUpload).toHaveBeenCalledWith(expect.objectContaining({ identifier: MD5, sha256: SHA256 }));

    const older = fileOf(2 * UPLOAD_WEB_CHUNK_SIZE, 'older.mp4');
    savePendingUpload({ name: older.name, size: older.size, lastModified: older.lastModified, md5: MD5 });
    const again = fakeDeps();
    await new UploadTask(older, again, () => undefined).start();
    expect(again.hash).not.toHaveBeenCalled();
    expect(again.mergeUpload).toHaveBeenCalledWith({ identifier: MD5, filename: 'older.mp4', totalSize: older.size, totalChunks: 2, chunkSize: UPLOAD_WEB_CHUNK_SIZE });
  });

  it('sends nothing when the server already has the content (instant upload)', async () => {
    const deps = fakeDeps({ testChunks: vi.fn(async () => ({ skipUpload: true, uploaded: [], needMerge: true, identifier: MD5 })) });
    const task = new UploadTask(fileOf(UPLOAD_WEB_CHUNK_SIZE), deps, () => undefined);
    await task.start();
    expect(deps.sent).toEqual([]);
    expect(task.snapshot).toMatchObject({ phase: 'success', instant: true });
  });

  it('a read failure while hashing ends in a visible error, sends nothing and leaves nothing to resume', async () => {
    const deps = fakeDeps({ hash: vi.fn(async () => Promise.reject(new FileReadError('NotReadableError: gone'))) });
    const task = new UploadTask(fileOf(10, 'notes.txt'), deps, () => undefined);
    await task.start();
    expect(task.snapshot).toMatchObject({ phase: 'error', errorReason: 'readFailed' });
    expect(deps.testChunks).not.toHaveBeenCalled();
    expect(listPendingUploads()).toEqual([]);
  });

  it('retries a failing chunk and shows the server reason when it finally refuses', async () => {
    let calls = 0;
    const deps = fakeDeps({
      postChunk: vi.fn(async () => {
        calls += 1;
        throw calls < 3 ? new ChunkSendError('bad gateway', 502, true) : new ChunkSendError('too large', 413, false, 'tooLarge');
      }),
    });
    const task = new UploadTask(fileOf(10), deps, () => undefined);
    await task.start();
    expect(calls).toBe(3);
    expect(task.snapshot).toMatchObject({ phase: 'error', errorReason: 'tooLarge' });
  });

  it('cancel stops the upload and asks the server to drop its chunks', async () => {
    let release: () => void = () => undefined;
    const deps = fakeDeps({ postChunk: vi.fn((_t, _n, signal: AbortSignal) => new Promise<void>((resolve, reject) => {
      release = resolve;
      signal.addEventListener('abort', () => reject(new ChunkSendError('aborted', 0, true)));
    })) });
    const task = new UploadTask(fileOf(2 * UPLOAD_WEB_CHUNK_SIZE), deps, () => undefined);
    const run = task.start();
    await vi.waitFor(() => expect(task.snapshot.phase).toBe('uploading'));
    await task.cancel();
    release();
    await run;
    expect(task.snapshot.phase).toBe('cancelled');
    expect(deps.cancelUpload).toHaveBeenCalledWith(MD5, 2 * UPLOAD_WEB_CHUNK_SIZE);
    expect(deps.mergeUpload).not.toHaveBeenCalled();
  });
});
