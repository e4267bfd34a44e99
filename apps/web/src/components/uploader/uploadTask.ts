import { chunkRange, totalChunksOf, UPLOAD_WEB_CHUNK_SIZE, type ChunkStatus, type StoredFile } from '@ledgerdesk/shared';
import { ChunkScheduler, type ChunkSchedulerOptions } from './chunkScheduler';
import { postChunk, type ChunkTarget } from './chunkTransport';
import { FileReadError, hashFileInWorker, type HashFile } from './hashFile';
import { forgetPendingUpload, rememberedDigests, savePendingUpload } from './pendingUploads';
import { SpeedMeter } from './speedMeter';
import { cancelUpload, mergeUpload, testChunks, type UploadIdentity } from './uploadApi';

/**
 * waiting → hashing → uploading ⇄ paused → merging → success, or error from any step (SPEC §4's
 * statuses plus the MD5 pass). `cancelled` tasks leave the list.
 */
export type UploadPhase = 'waiting' | 'hashing' | 'uploading' | 'paused' | 'merging' | 'success' | 'error' | 'cancelled';

export interface UploadSnapshot {
  id: string;
  name: string;
  size: number;
  phase: UploadPhase;
  /** 0..1 of the MD5 pass. */
  hashed: number;
  /** 0..1 of the bytes acknowledged or in flight; never goes backwards. */
  progress: number;
  /** Bytes per second, 0 while unknown. */
  speed: number;
  secondsLeft: number | undefined;
  /** The server's reason (`checksumMismatch`, …) or a client one (`readFailed`). */
  errorReason?: string;
  errorText?: string;
  /** The stored file, once merged. */
  stored?: StoredFile;
  /** The server already had the content: nothing was sent. */
  instant: boolean;
}

export interface UploadDeps {
  hash: HashFile;
  testChunks: (upload: UploadIdentity) => Promise<ChunkStatus>;
  mergeUpload: (upload: UploadIdentity) => Promise<StoredFile>;
  cancelUpload: (identifier: string, totalSize: number) => Promise<unknown>;
  postChunk: (target: ChunkTarget, chunkNumber: number, signal: AbortSignal, onProgress: (loaded: number) => void) => Promise<void>;
  now: () => number;
  /** Test hooks into the scheduler (backoff, sleep). */
  scheduler?: Partial<Pick<ChunkSchedulerOptions, 'backoff' | 'sleep' | 'parallel'>>;
}

export const browserUploadDeps: UploadDeps = {
  hash: hashFileInWorker,
  testChunks,
  mergeUpload,
  cancelUpload,
  postChunk,
  now: () => Date.now(),
};

function failureOf(error: unknown): { errorReason?: string; errorText: string } {
  if (error instanceof FileReadError) return { errorReason: 'readFailed', errorText: error.message };
  const e = error as { message?: string; msg?: string; reason?: string; data?: { reason?: string } | null };
  return { errorReason: e?.reason ?? e?.data?.reason ?? undefined, errorText: e?.msg ?? e?.message ?? String(error) };
}

let nextId = 0;

/** One file's trip through hashing, the chunk test, the chunks and the merge. */
export class UploadTask {
  readonly id = `upload-${(nextId += 1)}`;
  private state: UploadSnapshot;
  private md5: string | undefined;
  private scheduler: ChunkScheduler | undefined;
  private hashAbort: AbortController | undefined;
  private pauseRequested = false;
  private cancelled = false;
  private confirmedBytes = 0;
  private readonly inFlightBytes = new Map<number, number>();
  private readonly meter = new SpeedMeter();

  constructor(
    readonly file: File,
    private readonly deps: UploadDeps,
    private readonly onChange: () => void,
  ) {
    this.state = { id: this.id, name: file.name, size: file.size, phase: 'waiting', hashed: 0, progress: 0, speed: 0, secondsLeft: undefined, instant: false };
  }

  get snapshot(): UploadSnapshot {
    return this.state;
  }

  /** Runs the whole upload; never rejects (failures end in the `error` phase). */
  async start(): Promise<void> {
    this.cancelled = false;
    this.pauseRequested = false;
    this.confirmedBytes = 0;
    this.inFlightBytes.clear();
    this.set({ phase: 'waiting', progress: 0, speed: 0, secondsLeft: undefined, errorReason: undefined, errorText: undefined });
    try {
      const identity = await this.identify();
      const status = await this.deps.testChunks(identity);
      if (!status.skipUpload) await this.sendChunks(identity, status.uploaded);
      if (this.cancelled) return;
      this.set({ phase: 'merging', progress: 1, secondsLeft: 0 });
      const stored = await this.deps.mergeUpload(identity);
      forgetPendingUpload(this.file);
      this.set({ phase: 'success', stored, instant: status.skipUpload, progress: 1, speed: 0, secondsLeft: 0 });
    } catch (error) {
      if (this.cancelled) return;
      const failure = failureOf(error);
      // An unreadable file cannot be resumed (SPEC §8: its upload is cancelled); a content mismatch
      // means the remembered MD5 or the chunks were wrong: both start from scratch next time.
      if (failure.errorReason === 'readFailed' || failure.errorReason === 'checksumMismatch') forgetPendingUpload(this.file);
      this.set({ phase: 'error', ...failure, speed: 0, secondsLeft: undefined });
    }
  }

  pause(): void {
    if (this.state.phase !== 'uploading' && this.state.phase !== 'hashing' && this.state.phase !== 'waiting') return;
    this.pauseRequested = true;
    this.scheduler?.pause();
    if (this.state.phase === 'uploading') this.set({ phase: 'paused', speed: 0, secondsLeft: undefined });
  }

  resume(): void {
    this.pauseRequested = false;
    if (this.state.phase !== 'paused') return;
    this.meter.restart();
    this.set({ phase: 'uploading' });
    this.scheduler?.resume();
  }

  /** Stops everything and tells the server to drop what it holds of this upload. */
  async cancel(): Promise<void> {
    this.cancelled = true;
    this.hashAbort?.abort();
    this.scheduler?.cancel();
    const finished = this.state.phase === 'success';
    this.set({ phase: 'cancelled' });
    if (finished) return;
    forgetPendingUpload(this.file);
    if (this.md5) await this.deps.cancelUpload(this.md5, this.file.size).catch(() => undefined);
  }

  private async identify(): Promise<UploadIdentity> {
    let digests = rememberedDigests(this.file);
    if (!digests) {
      this.set({ phase: 'hashing', hashed: 0 });
      this.hashAbort = new AbortController();
      digests = await this.deps.hash(this.file, (loaded) => this.set({ hashed: this.file.size ? loaded / this.file.size : 1 }), this.hashAbort.signal);
    }
    this.md5 = digests.md5;
    this.set({ hashed: 1 });
    savePendingUpload({ name: this.file.name, size: this.file.size, lastModified: this.file.lastModified, md5: digests.md5, sha256: digests.sha256 });
    return {
      identifier: digests.md5,
      ...(digests.sha256 ? { sha256: digests.sha256 } : {}),
      filename: this.file.name,
      totalSize: this.file.size,
      totalChunks: totalChunksOf(this.file.size, UPLOAD_WEB_CHUNK_SIZE),
      chunkSize: UPLOAD_WEB_CHUNK_SIZE,
    };
  }

  private chunkBytes(chunkNumber: number): number {
    const { start, end } = chunkRange(chunkNumber, this.file.size, UPLOAD_WEB_CHUNK_SIZE);
    return end - start;
  }

  private async sendChunks(identity: UploadIdentity, alreadyStored: number[]): Promise<void> {
    const stored = new Set(alreadyStored);
    this.confirmedBytes = alreadyStored.reduce((sum, n) => sum + this.chunkBytes(n), 0);
    const missing = Array.from({ length: identity.totalChunks }, (_, i) => i + 1).filter((n) => !stored.has(n));
    this.meter.restart();
    this.tick();
    if (missing.length === 0 || this.cancelled) return;
    const target: ChunkTarget = { file: this.file, name: this.file.name, identifier: identity.identifier, totalChunks: identity.totalChunks };
    this.scheduler = new ChunkScheduler({
      ...this.deps.scheduler,
      chunks: missing,
      send: (n, signal) =>
        this.deps.postChunk(target, n, signal, (loaded) => {
          this.inFlightBytes.set(n, loaded);
          this.tick();
        }),
      onChunkDone: (n) => {
        this.inFlightBytes.delete(n);
        this.confirmedBytes += this.chunkBytes(n);
        this.tick();
      },
      onRetry: (n) => {
        this.inFlightBytes.delete(n);
        this.tick();
      },
    });
    this.set({ phase: this.pauseRequested ? 'paused' : 'uploading' });
    if (this.pauseRequested) this.scheduler.pause();
    await this.scheduler.run();
  }

  /** Recomputes progress, speed and time left from the bytes acknowledged and in flight. */
  private tick(): void {
    let inFlight = 0;
    for (const bytes of this.inFlightBytes.values()) inFlight += bytes;
    const done = Math.min(this.confirmedBytes + inFlight, this.file.size);
    this.meter.sample(done, this.deps.now());
    const progress = this.file.size ? done / this.file.size : 1;
    this.set({
      progress: Math.max(progress, this.state.progress),
      speed: this.state.phase === 'paused' ? 0 : this.meter.speed,
      secondsLeft: this.meter.secondsLeft(this.file.size - done),
    });
  }

  private set(patch: Partial<UploadSnapshot>): void {
    this.state = { ...this.state, ...patch };
    this.onChange();
  }
}
