import { inArray } from 'drizzle-orm';
import type { Language } from '@ledgerdesk/shared';
import type { Db } from '../db/client';
import { dictData } from '../db/schema';

/** A label seeded before labels were data: an i18n key only the console translates. */
const I18N_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

/**
 * The labels of the dictionary types an export writes, in its language: the entry's own label
 * there, else its simplified-Chinese label (the default language), else the stored value. Read
 * once per export, disabled entries included (an old row may hold a value since switched off).
 */
export async function dictLabelsOf(db: Db, dictTypes: readonly string[], language: Language): Promise<Map<string, Map<string, string>>> {
  const labels = new Map<string, Map<string, string>>();
  if (dictTypes.length === 0) return labels;
  const rows = await db.select().from(dictData).where(inArray(dictData.dictType, [...new Set(dictTypes)]));
  for (const row of rows) {
    const chinese = I18N_KEY.test(row.dictLabel) ? '' : row.dictLabel;
    const own = { 'zh-cn': chinese, en: row.labelEn, 'zh-tw': row.labelZhTw }[language];
    const byValue = labels.get(row.dictType) ?? new Map<string, string>();
    byValue.set(row.dictValue, own || chinese || row.labelEn || row.dictValue);
    labels.set(row.dictType, byValue);
  }
  return labels;
}
