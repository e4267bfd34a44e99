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

/** Routes of sign-in by scanning a QR code with a signed-in phone. */
export const scanSignInRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const scans = new ScanSignInService(deps.db, deps.login, deps.config.publicUrl);

  app.post(
    SCAN_ENDPOINTS.scanTicket,
    {
      config: { access: 'public' },
      schema: operation('auth', 'Scan sign-in: a new two-minute ticket for the QR code, and the secret the login page polls with', scanTicketSchema),
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
        ...operation('auth', "Scan sign-in: how the login page's ticket stands; once confirmed, the session (exactly once)", scanPollAnswerSchema),
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
        ...operation('auth', 'Scan sign-in on the phone: which browser and address ask; marks the ticket scanned', scanInspectAnswerSchema),
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
        ...operation('auth', 'Scan sign-in on the phone: sign the asking browser in as the signed-in operator', scanDecisionAnswerSchema),
      },
    },
    async (request, reply) => reply.ok(await scans.confirm(request.body.ticketToken, request.user!.userId)),
  );

  app.post(
    SCAN_ENDPOINTS.scanCancel,
    {
      config: { access: 'authenticated' },
      schema: { body: scanTicketRefSchema, ...operation('auth', 'Scan sign-in on the phone: refuse the asking browser', scanDecisionAnswerSchema) },
    },
    async (request, reply) => reply.ok(await scans.cancel(request.body.ticketToken)),
  );
};
