import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ResultCode, type Envelope, type FieldIssues, type RefusalReason } from '@ledgerdesk/shared';
import { AppError } from '../lib/errors';
import { fieldIssueOf } from './field-issue';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers `{ code: 0, msg: 'ok', data }`. */
    ok<T>(data: T): FastifyReply;
  }
}

export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, data };
}

/** Maps a validation issue path to the field name the client sent (`items.0.amount` → `items[0].amount`). */
function fieldName(instancePath: string, missingProperty?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof missingProperty === 'string') parts.push(missingProperty);
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

/**
 * What the multipart parser (busboy) throws on a body that is not the multipart it claims to be:
 * plain errors without a status, so without this they would be answered as a crash. Only these
 * messages, only on a multipart request: any other failure there is still a 500.
 */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form|file)|.* terminated early due to unexpected end of multipart data|Malformed part header|Unsupported content type)/i;

function isMalformedMultipart(error: Error, request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/') && !(error as FastifyError).statusCode && MALFORMED_MULTIPART.test(error.message);
}

const because = (reason: RefusalReason) => ({ reason });

/** The part of the request a schema checked (body, querystring, params, headers). */
function requestPart(request: FastifyRequest, context: string): unknown {
  return (request as unknown as Record<string, unknown>)[context];
}

/** What the request log records for an answer nobody was left to receive (nginx's name for it). */
export const CLIENT_CLOSED_REQUEST = 499;

function sendError(reply: FastifyReply, code: number, msg: string, data: unknown = null) {
  return reply.status(code).send(envelope(code, msg, data));
}

/**
 * DESIGN.md §4: every answer — success, 404, bad JSON, validation, crash — is the envelope, and
 * the HTTP status mirrors its code. Unexpected errors never leak a stack trace.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('ok', function ok<T>(this: FastifyReply, data: T) {
    return this.status(200).send(envelope(ResultCode.ok, 'ok', data));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.code, error.message, error.data);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const issues: FieldIssues = {};
      const context = String(error.validationContext ?? 'body');
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params?.missingProperty) || context;
        if (name in fields) continue;
        fields[name] = issue.message ?? 'invalid';
        const translatable = fieldIssueOf(issue, requestPart(request, context));
        if (translatable) issues[name] = translatable;
      }
      const summary = Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ');
      return sendError(reply, ResultCode.badRequest, `invalid input — ${summary}`, { reason: 'request.invalid', fields, issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(reply, ResultCode.internal, 'internal server error', because('request.internal'));
    }
    if (isMalformedMultipart(error, request)) {
      return sendError(reply, ResultCode.badRequest, `malformed multipart body: ${error.message}`, because('request.malformedMultipart'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const malformed = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
      return sendError(reply, status, malformed ? 'malformed JSON body' : error.message, malformed ? because('request.malformedJson') : null);
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.socket?.destroyed !== false) {
      // The client hung up before its answer went out (a closed tab, a cancelled call), so a
      // compressed answer's stream ended early: nothing failed here, and nobody is left to answer.
      request.log.info('the client closed the connection before its answer was sent');
      return reply.status(CLIENT_CLOSED_REQUEST).send();
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, ResultCode.internal, 'internal server error', because('request.internal'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return sendError(reply, ResultCode.notFound, `no such endpoint: ${request.method} ${path}`, {
      reason: 'request.noEndpoint',
      params: { method: request.method, path },
    });
  });
});
