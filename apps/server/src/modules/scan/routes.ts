import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SCAN_ENDPOINTS,
  scanDecisionAnswerSchema,
  scanInspectAnswerSchema,
  scanPollAnswerSchema,
  scanPollRequestSchema,
  scanTicketRefSchema,
  scanTicketSchema,
} from '@ledgerdesk/shared/scan';
import { operation } from '../../plugins/openapi';
import type { AreaDeps } from '../area-deps';
import { ScanSignInService } from './scan-service';
import { threeLanguages } from '../../lib/text-per-language';

/** Routes of sign-in by scanning a QR code with a signed-in phone. */
export const scanSignInRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const scans = new ScanSignInService(deps.db, deps.login, deps.config.publicUrl);

  app.post(
    SCAN_ENDPOINTS.scanTicket,
    {
      config: { access: 'public' },
      schema: operation('auth', threeLanguages('扫码登录：二维码所用的新票据（两分钟有效）及登录页轮询用的密钥', 'Scan sign-in: a new two-minute ticket for the QR code, and the secret the login page polls with', '掃碼登入：QR 碼所用的新票據（兩分鐘有效）及登入頁輪詢用的密鑰'), scanTicketSchema),
    },
    async (request, reply) => reply.ok(await scans.issue({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' })),
  );

  // Asked every two seconds by an open login page: a read, not an operator's action. The session
  // it may open goes to the login log.
  app.post(
    SCAN_ENDPOINTS.scanPoll,
    {
      config: { access: 'public', logOperation: false },
      schema: {
        body: scanPollRequestSchema,
        ...operation('auth', threeLanguages('扫码登录：登录页票据的状态；确认后返回会话（仅一次）', "Scan sign-in: how the login page's ticket stands; once confirmed, the session (exactly once)", '掃碼登入：登入頁票據的狀態；確認後回傳工作階段（僅一次）'), scanPollAnswerSchema),
      },
    },
    async (request, reply) => reply.ok(await scans.poll(request.body.ticketToken, request.body.pollSecret)),
  );

  app.post(
    SCAN_ENDPOINTS.scanInspect,
    {
      config: { access: 'authenticated' },
      schema: {
        body: scanTicketRefSchema,
        ...operation('auth', threeLanguages('手机扫码登录：请求的浏览器和地址；将票据标为已扫描', 'Scan sign-in on the phone: which browser and address ask; marks the ticket scanned', '手機掃碼登入：請求的瀏覽器和位址；將票據標為已掃描'), scanInspectAnswerSchema),
      },
    },
    async (request, reply) => reply.ok(await scans.inspect(request.body.ticketToken)),
  );

  app.post(
    SCAN_ENDPOINTS.scanConfirm,
    {
      config: { access: 'authenticated' },
      schema: {
        body: scanTicketRefSchema,
        ...operation('auth', threeLanguages('手机扫码登录：以已登录的操作员身份登录请求的浏览器', 'Scan sign-in on the phone: sign the asking browser in as the signed-in operator', '手機掃碼登入：以已登入的操作員身分登入請求的瀏覽器'), scanDecisionAnswerSchema),
      },
    },
    async (request, reply) => reply.ok(await scans.confirm(request.body.ticketToken, request.user!.userId)),
  );

  app.post(
    SCAN_ENDPOINTS.scanCancel,
    {
      config: { access: 'authenticated' },
      schema: { body: scanTicketRefSchema, ...operation('auth', threeLanguages('手机扫码登录：拒绝请求的浏览器', 'Scan sign-in on the phone: refuse the asking browser', '手機掃碼登入：拒絕請求的瀏覽器'), scanDecisionAnswerSchema) },
    },
    async (request, reply) => reply.ok(await scans.cancel(request.body.ticketToken)),
  );
};
