import { and, eq, inArray, sql } from 'drizzle-orm';
import { RECHARGE_RELEASE_KIND, RECHARGE_RELEASE_PERMISSION, type RechargeCompliance as ComplianceState } from '@ledgerdesk/shared/resources/finance/recharge';
import type { Db, Tx } from '../../db/client';
import { approvals, moneyLogs, rechargeOrders } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { subject } from '../../lib/refused-subject';
import { recordStateChange, type Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { postToWallet } from './ledger';
import { NOTHING_WAITS } from '../../lib/four-eyes';

/*
 * The compliance decision on a recharge whose sender was black-listed (catalogue §3.4): approval
 * credited it to FROZEN (money-log RECHARGE on FROZEN). Nothing is stored beside the order: the
 * money log says whether the credit is still frozen (no RECHARGE_RELEASE row under the order) and
 * the approvals table whether a release waits, so the state cannot drift from the ledger.
 */

type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];
type Approvals = AreaDeps['approvals'];

const RELEASE_TYPE = 'RECHARGE_RELEASE';

interface FrozenCredit {
  id: number;
  orderNo: string;
  memberId: number;
  currency: string;
  amount: string;
}

/** The frozen credits among these orders that no release has moved yet (one query for a page). */
async function heldCredits(db: Db | Tx, ids: number[]): Promise<Map<number, FrozenCredit>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: rechargeOrders.id, orderNo: rechargeOrders.orderNo, memberId: rechargeOrders.memberId, currency: rechargeOrders.currency, amount: moneyLogs.change })
    .from(rechargeOrders)
    .innerJoin(moneyLogs, and(eq(moneyLogs.refType, 'RECHARGE'), eq(moneyLogs.refId, rechargeOrders.id), eq(moneyLogs.type, 'RECHARGE'), eq(moneyLogs.balanceKind, 'FROZEN')))
    .where(
      and(
        inArray(rechargeOrders.id, ids),
        sql`not exists (select 1 from ${moneyLogs} r where r.ref_type = 'RECHARGE' and r.ref_id = ${rechargeOrders.id} and r.type = ${RELEASE_TYPE})`,
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Each order's compliance state and frozen amount, for the list and the detail. */
export async function complianceOf(db: Db, ids: number[]): Promise<Map<number, { compliance: ComplianceState; frozenAmount: string | null }>> {
  const out = new Map<number, { compliance: ComplianceState; frozenAmount: string | null }>();
  if (ids.length === 0) return out;
  const [held, pending, released] = await Promise.all([
    heldCredits(db, ids),
    db
      .select({ id: approvals.subjectId })
      .from(approvals)
      .where(and(eq(approvals.kind, RECHARGE_RELEASE_KIND), eq(approvals.status, 'PENDING'), inArray(approvals.subjectId, ids))),
    db
      .select({ id: moneyLogs.refId })
      .from(moneyLogs)
      .where(and(eq(moneyLogs.refType, 'RECHARGE'), eq(moneyLogs.type, RELEASE_TYPE), eq(moneyLogs.balanceKind, 'FROZEN'), inArray(moneyLogs.refId, ids))),
  ]);
  const waiting = new Set(pending.map((p) => p.id));
  for (const [id, credit] of held) out.set(id, { compliance: waiting.has(id) ? 'RELEASE_PENDING' : 'HELD', frozenAmount: credit.amount });
  for (const { id } of released) out.set(id, { compliance: 'RELEASED', frozenAmount: null });
  return out;
}

async function requireHeld(tx: Tx, orderId: number): Promise<FrozenCredit> {
  // The order row is locked first: two decisions about one credit queue here, the second sees the first's outcome.
  const [order] = await tx.select({ id: rechargeOrders.id, orderNo: rechargeOrders.orderNo }).from(rechargeOrders).where(eq(rechargeOrders.id, orderId)).for('update');
  if (!order) throw notFound(`recharge order ${orderId} does not exist`, { reason: 'record.notFound', params: { id: orderId } });
  const credit = (await heldCredits(tx, [orderId])).get(orderId);
  if (!credit) {
    const about = subject('rechargeOrder', order.orderNo);
    throw conflict(`${about.text} holds no frozen credit awaiting a compliance decision`, { reason: 'treasury.notHeldFrozen', params: about.params });
  }
  return credit;
}

/** Applied by the second operator: FROZEN −amount, AVAILABLE +amount, one RECHARGE_RELEASE row per balance, once. */
export const rechargeReleaseApproval: ApprovalHandler = {
  kind: RECHARGE_RELEASE_KIND,
  title: { 'zh-cn': '释放冻结的充值（黑名单发送方）', en: 'Release a frozen recharge (black-listed sender)', 'zh-tw': '釋放凍結的儲值（黑名單發送方）' },
  permission: RECHARGE_RELEASE_PERMISSION,
  onReject: NOTHING_WAITS, // the credit stays frozen until approved
  async apply(tx, approval, approverId) {
    const credit = await requireHeld(tx, approval.subjectId!);
    // The unique money-log key (RECHARGE, id, RECHARGE_RELEASE, kind) refuses a second release in the database too.
    await postToWallet(tx, {
      memberId: credit.memberId,
      currency: credit.currency,
      type: RELEASE_TYPE,
      refType: 'RECHARGE',
      refId: credit.id,
      refNo: credit.orderNo,
      operatorId: approverId,
      remark: approval.makerRemark,
      moves: [
        { kind: 'FROZEN', change: `-${credit.amount}` },
        { kind: 'AVAILABLE', change: credit.amount },
      ],
    });
    await recordStateChange(tx, {
      subjectType: 'RECHARGE', subjectId: credit.id, action: 'compliance-release', fromStatus: 'APPROVED', toStatus: 'APPROVED', operator: { userId: approverId, userName: '' }, remark: approval.makerRemark,
    });
    return { orderNo: credit.orderNo, released: credit.amount, currency: credit.currency };
  },
};

/** The maker's side: file a release for a second operator, or keep the credit frozen with a case note. */
export class RechargeCompliance {
  constructor(
    private readonly db: Db,
    private readonly approvals: Approvals,
  ) {}

  async requestRelease(input: { id: number; remark: string }, operator: Operator) {
    return this.db.transaction(async (tx) => {
      const credit = await requireHeld(tx, input.id);
      const approval = await this.approvals.request(tx, {
        kind: RECHARGE_RELEASE_KIND,
        subjectType: 'RECHARGE',
        subjectId: credit.id,
        summary: {
          'zh-cn': `充值 ${credit.orderNo}：解冻因黑名单发送方冻结的 ${credit.amount} ${credit.currency}`,
          en: `recharge ${credit.orderNo}: release ${credit.amount} ${credit.currency} frozen for a black-listed sender`,
          'zh-tw': `充值 ${credit.orderNo}：解凍因黑名單發送方凍結的 ${credit.amount} ${credit.currency}`,
        },
        payload: { orderNo: credit.orderNo, memberId: credit.memberId, currency: credit.currency, amount: credit.amount },
        makerId: operator.userId,
        makerRemark: input.remark,
      });
      await recordStateChange(tx, {
        subjectType: 'RECHARGE', subjectId: credit.id, action: 'compliance-release-requested', fromStatus: 'APPROVED', toStatus: 'APPROVED', operator, remark: input.remark,
      });
      return { id: credit.id, approvalId: approval.id, applied: false };
    });
  }

  /** The credit stays frozen; the case note is the order's event (who, when, why). */
  async hold(input: { id: number; remark: string }, operator: Operator) {
    return this.db.transaction(async (tx) => {
      const credit = await requireHeld(tx, input.id);
      await recordStateChange(tx, {
        subjectType: 'RECHARGE', subjectId: credit.id, action: 'compliance-hold', fromStatus: 'APPROVED', toStatus: 'APPROVED', operator, remark: input.remark,
      });
      return { id: credit.id, compliance: 'HELD' as const, frozenAmount: credit.amount };
    });
  }
}
