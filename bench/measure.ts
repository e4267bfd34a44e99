import { performance } from 'node:perf_hooks';

/** Latencies of one call, in ms. */
export interface Timing {
  p50: number;
  p95: number;
  /** Mean latency: at concurrency 16 its inverse is the throughput, so a ratio of means is a ratio of throughputs. */
  mean: number;
  samples: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export function timingOf(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { p50: at(0.5), p95: at(0.95), mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length), samples: sorted.length };
}

/** `count` calls of `run` by `concurrency` callers at once (each waits for its answer before the next call). */
export async function timeCalls(run: () => Promise<void>, count: number, concurrency: number): Promise<number[]> {
  const times: number[] = [];
  let left = count;
  const caller = async () => {
    while (left > 0) {
      left -= 1;
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  return times;
}

/**
 * The API call and its raw-SQL twin timed side by side: warm-ups, then rounds that alternate the
 * two, so a busy moment of a shared machine falls on both rather than on one.
 */
export async function sideBySide(
  api: () => Promise<void>,
  raw: () => Promise<void>,
  { samples, concurrency, rounds = 4 }: { samples: number; concurrency: number; rounds?: number },
): Promise<{ api: Timing; raw: Timing }> {
  await timeCalls(api, Math.max(3, concurrency), concurrency);
  await timeCalls(raw, Math.max(3, concurrency), concurrency);
  const apiTimes: number[] = [];
  const rawTimes: number[] = [];
  const perRound = Math.max(concurrency, Math.ceil(samples / rounds));
  for (let i = 0; i < rounds; i += 1) {
    rawTimes.push(...(await timeCalls(raw, perRound, concurrency)));
    apiTimes.push(...(await timeCalls(api, perRound, concurrency)));
  }
  return { api: timingOf(apiTimes), raw: timingOf(rawTimes) };
}
