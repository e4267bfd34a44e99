import type { Db } from '../../db/client';
import { configParams } from '../../db/schema';
import { RevisionCache } from '../../lib/revisions';

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
  private readonly values: RevisionCache<ReadonlyMap<string, string>>;

  constructor(db: Db) {
    this.values = new RevisionCache(db, 'config', async () => {
      const rows = await db.select({ key: configParams.configKey, value: configParams.configValue }).from(configParams);
      return new Map(rows.map((r) => [r.key, r.value]));
    });
  }

  /** The stored value of a key, or undefined when no such parameter exists. */
  async get(key: string, revision?: number): Promise<string | undefined> {
    return (await this.values.current(revision)).get(key);
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
}
