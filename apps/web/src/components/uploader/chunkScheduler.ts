import { UPLOAD_MAX_CHUNK_RETRIES, UPLOAD_PARALLEL_CHUNKS } from '@ledgerdesk/shared';

/** A chunk request that failed; `retryable` says whether sending it again may help. */
export class ChunkSendError extends Error {
  constructor(
    message: string,
    /** HTTP status, 0 for a network failure. */
    readonly status: number,
    readonly retryable: boolean,
    /** The server's `data.reason`, when it gave one. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ChunkSendError';
  }
}

/** Network failures, time-outs, throttling and server errors are worth another try; other 4xx are not. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

export class UploadAbortedError extends Error {
  constructor() {
    super('aborted');
    this.name = 'UploadAbortedError';
  }
}

/** 1 s, 2 s, 4 s … with ±20 % jitter so parallel chunks do not retry in lock-step. */
export function exponentialBackoff(attempt: number, random: () => number = Math.random): number {
  const base = 1000 * 2 ** (attempt - 1);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadAbortedError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new UploadAbortedError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export interface ChunkSchedulerOptions {
  /** 1-based chunk numbers still to send, in order. */
  chunks: readonly number[];
  /** Sends one chunk; rejects with ChunkSendError (anything else counts as a network failure). */
  send: (chunkNumber: number, signal: AbortSignal) => Promise<void>;
  parallel?: number;
  maxRetries?: number;
  backoff?: (attempt: number) => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  onChunkDone?: (chunkNumber: number) => void;
  /** A chunk failed and will be sent again after `delayMs`. */
  onRetry?: (chunkNumber: number, attempt: number, delayMs: number, error: ChunkSendError) => void;
}

type Settle = { resolve: () => void; reject: (error: unknown) => void };

/**
 * Sends chunks `parallel` at a time. A failed chunk is retried up to `maxRetries` times with
 * backoff when the failure is retryable; a permanent failure stops the whole upload. Pause aborts
 * the requests in flight and puts their chunks back at the head of the queue (their partial bytes
 * are lost, as with simple-uploader); resume carries on. Attempts are counted per chunk, and a
 * chunk interrupted by a pause does not use one up.
 */
export class ChunkScheduler {
  private readonly queue: number[];
  private readonly inFlight = new Map<number, AbortController>();
  private readonly attempts = new Map<number, number>();
  private readonly parallel: number;
  private readonly maxRetries: number;
  private paused = false;
  private finished = false;
  private settle: Settle | undefined;

  constructor(private readonly options: ChunkSchedulerOptions) {
    this.queue = [...options.chunks];
    this.parallel = options.parallel ?? UPLOAD_PARALLEL_CHUNKS;
    this.maxRetries = options.maxRetries ?? UPLOAD_MAX_CHUNK_RETRIES;
  }

  /** Resolves when every chunk is sent; rejects on a permanent failure or on cancel. */
  run(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.settle = { resolve, reject };
      this.pump();
    });
  }

  get isPaused(): boolean {
    return this.paused;
  }

  get activeCount(): number {
    return this.inFlight.size;
  }

  pause(): void {
    if (this.finished || this.paused) return;
    this.paused = true;
    for (const controller of this.inFlight.values()) controller.abort();
  }

  resume(): void {
    if (this.finished || !this.paused) return;
    this.paused = false;
    this.pump();
  }

  cancel(): void {
    this.fail(new UploadAbortedError());
  }

  private pump(): void {
    if (this.finished || this.paused) return;
    if (this.queue.length === 0 && this.inFlight.size === 0) {
      this.finished = true;
      this.settle?.resolve();
      return;
    }
    while (this.inFlight.size < this.parallel && this.queue.length > 0) {
      const chunk = this.queue.shift()!;
      const controller = new AbortController();
      this.inFlight.set(chunk, controller);
      void this.sendWithRetry(chunk, controller.signal).finally(() => {
        this.inFlight.delete(chunk);
        this.pump();
      });
    }
  }

  private async sendWithRetry(chunk: number, signal: AbortSignal): Promise<void> {
    const sleep = this.options.sleep ?? abortableSleep;
    const backoff = this.options.backoff ?? exponentialBackoff;
    for (;;) {
      try {
        await this.options.send(chunk, signal);
        this.options.onChunkDone?.(chunk);
        return;
      } catch (raw) {
        if (signal.aborted || this.finished) return this.putBack(chunk);
        const error = raw instanceof ChunkSendError ? raw : new ChunkSendError(String((raw as Error)?.message ?? raw), 0, true);
        const attempt = (this.attempts.get(chunk) ?? 0) + 1;
        if (!error.retryable || attempt > this.maxRetries) return this.fail(error);
        this.attempts.set(chunk, attempt);
        const delay = backoff(attempt);
        this.options.onRetry?.(chunk, attempt, delay, error);
        try {
          await sleep(delay, signal);
        } catch {
          return this.putBack(chunk);
        }
      }
    }
  }

  /** A chunk interrupted by pause (or cancel) goes back to the head of the queue. */
  private putBack(chunk: number): void {
    if (!this.finished) this.queue.unshift(chunk);
  }

  private fail(error: unknown): void {
    if (this.finished) return;
    this.finished = true;
    for (const controller of this.inFlight.values()) controller.abort();
    this.settle?.reject(error);
  }
}
