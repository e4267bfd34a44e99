import { asc, eq, like } from 'drizzle-orm';
import { COUPON_APPROVE_PERMISSION, couponResource } from '@ledgerdesk/shared/resources/marketing/coupon';
import { couponTemplateResource } from '@ledgerdesk/shared/resources/marketing/coupon-template';
import { REDEEM_BATCH_APPROVE_PERMISSION, REDEEM_EXPORT_CODES_PERMISSION, redeemBatchResource } from '@ledgerdesk/shared/resources/marketing/redeem-batch';
import { redeemCodeResource } from '@ledgerdesk/shared/resources/marketing/redeem-code';
import type { Db } from '../../client';
import { budgets, couponTemplates, members, redeemBatches } from '../../schema';
import { postToBudget } from '../../../modules/finance/budget-ledger';
import { CouponService, issueCoupon } from '../../../modules/marketing-codes/coupon-service';
import { RedeemService } from '../../../modules/marketing-codes/redeem-service';
import type { MenuSeed } from '../menus';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';
import { verbatim } from '../../../lib/text-per-language';

const button = (parent: string, suffix: string, permission: string, titles: [string, string, string], sort: number): MenuSeed => ({
  key: `${parent}.${suffix}`,
  parent,
  type: 'F',
  title: titles[0],
  titleEn: titles[1],
  titleZhTw: titles[2],
  permission,
  sort,
});

/**
 * Marketing (issue 16): the directory (shared with the other marketing pages; duplicates are
 * merged), redemption codes and coupons. The demo role gets the pages and the maker's buttons; the
 * approve buttons and the one-time code download stay the super role's until a role is granted them.
 */
export const MARKETING_CODES_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(redeemBatchResource),
    button('marketing.redeemBatch', 'exportCodes', REDEEM_EXPORT_CODES_PERMISSION, ['下载兑换码（仅一次）', 'Download codes (once)', '下載兌換碼（僅一次）'], 8),
    button('marketing.redeemBatch', 'approve', REDEEM_BATCH_APPROVE_PERMISSION, ['复核批准', 'Approve (second operator)', '覆核批准'], 9),
    ...resourceMenuSeed(redeemCodeResource),
    ...resourceMenuSeed(couponTemplateResource),
    ...resourceMenuSeed(couponResource),
    button('marketing.coupon', 'approve', COUPON_APPROVE_PERMISSION, ['复核批准', 'Approve (second operator)', '覆核批准'], 9),
  ],
  dicts: [],
};

const DEMO_BUDGET = 'DEMO-CODES-USDT';
/** The seed's rows name no operator (created_by stays null). */
const SEED_OPERATOR = { userId: null as unknown as number, userName: 'seed' };

/**
 * A funded USDT budget, three coupon templates (two published, one draft), coupons sent to the
 * demo members (one used with a cash rebate through the engine), an asset code batch with one code
 * redeemed, and a draft batch waiting to be generated. The minted plain codes are dropped at once:
 * nothing but their hashes exists. Skipped once the demo budget exists.
 */
export async function seedMarketingCodesDemo(db: Db): Promise<void> {
  const [seeded] = await db.select({ id: budgets.id }).from(budgets).where(eq(budgets.code, DEMO_BUDGET));
  if (seeded) return;
  const demoMembers = await db.select({ id: members.id }).from(members).where(like(members.account, 'demo\\_%')).orderBy(asc(members.id)).limit(3);
  const [budget] = await db.insert(budgets).values({ code: DEMO_BUDGET, name: 'Marketing codes and coupons (USDT)', currency: 'USDT', remark: 'Demo budget' }).returning();
  await db.transaction((tx) => postToBudget(tx, { budgetId: budget!.id, type: 'FUND', amount: '20000', refType: 'BUDGET_FUND', refId: 1, refNo: `${DEMO_BUDGET}-F1`, operatorId: null, remark: verbatim('Opening funding') }));
  await db.update(budgets).set({ version: 1 }).where(eq(budgets.id, budget!.id));
  const template = (code: string, name: string, kind: string, valueRate: string, valueCap: string, status: string) => ({
    code, name, kind, valueRate, valueCap, status, currency: 'USDT', budgetId: budget!.id, minSpend: '10', validDays: 30, totalLimit: 1000, perMemberLimit: 2,
  });
  const [discount, rebate] = await db
    .insert(couponTemplates)
    .values([
      template('TAKER-50', '50% off taker fees (up to 10 USDT)', 'FEE_DISCOUNT', '0.5', '10', 'PUBLISHED'),
      template('REBATE-20', '20% fee cash rebate (up to 5 USDT)', 'FEE_REBATE_CASH', '0.2', '5', 'PUBLISHED'),
      template('APR-1', 'Staking APR +1% (up to 3 USDT)', 'APR_BOOST', '0.01', '3', 'DRAFT'),
    ])
    .returning();
  const engine = new CouponService(db);
  for (const [index, member] of demoMembers.entries()) {
    await db.transaction((tx) => issueCoupon(tx, { templateId: discount!.id, memberId: member.id, via: 'GRANT', makerId: null }));
    const coupon = await db.transaction((tx) => issueCoupon(tx, { templateId: rebate!.id, memberId: member.id, via: 'GRANT', makerId: null }));
    if (index === 0) {
      // The first member's order filled: the rebate of 20% of a 12 USDT fee (2.4) paid from the budget.
      await engine.lock({ couponNo: coupon.couponNo, memberId: member.id, orderRef: 'DEMO-ORDER-1', spend: '500' });
      await engine.use({ couponNo: coupon.couponNo, orderRef: 'DEMO-ORDER-1', fee: '12' });
    }
  }
  // The seed acts as the operator would; it files no four-eyes request, so the services it uses need none.
  const redeem = new RedeemService(db, null as never, null as never);
  const asset = await redeem.create({ name: 'Launch week 5 USDT', benefitKind: 'ASSET', budgetId: budget!.id, amount: '5', count: 20, perMemberLimit: 1, validDays: 30 }, SEED_OPERATOR);
  await db.update(redeemBatches).set({ generationApproved: 1 }).where(eq(redeemBatches.id, asset.id));
  const { codes } = await redeem.mintCodes(asset.id, SEED_OPERATOR);
  if (demoMembers[0]) await redeem.redeem({ memberId: demoMembers[0].id, code: codes[0]!, ip: '' });
  await redeem.create({ name: 'Coupon codes for the AMA', benefitKind: 'COUPON', couponTemplateId: discount!.id, count: 50, perMemberLimit: 1, validDays: 14 }, SEED_OPERATOR);
}
