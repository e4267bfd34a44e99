import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { operationLogs } from '../db/schema';
import { maskedParams } from '../lib/mask';

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * DESIGN.md §5: every operator action that changes data is logged with who, what, masked params,
 * result and time taken. Routes that only read but use POST (lists) opt out with `logOperation: false`.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    logOperation?: boolean;
  }
}

export const operationLogPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.user || !CHANGING_METHODS.has(request.method)) return;
    if (request.routeOptions.config.logOperation === false) return;
    const body = request.body;
    const params = typeof body === 'object' && body !== null && !Buffer.isBuffer(body) ? body : request.query;
    try {
      await opts.db.insert(operationLogs).values({
        userId: request.user.userId,
        userName: request.user.userName,
        method: request.method,
        url: request.url.slice(0, 500),
        routeKey: request.routeOptions.url ?? '',
        params: maskedParams(params),
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
        ip: request.ip,
      });
    } catch (err) {
      request.log.error({ err }, 'could not write the operation log');
    }
  });
});
