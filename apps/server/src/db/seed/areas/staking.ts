import { eq } from 'drizzle-orm';
import { EARN_DIRECTORY } from '@ledgerdesk/shared/resources/earn/labels';
import { stakingAccrualResource } from '@ledgerdesk/shared/resources/earn/staking-accrual';
import { stakingOrderResource } from '@ledgerdesk/shared/resources/earn/staking-order';
import { stakingProductResource } from '@ledgerdesk/shared/resources/earn/staking-product';
import { stakingRateResource } from '@ledgerdesk/shared/resources/earn/staking-rate';
import { STAKING_PERMISSIONS } from '@ledgerdesk/shared/resources/earn/staking-states';
import { WILDCARD_PERMISSION } from '@ledgerdesk/shared';
import type { Db } from '../../client';
import { budgets, members, users } from '../../schema';
import { ApprovalRegistry } from '../../../modules/approval/approval-registry';
import { ApprovalService } from '../../../modules/approval/approval-service';
import { postToBudget } from '../../../modules/finance/budget-ledger';
import { stakingApprovalHandlers } from '../../../modules/staking/approval-kinds';
import { addDays, businessDateOf } from '../../../modules/staking/business-date';
import type { ProductInput } from '../../../modules/staking/product-service';
import { stakingArea } from '../../../modules/staking/staking-area';
import { resourceMenuSeed } from '../resource-menu-seed';
import { approveButtonSeed } from './approve-button-seed';
import type { AreaSeed } from './area-seed';
import { verbatim } from '../../../lib/text-per-language';

/**
 * Staking (issue 15, catalogue §4): the Earn directory and its four pages. The demo operator's
 * role gets the pages and the maker's buttons; approving activations, terms and rates stays the
 * super role's until a role is granted it, so a second operator decides.
 */
export const STAKING_SEED: AreaSeed = {
  menus: [
    {
      key: EARN_DIRECTORY.key,
      type: 'M',
      path: EARN_DIRECTORY.path,
      name: 'earn',
      component: 'layout/routerView/parent',
      redirect: '/earn/product',
      title: EARN_DIRECTORY.title['zh-cn'],
      titleEn: EARN_DIRECTORY.title.en,
      titleZhTw: EARN_DIRECTORY.title['zh-tw'],
      icon: EARN_DIRECTORY.icon,
      sort: EARN_DIRECTORY.sort,
      roles: ['common'],
    },
    ...resourceMenuSeed(stakingProductResource),
    approveButtonSeed('earn.product', STAKING_PERMISSIONS.productApprove, { sort: 19 }),
    ...resourceMenuSeed(stakingOrderResource),
    ...resourceMenuSeed(stakingAccrualResource),
    ...resourceMenuSeed(stakingRateResource),
    approveButtonSeed('earn.rate', STAKING_PERMISSIONS.rateApprove),
  ],
  dicts: [],
};

const DEMO_POOL = 'DEMO-YIELD-POOL-USDT';
const DAY_MS = 86_400_000;

const disclosure = {
  riskDisclosureZhCn: '收益为估算，随链上奖励变化，不保证；锁定期内本金不能随时取回。',
  riskDisclosureEn: 'The income is an estimate that follows the on-chain rewards and is not guaranteed; the principal is locked for the term.',
  riskDisclosureZhTw: '收益為估算，隨鏈上獎勵變化，不保證；鎖定期內本金不能隨時取回。',
};

/**
 * A funded USDT yield pool, two active products (30 days paid daily; flexible) and a draft
 * (90 days, paid at maturity), rates published by a second operator for the last three days,
 * demo subscriptions made three days ago and the accrual of the two ended days run — all through
 * the services, so every figure on the pages follows from the records. Skipped once the pool exists.
 */
export async function seedStakingDemo(db: Db): Promise<void> {
  const [seeded] = await db.select({ id: budgets.id }).from(budgets).where(eq(budgets.code, DEMO_POOL));
  if (seeded) return;
  const userOf = async (userName: string) => (await db.select({ userId: users.id, userName: users.userName }).from(users).where(eq(users.userName, userName)))[0];
  const admin = await userOf('admin');
  const maker = await userOf('operator');
  const [alice] = await db.select({ id: members.id }).from(members).where(eq(members.account, 'demo_alice'));
  const [frank] = await db.select({ id: members.id }).from(members).where(eq(members.account, 'demo_frank'));
  if (!admin || !maker || !alice || !frank) return;
  const registry = new ApprovalRegistry();
  const approvals = new ApprovalService(db, registry);
  const area = stakingArea(db, approvals);
  for (const handler of stakingApprovalHandlers(area.products, area.rates, area.redemptions)) registry.register(handler);
  const approve = (approvalId: number) => approvals.approve({ approvalId, operatorId: admin.userId, permissions: [WILDCARD_PERMISSION] });

  const [pool] = await db.insert(budgets).values({ code: DEMO_POOL, name: 'Staking yield pool (validator rewards received, USDT)', currency: 'USDT', remark: 'Demo yield pool' }).returning();
  await db.transaction((tx) => postToBudget(tx, { budgetId: pool!.id, type: 'FUND', amount: '2000', refType: 'BUDGET_FUND', refId: 1, refNo: `${DEMO_POOL}-F1`, operatorId: admin.userId, remark: verbatim('Validator rewards received') }));

  const product = async (input: Omit<ProductInput, 'poolBudgetId' | 'currency'>, activate: boolean) => {
    const row = await area.products.create({ ...input, currency: 'USDT', poolBudgetId: pool!.id }, maker);
    if (activate) await approve((await area.products.requestActivation(row.id, maker)).id);
    return row;
  };
  const locked = await product(
    { code: 'USDT-30D', nameZhCn: 'USDT 30 天锁仓', nameEn: 'USDT 30-day locked', nameZhTw: 'USDT 30 天鎖倉', ...disclosure, termDays: 30, yieldSource: 'ONCHAIN_VALIDATOR', referenceApr: '0.05', minAmount: '100', maxPerMember: '5000', totalCap: '50000', earlyRedeemRule: 'FORFEIT_ACCRUED', earlyRedeemFeeRate: '0', payoutMode: 'DAILY', unlockDays: 1 },
    true,
  );
  const flexible = await product(
    { code: 'USDT-FLEX', nameZhCn: 'USDT 活期', nameEn: 'USDT flexible', nameZhTw: 'USDT 活期', ...disclosure, termDays: 0, yieldSource: 'LENDING_DESK', referenceApr: '0.02', minAmount: '10', maxPerMember: '10000', totalCap: '100000', earlyRedeemRule: 'NOT_ALLOWED', earlyRedeemFeeRate: '0', payoutMode: 'DAILY', unlockDays: 0 },
    true,
  );
  await product(
    { code: 'USDT-90D', nameZhCn: 'USDT 90 天到期付息', nameEn: 'USDT 90-day, paid at maturity', nameZhTw: 'USDT 90 天到期付息', termDays: 90, yieldSource: 'ONCHAIN_VALIDATOR', referenceApr: '0.06', minAmount: '500', maxPerMember: '20000', totalCap: '200000', earlyRedeemRule: 'FEE_RATE', earlyRedeemFeeRate: '0.01', payoutMode: 'AT_MATURITY', unlockDays: 3 },
    false,
  );

  const now = Date.now();
  const today = businessDateOf(new Date(now));
  for (const days of [3, 2, 1]) {
    const rateDate = addDays(today, -days);
    for (const [productId, apr] of [[locked.id, days === 1 ? '0.0485' : '0.0512'], [flexible.id, '0.0195']] as const) {
      const filed = await area.rates.requestPublish(productId, { rateDate, apr, sourceNote: 'Validator reward report of the day' }, maker);
      await approve(filed.id);
    }
  }
  const threeDaysAgo = new Date(now - 3 * DAY_MS);
  await area.subscriptions.subscribe({ memberId: alice.id, productId: locked.id, amount: '1000' }, threeDaysAgo);
  await area.subscriptions.subscribe({ memberId: frank.id, productId: locked.id, amount: '2500' }, threeDaysAgo);
  await area.subscriptions.subscribe({ memberId: alice.id, productId: flexible.id, amount: '300' }, threeDaysAgo);
  for (const days of [2, 1]) await area.accruals.run(addDays(today, -days), new Date(now));
}
