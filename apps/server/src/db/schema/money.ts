import { customType } from 'drizzle-orm/pg-core';
import { normalizeDecimal } from '@ledgerdesk/shared';

/**
 * numeric(36,18) read back as a normalised decimal string ("100", not "100.000000000000000000").
 * Both drivers hand numeric over as text, so no float is ever involved.
 */
export const money = customType<{ data: string; driverData: string }>({
  dataType: () => 'numeric(36, 18)',
  fromDriver: (value) => normalizeDecimal(String(value)),
  toDriver: (value) => value,
});
