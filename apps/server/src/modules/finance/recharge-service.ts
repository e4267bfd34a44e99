import { and, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  decimalParam,
  normalizeDecimal,
  RECHARGE_REVIEWABLE,
  type cancelSchema,
  type RechargeOrder,
  type RechargeStatus,
  type rechargeAddSchema,
  type rechargeEditSchema,
  type rechargeReviewSchema,
} from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { members, rechargeOrders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { iso } from '../../lib/list-query';
import { postToWallet } from './ledger';
import { requireActiveCurrency, requireAmountFits, requireMember } from './lookups';
import {
  type Assignments,
  EDIT_ACTION,
  editorsOf,
  newOrderNo,
  recordStateChange,
  refuseFirstApprover,
  refuseOwnOrder,
  textOf,
  type Operator,
  wrongState,
} from '../../lib/review-support';
import { stateParam, subject } from '../../lib/refused-subject';
import { rechargeCreditKind, rechargeOrigin } from '../../lib/address-screening';
import { requireMemberCapability } from '../../lib/member-capability';
import { publishEvent, TOPICS } from '../outbox/publish';
import { requireRechargeChannel } from './recharge-channels';
import { verbatimOrNull } from '../../lib/text-per-language';

/** Default of RECHARGE_DUAL_APPROVAL_ABOVE: crediting more than this needs a second, different approver. */
export const DEFAULT_RECHARGE_DUAL_APPROVAL_ABOVE = '10000';

type RechargeRow = typeof rechargeOrders.$inferSelect & { memberAccount: string | null };

const selection = { ...getTableColumns(rechargeOrders), memberAccount: members.account };

function toRechargeOrder(row: RechargeRow): RechargeOrder {
  return {
    id: row.id,
    orderNo: row.orderNo,
    memberId: row.memberId,
    memberAccount: row.memberAccount ?? '',
    currency: row.currency,
    channel: row.channel,
    requestedAmount: row.requestedAmount,
    creditedAmount: row.creditedAmount,
    paymentRef: row.paymentRef,
    status: row.status as RechargeStatus,
    remark: row.remark,
    reviewRemark: row.reviewRemark,
    reviewerId: row.reviewerId,
    reviewedAt: iso(row.reviewedAt),
    needsSecondReview: row.needsSecondReview,
    firstReviewerId: row.firstReviewerId,
    firstReviewedAt: iso(row.firstReviewedAt),
    version: row.version,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Recharge (top-up) orders. Only the final approval credits, exactly once.
 *
 * PENDING → APPROVED | REJECTED | CANCELLED | EXPIRED; an approval crediting more than requested,
 * or more than the dual-approval threshold, goes PENDING → PENDING_SECOND_REVIEW → APPROVED |
 * REJECTED, the second decision by a different operator (as large withdrawals do).
 */
export class RechargeService {
  constructor(
    private readonly db: Db,
    /** Credited amounts strictly above this (a decimal string) need two different approvers. */
    private readonly dualApprovalAbove: string = DEFAULT_RECHARGE_DUAL_APPROVAL_ABOVE,
  ) {}

  async get(id: number, db: Db | Tx = this.db): Promise<RechargeOrder> {
    const [row] = await db
      .select(selection)
      .from(rechargeOrders)
      .leftJoin(members, eq(members.id, rechargeOrders.memberId))
      .where(eq(rechargeOrders.id, id));
    if (!row) throw notFound(`recharge order ${id} does not exist`, { reason: 'record.notFound', params: { id } });
    return toRechargeOrder(row);
  }

  /** An operator-entered recharge: it only creates a PENDING order; another operator approves it. */
  async add(input: z.output<typeof rechargeAddSchema>, operator: Operator): Promise<RechargeOrder> {
    return this.db.transaction(async (tx) => {
      const member = await requireMember(tx, input.memberId, 'memberId');
      if (member.status === 'DISABLED') throw conflict(`member ${member.account} is DISABLED; recharges cannot be entered`, { reason: 'finance.memberDisabled', params: { account: member.account } });
      // A member config holding the member's recharges (a coded restriction) refuses the order before it exists.
      await requireMemberCapability(tx, member, 'recharge');
      await requireActiveCurrency(tx, input.currency);
      await requireAmountFits(tx, input.currency, input.amount, 'amount');
      const channel = await requireRechargeChannel(tx, input.channel, input.currency, input.walletCode);
      const origin = await rechargeOrigin(tx, { ...input, walletCode: input.walletCode ?? channel.walletCode ?? undefined });
      const [created] = await tx
        .insert(rechargeOrders)
        .values({
          orderNo: newOrderNo('R'),
          memberId: input.memberId,
          currency: input.currency,
          channel: input.channel,
          requestedAmount: input.amount,
          paymentRef: input.paymentRef,
          remark: input.remark,
          walletCode: origin.walletCode,
          fromAddress: origin.fromAddress,
          createdBy: operator.userId,
          updatedBy: operator.userId,
        })
        .returning({ id: rechargeOrders.id });
      await recordStateChange(tx, {
        subjectType: 'RECHARGE', subjectId: created!.id, action: 'create', fromStatus: '', toStatus: 'PENDING', operator, remark: input.remark,
      });
      await publishEvent(tx, { topic: TOPICS.rechargeCreated, key: `recharge:${created!.id}`, payload: { rechargeId: created!.id, memberId: input.memberId, status: 'PENDING' } });
      return this.get(created!.id, tx);
    });
  }

  /** Edits a PENDING order when the caller read the current version (optimistic lock). */
  async edit(input: z.output<typeof rechargeEditSchema>, operator: Operator): Promise<RechargeOrder> {
    return this.db.transaction(async (tx) => {
      const current = await this.get(input.id, tx);
      if (input.amount !== undefined) await requireAmountFits(tx, current.currency, input.amount, 'amount');
      if (current.status !== 'PENDING') throw notPendingRefusal(current);
      const network = input.channel !== undefined && input.channel !== current.channel ? await this.networkOfChannel(tx, input.id, input.channel, current.currency) : {};
      const [updated] = await tx
        .update(rechargeOrders)
        .set({
          requestedAmount: input.amount,
          channel: input.channel,
          ...network,
          paymentRef: input.paymentRef,
          remark: input.remark,
          version: sql`${rechargeOrders.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: operator.userId,
        })
        .where(and(eq(rechargeOrders.id, input.id), eq(rechargeOrders.status, 'PENDING'), eq(rechargeOrders.version, input.version)))
        .returning({ id: rechargeOrders.id });
      if (!updated) {
        const now = await this.get(input.id, tx);
        if (now.status !== 'PENDING') throw notPendingRefusal(now);
        throw conflict(`recharge order ${now.orderNo} was changed by someone else (version ${now.version}, you sent ${input.version}); reload it and edit again`, {
          reason: 'record.stale',
          params: { ...subject('rechargeOrder', now.orderNo).params, version: now.version, sent: input.version },
        });
      }
      // Each editor is kept, not only the last (updatedBy): the review refuses all of them (ownOrderBar).
      const edited = (['amount', 'channel', 'paymentRef', 'remark'] as const).filter((field) => input[field] !== undefined);
      await recordStateChange(tx, {
        subjectType: 'RECHARGE', subjectId: input.id, action: EDIT_ACTION, fromStatus: 'PENDING', toStatus: 'PENDING', operator, remark: edited.join(', '),
      });
      return this.get(input.id, tx);
    });
  }

  /**
   * The network an edited order takes with its new channel. An order with a sender keeps the network
   * its sender was checked on, and the channel must receive over it; without one, the network was
   * only ever the channel's, so it moves with the channel (none for MANUAL).
   */
  private async networkOfChannel(tx: Tx, id: number, channel: string, currency: string): Promise<{ walletCode?: string | null }> {
    const [origin] = await tx.select({ walletCode: rechargeOrders.walletCode, fromAddress: rechargeOrders.fromAddress }).from(rechargeOrders).where(eq(rechargeOrders.id, id));
    if (origin?.fromAddress) {
      await requireRechargeChannel(tx, channel, currency, origin.walletCode);
      return {};
    }
    return { walletCode: (await requireRechargeChannel(tx, channel, currency, null)).walletCode };
  }

  async review(input: z.output<typeof rechargeReviewSchema>, operator: Operator): Promise<RechargeOrder> {
    return this.db.transaction(async (tx) => {
      const order = await this.get(input.id, tx);
      if (!RECHARGE_REVIEWABLE.includes(order.status)) throw wrongState(subject('rechargeOrder', order.orderNo), toStateOf(order), RECHARGE_REVIEWABLE);
      if (order.status === 'PENDING_SECOND_REVIEW') {
        // Rejecting is a decision too: the first approver may not overrule the second review either way.
        const first = refuseFirstApprover(subject('rechargeOrder', order.orderNo), order, operator);
        if (first) throw first;
      }
      if (input.action === 'reject') {
        await this.move(tx, order, 'REJECTED', operator, { reviewRemark: input.remark, reviewerId: operator.userId, reviewedAt: sql`now()` });
        return this.reviewed(tx, order.id);
      }
      const editorIds = await editorsOf(tx, 'RECHARGE', order.id);
      const own = refuseOwnOrder(subject('rechargeOrder', order.orderNo), { ...order, editorIds }, operator);
      if (own) throw own;
      if (order.status === 'PENDING_SECOND_REVIEW') await this.approveSecond(tx, order, input, operator);
      else await this.approveFirst(tx, order, input, operator);
      return this.reviewed(tx, order.id);
    });
  }

  /** The order after a review, announced on the outbox in the review's transaction (one event per state reached). */
  private async reviewed(tx: Tx, id: number): Promise<RechargeOrder> {
    const after = await this.get(id, tx);
    await publishEvent(tx, { topic: TOPICS.rechargeReviewed, key: `recharge:${id}:${after.status}`, payload: { rechargeId: id, memberId: after.memberId, status: after.status } });
    return after;
  }

  /**
   * The first approval: credits at once when the amount is the requested one (or less) and within
   * the threshold; otherwise records the proposed amount and waits for a second approver.
   */
  private async approveFirst(tx: Tx, order: RechargeOrder, input: z.output<typeof rechargeReviewSchema>, operator: Operator) {
    const credited = input.amount ?? order.requestedAmount;
    if (input.amount !== undefined) await requireAmountFits(tx, order.currency, input.amount, 'amount');
    if (credited !== order.requestedAmount && !input.remark) {
      const params = { credited: decimalParam(credited), requested: decimalParam(order.requestedAmount) };
      throw badRequest('a remark is required when the credited amount differs from the requested one', {
        remark: `required: crediting ${credited} instead of the requested ${order.requestedAmount}`,
      }, { reason: 'finance.remarkRequired', params, issues: { remark: { code: 'remarkRequired', params } } });
    }
    const result = await tx.execute(
      sql`select ${credited}::numeric > ${order.requestedAmount}::numeric as "aboveRequested", ${credited}::numeric > ${this.dualApprovalAbove}::numeric as "aboveThreshold"`,
    );
    const [terms] = (result as unknown as { rows: Array<{ aboveRequested: boolean; aboveThreshold: boolean }> }).rows;
    if (terms!.aboveRequested || terms!.aboveThreshold) {
      // updatedBy stays the order's last editor, whom the second review must refuse as well.
      await this.move(tx, order, 'PENDING_SECOND_REVIEW', operator, {
        creditedAmount: credited, reviewRemark: input.remark, needsSecondReview: true, firstReviewerId: operator.userId, firstReviewedAt: sql`now()`, updatedBy: order.updatedBy,
      });
      return;
    }
    await this.move(tx, order, 'APPROVED', operator, {
      creditedAmount: credited, reviewRemark: input.remark, reviewerId: operator.userId, reviewedAt: sql`now()`,
    });
    await this.credit(tx, order, credited, operator, input.remark);
  }

  /** The second approval confirms the amount the first proposed, and only then credits it. */
  private async approveSecond(tx: Tx, order: RechargeOrder, input: z.output<typeof rechargeReviewSchema>, operator: Operator) {
    const proposed = order.creditedAmount!;
    if (input.amount !== undefined && normalizeDecimal(input.amount) !== normalizeDecimal(proposed)) {
      const params = { proposed: decimalParam(proposed) };
      throw badRequest(`the second approval confirms the proposed ${proposed}; reject the order to change the amount`, {
        amount: `must be the proposed ${proposed} (or left out)`,
      }, { reason: 'finance.secondApprovalAmount', params, issues: { amount: { code: 'secondApprovalAmount', params } } });
    }
    await this.move(tx, order, 'APPROVED', operator, {
      reviewRemark: input.remark || order.reviewRemark, reviewerId: operator.userId, reviewedAt: sql`now()`,
    });
    await this.credit(tx, order, proposed, operator, input.remark || order.reviewRemark);
  }

  private async credit(tx: Tx, order: RechargeOrder, amount: string, operator: Operator, remark: string) {
    // A sender on the black list: credited FROZEN pending compliance, never swallowed (catalogue §3.4).
    const kind = await rechargeCreditKind(tx, order.id);
    return postToWallet(tx, {
      memberId: order.memberId,
      currency: order.currency,
      type: 'RECHARGE',
      refType: 'RECHARGE',
      refId: order.id,
      refNo: order.orderNo,
      operatorId: operator.userId,
      remark: verbatimOrNull(remark),
      moves: [{ kind, change: amount }],
    });
  }

  /** Withdraws an operator-entered order that should not have been entered (never an approved one). */
  async cancel(input: z.output<typeof cancelSchema>, operator: Operator): Promise<RechargeOrder> {
    return this.db.transaction(async (tx) => {
      const order = await this.get(input.id, tx);
      if (order.status !== 'PENDING') throw wrongState(subject('rechargeOrder', order.orderNo), toStateOf(order), ['PENDING']);
      await this.move(tx, order, 'CANCELLED', operator, { reviewRemark: input.remark });
      return this.get(order.id, tx);
    });
  }

  /** The system's sweep: PENDING orders older than `maxAgeMs` become EXPIRED. Answers how many. */
  async expireStale(maxAgeMs: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const expired = await tx
        .update(rechargeOrders)
        .set({ status: 'EXPIRED', version: sql`${rechargeOrders.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(rechargeOrders.status, 'PENDING'), lt(rechargeOrders.createdAt, new Date(Date.now() - maxAgeMs))))
        .returning({ id: rechargeOrders.id });
      for (const { id } of expired) {
        await recordStateChange(tx, { subjectType: 'RECHARGE', subjectId: id, action: 'expire', fromStatus: 'PENDING', toStatus: 'EXPIRED', operator: null });
      }
      return expired.length;
    });
  }

  /**
   * The conditional update every review rests on: it changes the row only from the state and
   * version this transaction read, so of two deciding at once exactly one moves it.
   */
  private async move(
    tx: Tx,
    order: RechargeOrder,
    to: RechargeStatus,
    operator: Operator,
    fields: Assignments<typeof rechargeOrders.$inferInsert>,
  ): Promise<void> {
    const [moved] = await tx
      .update(rechargeOrders)
      .set({ updatedBy: operator.userId, ...fields, status: to, version: sql`${rechargeOrders.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, order.status), eq(rechargeOrders.version, order.version)))
      .returning({ id: rechargeOrders.id });
    if (!moved) throw wrongState(subject('rechargeOrder', order.orderNo), toStateOf(await this.get(order.id, tx)), [order.status]);
    await recordStateChange(tx, {
      subjectType: 'RECHARGE',
      subjectId: order.id,
      action: to === 'PENDING_SECOND_REVIEW' ? 'approve' : to.toLowerCase(),
      fromStatus: order.status,
      toStatus: to,
      operator,
      remark: textOf(fields.reviewRemark),
    });
  }
}

const toStateOf = (order: RechargeOrder) => ({ status: order.status, updatedAt: new Date(order.updatedAt) });

function notPendingRefusal(order: RechargeOrder) {
  const about = subject('rechargeOrder', order.orderNo);
  return conflict(`recharge order ${order.orderNo} is ${order.status}; only PENDING orders can be edited`, {
    reason: 'finance.notPending',
    params: { ...about.params, status: stateParam(about, order.status) },
  });
}

