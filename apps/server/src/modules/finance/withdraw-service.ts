import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  decimalParam,
  type ReviewBar,
  type WithdrawOrder,
  type WithdrawStatus,
  type withdrawAddSchema,
  type withdrawPayoutSchema,
  type withdrawReviewSchema,
} from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { currencies, members, payoutAttempts, walletCodes, withdrawOrders } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { negate, postToWallet } from './ledger';
import { iso } from '../../lib/list-query';
import { requireActiveCurrency, requireAmountFits, requireMember } from './lookups';
import {
  type Assignments,
  firstApproverBar,
  newOrderNo,
  recordStateChange,
  refuseFirstApprover,
  refuseOwnOrder,
  textOf,
  type Operator,
  wrongState,
} from '../../lib/review-support';
import { stateParam, subject } from '../../lib/refused-subject';
import { screenWithdrawal } from '../../lib/address-screening';
import { requireMemberCapability, requireWithinWithdrawLimits } from '../../lib/member-capability';
import { publishEvent, TOPICS } from '../outbox/publish';
import { verbatimOrNull } from '../../lib/text-per-language';

type WithdrawRow = typeof withdrawOrders.$inferSelect & { memberAccount: string | null };

/** Default of WITHDRAW_DUAL_APPROVAL_ABOVE: larger withdrawals need a second, different approver. */
export const DEFAULT_DUAL_APPROVAL_ABOVE = '10000';

/** Whoever approved a withdrawal (first or second) may not pay it out, by hand or through a provider. */
export function payerReviewerBar(order: Pick<WithdrawOrder, 'firstReviewerId' | 'secondReviewerId'>, operatorId: number): ReviewBar | null {
  return firstApproverBar(order, operatorId) ?? firstApproverBar({ firstReviewerId: order.secondReviewerId }, operatorId);
}

export function refusePayerIsReviewer(order: WithdrawOrder, operator: Operator): void {
  if (payerReviewerBar(order, operator.userId)) {
    const what = subject('withdrawOrder', order.orderNo);
    throw forbidden(`you approved ${what.text}; another operator must pay it out`, { reason: 'payout.payerIsReviewer', params: what.params });
  }
}

const selection = { ...getTableColumns(withdrawOrders), memberAccount: members.account };
const REJECTABLE: WithdrawStatus[] = ['PENDING_REVIEW', 'PENDING_SECOND_REVIEW', 'APPROVED'];

function toWithdrawOrder(row: WithdrawRow): WithdrawOrder {
  return {
    ...row,
    memberAccount: row.memberAccount ?? '',
    status: row.status as WithdrawStatus,
    firstReviewedAt: iso(row.firstReviewedAt),
    secondReviewedAt: iso(row.secondReviewedAt),
    payStartedAt: iso(row.payStartedAt),
    finishedAt: iso(row.finishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Withdrawal orders. The gross amount is frozen at request time (a reservation) and resolved
 * exactly once: paid out (COMPLETED) or returned (REJECTED, FAILED).
 *
 * PENDING_REVIEW → [PENDING_SECOND_REVIEW above the threshold] → APPROVED → PAYING → COMPLETED;
 * REJECTED from any state before PAYING; FAILED from PAYING.
 */
export class WithdrawService {
  constructor(
    private readonly db: Db,
    /** Amounts strictly above this (a decimal string) need two different approvers. */
    private readonly dualApprovalAbove: string = DEFAULT_DUAL_APPROVAL_ABOVE,
  ) {}

  async get(id: number, db: Db | Tx = this.db): Promise<WithdrawOrder> {
    const [row] = await db
      .select(selection)
      .from(withdrawOrders)
      .leftJoin(members, eq(members.id, withdrawOrders.memberId))
      .where(eq(withdrawOrders.id, id));
    if (!row) throw notFound(`withdrawal order ${id} does not exist`, { reason: 'record.notFound', params: { id } });
    return toWithdrawOrder(row);
  }

  /**
   * A member's withdrawal request (made on the member-facing side; here for the demo seed, tests
   * and the guarded withdrawLogAdd call). Fee and net are computed in SQL numeric and fixed now.
   */
  async request(input: z.output<typeof withdrawAddSchema>, createdBy: Operator | null): Promise<WithdrawOrder> {
    return this.db.transaction(async (tx) => {
      const member = await requireMember(tx, input.memberId, 'memberId');
      if (member.status !== 'NORMAL') {
        const about = subject('member', member.account);
        throw conflict(`member ${member.account} is ${member.status}; withdrawals are not allowed`, {
          reason: 'finance.memberNotNormal',
          params: { account: member.account, status: stateParam(about, member.status) },
        });
      }
      // A member config holding the member's withdrawals (a coded restriction) refuses the order before it exists.
      await requireMemberCapability(tx, member, 'withdraw');
      await requireActiveCurrency(tx, input.currency);
      await requireAmountFits(tx, input.currency, input.amount, 'amount');
      // The config's withdrawal limits (USD, rolling 24 h and 30 days), the member's other requests waiting their turn.
      await requireWithinWithdrawLimits(tx, member, input.currency, input.amount);
      const gross = sql`${input.amount}::numeric`;
      // Over a network (a wallet code of this currency) its own fixed fee replaces the currency's, and
      // both minimums hold; the currency's share of the amount applies either way. A wallet code that
      // does not fit is refused by the screening below.
      const network = input.walletCode ? and(eq(walletCodes.code, input.walletCode), eq(walletCodes.asset, currencies.code)) : sql`false`;
      const fixedFee = sql`coalesce(${walletCodes.withdrawFee}, ${currencies.withdrawFeeFixed})`;
      const minimum = sql`greatest(${currencies.withdrawMin}, ${walletCodes.minWithdraw})`;
      // Fee and net in the currency's own precision (SPEC §5: a 2-decimal currency never shows a third).
      const fee = sql`round(${fixedFee} + ${currencies.withdrawFeeRate} * ${gross}, ${currencies.displayScale})`;
      const [terms] = await tx
        .select({
          fee: sql<string>`(${fee})::text`,
          net: sql<string>`(${gross} - ${fee})::text`,
          netPositive: sql<boolean>`${gross} - ${fee} > 0`,
          belowMinimum: sql<boolean>`${gross} < ${minimum}`,
          needsSecondReview: sql<boolean>`${gross} > ${this.dualApprovalAbove}::numeric`,
          // The rule in figures any language reads: '1 + 0.1%' (a fixed part plus a share of the amount), '0.2%',
          // '0.0002' or '0'. Earlier orders keep the English text they were written with ('fixed 1.000… + rate
          // 0.001…'): a snapshot is never rewritten.
          feeRule: sql<string>`coalesce(nullif(concat_ws(' + ',
            nullif(trim_scale(${fixedFee})::text, '0'),
            nullif(trim_scale(${currencies.withdrawFeeRate} * 100)::text || '%', '0%')), ''), '0')`,
          minimum: sql<string>`(${minimum})::text`,
        })
        .from(currencies)
        .leftJoin(walletCodes, network)
        .where(eq(currencies.code, input.currency));
      if (!terms) throw badRequest(`unknown currency ${input.currency}`, { currency: `no currency ${input.currency}` }, { reason: 'finance.currencyUnknown', params: { currency: input.currency }, issues: { currency: { code: 'noSuchRecord', params: { value: input.currency } } } });
      if (terms.belowMinimum) {
        const params = { minimum: decimalParam(terms.minimum), currency: input.currency };
        throw badRequest(`the minimum withdrawal is ${params.minimum} ${input.currency}`, { amount: `below the minimum ${params.minimum}` }, {
          reason: 'finance.belowMinimum', params, issues: { amount: { code: 'belowMinimum', params } },
        });
      }
      if (!terms.netPositive) {
        const params = { fee: decimalParam(terms.fee), currency: input.currency };
        throw badRequest(`the amount does not cover the fee ${params.fee}`, { amount: 'must exceed the fee' }, {
          reason: 'finance.feeNotCovered', params, issues: { amount: { code: 'feeNotCovered', params } },
        });
      }
      // A black-listed destination is flagged and always waits for a second review (catalogue §3.4).
      const screening = await screenWithdrawal(tx, input);
      const [created] = await tx
        .insert(withdrawOrders)
        .values({
          orderNo: newOrderNo('W'),
          memberId: input.memberId,
          currency: input.currency,
          address: input.address,
          amount: input.amount,
          fee: terms.fee,
          netAmount: terms.net,
          feeRule: terms.feeRule,
          needsSecondReview: terms.needsSecondReview || screening.screeningResult === 'FLAGGED',
          walletCode: screening.walletCode,
          screeningResult: screening.screeningResult,
          createdBy: createdBy?.userId ?? null,
          updatedBy: createdBy?.userId ?? null,
        })
        .returning({ id: withdrawOrders.id, orderNo: withdrawOrders.orderNo });
      await postToWallet(tx, {
        memberId: input.memberId,
        currency: input.currency,
        type: 'WITHDRAW_FREEZE',
        refType: 'WITHDRAW',
        refId: created!.id,
        refNo: created!.orderNo,
        operatorId: createdBy?.userId ?? null,
        moves: [
          { kind: 'AVAILABLE', change: negate(input.amount) },
          { kind: 'FROZEN', change: input.amount },
        ],
      });
      await recordStateChange(tx, {
        subjectType: 'WITHDRAW', subjectId: created!.id, action: 'request', fromStatus: '', toStatus: 'PENDING_REVIEW', operator: createdBy,
      });
      await publishEvent(tx, { topic: TOPICS.withdrawCreated, key: `withdraw:${created!.id}`, payload: { withdrawId: created!.id, memberId: input.memberId, status: 'PENDING_REVIEW' } });
      return this.get(created!.id, tx);
    });
  }

  async review(input: z.output<typeof withdrawReviewSchema>, operator: Operator): Promise<WithdrawOrder> {
    return this.db.transaction(async (tx) => {
      const order = await this.get(input.id, tx);
      if (input.action === 'reject') {
        if (!REJECTABLE.includes(order.status)) throw this.wrongState(order, REJECTABLE);
        await this.move(tx, order, 'REJECTED', operator, 'reject', { remark: input.remark, finishedAt: sql`now()` });
        await this.unfreeze(tx, order, operator, input.remark);
        return this.reviewed(tx, order.id);
      }
      const reviewable: WithdrawStatus[] = ['PENDING_REVIEW', 'PENDING_SECOND_REVIEW'];
      if (!reviewable.includes(order.status)) throw this.wrongState(order, reviewable);
      // Withdrawals are never edited, and updatedBy tracks reviews, so only the creator is checked here.
      const own = refuseOwnOrder(subject('withdrawOrder', order.orderNo), { createdBy: order.createdBy, updatedBy: null }, operator);
      if (own) throw own;
      await this.requireMemberNormal(tx, order);
      if (order.status === 'PENDING_REVIEW') {
        const to = order.needsSecondReview ? 'PENDING_SECOND_REVIEW' : 'APPROVED';
        await this.move(tx, order, to, operator, 'approve', { remark: input.remark, firstReviewerId: operator.userId, firstReviewedAt: sql`now()` });
      } else {
        const first = refuseFirstApprover(subject('withdrawOrder', order.orderNo), order, operator);
        if (first) throw first;
        await this.move(tx, order, 'APPROVED', operator, 'approve', { remark: input.remark, secondReviewerId: operator.userId, secondReviewedAt: sql`now()` });
      }
      return this.reviewed(tx, order.id);
    });
  }

  /** The order after a review, announced on the outbox in the review's transaction (one event per state reached). */
  private async reviewed(tx: Tx, id: number): Promise<WithdrawOrder> {
    const after = await this.get(id, tx);
    await publishEvent(tx, { topic: TOPICS.withdrawReviewed, key: `withdraw:${id}:${after.status}`, payload: { withdrawId: id, memberId: after.memberId, status: after.status } });
    return after;
  }

  /** The treasury side: start paying an APPROVED order, then record it COMPLETED or FAILED. */
  async payout(input: z.output<typeof withdrawPayoutSchema>, operator: Operator): Promise<WithdrawOrder> {
    return this.db.transaction(async (tx) => {
      // Under the order's lock, so a provider retry (PayoutService.retry, which takes it too) and this
      // hand settlement cannot both pass their checks: whichever comes second sees the other's outcome.
      const order = await this.lock(input.id, tx);
      // Failing stays open to any payer: it returns the frozen money to the member, so nothing leaves
      // the platform on one person's word, and an approver must be able to stop a payout that cannot go out.
      if (input.action !== 'fail') refusePayerIsReviewer(order, operator);
      if (input.action !== 'start') await this.refuseWhileProviderPays(tx, order);
      return this.payoutIn(tx, input, operator);
    });
  }

  /**
   * The order read under its row lock (`FOR UPDATE` of the order alone, not its member): every
   * payout step takes it before checking the order's state or its provider attempts.
   */
  async lock(id: number, tx: Tx): Promise<WithdrawOrder> {
    await tx.select({ id: withdrawOrders.id }).from(withdrawOrders).where(eq(withdrawOrders.id, id)).for('update');
    return this.get(id, tx);
  }

  /**
   * A withdrawal a provider is paying (an attempt sent, acknowledged or of unknown outcome) is not
   * completed or failed by hand: the provider may still pay it, and the member would be paid twice.
   * Its result arrives by webhook, or an operator reconciles it (modules/payout).
   */
  private async refuseWhileProviderPays(tx: Tx, order: WithdrawOrder): Promise<void> {
    const [open] = await tx
      .select({ providerCode: payoutAttempts.providerCode, attemptNo: payoutAttempts.attemptNo, status: payoutAttempts.status })
      .from(payoutAttempts)
      .where(and(eq(payoutAttempts.withdrawId, order.id), inArray(payoutAttempts.status, ['SENT', 'ACKED', 'UNKNOWN'])));
    if (!open) return;
    const what = subject('withdrawOrder', order.orderNo);
    throw conflict(
      `${what.text} is being paid through ${open.providerCode} (attempt ${open.attemptNo}, ${open.status}); wait for its result or reconcile it instead of settling it by hand`,
      { reason: 'payout.providerPaying', params: { ...what.params, provider: open.providerCode, attemptNo: open.attemptNo } },
    );
  }

  /**
   * The payout transitions inside the caller's transaction: the one implementation the manual
   * payout above and the provider payouts (modules/payout) both run, so money moves the same way.
   */
  async payoutIn(tx: Tx, input: z.output<typeof withdrawPayoutSchema>, operator: Operator): Promise<WithdrawOrder> {
    const order = await this.lock(input.id, tx);
    if (input.action === 'start') {
      if (order.status !== 'APPROVED') throw this.wrongState(order, ['APPROVED']);
      await this.requireMemberNormal(tx, order);
      await this.move(tx, order, 'PAYING', operator, 'payout-start', { remark: input.remark, payerId: operator.userId, payStartedAt: sql`now()` });
    } else if (order.status !== 'PAYING') {
      throw this.wrongState(order, ['PAYING']);
    } else if (input.action === 'complete') {
      await this.move(tx, order, 'COMPLETED', operator, 'payout-complete', { remark: input.remark, payoutRef: input.payoutRef, finishedAt: sql`now()` });
      await postToWallet(tx, {
        ...this.ref(order, operator, input.remark),
        type: 'WITHDRAW',
        moves: [{ kind: 'FROZEN', change: negate(order.amount) }],
      });
    } else {
      await this.move(tx, order, 'FAILED', operator, 'payout-fail', { remark: input.remark, finishedAt: sql`now()` });
      await this.unfreeze(tx, order, operator, input.remark);
    }
    return this.get(order.id, tx);
  }

  private ref(order: WithdrawOrder, operator: Operator, remark: string) {
    return {
      memberId: order.memberId, currency: order.currency, refType: 'WITHDRAW' as const, refId: order.id, refNo: order.orderNo, operatorId: operator.userId, remark: verbatimOrNull(remark),
    };
  }

  /** Returns the reserved gross amount to the available balance (reject or failed payout). */
  private unfreeze(tx: Tx, order: WithdrawOrder, operator: Operator, remark: string) {
    return postToWallet(tx, {
      ...this.ref(order, operator, remark),
      type: 'WITHDRAW_UNFREEZE',
      moves: [
        { kind: 'FROZEN', change: negate(order.amount) },
        { kind: 'AVAILABLE', change: order.amount },
      ],
    });
  }

  /** A FROZEN or DISABLED member's withdrawals are held (not rejected) until the account is restored. */
  private async requireMemberNormal(tx: Tx, order: WithdrawOrder) {
    const member = await requireMember(tx, order.memberId, 'memberId');
    if (member.status !== 'NORMAL') {
      throw conflict(`member ${member.account} is ${member.status}; withdrawal ${order.orderNo} is held until the account is restored`, {
        reason: 'finance.withdrawHeld',
        params: { ...subject('withdrawOrder', order.orderNo).params, account: member.account, status: stateParam(subject('member', member.account), member.status) },
      });
    }
  }

  private wrongState(order: WithdrawOrder, expected: readonly string[]) {
    return wrongState(subject('withdrawOrder', order.orderNo), { status: order.status, updatedAt: new Date(order.updatedAt) }, expected);
  }

  /** Changes the row only from the state and version this transaction read. */
  private async move(
    tx: Tx,
    order: WithdrawOrder,
    to: WithdrawStatus,
    operator: Operator,
    action: string,
    fields: Assignments<typeof withdrawOrders.$inferInsert>,
  ): Promise<void> {
    const [moved] = await tx
      .update(withdrawOrders)
      .set({ ...fields, status: to, version: sql`${withdrawOrders.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(and(eq(withdrawOrders.id, order.id), eq(withdrawOrders.status, order.status), eq(withdrawOrders.version, order.version)))
      .returning({ id: withdrawOrders.id });
    if (!moved) {
      const now = await this.get(order.id, tx);
      throw this.wrongState(now, [order.status]);
    }
    await recordStateChange(tx, {
      subjectType: 'WITHDRAW', subjectId: order.id, action, fromStatus: order.status, toStatus: to, operator, remark: textOf(fields.remark),
    });
  }
}
