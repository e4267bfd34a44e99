import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../area-deps';

/** Routes of sign-in by mobile code and the verification-code log. */
export const smsSignInRoutes: FastifyPluginAsyncZod<AreaDeps> = async () => {};
