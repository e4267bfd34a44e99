import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { outboxConsumers, outboxDeliveries, outboxEvents } from '../../db/schema';
import type { ConsumerGroup, ConsumerRegistry, DeliveredEvent } from './consumers';

export interface DispatchOptions {
  /** Events claimed per round. */
  batchSize: number;
  /** A failing event becomes DEAD after this many failed attempts. */
  maxAttempts: number;
  /** The first retry waits this long; each next one twice as long (at most an hour). */
  baseDelaySeconds: number;
  /** How long a claim holds an event from other dispatchers (a crashed one's events come back after it). */
  leaseSeconds: number;
  /** Held for a paused group: looked at again after this long (resume makes them due at once). */
  pausedRecheckSeconds: number;
}

export const DEFAULT_DISPATCH: DispatchOptions = { batchSize: 100, maxAttempts: 8, baseDelaySeconds: 5, leaseSeconds: 60, pausedRecheckSeconds: 30 };

const MAX_DELAY_SECONDS = 3600;

/** Seconds before the next attempt once `attempts` attempts failed: base · 2^(attempts-1), capped at an hour. */
export function backoffSeconds(attempts: number, baseDelaySeconds: number): number {
  return Math.min(MAX_DELAY_SECONDS, baseDelaySeconds * 2 ** Math.max(0, attempts - 1));
}

export interface DispatchResult {
  claimed: number;
  delivered: number;
  failed: number;
  dead: number;
  held: number;
}

interface Claimed {
  id: number;
  topic: string;
  key: string;
  payload: unknown;
  attempts: number;
  version: number;
  createdAt: Date;
}

/**
 * Delivers due outbox events to the consumer groups subscribed to their topics, at least once.
 *
 * Claim: one statement marks a batch of due rows (PENDING or FAILED, next_attempt_at passed) as
 * leased — `FOR UPDATE SKIP LOCKED` in the sub-select, so two instances never claim the same row,
 * and the lease moves next_attempt_at ahead so the row is not due again while it is delivered.
 * Deliver: per group, one transaction inserts the (group, event) delivery row — unique — and runs
 * the handler; a row already there means the group consumed it before (a redelivery), so nothing
 * runs. Finish: every subscribed group consumed → DELIVERED; a handler threw → FAILED with
 * exponential backoff, DEAD after maxAttempts; only paused groups left → PENDING, held. The finish
 * is conditional on the version the claim set, so a stale dispatcher never overwrites a newer state.
 */
export class OutboxDispatcher {
  constructor(
    private readonly db: Db,
    private readonly registry: ConsumerRegistry,
  ) {}

  /** Makes sure every registered group has its row (pause state lives there). */
  async syncConsumers(): Promise<void> {
    for (const group of this.registry.list()) {
      await this.db
        .insert(outboxConsumers)
        .values({ groupName: group.name, topics: group.topics.join(',') })
        .onConflictDoUpdate({ target: outboxConsumers.groupName, set: { topics: group.topics.join(',') } });
    }
  }

  /** Rounds of claim and deliver until nothing is due (or the signal aborts). */
  async run(options: Partial<DispatchOptions> = {}, signal?: AbortSignal): Promise<DispatchResult> {
    const settings = { ...DEFAULT_DISPATCH, ...options };
    await this.syncConsumers();
    const total: DispatchResult = { claimed: 0, delivered: 0, failed: 0, dead: 0, held: 0 };
    while (!signal?.aborted) {
      const round = await this.round(settings);
      for (const k of Object.keys(total) as (keyof DispatchResult)[]) total[k] += round[k];
      if (round.claimed < settings.batchSize) break;
    }
    return total;
  }

  /** One claim of at most batchSize events and their delivery. */
  async round(settings: DispatchOptions = DEFAULT_DISPATCH): Promise<DispatchResult> {
    const result: DispatchResult = { claimed: 0, delivered: 0, failed: 0, dead: 0, held: 0 };
    const claimed = await this.claim(settings);
    result.claimed = claimed.length;
    if (claimed.length === 0) return result;
    const paused = new Set(
      (await this.db.select({ name: outboxConsumers.groupName }).from(outboxConsumers).where(eq(outboxConsumers.paused, true))).map((row) => row.name),
    );
    for (const event of claimed) {
      const outcome = await this.deliver(event, paused, settings);
      result[outcome] += 1;
    }
    return result;
  }

  /**
   * The due events, leased, in the order they were published: the UPDATE's RETURNING lists its
   * rows in whatever order the plan visits them (on PostgreSQL a hash join over the ids), not the
   * order the sub-select chose them in, so a batch would be delivered shuffled.
   */
  private async claim(settings: DispatchOptions): Promise<Claimed[]> {
    const due = this.db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(and(inArray(outboxEvents.status, ['PENDING', 'FAILED']), sql`${outboxEvents.nextAttemptAt} <= now()`))
      .orderBy(outboxEvents.nextAttemptAt, outboxEvents.id)
      .limit(settings.batchSize)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(outboxEvents)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${settings.leaseSeconds})`,
        version: sql`${outboxEvents.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(inArray(outboxEvents.id, due), inArray(outboxEvents.status, ['PENDING', 'FAILED'])))
      .returning({
        id: outboxEvents.id,
        topic: outboxEvents.topic,
        key: outboxEvents.key,
        payload: outboxEvents.payloadJson,
        attempts: outboxEvents.attempts,
        version: outboxEvents.version,
        createdAt: outboxEvents.createdAt,
      });
    return claimed.sort((a, b) => a.id - b.id);
  }

  private async deliver(event: Claimed, paused: ReadonlySet<string>, settings: DispatchOptions): Promise<'delivered' | 'failed' | 'dead' | 'held'> {
    const groups = this.registry.of(event.topic);
    const handed: DeliveredEvent = {
      id: event.id,
      topic: event.topic,
      key: event.key,
      payload: (event.payload ?? {}) as Record<string, unknown>,
      attempts: event.attempts,
      createdAt: event.createdAt,
    };
    const errors: string[] = [];
    let held = false;
    for (const group of groups) {
      if (paused.has(group.name)) {
        held = held || !(await this.consumed(group, event.id));
        continue;
      }
      try {
        await this.consume(group, handed);
      } catch (error) {
        errors.push(`${group.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const finish = (set: PgUpdateSetSource<typeof outboxEvents>) =>
      this.db
        .update(outboxEvents)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(outboxEvents.id, event.id), eq(outboxEvents.version, event.version)));
    if (errors.length > 0) {
      const attempts = event.attempts + 1;
      const lastError = errors.join('; ').slice(0, 2000);
      if (attempts >= settings.maxAttempts) {
        await finish({ status: 'DEAD', attempts, lastError });
        return 'dead';
      }
      const delay = backoffSeconds(attempts, settings.baseDelaySeconds);
      await finish({ status: 'FAILED', attempts, lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` });
      return 'failed';
    }
    if (held) {
      await finish({ status: 'PENDING', nextAttemptAt: sql`now() + make_interval(secs => ${settings.pausedRecheckSeconds})` });
      return 'held';
    }
    await finish({ status: 'DELIVERED', deliveredAt: sql`now()`, lastError: '' });
    return 'delivered';
  }

  private async consumed(group: ConsumerGroup, eventId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: outboxDeliveries.id })
      .from(outboxDeliveries)
      .where(and(eq(outboxDeliveries.groupName, group.name), eq(outboxDeliveries.eventId, eventId)));
    return Boolean(row);
  }

  /** The group's delivery record and its effect in one transaction; a record already there: consumed before, nothing runs. */
  private async consume(group: ConsumerGroup, event: DeliveredEvent): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [first] = await tx
        .insert(outboxDeliveries)
        .values({ eventId: event.id, groupName: group.name })
        .onConflictDoNothing({ target: [outboxDeliveries.groupName, outboxDeliveries.eventId] })
        .returning({ id: outboxDeliveries.id });
      if (!first) return;
      await group.handle(tx, event);
    });
  }
}
