import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { contractPositions, contractProducts, copyFollows, indexSources, marketMakers, members, users } from '../../schema';
import { postToWallet } from '../../../modules/finance/ledger';
import { recordSample } from '../../../modules/contracts/index-price';
import { ContractTradingEngine } from '../../../modules/contract-trading/trading-engine';
import { CopyFanOut } from '../../../modules/copy-trading/copy-fanout';
import { FollowService } from '../../../modules/copy-trading/follow-service';
import { computeLeadStats } from '../../../modules/copy-trading/lead-stats';
import { LeadTraderService } from '../../../modules/copy-trading/lead-trader-service';
import { addDays, dayOf, ProfitShareService } from '../../../modules/copy-trading/profit-share';
import type { AreaDeps } from '../../../modules/area-deps';
import { verbatim } from '../../../lib/text-per-language';

const DEMO_SYMBOL = 'BTCUSDT-COPYDEMO';
const noApprovals = {} as AreaDeps['approvals'];

/**
 * A small, honest copy-trading book for the demo: its own demo index (labelled `demo`) and
 * product, a flagged market-maker account, a lead trader (approved) with two followers, one
 * application waiting, a round trip nine days ago (copied; the profit-share cycle settled; the
 * nightly stats computed), an open copied position now, and an invite. Every movement goes through
 * the engine and the services as a member's or the jobs' would. Skipped once the demo product exists.
 */
export async function seedCopyTradingDemo(db: Db): Promise<void> {
  const [seeded] = await db.select({ id: contractProducts.id }).from(contractProducts).where(eq(contractProducts.symbol, DEMO_SYMBOL));
  if (seeded) return;
  const [admin] = await db.select({ userId: users.id, userName: users.userName }).from(users).where(eq(users.userName, 'admin'));
  if (!admin) return;
  const member = async (account: string, kycLevel: number, amount: string) => {
    const [row] = await db.insert(members).values({ account, kycLevel }).returning({ id: members.id });
    await db.transaction((tx) =>
      postToWallet(tx, { memberId: row!.id, currency: 'USDT', type: 'RECHARGE', refType: 'DEMO_FUND', refId: row!.id, refNo: `DEMO-${account}`, operatorId: admin.userId, remark: verbatim('Demo deposit'), moves: [{ kind: 'AVAILABLE', change: amount }] }),
    );
    return row!.id;
  };
  const [source] = await db
    .insert(indexSources)
    .values({ code: 'DEMO-COPY-BTC', name: 'Demo BTC index for copy trading (deterministic demo feed, not a market price)', constituents: [{ venue: 'demo', symbol: 'BTCUSDT', weight: '1' }], method: 'MEDIAN', windowSeconds: 1, feed: 'demo' })
    .returning();
  const [product] = await db
    .insert(contractProducts)
    .values({ symbol: DEMO_SYMBOL, kind: 'PERPETUAL', base: 'BTC', quoteWalletCode: 'USDT', contractSize: '1', priceScale: 2, qtyScale: 3, minQty: '0.001', maxQty: '100', leverageOptions: [1, 2, 5, 10, 20], maxLeverage: 20, makerFeeRate: '0.0002', takerFeeRate: '0.0005', maintenanceMarginRate: '0.005', indexSourceId: source!.id, state: 'ENABLED', sort: 900 })
    .returning();
  const house = await member('house_market_maker', 0, '10000000');
  await db.insert(marketMakers).values({ memberId: house, label: 'House market maker (demo)' });
  const leadMember = await member('copy_lead_demo', 2, '50000');
  const followerA = await member('copy_follower_a', 1, '20000');
  const followerB = await member('copy_follower_b', 1, '5');
  const applicant = await member('copy_applicant', 1, '1000');

  const leads = new LeadTraderService(db, noApprovals);
  const follows = new FollowService(db);
  const lead = await leads.apply({ memberId: leadMember, nickname: 'SteadySwing', bio: 'Swing trades on BTC, leverage 5 at most', profitShareRate: '0.1', minCopyAmount: '100', conflictsDisclosure: 'No relationship with the platform' });
  await leads.approve(lead.id, admin);
  await leads.apply({ memberId: applicant, nickname: 'NewApplicant', profitShareRate: '0.08' });

  const day = addDays(dayOf(new Date()), -9);
  let clock = new Date(`${day}T09:00:00.000Z`);
  const engine = new ContractTradingEngine(db, () => clock);
  new CopyFanOut(db, engine).attach();
  const a = await follows.follow({ followerMemberId: followerA, leadTraderId: lead.id, mode: 'FIXED_QTY', param: '0.05', investment: '5000' });
  const b = await follows.follow({ followerMemberId: followerB, leadTraderId: lead.id, mode: 'FIXED_AMOUNT', param: '100', investment: '100' });
  // They followed on that day (cycles count from it).
  await db.update(copyFollows).set({ startedAt: new Date(`${day}T00:00:00.000Z`) }).where(inArray(copyFollows.id, [a.id, b.id]));
  let ts = Date.now() - 60_000;
  const price = (value: string) => recordSample(db, { indexSourceId: source!.id, ts: new Date((ts += 1000)), value, quotes: [{ venue: 'demo', symbol: 'BTCUSDT', price: value, weight: '1', excluded: false }] });

  await price('60000');
  await engine.placeOrder({ memberId: leadMember, productId: product!.id, positionSide: 'LONG', type: 'MARKET', qty: '0.1', leverage: 5 });
  await price('61000');
  const [position] = await db.select().from(contractPositions).where(eq(contractPositions.memberId, leadMember));
  await engine.closePosition(position!.id);
  const shares = new ProfitShareService(db);
  await shares.runDay(day);
  await shares.settleDue(dayOf(new Date()));
  await computeLeadStats(db, addDays(dayOf(new Date()), -1));

  // Now: an open short, copied by follower A (follower B's balance is too small: skipped, with the reason).
  // A market order deals only at a recent sample: the index is recorded again, stamped now.
  ts = Date.now() - 1000;
  await price('61000');
  clock = new Date();
  await engine.placeOrder({ memberId: leadMember, productId: product!.id, positionSide: 'SHORT', type: 'MARKET', qty: '0.1', leverage: 5 });
  await engine.placeOrder({ memberId: followerA, productId: product!.id, positionSide: 'LONG', type: 'LIMIT', price: '55000', qty: '0.01', leverage: 2 });
  await follows.createInvite({ leadTraderId: lead.id, kind: 'PROFILE_LINK', maxUses: 100, expiresAt: new Date(Date.now() + 30 * 86_400_000) });
}
