import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  /** Must be safe when several instances run it at once (conditional updates, not read-then-write). */
  run: () => Promise<unknown>;
}

/**
 * Runs a job on an interval while the server is up: never overlapping itself, never keeping the
 * process alive, stopped on close, and logging (not throwing) its failures.
 */
export function schedulePeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .catch((err: unknown) => app.log.error({ err, job: job.name }, 'periodic job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
