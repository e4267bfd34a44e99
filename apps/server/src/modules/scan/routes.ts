import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../area-deps';

/** Routes of sign-in by scanning a QR code with a signed-in phone. */
export const scanSignInRoutes: FastifyPluginAsyncZod<AreaDeps> = async () => {};
