import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { QueueStats } from '@ledgerdesk/shared/resources/infra/queue';
import type { Db, Tx } from '../../db/client';
import { outboxConsumers, outboxDeliveries, outboxEvents } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import type { ConsumerRegistry } from './consumers';

type EventRow = typeof outboxEvents.$inferSelect;
type ConsumerRow = typeof outboxConsumers.$inferSelect;

/** Keys whose values the payload view hides (payloads carry ids, but a producer's mistake must not show). */
const SECRET_KEY = /pass(word|wd)?|token|secret|sign(ature)?|credential|api[-_]?key|private[-_]?key|id[-_]?number/i;

/** The payload as the detail shows it: values under secret-looking keys replaced, at any depth. */
export function maskPayload(payload: unknown): unknown {
  if (Array.isArray(payload)) return payload.map(maskPayload);
  if (payload && typeof payload === 'object') {
    return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, SECRET_KEY.test(k) ? '******' : maskPayload(v)]));
  }
  return payload;
}

/** The operator's side of the queue: the summary, retry, pause/resume and purge. Payloads are never written. */
export class QueueService {
  constructor(
    private readonly db: Db,
    private readonly registry: ConsumerRegistry,
  ) {}

  /** Per topic: counts by status, lag (oldest undelivered event's age), delivered in the last hour and per minute. */
  async stats(): Promise<QueueStats> {
    const rows = await this.db
      .select({
        topic: outboxEvents.topic,
        pending: sql<number>`count(*) filter (where ${outboxEvents.status} = 'PENDING')::int`,
        delivered: sql<number>`count(*) filter (where ${outboxEvents.status} = 'DELIVERED')::int`,
        failed: sql<number>`count(*) filter (where ${outboxEvents.status} = 'FAILED')::int`,
        dead: sql<number>`count(*) filter (where ${outboxEvents.status} = 'DEAD')::int`,
        lagSeconds: sql<number | null>`floor(extract(epoch from now() - min(${outboxEvents.createdAt}) filter (where ${outboxEvents.status} in ('PENDING', 'FAILED'))))::int`,
        deliveredLastHour: sql<number>`count(*) filter (where ${outboxEvents.deliveredAt} > now() - interval '1 hour')::int`,
        last15: sql<number>`count(*) filter (where ${outboxEvents.deliveredAt} > now() - interval '15 minutes')::int`,
      })
      .from(outboxEvents)
      .groupBy(outboxEvents.topic)
      .orderBy(outboxEvents.topic);
    return {
      topics: rows.map(({ last15, ...row }) => ({
        ...row,
        lagSeconds: row.lagSeconds === null ? null : Number(row.lagSeconds),
        perMinute: Math.round((Number(last15) / 15) * 10) / 10,
      })),
    };
  }

  /** The groups that consumed an event (the detail). */
  async consumedBy(eventId: number): Promise<string[]> {
    const rows = await this.db.select({ name: outboxDeliveries.groupName }).from(outboxDeliveries).where(eq(outboxDeliveries.eventId, eventId)).orderBy(outboxDeliveries.groupName);
    return rows.map((row) => row.name);
  }

  /** How many undelivered events wait for each group (subscribed topic, no delivery row yet). */
  async waiting(groups: ReadonlyArray<{ groupName: string; topics: string }>): Promise<Map<string, number>> {
    const answer = new Map<string, number>();
    for (const { groupName: name, topics: subscribed } of groups) {
      const topics = subscribed.split(',').filter(Boolean);
      if (topics.length === 0) {
        answer.set(name, 0);
        continue;
      }
      const [row] = await this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outboxEvents)
        .where(
          and(
            inArray(outboxEvents.status, ['PENDING', 'FAILED', 'DEAD']),
            inArray(outboxEvents.topic, [...topics]),
            sql`not exists (select 1 from ${outboxDeliveries} d where d.event_id = ${outboxEvents.id} and d.group_name = ${name})`,
          ),
        );
      answer.set(name, Number(row?.n ?? 0));
    }
    return answer;
  }

  /**
   * A DEAD or FAILED event delivered again: the same row and key, attempts from zero, due now. The
   * groups that consumed it already hold a delivery row, so only the others receive it.
   */
  async retry(tx: Tx, event: EventRow): Promise<EventRow> {
    if (event.status !== 'DEAD' && event.status !== 'FAILED') {
      throw conflict(`event ${event.id} is ${event.status}; only DEAD or FAILED events are retried`, { reason: 'record.wrongState', params: { id: String(event.id), status: event.status } });
    }
    const [row] = await tx
      .update(outboxEvents)
      .set({ status: 'PENDING', attempts: 0, nextAttemptAt: sql`now()`, version: sql`${outboxEvents.version} + 1`, updatedAt: sql`now()` })
      .where(eq(outboxEvents.id, event.id))
      .returning();
    return row!;
  }

  /** Pauses or resumes a group (persisted: every instance's dispatcher reads it). Resuming makes its waiting events due now. */
  async setPaused(tx: Tx, consumer: ConsumerRow, paused: boolean, operatorId: number): Promise<ConsumerRow> {
    if (consumer.paused === paused) {
      throw conflict(`consumer group ${consumer.groupName} is already ${paused ? 'paused' : 'running'}`, { reason: 'record.wrongState', params: { id: consumer.groupName, status: String(consumer.paused) } });
    }
    const [row] = await tx
      .update(outboxConsumers)
      .set({ paused, pausedAt: paused ? sql`now()` : null, pausedBy: paused ? operatorId : null, version: sql`${outboxConsumers.version} + 1`, updatedAt: sql`now()` })
      .where(eq(outboxConsumers.id, consumer.id))
      .returning();
    // The topics as the group registered them (its row), so any instance's groups are found.
    const topics = consumer.topics.split(',').filter(Boolean);
    if (!paused && topics.length > 0) {
      await tx
        .update(outboxEvents)
        .set({ nextAttemptAt: sql`now()` })
        .where(and(eq(outboxEvents.status, 'PENDING'), inArray(outboxEvents.topic, [...topics]), sql`${outboxEvents.nextAttemptAt} > now()`));
    }
    return row!;
  }

  /** Deletes DELIVERED events delivered more than keepDays days ago (their delivery rows go with them). */
  async purge(keepDays: number): Promise<number> {
    if (!Number.isInteger(keepDays) || keepDays < 1) throw badRequest('keepDays is a whole number of days, at least 1', { keepDays: 'at least 1' });
    const gone = await this.db
      .delete(outboxEvents)
      .where(and(eq(outboxEvents.status, 'DELIVERED'), lt(outboxEvents.deliveredAt, sql`now() - make_interval(days => ${keepDays})`)))
      .returning({ id: outboxEvents.id });
    return gone.length;
  }
}
