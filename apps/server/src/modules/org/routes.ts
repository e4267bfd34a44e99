import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../area-deps';

/** Routes of departments and posts. */
export const orgRoutes: FastifyPluginAsyncZod<AreaDeps> = async () => {};
