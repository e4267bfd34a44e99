import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../area-deps';

/** Routes of the personal centre (profile, password, own sign-ins and sessions). */
export const personalRoutes: FastifyPluginAsyncZod<AreaDeps> = async () => {};
