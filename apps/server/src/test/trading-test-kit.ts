import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contractProducts, indexSources, marketMakers, members } from '../db/schema';
import { addMember } from '../modules/finance/finance-test-kit';
import { postToWallet } from '../modules/finance/ledger';
import { recordSample } from '../modules/contracts/index-price';

let fundSerial = 0;
let sampleClock = 0;

/** Credits a member's available balance (a test's deposit: one RECHARGE money-log row). */
export async function fund(db: Db, memberId: number, amount: string, currency = 'USDT'): Promise<void> {
  fundSerial += 1;
  await db.transaction((tx) =>
    postToWallet(tx, { memberId, currency, type: 'RECHARGE', refType: 'TEST_FUND', refId: 1_000_000 + fundSerial + Math.floor(Math.random() * 1e9), refNo: 'test', operatorId: null, moves: [{ kind: 'AVAILABLE', change: amount }] }),
  );
}

export interface Market {
  productId: number;
  indexSourceId: number;
  makerMemberId: number;
  /** Records the next index sample (each after the previous). */
  price(value: string): Promise<void>;
  /**
   * Records the last price again, stamped now: a market order deals only at a sample at most
   * SAMPLE_FRESHNESS_MS old, and a slow run can pass that between a test's price and its order.
   */
  refresh(): Promise<void>;
}

/** An index source, an ENABLED product quoted in USDT (contract size 1, leverage 1–20) and a funded market maker, created directly. */
export async function setUpMarket(db: Db, options: { takerFeeRate?: string; makerFeeRate?: string; visibleTo?: 'ALL' | 'TEST_ONLY'; mmr?: string } = {}): Promise<Market> {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const [source] = await db.insert(indexSources).values({ code: `IDX-${tag}`, name: 'test index', constituents: [{ venue: 'test', symbol: 'BTCUSDT', weight: '1' }], method: 'MEDIAN', windowSeconds: 1 }).returning();
  const [product] = await db
    .insert(contractProducts)
    .values({
      symbol: `T${tag}-PERP`,
      kind: 'PERPETUAL',
      base: 'BTC',
      quoteWalletCode: 'USDT',
      contractSize: '1',
      priceScale: 2,
      qtyScale: 3,
      minQty: '0.001',
      maxQty: '1000',
      leverageOptions: [1, 2, 5, 10, 20],
      maxLeverage: 20,
      makerFeeRate: options.makerFeeRate ?? '0',
      takerFeeRate: options.takerFeeRate ?? '0',
      maintenanceMarginRate: options.mmr ?? '0.005',
      indexSourceId: source!.id,
      state: 'ENABLED',
      visibleTo: options.visibleTo ?? 'ALL',
    })
    .returning();
  const makerMemberId = await addMember(db, 'mm');
  await db.insert(marketMakers).values({ memberId: makerMemberId, label: 'test market maker' }).onConflictDoNothing();
  await fund(db, makerMemberId, '100000000');
  let last: string | undefined;
  const price = async (value: string) => {
    // Samples are stamped now (a limit order fills only on a sample recorded after it), strictly increasing.
    sampleClock = Math.max(sampleClock + 1, Date.now());
    await recordSample(db, { indexSourceId: source!.id, ts: new Date(sampleClock), value, quotes: [{ venue: 'test', symbol: 'BTCUSDT', price: value, weight: '1', excluded: false }] });
    last = value;
  };
  return {
    productId: product!.id,
    indexSourceId: source!.id,
    makerMemberId,
    price,
    refresh: async () => {
      if (last !== undefined) await price(last);
    },
  };
}

export async function setKyc(db: Db, memberId: number, level: number): Promise<void> {
  await db.update(members).set({ kycLevel: level }).where(eq(members.id, memberId));
}
