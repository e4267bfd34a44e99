import { and, asc, count, desc, eq, exists, gt, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { MyNotice, NoticeReader, ReadAllAnswer } from '@ledgerdesk/shared/notice';
import type { PageResult } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { noticeReads, noticeRoles, notices, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../access/delegation';

/**
 * What a user may see: published, inside its window (either end open when unset), and addressed
 * to everyone (no audience rows) or to one of the user's enabled roles. Everything a user asks
 * for goes through this one condition, so a notice outside it is simply not there (404).
 */
export function visibleTo(user: Pick<SessionUser, 'grants'>): SQL {
  const roleIds = user.grants.map((g) => g.roleId);
  const audience = (extra?: SQL) =>
    sql`(select 1 from ${noticeRoles} where ${noticeRoles.noticeId} = ${notices.id}${extra ? sql` and ${extra}` : sql``})`;
  return and(
    eq(notices.status, '0'),
    or(isNull(notices.publishFrom), lte(notices.publishFrom, sql`now()`)),
    or(isNull(notices.publishUntil), gt(notices.publishUntil, sql`now()`)),
    or(notExists(audience()), roleIds.length ? exists(audience(sql`${noticeRoles.roleId} = any(${sql.param(roleIds)})`)) : sql`false`),
  )!;
}

/** The caller's read receipt joined on, so each row says whether it was read. */
const readBy = (userId: number) => and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId));

export class NoticeReads {
  constructor(private readonly db: Db) {}

  /** Pinned first, then the newest by the start of its window (or when it was written). */
  async page(user: SessionUser, query: { pageIndex: number; pageSize: number; unreadOnly: boolean }): Promise<PageResult<MyNotice>> {
    const where = and(visibleTo(user), query.unreadOnly ? isNull(noticeReads.userId) : undefined);
    const publishedAt = sql<Date>`coalesce(${notices.publishFrom}, ${notices.createdAt})`;
    const rows = await this.db
      .select({
        id: notices.id,
        title: notices.title,
        noticeType: notices.noticeType,
        pinned: notices.pinned,
        content: notices.content,
        publishedAt: sql<string>`${publishedAt}`.mapWith((v: string | Date) => new Date(v).toISOString()),
        readAt: noticeReads.readAt,
      })
      .from(notices)
      .leftJoin(noticeReads, readBy(user.userId))
      .where(where)
      .orderBy(desc(notices.pinned), desc(publishedAt), desc(notices.id))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await this.db.select({ n: count() }).from(notices).leftJoin(noticeReads, readBy(user.userId)).where(where);
    return {
      list: rows.map(({ readAt, ...row }) => ({ ...row, read: readAt !== null, readAt: readAt ? readAt.toISOString() : null })),
      total: total!.n,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    };
  }

  async unreadCount(user: SessionUser): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notices)
      .leftJoin(noticeReads, readBy(user.userId))
      .where(and(visibleTo(user), isNull(noticeReads.userId)));
    return row!.n;
  }

  /** Marks one notice the caller may see as read; reading it again changes nothing. */
  async markRead(user: SessionUser, id: number): Promise<void> {
    const [visible] = await this.db.select({ id: notices.id }).from(notices).where(and(eq(notices.id, id), visibleTo(user)));
    if (!visible) throw notFound(`no notice ${id}`);
    await this.db.insert(noticeReads).values({ noticeId: id, userId: user.userId }).onConflictDoNothing();
  }

  /** One statement: every notice the caller may see and has not read gets a receipt. */
  async markAllRead(user: SessionUser): Promise<ReadAllAnswer> {
    const unread = this.db
      .select({ noticeId: notices.id, userId: sql<number>`${sql.param(user.userId)}::bigint`.as('user_id'), readAt: sql<Date>`now()`.as('read_at') })
      .from(notices)
      .leftJoin(noticeReads, readBy(user.userId))
      .where(and(visibleTo(user), isNull(noticeReads.userId)));
    const marked = await this.db.insert(noticeReads).select(unread).onConflictDoNothing().returning({ noticeId: noticeReads.noticeId });
    return { marked: marked.length };
  }

  /** Who read a notice, latest first (the administrator's view). */
  async readers(id: number, pageIndex: number, pageSize: number): Promise<PageResult<NoticeReader>> {
    const [exists_] = await this.db.select({ id: notices.id }).from(notices).where(eq(notices.id, id));
    if (!exists_) throw notFound(`no notice ${id}`);
    const rows = await this.db
      .select({ userId: users.id, userName: users.userName, nickname: users.nickname, readAt: noticeReads.readAt })
      .from(noticeReads)
      .innerJoin(users, eq(users.id, noticeReads.userId))
      .where(eq(noticeReads.noticeId, id))
      .orderBy(desc(noticeReads.readAt), asc(users.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(noticeReads).where(eq(noticeReads.noticeId, id));
    return { list: rows.map((r) => ({ ...r, readAt: r.readAt.toISOString() })), total: total!.n, pageIndex, pageSize };
  }
}
