import { eq, sql } from 'drizzle-orm';
import { PAYOUT_PERMISSIONS, SIMULATED_PROVIDER } from '@ledgerdesk/shared/finance/payout';
import { payoutQueueResource } from '@ledgerdesk/shared/resources/finance/payout-queue';
import type { Operator } from '../../../lib/review-support';
import { WithdrawService } from '../../../modules/finance/withdraw-service';
import type { Db } from '../../client';
import { members, payoutAttempts, users, withdrawOrders } from '../../schema';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * Menus and dictionaries of the payout area (issue 14): the queue page and the three actions
 * (offered on the withdrawal detail and the queue), the super role only until a role is granted
 * them; the attempt states.
 */
export const PAYOUT_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(payoutQueueResource),
    { key: 'finance.payout.dispatch', parent: 'finance.payout', type: 'F', title: '发起第三方出款', titleEn: 'Dispatch payout', titleZhTw: '發起第三方出款', permission: PAYOUT_PERMISSIONS.dispatch, sort: 1 },
    { key: 'finance.payout.retry', parent: 'finance.payout', type: 'F', title: '重试出款', titleEn: 'Retry payout', titleZhTw: '重試出款', permission: PAYOUT_PERMISSIONS.retry, sort: 2 },
    { key: 'finance.payout.reconcile', parent: 'finance.payout', type: 'F', title: '出款对账', titleEn: 'Reconcile payout', titleZhTw: '出款對帳', permission: PAYOUT_PERMISSIONS.reconcile, sort: 3 },
  ],
  dicts: [
    {
      type: 'payout_attempt_status',
      name: ['出款尝试状态', 'Payout attempt status', '出款嘗試狀態'],
      data: [
        ['SENT', ['已发送', 'Sent', '已傳送'], 'processing', true],
        ['ACKED', ['通道已受理', 'Acknowledged', '通道已受理'], 'blue'],
        ['SUCCEEDED', ['已到账', 'Succeeded', '已到帳'], 'success'],
        ['FAILED', ['失败', 'Failed', '失敗'], 'error'],
        ['UNKNOWN', ['待人工对账', 'Unknown (reconcile)', '待人工對帳'], 'warning'],
      ],
    },
  ],
};

/**
 * Demo payouts through the simulated provider, built with the withdrawal service so wallets equal
 * the money log: one completed on its first attempt, one PAYING for 45 minutes after a retryable
 * failure (the queue page lists it; a retry succeeds). Runs once: skipped when any attempt exists.
 */
export async function seedPayoutDemo(db: Db): Promise<void> {
  const [any] = await db.select({ id: payoutAttempts.id }).from(payoutAttempts).limit(1);
  if (any) return;
  const operatorOf = async (userName: string): Promise<Operator | null> => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
    return row ? { userId: row.id, userName } : null;
  };
  const memberOf = async (account: string) => (await db.select({ id: members.id }).from(members).where(eq(members.account, account)))[0]?.id;
  const [admin, clerk, alice, frank] = [await operatorOf('admin'), await operatorOf('operator'), await memberOf('demo_alice'), await memberOf('demo_frank')];
  if (!admin || !clerk || !alice || !frank) return;

  const withdrawals = new WithdrawService(db);
  const approved = async (memberId: number, amount: string) => {
    const order = await withdrawals.request({ memberId, currency: 'USDT', amount, address: `TDemoPayout${memberId}x9Rk` }, null);
    return withdrawals.review({ id: order.id, action: 'approve', remark: '' }, clerk);
  };
  const attempt = (withdrawId: number, attemptNo: number, fields: Partial<typeof payoutAttempts.$inferInsert>) =>
    ({ withdrawId, providerCode: SIMULATED_PROVIDER, attemptNo, requestId: crypto.randomUUID(), operatorId: admin.userId, createdBy: admin.userId, updatedBy: admin.userId, ...fields });

  const paid = await approved(frank, '640');
  await db.transaction(async (tx) => {
    await withdrawals.payoutIn(tx, { id: paid.id, action: 'start', remark: SIMULATED_PROVIDER, payoutRef: '' }, admin);
    const ref = `SIM-demo-${paid.id}`;
    await tx.insert(payoutAttempts).values(attempt(paid.id, 1, { providerRef: ref, status: 'SUCCEEDED', callbackAt: new Date() }));
    await withdrawals.payoutIn(tx, { id: paid.id, action: 'complete', remark: `${SIMULATED_PROVIDER} DEMO-${paid.id}`, payoutRef: ref }, admin);
  });

  const stuck = await approved(alice, '880');
  await db.transaction(async (tx) => {
    await withdrawals.payoutIn(tx, { id: stuck.id, action: 'start', remark: SIMULATED_PROVIDER, payoutRef: '' }, admin);
    await tx.update(withdrawOrders).set({ payStartedAt: sql`now() - interval '45 minutes'` }).where(eq(withdrawOrders.id, stuck.id));
    await tx.insert(payoutAttempts).values(
      attempt(stuck.id, 1, { providerRef: `SIM-demo-${stuck.id}`, status: 'FAILED', retryable: true, errorCode: 'SIM_TEMPORARY', sentAt: new Date(Date.now() - 45 * 60_000), callbackAt: new Date() }),
    );
  });
}
