import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../area-deps';

/** Routes of sign-in by OpenID Connect and linked accounts. */
export const oidcSignInRoutes: FastifyPluginAsyncZod<AreaDeps> = async () => {};
