import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { schedulePeriodicJob } from './periodic-job';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('schedulePeriodicJob', () => {
  it('runs while the server is up, never overlapping itself, surviving failures, and stops on close', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    schedulePeriodicJob(app, {
      name: 'probe',
      everyMs: 5,
      run: async () => {
        runs += 1;
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await sleep(30);
        concurrent -= 1;
        if (runs === 1) throw new Error('first run fails');
      },
    });
    expect(runs).toBe(0);
    await app.ready();
    // Wait for runs rather than a fixed time: under load the interval can fire late.
    const deadline = Date.now() + 10_000;
    while (runs < 3 && Date.now() < deadline) await sleep(10);
    await app.close();
    const afterClose = runs;
    expect(afterClose).toBeGreaterThanOrEqual(3);
    expect(maxConcurrent).toBe(1);
    await sleep(50);
    expect(runs).toBe(afterClose);
  });
});
