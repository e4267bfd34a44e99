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
import { verbatimOrNull } from '../../lib/text-per-language';

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

/** The order's money-log row of this type (and balance kind), as a sub-select correlated on the order's id. */
const ledgerRowOf = (type: string, kind?: 'FROZEN', selected = sql`1`) =>
  sql`select ${selected} from ${moneyLogs} l where l.ref_type = 'RECHARGE' and l.ref_id = ${rechargeOrders.id} and l.type = ${type}${kind ? sql` and l.balance_kind = ${kind}` : sql``}`;

/** No release has moved the order's frozen credit yet. */
const notReleased = sql`not exists (${ledgerRowOf(RELEASE_TYPE)})`;

/** The frozen credits among these orders that no release has moved yet (one query for a page). */
async function heldCredits(db: Db | Tx, ids: number[]): Promise<Map<number, FrozenCredit>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: rechargeOrders.id, orderNo: rechargeOrders.orderNo, memberId: rechargeOrders.memberId, currency: rechargeOrders.currency, amount: moneyLogs.change })
    .from(rechargeOrders)
    .innerJoin(moneyLogs, and(eq(moneyLogs.refType, 'RECHARGE'), eq(moneyLogs.refId, rechargeOrders.id), eq(moneyLogs.type, 'RECHARGE'), eq(moneyLogs.balanceKind, 'FROZEN')))
    .where(and(inArray(rechargeOrders.id, ids), notReleased));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Each order's compliance state and frozen amount, worked out by the database beside the order's
 * row (the resource's computed fields): a list page reads them in its own statement.
 */
export const complianceColumns = {
  compliance: sql<ComplianceState | null>`case
    when exists (${ledgerRowOf(RELEASE_TYPE, 'FROZEN')}) then 'RELEASED'
    when exists (${ledgerRowOf('RECHARGE', 'FROZEN')}) then
      case when exists (select 1 from ${approvals} a where a.kind = ${RECHARGE_RELEASE_KIND} and a.status = 'PENDING' and a.subject_id = ${rechargeOrders.id})
        then 'RELEASE_PENDING' else 'HELD' end
    end`,
  frozenAmount: sql<string | null>`(${ledgerRowOf('RECHARGE', 'FROZEN', sql`l.change`)} and ${notReleased})`,
};

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
  subjectMember: rechargeOrders.memberId,
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
      remark: verbatimOrNull(approval.makerRemark),
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
          'zh-tw': `儲值 ${credit.orderNo}：解凍因黑名單發送方凍結的 ${credit.amount} ${credit.currency}`,
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
