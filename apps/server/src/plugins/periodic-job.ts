import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  /** Must be safe when several instances run it at once (conditional updates, not read-then-write). */
  run: () => Promise<unknown>;
}

/**
 * Runs work of THIS instance on an interval while the server is up (its heartbeat): never
 * overlapping itself, never keeping the process alive, stopped on close, and logging (not
 * throwing) its failures. Work that should run once across instances is a scheduled job
 * (modules/job) instead.
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
