import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../area-deps';

/** Routes of users (create, edit, disable, unlock, reset password, departments, posts, roles). */
export const userAdminRoutes: FastifyPluginAsyncZod<AreaDeps> = async () => {};
