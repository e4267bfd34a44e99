import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../area-deps';

/** System notices (system/notice) and each user's notifications: unread list, mark read, the notification centre. */
export const noticeRoutes: FastifyPluginAsyncZod<AreaDeps> = async (_app, _deps) => {};
