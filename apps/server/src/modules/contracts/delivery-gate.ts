import { and, desc, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { appSettings, kycApplications } from '../../db/schema';
import { refuse } from '../../lib/errors';

export const DELIVERY_LICENSED_KEY = 'contract.delivery.licensed';
export const DELIVERY_JURISDICTIONS_KEY = 'contract.delivery.jurisdictions';

/** A web-config value as stored (modules/content/setting-registry.ts declares both keys), else `off`: a missing key never opens the gate. */
async function settingValue(db: Db | Tx, key: string, off: unknown): Promise<unknown> {
  const [row] = await db.select({ value: appSettings.valueJson }).from(appSettings).where(eq(appSettings.key, key));
  return row ? row.value : off;
}

/**
 * Delivery contracts are off by default (catalogue §5 legal gate): a member may open one only
 * when the licence flag is on AND the country of their approved identity check is on the
 * allow-list. Refuses with the reason in words otherwise.
 */
export async function requireDeliveryAllowed(db: Db | Tx, memberId: number): Promise<void> {
  if ((await settingValue(db, DELIVERY_LICENSED_KEY, false)) !== true) {
    throw refuse(ResultCode.conflict, 'delivery contracts are disabled: no licence is recorded (web config contract.delivery.licensed is off)', {
      reason: 'contract.deliveryDisabled',
      params: {},
    });
  }
  const stored = await settingValue(db, DELIVERY_JURISDICTIONS_KEY, []);
  const allowed = Array.isArray(stored) ? (stored as string[]) : [];
  const [kyc] = await db
    .select({ country: kycApplications.country })
    .from(kycApplications)
    .where(and(eq(kycApplications.memberId, memberId), inArray(kycApplications.status, ['APPROVED'])))
    .orderBy(desc(kycApplications.id))
    .limit(1);
  const country = kyc?.country.toUpperCase() ?? '';
  if (!country || !allowed.includes(country)) {
    throw refuse(ResultCode.conflict, `delivery contracts are not offered in the member's jurisdiction (${country || 'unverified'}); allowed: ${allowed.join(', ') || 'none'}`, {
      reason: 'contract.deliveryJurisdiction',
      params: { country: country || '—', allowed: allowed.join(', ') || '—' },
    });
  }
}
