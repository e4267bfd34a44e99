import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KYC_ENDPOINTS,
  kycDocumentQuerySchema,
  MEMBER_ASSIGN_PERMISSION,
  MEMBER_ENDPOINTS,
  memberOptionsQuerySchema,
  memberOptionsSchema,
  operatorOptionsQuerySchema,
  operatorOptionsSchema,
  PERMISSIONS,
} from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { fileOperation, operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import { requestReach } from '../access/data-scope';
import { sendRestrictedImage, type StoredFiles } from '../../lib/restricted-image';
import { kycDocument } from './kyc-documents';
import { kycBinding } from './kyc-resource';
import { MemberAssignment } from './member-assignment';
import { memberBinding } from './member-resource';
import { memberOptions } from './member-options';
import { threeLanguages } from '../../lib/text-per-language';

/**
 * Members (list, detail with wallets, status actions, assignment to operators) and real-name
 * applications, on the resource engine; plus the operators a member may be assigned to.
 */
export const memberRoutes: FastifyPluginAsyncZod<{ db: Db; files: StoredFiles }> = async (app, opts) => {
  await app.register(resourcePlugin, memberBinding(opts.db));
  await app.register(resourcePlugin, kycBinding(opts.db));

  // The images an advanced application rests on, for whoever may decide it (never the list's readers alone).
  app.get(
    KYC_ENDPOINTS.kycDocument,
    {
      // Looking at someone's identity document is recorded, as a change is.
      config: { access: { permission: PERMISSIONS.kycReview }, logOperation: true },
      schema: {
        querystring: kycDocumentQuerySchema,
        ...fileOperation('member/kyc', threeLanguages('实名申请的一张证件图片（正面、背面或手持照）', "One document image of a real-name application (front, back or selfie)", '實名申請的一張證件圖片（正面、背面或手持照）'), 'image/*'),
      },
    },
    async (request, reply) => {
      // An identity document: shown, never sniffed as anything else, never kept by a browser or a proxy.
      return sendRestrictedImage(reply, await kycDocument(opts.db, opts.files, await requestReach(opts.db, request), request.query.id, request.query.part));
    },
  );

  const assignment = new MemberAssignment(opts.db);
  // Under the assign permission, not the user list's: whoever assigns members sees the operators they may choose, nothing more.
  app.get(
    MEMBER_ENDPOINTS.operatorOptions,
    {
      config: { access: { permission: MEMBER_ASSIGN_PERMISSION } },
      schema: {
        querystring: operatorOptionsQuerySchema,
        ...operation('member/member', threeLanguages('数据范围内可分配会员的启用操作员（按用户名或昵称开头查找）', 'Enabled operators in your data scope that members may be assigned to (user name or nickname prefix)', '資料範圍內可分配會員的啟用操作員（依使用者名稱或暱稱開頭查找）'), operatorOptionsSchema),
      },
    },
    async (request, reply) => reply.ok({ list: await assignment.options(await requestReach(opts.db, request), request.query.keyword) }),
  );

  // The member picker of the order forms: whoever may list members finds them by what they type.
  app.get(
    MEMBER_ENDPOINTS.memberOptions,
    {
      config: { access: { permission: PERMISSIONS.memberList } },
      schema: {
        querystring: memberOptionsQuerySchema,
        ...operation('member/member', threeLanguages('数据范围内的会员，按账号、昵称或手机号开头查找（或按 id 取一个），供选择器使用', 'Members in your data scope by account, nickname or phone prefix (or one by id), for pickers', '資料範圍內的會員，依帳號、暱稱或手機號開頭查找（或依 id 取一個），供選擇器使用'), memberOptionsSchema),
      },
    },
    async (request, reply) => reply.ok({ list: await memberOptions(opts.db, await requestReach(opts.db, request), request.query) }),
  );
};
