import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Member, MemberDetail, MemberStatus, memberChangeStatusSchema, memberListQuerySchema } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { members, wallets } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { createdBetween, pageResult, pageWindow, sortBy } from '../../lib/list-query';
import { recordStateChange, type Operator, wrongState } from '../../lib/review-support';

export type MemberListQuery = z.output<typeof memberListQuerySchema>;

const { createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...memberColumns } = getTableColumns(members);

function toMember(row: typeof members.$inferSelect | (Omit<typeof members.$inferSelect, 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'>)): Member {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    phone: row.phone,
    email: row.email,
    status: row.status as MemberStatus,
    kycLevel: row.kycLevel,
    inviterId: row.inviterId,
    registerIp: row.registerIp,
    registeredAt: row.registeredAt.toISOString(),
  };
}

/** Members and their account status. Balances are read here but change only through orders. */
export class MemberService {
  constructor(private readonly db: Db) {}

  private filter(query: MemberListQuery): SQL | undefined {
    const t = members;
    return and(
      query.memberId ? eq(t.id, query.memberId) : undefined,
      query.account ? eq(t.account, query.account) : undefined,
      query.phone ? eq(t.phone, query.phone) : undefined,
      query.email ? eq(t.email, query.email) : undefined,
      query.status ? eq(t.status, query.status) : undefined,
      query.kycLevel !== undefined ? eq(t.kycLevel, query.kycLevel) : undefined,
      query.inviterId ? eq(t.inviterId, query.inviterId) : undefined,
      ...createdBetween(t.registeredAt, query.createdFrom, query.createdTo),
    );
  }

  async list(query: MemberListQuery) {
    const { limit, offset } = pageWindow(query);
    const sortColumns = { registeredAt: members.registeredAt, id: members.id, account: members.account };
    const [rows, [total]] = await Promise.all([
      this.db
        .select(memberColumns)
        .from(members)
        .where(this.filter(query))
        .orderBy(...sortBy(sortColumns, query.sortField, query.sortOrder, 'registeredAt', members.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(members).where(this.filter(query)),
    ]);
    return pageResult(rows.map(toMember), total?.n ?? 0, query);
  }

  async get(id: number): Promise<MemberDetail> {
    const [row] = await this.db.select().from(members).where(eq(members.id, id));
    if (!row) throw notFound(`member ${id} does not exist`);
    const walletRows = await this.db
      .select({ currency: wallets.currency, available: wallets.available, frozen: wallets.frozen })
      .from(wallets)
      .where(eq(wallets.memberId, id))
      .orderBy(wallets.currency);
    return { ...toMember(row), wallets: walletRows };
  }

  /** Freeze, disable or restore an account; balances are never touched by a status change. */
  async changeStatus(input: z.output<typeof memberChangeStatusSchema>, operator: Operator): Promise<MemberDetail> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(members).where(eq(members.id, input.id));
      if (!current) throw notFound(`member ${input.id} does not exist`);
      if (current.status === input.status) throw badRequest(`member ${current.account} is already ${input.status}`, { status: `already ${input.status}` });
      const [moved] = await tx
        .update(members)
        .set({ status: input.status, updatedAt: sql`now()`, updatedBy: operator.userId })
        .where(and(eq(members.id, input.id), eq(members.status, current.status)))
        .returning({ id: members.id });
      if (!moved) throw wrongState(`member ${current.account}`, current, [current.status]);
      await recordStateChange(tx, {
        subjectType: 'MEMBER',
        subjectId: input.id,
        action: input.status === 'NORMAL' ? 'restore' : input.status === 'FROZEN' ? 'freeze' : 'disable',
        fromStatus: current.status,
        toStatus: input.status,
        operator,
        remark: input.reason,
      });
    });
    return this.get(input.id);
  }
}
