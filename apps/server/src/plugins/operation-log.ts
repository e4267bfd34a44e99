import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, API_PREFIX } from '@ledgerdesk/shared';
import type { Db } from '../db/client';
import { operationLogs } from '../db/schema';
import { maskedParams } from '../lib/mask';

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a multipart body is recorded as: its parts are files and form fields, not parameters to keep. */
export const MULTIPART_MARKER = '[multipart body]';
const ERROR_MAX = 2000;
const NAME_MAX = 64;

/**
 * DESIGN.md §5: every operator action that changes data is logged with who, what, masked params,
 * result, error and time taken. Routes that only read but use POST (lists) opt out with
 * `logOperation: false`; a read that must leave a trace (an identity document looked at) opts in
 * with `logOperation: true`. Routes may name their module and action in `operation` (the resource
 * engine does), otherwise the route's OpenAPI tag and the last word of its path say them.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    logOperation?: boolean;
    operation?: { module: string; action: string };
  }
  interface FastifyInstance {
    /** Every changing route registered so far and whether it writes the operation log (walked by a test). */
    operationLogRoutes: Array<{ method: string; url: string; logged: boolean }>;
  }
}

/** The area and the verb of a call, from the route's own config or its tag and path. */
export function operationOf(request: FastifyRequest): { module: string; action: string } {
  const declared = request.routeOptions.config.operation;
  if (declared) return declared;
  const url = request.routeOptions.url ?? '';
  const base = [`${API_BASE}${API_PREFIX}`, API_BASE].find((prefix) => url.startsWith(`${prefix}/`)) ?? '';
  const words = url
    .slice(base.length)
    .split('/')
    .filter((w) => w && !w.startsWith(':') && w !== '*');
  const tag = request.routeOptions.schema?.tags?.[0];
  const module = typeof tag === 'string' && tag ? tag : words.slice(0, -1).join('/');
  return { module: module.slice(0, NAME_MAX), action: (words.at(-1) ?? '').slice(0, NAME_MAX) };
}

/** The call's parameters as recorded: the body (the query when it has none), masked and cut; multipart is a marker. */
function paramsOf(request: FastifyRequest): string {
  if (String(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')) return MULTIPART_MARKER;
  const body = request.body;
  if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body)) return maskedParams(body);
  const query = request.query as Record<string, unknown> | undefined;
  return query && Object.keys(query).length > 0 ? maskedParams(query) : '';
}

/** The envelope's message of a refused or failed call (the serialised answer at onSend). */
function errorOf(reply: FastifyReply, payload: unknown): string {
  if (reply.statusCode < 400 || typeof payload !== 'string') return '';
  try {
    const msg = (JSON.parse(payload) as { msg?: unknown }).msg;
    return typeof msg === 'string' ? msg.slice(0, ERROR_MAX) : '';
  } catch {
    return payload.slice(0, ERROR_MAX);
  }
}

export const operationLogPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const routes: FastifyInstance['operationLogRoutes'] = [];
  app.decorate('operationLogRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods.filter((m) => CHANGING_METHODS.has(m) || route.config?.logOperation === true)) {
      routes.push({ method, url: route.url, logged: route.config?.logOperation !== false });
    }
  });

  // Written before the answer leaves, so a caller that has its answer finds the row (and the error text is at hand).
  app.addHook('onSend', async (request, reply, payload) => {
    const { logOperation } = request.routeOptions.config;
    if (!request.user || request.is404 || logOperation === false) return payload;
    if (!CHANGING_METHODS.has(request.method) && logOperation !== true) return payload;
    try {
      await opts.db.insert(operationLogs).values({
        userId: request.user.userId,
        userName: request.user.userName,
        method: request.method,
        url: request.url.slice(0, 500),
        routeKey: request.routeOptions.url ?? '',
        ...operationOf(request),
        params: paramsOf(request),
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
        error: errorOf(reply, payload),
        requestId: String(request.id).slice(0, NAME_MAX),
        ip: request.ip,
      });
    } catch (err) {
      request.log.error({ err }, 'could not write the operation log');
    }
    return payload;
  });
});
