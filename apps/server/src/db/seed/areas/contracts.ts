import { asc, eq, inArray } from 'drizzle-orm';
import { CONTRACTS_DIRECTORY } from '@ledgerdesk/shared/resources/contracts/labels';
import { DELIVERY_CYCLE_APPROVE_PERMISSION, deliveryCycleResource } from '@ledgerdesk/shared/resources/contracts/delivery-cycle';
import { DELIVERY_ORDER_APPROVE_PERMISSION, deliveryOrderResource } from '@ledgerdesk/shared/resources/contracts/delivery-order';
import { INDEX_SOURCE_APPROVE_PERMISSION, indexSourceResource } from '@ledgerdesk/shared/resources/contracts/index-source';
import { PRODUCT_APPROVE_PERMISSION, productResource } from '@ledgerdesk/shared/resources/contracts/product';
import { settlementAuditResource } from '@ledgerdesk/shared/resources/contracts/settlement-audit';
import { settlementCheckResource } from '@ledgerdesk/shared/resources/contracts/settlement-check';
import { termChangeResource } from '@ledgerdesk/shared/resources/contracts/term-change';
import { testFaucetResource } from '@ledgerdesk/shared/resources/contracts/test-faucet';
import { testMemberResource } from '@ledgerdesk/shared/resources/contracts/test-member';
import { TEST_ASSET, TEST_PRODUCT_APPROVE_PERMISSION, testProductResource } from '@ledgerdesk/shared/resources/contracts/test-product';
import type { Db } from '../../client';
import { contractProducts, currencies, deliveryCycles, indexSources, members, testMembers, users } from '../../schema';
import { contractsArea } from '../../../modules/contracts/area';
import { computeIndex, outlierRuleText, type IndexMethod } from '../../../modules/contracts/index-method';
import { recordSample } from '../../../modules/contracts/index-price';
import { resourceMenuSeed } from '../resource-menu-seed';
import { approveButtonSeed } from './approve-button-seed';
import { directorySeed } from './directory-seed';
import type { AreaSeed } from './area-seed';
import type { AreaDeps } from '../../../modules/area-deps';

/** The Contracts directory and its pages (issue 15); the approve buttons stay the super role's until granted. */
export const CONTRACTS_SEED: AreaSeed = {
  menus: [
    directorySeed(CONTRACTS_DIRECTORY, 'contract', '/contract/index-source'),
    ...resourceMenuSeed(indexSourceResource),
    approveButtonSeed('contract.indexSource', INDEX_SOURCE_APPROVE_PERMISSION),
    ...resourceMenuSeed(productResource),
    approveButtonSeed('contract.product', PRODUCT_APPROVE_PERMISSION),
    ...resourceMenuSeed(testProductResource),
    approveButtonSeed('contract.testProduct', TEST_PRODUCT_APPROVE_PERMISSION),
    ...resourceMenuSeed(testMemberResource),
    ...resourceMenuSeed(testFaucetResource),
    ...resourceMenuSeed(deliveryCycleResource),
    approveButtonSeed('contract.deliveryCycle', DELIVERY_CYCLE_APPROVE_PERMISSION),
    ...resourceMenuSeed(deliveryOrderResource),
    approveButtonSeed('contract.deliveryOrder', DELIVERY_ORDER_APPROVE_PERMISSION),
    ...resourceMenuSeed(termChangeResource),
    ...resourceMenuSeed(settlementAuditResource),
    ...resourceMenuSeed(settlementCheckResource),
  ],
  dicts: [],
};

const DEMO_SOURCE = 'DEMO-BTC';
const STEP_MS = 10_000;

/**
 * A DEMO index (the built-in simulated feed, labelled so), a perpetual and a fixed-expiry product,
 * a test product with one test member and a faucet grant, two delivery cycles, and twenty minutes
 * of recorded samples with eight delivery orders opened and settled on them by the real
 * settlement code. The delivery gate stays OFF: these orders are history, not an offer. Skipped
 * once the demo source exists.
 */
export async function seedContractsDemo(db: Db): Promise<void> {
  const [seeded] = await db.select({ id: indexSources.id }).from(indexSources).where(eq(indexSources.code, DEMO_SOURCE));
  if (seeded) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
  const operator = { userId: admin!.id, userName: 'admin' };
  const demo = await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.account, ['demo_alice', 'demo_frank', 'demo_judy'])).orderBy(asc(members.id));
  const byAccount = Object.fromEntries(demo.map((m) => [m.account, m.id]));
  if (!byAccount.demo_alice || !byAccount.demo_frank) return;

  await db.insert(currencies).values({ code: TEST_ASSET, name: 'Test USDT (test members only, never withdrawable)', displayScale: 2, enabled: true }).onConflictDoNothing();
  const constituents = ['demo-alpha', 'demo-beta', 'demo-gamma', 'demo-delta'].map((venue) => ({ venue, symbol: 'BTCUSDT', weight: '0.25' }));
  const [btc] = await db
    .insert(indexSources)
    .values({ code: DEMO_SOURCE, name: 'BTC index (DEMO feed, simulated)', constituents, method: 'MEDIAN', windowSeconds: 5, outlierPercent: '3', outlierRule: outlierRuleText('3'), feed: 'demo', publishedDocUrl: 'https://help.ledgerdesk.example/index/demo-btc', createdBy: admin!.id })
    .returning();
  await db
    .insert(indexSources)
    .values({ code: 'DEMO-ETH', name: 'ETH index (DEMO feed, simulated)', constituents: constituents.map((c) => ({ ...c, symbol: 'ETHUSDT' })), method: 'VWAP', windowSeconds: 5, outlierPercent: '3', outlierRule: outlierRuleText('3'), feed: 'demo', createdBy: admin!.id });

  const terms = { base: 'BTC', contractSize: '0.001', priceScale: 2, qtyScale: 0, minQty: '1', maxQty: '10000', leverageOptions: [1, 5, 10, 20], maxLeverage: 20, makerFeeRate: '0.0002', takerFeeRate: '0.0005', maintenanceMarginRate: '0.005', indexSourceId: btc!.id, createdBy: admin!.id };
  await db.insert(contractProducts).values([
    { ...terms, symbol: 'BTCUSDT-PERP', kind: 'PERPETUAL', quoteWalletCode: 'USDT', state: 'ENABLED', sort: 1 },
    { ...terms, symbol: 'TBTCUSDT-PERP', kind: 'PERPETUAL', quoteWalletCode: TEST_ASSET, state: 'ENABLED', visibleTo: 'TEST_ONLY', sort: 1 },
  ]);
  const [fixed] = await db.insert(contractProducts).values({ ...terms, symbol: 'BTCUSDT-1M', kind: 'FIXED_EXPIRY', quoteWalletCode: 'USDT', state: 'ENABLED', sort: 2 }).returning();
  const [minute] = await db
    .insert(deliveryCycles)
    .values({ productId: fixed!.id, durationSeconds: 60, payoutRatio: '0.85', refundOnTie: true, minStake: '10', maxStake: '1000', maxOpenStakePerMember: '5000', createdBy: admin!.id })
    .returning();
  await db.insert(deliveryCycles).values({ productId: fixed!.id, durationSeconds: 300, payoutRatio: '0.8', refundOnTie: true, minStake: '10', maxStake: '2000', maxOpenStakePerMember: '5000', status: 'PAUSED', createdBy: admin!.id });

  const area = contractsArea(db, undefined as unknown as AreaDeps['approvals']);
  if (byAccount.demo_judy) {
    await db.insert(testMembers).values({ memberId: byAccount.demo_judy, reason: 'QA account for test products', createdBy: admin!.id });
    await area.grantTestAsset({ memberId: byAccount.demo_judy, amount: '1000', reason: 'QA of TBTCUSDT-PERP' }, operator);
  }

  // Twenty minutes of DEMO samples every 10 s, each computed by the published method, ending now.
  const now = Math.floor(Date.now() / STEP_MS) * STEP_MS;
  const start = now - 20 * 60_000;
  for (let at = start; at <= now; at += STEP_MS) {
    const { value, quotes } = computeIndex(await area.feeds.get('demo')!.quotes(btc!, new Date(at)), btc!.method as IndexMethod, btc!.outlierPercent);
    await recordSample(db, { indexSourceId: btc!.id, ts: new Date(at), value, quotes });
  }
  const stakes = ['50', '120', '30', '200', '75', '40', '300', '25'];
  for (const [i, stake] of stakes.entries()) {
    const memberId = i % 2 ? byAccount.demo_frank : byAccount.demo_alice;
    const order = await area.delivery.openPastGate({ memberId, cycleId: minute!.id, direction: i % 3 ? 'UP' : 'DOWN', stake }, new Date(start + 60_000 + i * 120_000));
    await area.delivery.settleOne(order.id);
  }
}
