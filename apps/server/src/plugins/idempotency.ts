import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';

/** The request header an action dialog sends: one UUID minted per dialog (catalogue §1.3). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that repeats a stored one instead of acting again. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is remembered; the job-log style prune keeps the table small. */
export const IDEMPOTENCY_TTL_HOURS = 24;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An action route that honours Idempotency-Key: a repeat of a key answers the first result. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyRowId?: number;
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/**
 * A claim whose request never answered (its instance died mid-request) is taken over after this
 * long instead of answering "still running" until the key expires.
 */
export const IN_FLIGHT_ABANDONED_SECONDS = 120;

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.query ?? null)}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Idempotency-Key on action routes that declare `config: { idempotent: true }` (every resource
 * action does). The first request with a key claims it (a unique row per operator and key); its
 * answer is stored when sent. A repeat with the same body gets that answer again, byte for byte,
 * marked Idempotent-Replayed; a repeat while the first still runs is a 409, and the same key with
 * a different body or route is refused. A 5xx answer frees the key, so a retry after a failure
 * acts, and so does a claim abandoned by a crashed instance (IN_FLIGHT_ABANDONED_SECONDS). A
 * malformed key is a 400 rather than silently acting without protection. The key is stored
 * outside the action's transaction, so an instance dying between its commit and the answer may act
 * again on a retry: domain unique keys still guard the money underneath.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent || !request.user) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest('the Idempotency-Key header must be 8 to 128 letters, digits, - or _', undefined, { reason: 'idempotency.keyMalformed' });
    }
    const userId = request.user.userId;
    const hash = requestHash(request);
    const route = request.routeOptions.url ?? request.url;
    // Twice: a first request that failed with a 5xx may free the key between our insert and our read.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ userId, key, route, requestHash: hash })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (claimed) {
        request.idempotencyRowId = claimed.id;
        return;
      }
      const [first] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!first) continue;
      if (first.requestHash !== hash || first.route !== route) {
        throw conflict('this Idempotency-Key was already used for a different request', { reason: 'idempotency.keyReused' });
      }
      if (first.statusCode === null) {
        const [takenOver] = await db
          .update(idempotencyKeys)
          .set({ createdAt: sql`now()` })
          .where(
            and(
              eq(idempotencyKeys.id, first.id),
              isNull(idempotencyKeys.statusCode),
              lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${IN_FLIGHT_ABANDONED_SECONDS})`),
            ),
          )
          .returning({ id: idempotencyKeys.id });
        if (!takenOver) throw conflict('the same request is still being processed', { reason: 'idempotency.inFlight' });
        request.idempotencyRowId = takenOver.id;
        return;
      }
      reply.header(REPLAYED_HEADER, 'true');
      reply.code(first.statusCode);
      // As text: the stored answer goes out as it was sent, not through the route's serializer again.
      reply.type('application/json; charset=utf-8');
      return reply.send(JSON.stringify(first.response));
    }
    throw conflict('the same request is still being processed', { reason: 'idempotency.inFlight' });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const rowId = request.idempotencyRowId;
    if (rowId === undefined) return payload;
    request.idempotencyRowId = undefined;
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, rowId));
      return payload;
    }
    let response: unknown = null;
    if (typeof payload === 'string') {
      try {
        response = JSON.parse(payload);
      } catch {
        response = payload;
      }
    }
    await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response }).where(eq(idempotencyKeys.id, rowId));
    return payload;
  });
});

/** Forgets keys older than the TTL (the built-in job idempotency-key-prune, modules/approval). */
export async function pruneIdempotencyKeys(db: Db): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}
