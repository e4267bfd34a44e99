import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../area-deps';

/** Routes of roles (menus and buttons granted, data scope). */
export const roleRoutes: FastifyPluginAsyncZod<AreaDeps> = async () => {};
