import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configParams } from '../../db/schema';

/**
 * The one accessor through which the server reads config parameters (sys_config). Issue 13:
 * cached, and seeing a change made on any instance without a restart.
 */
export class ConfigParams {
  constructor(private readonly db: Db) {}

  /** The stored value of a key, or undefined when no such parameter exists. */
  async get(key: string): Promise<string | undefined> {
    const [row] = await this.db.select({ value: configParams.configValue }).from(configParams).where(eq(configParams.configKey, key));
    return row?.value;
  }
}
