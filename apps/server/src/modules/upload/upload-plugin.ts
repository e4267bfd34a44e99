import type { FastifyPluginAsync } from 'fastify';
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

/** The upload area: bigUpload calls, the file centre, and the sweeper running while the server is up. */
export const uploadPlugin: FastifyPluginAsync<UploadModule & { sweepEveryMs?: number }> = async (app, opts) => {
  await app.register(uploadRoutes, { uploads: opts.uploads });
  await app.register(fileRoutes, { catalog: opts.catalog });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      opts.uploads.sweep().catch((err: unknown) => app.log.error({ err }, 'upload sweep failed'));
    }, opts.sweepEveryMs ?? SWEEP_INTERVAL_MS);
    // The sweeper never keeps the process alive by itself.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
