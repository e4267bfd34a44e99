import crypto from 'node:crypto';
import os from 'node:os';
import { lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { instances } from '../../db/schema';

/** How often a running instance says it is alive. */
export const HEARTBEAT_EVERY_MS = 5_000;
/** Missed beats after which an instance is taken to be dead and its work is taken over. */
export const MISSED_BEATS = 3;
/** Rows of instances silent this long are forgotten (they crashed without saying goodbye). */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * This process's row in sys_instance, beating every few seconds. Work that must not run twice (a
 * merge) records the instance id; another instance takes the work over as soon as that id's beat
 * is stale. Every time is the database's clock, so the instances' own clocks never matter.
 */
export class InstanceHeartbeat {
  readonly id = `${os.hostname().slice(0, 60)}:${process.pid}:${crypto.randomUUID()}`;
  private started: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    readonly everyMs = HEARTBEAT_EVERY_MS,
  ) {}

  /** Registers the instance once; work claims wait for it, so no claim names an unknown owner. */
  ensureStarted(): Promise<void> {
    this.started ??= (async () => {
      await this.db.delete(instances).where(lt(instances.heartbeatAt, sql`now() - ${`${FORGET_AFTER_MS} milliseconds`}::interval`));
      await this.beat();
    })().catch((err: unknown) => {
      this.started = undefined;
      throw err;
    });
    return this.started;
  }

  /** One beat; a row that someone forgot is made again. */
  async beat(): Promise<void> {
    await this.db
      .insert(instances)
      .values({ id: this.id })
      .onConflictDoUpdate({ target: instances.id, set: { heartbeatAt: sql`now()` } });
  }

  /** On a clean shutdown: the row goes, so the instance's unfinished work is taken over at once. */
  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    await this.db.delete(instances).where(sql`${instances.id} = ${this.id}`);
    this.started = undefined;
  }

  /** SQL: true when the instance named by `owner` has not beaten for MISSED_BEATS beats (or is gone). */
  isDead(owner: AnyPgColumn): SQL {
    const window = `${this.everyMs * MISSED_BEATS} milliseconds`;
    return sql`not exists (select 1 from ${instances} where ${instances.id} = ${owner} and ${instances.heartbeatAt} > now() - ${window}::interval)`;
  }
}
