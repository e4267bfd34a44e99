import { and, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  cancelSchema,
  RechargeOrder,
  RechargeStatus,
  rechargeAddSchema,
  rechargeEditSchema,
  rechargeReviewSchema,
} from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { members, rechargeOrders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { iso } from '../../lib/list-query';
import { postToWallet } from './ledger';
import { requireActiveCurrency, requireMember } from './lookups';
import { type Assignments, newOrderNo, recordStateChange, refuseOwnOrder, textOf, type Operator, wrongState } from '../../lib/review-support';

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
    version: row.version,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Recharge (top-up) orders: PENDING → APPROVED | REJECTED | CANCELLED | EXPIRED. Only approval credits. */
export class RechargeService {
  constructor(private readonly db: Db) {}

  async get(id: number, db: Db | Tx = this.db): Promise<RechargeOrder> {
    const [row] = await db
      .select(selection)
      .from(rechargeOrders)
      .leftJoin(members, eq(members.id, rechargeOrders.memberId))
      .where(eq(rechargeOrders.id, id));
    if (!row) throw notFound(`recharge order ${id} does not exist`);
    return toRechargeOrder(row);
  }

  /** An operator-entered recharge: it only creates a PENDING order; another operator approves it. */
  async add(input: z.output<typeof rechargeAddSchema>, operator: Operator): Promise<RechargeOrder> {
    return this.db.transaction(async (tx) => {
      const member = await requireMember(tx, input.memberId, 'memberId');
      if (member.status === 'DISABLED') throw conflict(`member ${member.account} is DISABLED; recharges cannot be entered`);
      await requireActiveCurrency(tx, input.currency);
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
          createdBy: operator.userId,
          updatedBy: operator.userId,
        })
        .returning({ id: rechargeOrders.id });
      await recordStateChange(tx, {
        subjectType: 'RECHARGE', subjectId: created!.id, action: 'create', fromStatus: '', toStatus: 'PENDING', operator, remark: input.remark,
      });
      return this.get(created!.id, tx);
    });
  }

  /** Edits a PENDING order when the caller read the current version (optimistic lock). */
  async edit(input: z.output<typeof rechargeEditSchema>, operator: Operator): Promise<RechargeOrder> {
    return this.db.transaction(async (tx) => {
      const current = await this.get(input.id, tx);
      if (current.status !== 'PENDING') throw conflict(`recharge order ${current.orderNo} is ${current.status}; only PENDING orders can be edited`);
      const [updated] = await tx
        .update(rechargeOrders)
        .set({
          requestedAmount: input.amount,
          channel: input.channel,
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
        if (now.status !== 'PENDING') throw conflict(`recharge order ${now.orderNo} is ${now.status}; only PENDING orders can be edited`);
        throw conflict(`recharge order ${now.orderNo} was changed by someone else (version ${now.version}, you sent ${input.version}); reload it and edit again`);
      }
      return this.get(input.id, tx);
    });
  }

  async review(input: z.output<typeof rechargeReviewSchema>, operator: Operator): Promise<RechargeOrder> {
    return this.db.transaction(async (tx) => {
      const order = await this.get(input.id, tx);
      if (order.status !== 'PENDING') throw wrongState(`recharge order ${order.orderNo}`, toStateOf(order), ['PENDING']);
      if (input.action === 'reject') {
        await this.moveFromPending(tx, order, 'REJECTED', operator, { reviewRemark: input.remark, reviewerId: operator.userId, reviewedAt: sql`now()` });
        return this.get(order.id, tx);
      }
      const own = refuseOwnOrder(`recharge order ${order.orderNo}`, order, operator);
      if (own) throw own;
      const credited = input.amount ?? order.requestedAmount;
      if (credited !== order.requestedAmount && !input.remark) {
        throw badRequest('a remark is required when the credited amount differs from the requested one', {
          remark: `required: crediting ${credited} instead of the requested ${order.requestedAmount}`,
        });
      }
      await this.moveFromPending(tx, order, 'APPROVED', operator, {
        creditedAmount: credited, reviewRemark: input.remark, reviewerId: operator.userId, reviewedAt: sql`now()`,
      });
      await postToWallet(tx, {
        memberId: order.memberId,
        currency: order.currency,
        type: 'RECHARGE',
        refType: 'RECHARGE',
        refId: order.id,
        refNo: order.orderNo,
        operatorId: operator.userId,
        remark: input.remark,
        moves: [{ kind: 'AVAILABLE', change: credited }],
      });
      return this.get(order.id, tx);
    });
  }

  /** Withdraws an operator-entered order that should not have been entered (never an approved one). */
  async cancel(input: z.output<typeof cancelSchema>, operator: Operator): Promise<RechargeOrder> {
    return this.db.transaction(async (tx) => {
      const order = await this.get(input.id, tx);
      if (order.status !== 'PENDING') throw wrongState(`recharge order ${order.orderNo}`, toStateOf(order), ['PENDING']);
      await this.moveFromPending(tx, order, 'CANCELLED', operator, { reviewRemark: input.remark });
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

  /** The conditional update every review rests on: it changes the row only while it is still PENDING. */
  private async moveFromPending(
    tx: Tx,
    order: RechargeOrder,
    to: RechargeStatus,
    operator: Operator,
    fields: Assignments<typeof rechargeOrders.$inferInsert>,
  ): Promise<void> {
    const [moved] = await tx
      .update(rechargeOrders)
      .set({ ...fields, status: to, version: sql`${rechargeOrders.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 'PENDING')))
      .returning({ id: rechargeOrders.id });
    if (!moved) throw wrongState(`recharge order ${order.orderNo}`, toStateOf(await this.get(order.id, tx)), ['PENDING']);
    await recordStateChange(tx, {
      subjectType: 'RECHARGE', subjectId: order.id, action: to.toLowerCase(), fromStatus: 'PENDING', toStatus: to, operator, remark: textOf(fields.reviewRemark),
    });
  }
}

const toStateOf = (order: RechargeOrder) => ({ status: order.status, updatedAt: new Date(order.updatedAt) });

