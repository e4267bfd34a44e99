import { and, asc, eq } from 'drizzle-orm';
import type { DictValue } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { dictData } from '../../db/schema';

/**
 * Dictionary values by type, cached in memory. The TTL bounds how stale another instance's
 * edit can look; edits made through this instance invalidate at once.
 */
export class DictCache {
  private readonly entries = new Map<string, { values: DictValue[]; loadedAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 60_000,
  ) {}

  async values(dictType: string): Promise<DictValue[]> {
    const cached = this.entries.get(dictType);
    if (cached && Date.now() - cached.loadedAt < this.ttlMs) return cached.values;
    const rows = await this.db
      .select()
      .from(dictData)
      .where(and(eq(dictData.dictType, dictType), eq(dictData.status, '0')))
      .orderBy(asc(dictData.dictSort), asc(dictData.id));
    const values = rows.map((r) => ({ key: r.dictLabel, value: r.dictValue, isDefault: r.isDefault, listClass: r.listClass }));
    this.entries.set(dictType, { values, loadedAt: Date.now() });
    return values;
  }

  invalidate(dictType?: string): void {
    if (dictType) this.entries.delete(dictType);
    else this.entries.clear();
  }
}

/** A requested default value overrides the stored default flags, when that value exists. */
export function withDefault(values: DictValue[], defaultValue: string | undefined): DictValue[] {
  if (defaultValue === undefined || !values.some((v) => v.value === defaultValue)) return values;
  return values.map((v) => ({ ...v, isDefault: v.value === defaultValue }));
}
