import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../area-deps';

/** Config parameters (system/config): the resource and the cached accessor every area reads them through. */
export const configRoutes: FastifyPluginAsyncZod<AreaDeps> = async (_app, _deps) => {};
