import { and, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BalanceKind, Currency, MoneyLogEntry, MoneyLogType, moneyLogListQuerySchema } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { currencies, members, moneyLogs } from '../../db/schema';
import { createdBetween, memberIs, pageResult, pageWindow, sortBy } from '../../lib/list-query';

export type MoneyLogListQuery = z.output<typeof moneyLogListQuerySchema>;
const selection = { ...getTableColumns(moneyLogs), memberAccount: members.account };

/** Reads of the append-only money log (nothing here writes: see ledger.ts) and of currencies. */
export class MoneyLogService {
  constructor(private readonly db: Db) {}

  filter(query: Partial<MoneyLogListQuery>): SQL | undefined {
    const t = moneyLogs;
    return and(
      ...memberIs(this.db, t.memberId, query),
      query.currency ? eq(t.currency, query.currency) : undefined,
      query.type ? eq(t.type, query.type) : undefined,
      query.orderNo ? eq(t.refNo, query.orderNo) : undefined,
      ...createdBetween(t.createdAt, query.createdFrom, query.createdTo),
    );
  }

  async rows(query: MoneyLogListQuery, limit: number, offset: number): Promise<MoneyLogEntry[]> {
    const rows = await this.db
      .select(selection)
      .from(moneyLogs)
      .leftJoin(members, eq(members.id, moneyLogs.memberId))
      .where(this.filter(query))
      .orderBy(...sortBy({ createdAt: moneyLogs.createdAt, id: moneyLogs.id }, query.sortField, query.sortOrder, 'id', moneyLogs.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({
      ...row,
      memberAccount: row.memberAccount ?? '',
      type: row.type as MoneyLogType,
      balanceKind: row.balanceKind as BalanceKind,
      refType: row.refType as MoneyLogEntry['refType'],
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async list(query: MoneyLogListQuery) {
    const { limit, offset } = pageWindow(query);
    const [list, [total]] = await Promise.all([
      this.rows(query, limit, offset),
      this.db.select({ n: count() }).from(moneyLogs).where(this.filter(query)),
    ]);
    return pageResult(list, total?.n ?? 0, query);
  }

  async currencies(): Promise<Currency[]> {
    const rows = await this.db.select().from(currencies).orderBy(currencies.id);
    return rows.map(({ code, name, displayScale, withdrawFeeFixed, withdrawFeeRate, withdrawMin, enabled }) => ({
      code, name, displayScale, withdrawFeeFixed, withdrawFeeRate, withdrawMin, enabled,
    }));
  }
}
