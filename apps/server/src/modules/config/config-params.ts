import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configParams, revisions } from '../../db/schema';

interface Snapshot {
  /** The 'config' revision read before the rows: the rows are at least this new. */
  revision: number;
  values: ReadonlyMap<string, string>;
}

/**
 * The one accessor through which the server reads config parameters (sys_config). The whole
 * table (a few dozen rows) is held in memory, tagged with the 'config' revision it was read at.
 * Every write bumps that revision in its own transaction (config-resource.ts), so a read that
 * finds another revision reloads: a change made on any instance is seen on the next read of every
 * instance, with no restart and no "refresh cache" call — there is nothing a refresh could fix
 * that the revision does not. A read costs one primary-key lookup of the revision, or none when
 * the caller passes the revision its session already carries (`request.user.revisions.config`).
 */
export class ConfigParams {
  private snapshot: Snapshot | undefined;
  /** Concurrent reads of a new revision share one load. */
  private loading: Promise<Snapshot> | undefined;

  constructor(private readonly db: Db) {}

  /** The stored value of a key, or undefined when no such parameter exists. */
  async get(key: string, revision?: number): Promise<string | undefined> {
    return (await this.current(revision)).values.get(key);
  }

  async string(key: string, fallback: string, revision?: number): Promise<string> {
    return (await this.get(key, revision)) ?? fallback;
  }

  /**
   * A number; the fallback when the key is missing or holds no finite number within the bounds
   * (saving already refuses such values for the built-in keys; this keeps a consumer safe anyway).
   */
  async number(key: string, fallback: number, bounds: { min?: number; max?: number; integer?: boolean } = {}, revision?: number): Promise<number> {
    const text = (await this.get(key, revision))?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (!Number.isFinite(value) || (bounds.integer && !Number.isInteger(value))) return fallback;
    if ((bounds.min !== undefined && value < bounds.min) || (bounds.max !== undefined && value > bounds.max)) return fallback;
    return value;
  }

  async boolean(key: string, fallback: boolean, revision?: number): Promise<boolean> {
    const text = (await this.get(key, revision))?.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
    return fallback;
  }

  private async current(revision?: number): Promise<Snapshot> {
    const wanted = revision ?? (await this.storedRevision());
    if (this.snapshot && this.snapshot.revision >= wanted) return this.snapshot;
    let loaded = await this.shared();
    // A load already under way may have read the counter before the write this caller saw.
    if (loaded.revision < wanted) loaded = await this.shared();
    return loaded;
  }

  private shared(): Promise<Snapshot> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async storedRevision(): Promise<number> {
    const [row] = await this.db.select({ revision: revisions.revision }).from(revisions).where(eq(revisions.name, 'config'));
    return row?.revision ?? 0;
  }

  /** The revision first, then the rows: rows read after it can only be newer, never older. */
  private async load(): Promise<Snapshot> {
    const revision = await this.storedRevision();
    const rows = await this.db.select({ key: configParams.configKey, value: configParams.configValue }).from(configParams);
    const snapshot = { revision, values: new Map(rows.map((r) => [r.key, r.value])) };
    if (!this.snapshot || this.snapshot.revision <= revision) this.snapshot = snapshot;
    return snapshot;
  }
}
