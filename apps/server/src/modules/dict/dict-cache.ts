import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DictValue, Language } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { dictData } from '../../db/schema';

type DictRow = typeof dictData.$inferSelect;

interface Entry {
  values: DictValue[];
  /** The 'dict' revision the caller saw when this was loaded; undefined when loaded without one. */
  revision: number | undefined;
  loadedAt: number;
}

/** A label seeded before labels were data: an i18n key (`dict.label.normal`) the console translates. */
const I18N_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

/** What getDictData answers for a row: SPEC's key/value/isDefault, the tag colour and the labels it has. */
export function dictValueOf(row: DictRow): DictValue {
  const labels: Partial<Record<Language, string>> = {};
  if (!I18N_KEY.test(row.dictLabel)) labels['zh-cn'] = row.dictLabel;
  if (row.labelEn) labels.en = row.labelEn;
  if (row.labelZhTw) labels['zh-tw'] = row.labelZhTw;
  return { key: row.dictLabel, value: row.dictValue, isDefault: row.isDefault, listClass: row.listClass, labels };
}

/**
 * Enabled dictionary values by type, cached in memory. An entry is good while the 'dict'
 * revision the request carries (read with its session) is the one it was loaded at: a write on
 * any instance bumps the revision, so every instance reloads on its next lookup. Callers without
 * a revision fall back to a TTL; writes through this instance also invalidate at once.
 */
export class DictCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 60_000,
  ) {}

  async values(dictType: string, revision?: number): Promise<DictValue[]> {
    return (await this.valuesOf([dictType], revision))[dictType] ?? [];
  }

  /** Several types; those not cached are loaded together in one query. */
  async valuesOf(dictTypes: readonly string[], revision?: number): Promise<Record<string, DictValue[]>> {
    const wanted = [...new Set(dictTypes)];
    const missing = wanted.filter((type) => !this.isFresh(this.entries.get(type), revision));
    if (missing.length) {
      const rows = await this.db
        .select()
        .from(dictData)
        .where(and(inArray(dictData.dictType, missing), eq(dictData.status, '0')))
        .orderBy(asc(dictData.dictSort), asc(dictData.id));
      const loadedAt = Date.now();
      for (const type of missing) {
        const values = rows.filter((r) => r.dictType === type).map(dictValueOf);
        this.entries.set(type, { values, revision, loadedAt });
      }
    }
    return Object.fromEntries(wanted.map((type) => [type, this.entries.get(type)?.values ?? []]));
  }

  invalidate(dictType?: string): void {
    if (dictType) this.entries.delete(dictType);
    else this.entries.clear();
  }

  private isFresh(entry: Entry | undefined, revision: number | undefined): boolean {
    if (!entry) return false;
    if (revision !== undefined) return entry.revision === revision;
    return Date.now() - entry.loadedAt < this.ttlMs;
  }
}

/** A requested default value overrides the stored default flags, when that value exists. */
export function withDefault(values: DictValue[], defaultValue: string | undefined): DictValue[] {
  if (defaultValue === undefined || !values.some((v) => v.value === defaultValue)) return values;
  return values.map((v) => ({ ...v, isDefault: v.value === defaultValue }));
}
