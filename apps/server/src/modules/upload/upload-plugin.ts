import type { FastifyPluginAsync } from 'fastify';
import { schedulePeriodicJob } from '../../plugins/periodic-job';
import { fileRoutes } from './file-routes';
import type { FileCatalog } from './file-catalog';
import { uploadRoutes } from './upload-routes';
import type { UploadService } from './upload-service';

/** How often each instance looks for idle partial uploads (the idle limit itself is 24 hours). */
export const SWEEP_INTERVAL_MS = 60 * 60_000;

export interface UploadModule {
  uploads: UploadService;
  catalog: FileCatalog;
}

/**
 * The upload area: bigUpload calls, the file centre, the sweeper, and this instance's heartbeat
 * (merges name it as their owner, and others take a merge over once it stops) while the server is up.
 */
export const uploadPlugin: FastifyPluginAsync<UploadModule> = async (app, opts) => {
  await app.register(uploadRoutes, { uploads: opts.uploads });
  await app.register(fileRoutes, { catalog: opts.catalog });
  // Safe on several instances at once: each idle session is handed to one sweeper by DELETE … RETURNING.
  schedulePeriodicJob(app, { name: 'upload-sweeper', everyMs: SWEEP_INTERVAL_MS, run: () => opts.uploads.sweep() });
  const { heartbeat } = opts.uploads;
  app.addHook('onReady', () => heartbeat.ensureStarted());
  schedulePeriodicJob(app, { name: 'instance-heartbeat', everyMs: heartbeat.everyMs, run: () => heartbeat.beat() });
  // A clean shutdown gives its unfinished merges up at once instead of after the missed beats.
  app.addHook('onClose', () => heartbeat.stop());
};
