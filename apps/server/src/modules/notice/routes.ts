import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { emptyAnswerSchema, permissionOf } from '@ledgerdesk/shared';
import {
  audienceRolesSchema,
  myNoticePageSchema,
  myNoticesQuerySchema,
  NOTICE_ENDPOINTS,
  noticeIdParamsSchema,
  noticeReaderPageSchema,
  noticeReadersQuerySchema,
  readAllAnswerSchema,
  unreadCountSchema,
} from '@ledgerdesk/shared/notice';
import { noticeResource } from '@ledgerdesk/shared/resources/system/notice';
import { roles } from '../../db/schema';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { NoticeReads } from './notice-reads';
import { noticeBinding } from './notice-resource';
import { threeLanguages } from '../../lib/text-per-language';

const TAG = noticeResource.name;

/**
 * System notices (the resource `system/notice`, for those granted it) and each user's own
 * notifications: their notices, the unread count, marking read. The user calls need only a
 * session: anyone reads what is addressed to them, and what is not is a 404.
 */
export const noticeRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, { db }) => {
  await app.register(resourcePlugin, noticeBinding());
  const mine = new NoticeReads(db);
  const adminList = { access: { permission: permissionOf(noticeResource, 'list') } };

  app.get(
    NOTICE_ENDPOINTS.mine,
    {
      config: { access: 'authenticated' },
      schema: { querystring: myNoticesQuerySchema, ...operation(TAG, threeLanguages('调用者的通知：置顶优先，其后按最新排列，各带已读标记', "The caller's notices: pinned first, then the newest, each with its read flag", '呼叫者的通知：置頂優先，其後依最新排列，各帶已讀標記'), myNoticePageSchema) },
    },
    async (request, reply) => reply.ok(await mine.page(request.user!, request.query)),
  );

  app.get(
    NOTICE_ENDPOINTS.unreadCount,
    { config: { access: 'authenticated' }, schema: operation(TAG, threeLanguages('调用者未读通知的数量', "How many of the caller's notices are unread", '呼叫者未讀通知的數量'), unreadCountSchema) },
    async (request, reply) => reply.ok({ unread: await mine.unreadCount(request.user!) }),
  );

  app.post(
    NOTICE_ENDPOINTS.read,
    {
      config: { access: 'authenticated' },
      schema: { params: noticeIdParamsSchema, ...operation(TAG, threeLanguages('将调用者的一条通知标为已读（不在其受众或有效期内时为 404）', 'Mark one of the caller’s notices read (404 outside their audience or window)', '將呼叫者的一則通知標為已讀（不在其受眾或有效期內時為 404）'), emptyAnswerSchema) },
    },
    async (request, reply) => {
      await mine.markRead(request.user!, request.params.id);
      return reply.ok({});
    },
  );

  app.post(
    NOTICE_ENDPOINTS.readAll,
    { config: { access: 'authenticated' }, schema: operation(TAG, threeLanguages('将调用者的全部通知标为已读', "Mark every one of the caller's notices read", '將呼叫者的全部通知標為已讀'), readAllAnswerSchema) },
    async (request, reply) => reply.ok(await mine.markAllRead(request.user!)),
  );

  app.get(
    NOTICE_ENDPOINTS.readers,
    {
      config: adminList,
      schema: { querystring: noticeReadersQuerySchema, ...operation(TAG, threeLanguages('通知的已读人员，最新在前', 'Who read a notice, latest first', '通知的已讀人員，最新在前'), noticeReaderPageSchema) },
    },
    async (request, reply) => reply.ok(await mine.readers(request.query.id, request.query.pageIndex, request.query.pageSize)),
  );

  app.get(
    NOTICE_ENDPOINTS.audienceRoles,
    { config: adminList, schema: operation(TAG, threeLanguages('通知可发送的角色', 'The roles a notice may be addressed to', '通知可發送的角色'), audienceRolesSchema) },
    async (_request, reply) =>
      reply.ok(await db.select({ id: roles.id, roleName: roles.roleName, status: roles.status }).from(roles).orderBy(asc(roles.sort), asc(roles.id))),
  );
};
