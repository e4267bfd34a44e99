import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../area-deps';

/** Scheduled jobs (monitor/job) and their log: named handlers on cron expressions, one run per tick. */
export const jobRoutes: FastifyPluginAsyncZod<AreaDeps> = async (_app, _deps) => {};
