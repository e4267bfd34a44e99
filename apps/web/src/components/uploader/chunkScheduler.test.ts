import { describe, expect, it, vi } from 'vitest';
import { ChunkScheduler, ChunkSendError, exponentialBackoff, isRetryableStatus, UploadAbortedError } from './chunkScheduler';

/** A send() whose calls the test settles by hand, recording what was in flight. */
function controllableSend() {
  const calls: Array<{ chunk: number; signal: AbortSignal; settled: boolean; resolve: () => void; reject: (e: unknown) => void }> = [];
  const send = (chunk: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new ChunkSendError('aborted', 0, true)));
      const call = {
        chunk,
        signal,
        settled: false,
        resolve: () => ((call.settled = true), resolve()),
        reject: (e: unknown) => ((call.settled = true), reject(e)),
      };
      calls.push(call);
    });
  return { send, calls, pending: () => calls.filter((c) => !c.signal.aborted && !c.settled) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const noWait = () => Promise.resolve();

describe('ChunkScheduler', () => {
  it('keeps exactly three chunks in flight and sends each once', async () => {
    const sent: number[] = [];
    let active = 0;
    let maxActive = 0;
    const scheduler = new ChunkScheduler({
      chunks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      send: async (chunk) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((r) => setTimeout(r, 5));
        active -= 1;
        sent.push(chunk);
      },
    });
    await scheduler.run();
    expect(maxActive).toBe(3);
    expect(sent.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('retries network errors and 5xx with growing backoff, then succeeds', async () => {
    const failures = new Map([[2, [new ChunkSendError('network', 0, true), new ChunkSendError('bad gateway', 502, true), new ChunkSendError('boom', 500, true)]]]);
    const delays: number[] = [];
    const sent: number[] = [];
    const scheduler = new ChunkScheduler({
      chunks: [1, 2, 3],
      send: async (chunk) => {
        const next = failures.get(chunk)?.shift();
        if (next) throw next;
        sent.push(chunk);
      },
      backoff: (attempt) => exponentialBackoff(attempt, () => 0.5),
      sleep: async (ms) => void delays.push(ms),
    });
    await scheduler.run();
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(sent).toContain(2);
  });

  it('gives up after three retries (four attempts) of one chunk', async () => {
    let attempts = 0;
    const scheduler = new ChunkScheduler({
      chunks: [1],
      send: async () => {
        attempts += 1;
        throw new ChunkSendError('unavailable', 503, true);
      },
      sleep: noWait,
    });
    await expect(scheduler.run()).rejects.toMatchObject({ status: 503 });
    expect(attempts).toBe(4);
  });

  it('does not retry a permanent refusal and stops the other chunks', async () => {
    const ctl = controllableSend();
    const scheduler = new ChunkScheduler({ chunks: [1, 2, 3, 4], send: ctl.send, sleep: noWait });
    const run = scheduler.run();
    await flush();
    ctl.calls[0]!.reject(new ChunkSendError('too large', 413, false));
    await expect(run).rejects.toMatchObject({ status: 413 });
    expect(ctl.calls.slice(1).every((c) => c.signal.aborted)).toBe(true);
    expect(ctl.calls).toHaveLength(3);
  });

  it('pause aborts chunks in flight and resume sends them again without counting a retry', async () => {
    const ctl = controllableSend();
    const retries = vi.fn();
    const scheduler = new ChunkScheduler({ chunks: [1, 2, 3, 4], send: ctl.send, onRetry: retries, sleep: noWait });
    const run = scheduler.run();
    await flush();
    expect(ctl.calls.map((c) => c.chunk)).toEqual([1, 2, 3]);
    ctl.calls[0]!.resolve();
    await flush();
    expect(ctl.calls.map((c) => c.chunk)).toEqual([1, 2, 3, 4]);

    scheduler.pause();
    await flush();
    expect(scheduler.isPaused).toBe(true);
    expect(scheduler.activeCount).toBe(0);
    expect(ctl.calls).toHaveLength(4);

    scheduler.resume();
    await flush();
    const resent = ctl.pending().map((c) => c.chunk);
    expect(resent.sort()).toEqual([2, 3, 4]);
    ctl.pending().forEach((c) => c.resolve());
    await run;
    expect(retries).not.toHaveBeenCalled();
  });

  it('pause during a backoff wait holds the chunk until resume', async () => {
    let calls = 0;
    const scheduler = new ChunkScheduler({
      chunks: [1],
      send: async () => {
        calls += 1;
        if (calls === 1) throw new ChunkSendError('network', 0, true);
      },
      backoff: () => 60_000,
    });
    const run = scheduler.run();
    await flush();
    scheduler.pause();
    await flush();
    expect(calls).toBe(1);
    scheduler.resume();
    await run;
    expect(calls).toBe(2);
  });

  it('cancel rejects with UploadAbortedError', async () => {
    const ctl = controllableSend();
    const scheduler = new ChunkScheduler({ chunks: [1, 2], send: ctl.send });
    const run = scheduler.run();
    await flush();
    scheduler.cancel();
    await expect(run).rejects.toBeInstanceOf(UploadAbortedError);
  });

  it('classifies statuses: network, 408, 429 and 5xx retry; other 4xx do not', () => {
    expect([0, 408, 429, 500, 502, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 413].some(isRetryableStatus)).toBe(false);
  });
});
