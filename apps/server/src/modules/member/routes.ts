import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FINANCE_ENDPOINTS as E,
  hasPermission,
  idQuerySchema,
  kycListQuerySchema,
  kycReviewSchema,
  memberChangeStatusSchema,
  memberListQuerySchema,
  PERMISSIONS as P,
} from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { operatorOf } from '../../plugins/access';
import { KycService } from './kyc-service';
import { MemberService } from './member-service';

/** Members (list, detail with wallets, status) and real-name applications (README in ../finance). */
export const memberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const membersService = new MemberService(opts.db);
  const kyc = new KycService(opts.db);

  app.post(E.memberList, { config: { access: { permission: P.memberList }, logOperation: false }, schema: { body: memberListQuerySchema } }, async (req, reply) =>
    reply.ok(await membersService.list(req.body)),
  );
  app.get(E.memberGet, { config: { access: { permission: P.memberList } }, schema: { querystring: idQuerySchema } }, async (req, reply) =>
    reply.ok(await membersService.get(req.query.id)),
  );
  app.post(E.memberChangeStatus, { config: { access: { permission: P.memberEdit } }, schema: { body: memberChangeStatusSchema } }, async (req, reply) =>
    reply.ok(await membersService.changeStatus(req.body, operatorOf(req))),
  );

  app.post(E.kycList, { config: { access: { permission: P.kycList }, logOperation: false }, schema: { body: kycListQuerySchema } }, async (req, reply) =>
    reply.ok(await kyc.list(req.body)),
  );
  // The full ID number only for those who may review it; everyone else sees it masked.
  app.get(E.kycGet, { config: { access: { permission: P.kycList } }, schema: { querystring: idQuerySchema } }, async (req, reply) =>
    reply.ok(await kyc.get(req.query.id, hasPermission(req.user!.permissions, P.kycReview))),
  );
  app.post(E.kycReview, { config: { access: { permission: P.kycReview } }, schema: { body: kycReviewSchema } }, async (req, reply) =>
    reply.ok(await kyc.review(req.body, operatorOf(req))),
  );
};
