import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../area-deps';

/** The login log, the operation log and online users (monitor/logininfor, monitor/operlog, monitor/online). */
export const auditRoutes: FastifyPluginAsyncZod<AreaDeps> = async (_app, _deps) => {};
