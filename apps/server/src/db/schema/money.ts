import { bigint, customType, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { normalizeDecimal, type TextPerLanguage } from '@ledgerdesk/shared';

/**
 * numeric(36,18) read back as a normalised decimal string ("100", not "100.000000000000000000").
 * Both drivers hand numeric over as text, so no float is ever involved.
 */
export const money = customType<{ data: string; driverData: string }>({
  dataType: () => 'numeric(36, 18)',
  fromDriver: (value) => normalizeDecimal(String(value)),
  toDriver: (value) => value,
});

/**
 * The columns every append-only ledger row carries after its own keys: the balance before, the
 * change and the balance after (a CHECK ties them), what caused it, who, and when.
 */
export const ledgerEntryColumns = () => ({
  before: money('before').notNull(),
  change: money('change').notNull(),
  after: money('after').notNull(),
  refType: text('ref_type').notNull(),
  refId: bigint('ref_id', { mode: 'number' }).notNull(),
  refNo: text('ref_no').notNull(),
  operatorId: bigint('operator_id', { mode: 'number' }),
  /** Why, in each console language ({ "zh-cn", en, "zh-tw" }): the server's words, or an operator's as written; null for nothing. */
  remark: jsonb('remark').$type<TextPerLanguage>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
