import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../area-deps';

/** The server monitor (monitor/server): host, runtime, database and job-runner figures, read live. */
export const serverMonitorRoutes: FastifyPluginAsyncZod<AreaDeps> = async (_app, _deps) => {};
