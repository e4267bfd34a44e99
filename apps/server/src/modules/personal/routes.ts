import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyAnswerSchema, imageContentType, pageResultOf } from '@ledgerdesk/shared';
import {
  avatarChoiceSchema,
  avatarImageQuerySchema,
  avatarUpdateSchema,
  passwordChangeSchema,
  PERSONAL_ENDPOINTS,
  personalLoginRowSchema,
  personalPageQuerySchema,
  personalSessionSchema,
  profileSchema,
  profileUpdateSchema,
  revokeSessionSchema,
} from '@ledgerdesk/shared/personal';
import { notFound } from '../../lib/errors';
import { fileOperation, operation, titleApiGroup } from '../../plugins/openapi';
import type { AreaDeps } from '../area-deps';
import { PersonalService } from './personal-service';
import { threeLanguages } from '../../lib/text-per-language';

const TAG = 'personal';

/**
 * Routes of the personal centre (profile, avatar, password, own sign-ins and sessions). Each is
 * open to every signed-in user (`authenticated`): changing one's own password is nobody's grant
 * to give. They act on the caller's own row only.
 */
export const personalRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, { db, config }) => {
  titleApiGroup(app, 'personal', threeLanguages('个人中心', 'Personal centre', '個人中心'));
  const service = new PersonalService(db);
  const objectsDir = path.join(config.upload.dir, 'objects');

  app.get(
    PERSONAL_ENDPOINTS.profile,
    { config: { access: 'authenticated' }, schema: operation(TAG, threeLanguages('调用者本人的资料', "The caller's own profile", '呼叫者本人的資料'), profileSchema) },
    async (request, reply) => reply.ok(await service.profile(request.user!.userId)),
  );

  app.put(
    PERSONAL_ENDPOINTS.updateProfile,
    {
      config: { access: 'authenticated' },
      schema: { body: profileUpdateSchema, ...operation(TAG, threeLanguages('修改本人的昵称、邮箱和手机号（仅此三项）', 'Change one’s own nickname, e-mail and phone (nothing else)', '修改本人的暱稱、電子郵件和手機號（僅此三項）'), profileSchema) },
    },
    async (request, reply) => {
      const { nickname, email, phone } = request.body;
      return reply.ok(await service.updateProfile(request.user!.userId, { nickname, email, phone }));
    },
  );

  app.get(
    PERSONAL_ENDPOINTS.avatarChoices,
    { config: { access: 'authenticated' }, schema: operation(TAG, threeLanguages('文件中心里调用者可用作头像的图片', 'Images of the file centre the caller may wear as avatar', '檔案中心裡呼叫者可用作頭像的圖片'), z.array(avatarChoiceSchema)) },
    async (request, reply) => reply.ok(await service.avatarChoices(request.user!)),
  );

  app.put(
    PERSONAL_ENDPOINTS.updateAvatar,
    {
      config: { access: 'authenticated' },
      schema: { body: avatarUpdateSchema, ...operation(TAG, threeLanguages('将文件中心的图片设为头像（null：不设）', 'Wear an image of the file centre as avatar (null: none)', '將檔案中心的圖片設為頭像（null：不設）'), profileSchema) },
    },
    async (request, reply) => reply.ok(await service.updateAvatar(request.user!, request.body.fileId)),
  );

  // Public so that an <img> can show it (it carries no bearer token); the address holds half of
  // the image's SHA-256, and only an image someone wears as avatar is served.
  app.get(
    PERSONAL_ENDPOINTS.avatarImage,
    { config: { access: 'public' }, schema: { querystring: avatarImageQuerySchema, ...fileOperation(TAG, threeLanguages('头像图片', 'An avatar image', '頭像圖片'), 'image/*') } },
    async (request, reply) => {
      const object = await service.avatarObject(request.query.id, request.query.key);
      const type = object ? imageContentType(object.ext) : undefined;
      // The storage key is server-made; checked again so nothing else can become a path.
      if (!object || !type || !/^[0-9a-f-]{36}$/.test(object.storageKey)) throw notFound('no such avatar');
      const file = path.join(objectsDir, object.storageKey);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat) throw notFound('no such avatar');
      return reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-length', stat.size)
        .header('cache-control', 'private, max-age=3600')
        .send(fs.createReadStream(file));
    },
  );

  app.put(
    PERSONAL_ENDPOINTS.changePassword,
    {
      // The operation log masks both passwords (lib/mask); the login log records the attempt.
      config: { access: 'authenticated' },
      schema: {
        body: passwordChangeSchema,
        ...operation(TAG, threeLanguages('修改本人密码：须校验当前密码；该用户的其他会话全部结束', 'Change one’s own password: the current one must match; every other session of the user ends', '修改本人密碼：須驗證目前密碼；該使用者的其他工作階段全部結束'), emptyAnswerSchema),
      },
    },
    async (request, reply) => {
      await service.changePassword({ user: request.user!, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, request.body);
      return reply.ok({});
    },
  );

  app.get(
    PERSONAL_ENDPOINTS.loginLog,
    {
      config: { access: 'authenticated' },
      schema: { querystring: personalPageQuerySchema, ...operation(TAG, threeLanguages('调用者本人的登录历史，最新在前', "The caller's own sign-in history, newest first", '呼叫者本人的登入歷史，最新在前'), pageResultOf(personalLoginRowSchema)) },
    },
    async (request, reply) => reply.ok(await service.loginLog(request.user!.userId, request.query.pageIndex, request.query.pageSize)),
  );

  app.get(
    PERSONAL_ENDPOINTS.sessions,
    { config: { access: 'authenticated' }, schema: operation(TAG, threeLanguages('调用者的在线会话（`current`：本会话）', "The caller's open sessions (`current`: this one)", '呼叫者的線上工作階段（`current`：本工作階段）'), z.array(personalSessionSchema)) },
    async (request, reply) => reply.ok(await service.openSessions(request.user!)),
  );

  app.post(
    PERSONAL_ENDPOINTS.revokeSession,
    { config: { access: 'authenticated' }, schema: { body: revokeSessionSchema, ...operation(TAG, threeLanguages('退出本人的某个会话', 'Sign one of one’s own sessions out', '登出本人的某個工作階段'), emptyAnswerSchema) } },
    async (request, reply) => {
      await service.revokeSession(request.user!, request.body.id);
      return reply.ok({});
    },
  );
};
