import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings, contractProducts, deliveryCycles, indexSources, kycApplications } from '../../db/schema';
import { postToWallet } from '../finance/ledger';
import { DELIVERY_JURISDICTIONS_KEY, DELIVERY_LICENSED_KEY } from './delivery-gate';
import { recordSample } from './index-price';

let serial = 0;

/** A source, a fixed-expiry product on it and a 60 s cycle (payout 0.85, refund on tie). */
export async function addDeliveryMarket(db: Db, options: { visibleTo?: 'ALL' | 'TEST_ONLY'; quote?: string } = {}) {
  serial += 1;
  const code = `T-${serial}-${Date.now() % 100000}`;
  const [source] = await db
    .insert(indexSources)
    .values({ code, name: code, constituents: [{ venue: 'demo-a', symbol: 'BTCUSDT', weight: '1' }], method: 'MEDIAN', windowSeconds: 1 })
    .returning();
  const [product] = await db
    .insert(contractProducts)
    .values({
      symbol: `${code}-FX`,
      kind: 'FIXED_EXPIRY',
      base: 'BTC',
      quoteWalletCode: options.quote ?? 'USDT',
      contractSize: '1',
      priceScale: 2,
      qtyScale: 0,
      minQty: '1',
      maxQty: '100',
      leverageOptions: [1],
      maxLeverage: 1,
      makerFeeRate: '0',
      takerFeeRate: '0',
      maintenanceMarginRate: '0.01',
      indexSourceId: source!.id,
      state: 'ENABLED',
      visibleTo: options.visibleTo ?? 'ALL',
    })
    .returning();
  const [cycle] = await db
    .insert(deliveryCycles)
    .values({ productId: product!.id, durationSeconds: 60, payoutRatio: '0.85', refundOnTie: true, minStake: '1', maxStake: '100000', maxOpenStakePerMember: '10000000' })
    .returning();
  return { source: source!, product: product!, cycle: cycle! };
}

/** A clock per source: samples must arrive in time order, so every test asks it for the next second. */
export function sampleClock(indexSourceId: number, db: Db, startMs = Date.UTC(2026, 0, 1)) {
  let at = startMs;
  return {
    next: (stepMs = 1000) => (at += stepMs),
    record: (ts: number, value: string) => recordSample(db, { indexSourceId, ts: new Date(ts), value, quotes: [{ venue: 'demo-a', symbol: 'BTCUSDT', price: value, weight: '1', excluded: false }] }),
  };
}

/** Turns the legal gate on (licence + SG) and gives the member an approved SG identity check and a balance. */
export async function allowDelivery(db: Db, memberId: number, balance = '100000') {
  for (const [key, value] of [[DELIVERY_LICENSED_KEY, true], [DELIVERY_JURISDICTIONS_KEY, ['SG']]] as const) {
    await db.update(appSettings).set({ valueJson: value }).where(eq(appSettings.key, key));
  }
  await db.insert(kycApplications).values({ memberId, level: 'PRIMARY', realName: 'Test', idNumber: `SG${memberId}${Date.now()}`, country: 'SG', status: 'APPROVED' });
  await db.transaction((tx) =>
    postToWallet(tx, { memberId, currency: 'USDT', type: 'RECHARGE', refType: 'RECHARGE', refId: memberId * 1000 + serial++, refNo: `TEST-${memberId}-${serial}`, operatorId: null, moves: [{ kind: 'AVAILABLE', change: balance }] }),
  );
}

/** The settings back to their shipped defaults (delivery off). */
export async function resetDeliveryGate(db: Db) {
  await db.update(appSettings).set({ valueJson: false }).where(eq(appSettings.key, DELIVERY_LICENSED_KEY));
  await db.update(appSettings).set({ valueJson: [] }).where(eq(appSettings.key, DELIVERY_JURISDICTIONS_KEY));
}
