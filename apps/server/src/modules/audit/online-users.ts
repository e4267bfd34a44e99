import { and, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ResultCode } from '@ledgerdesk/shared';
import type { z } from 'zod';
import type { OnlinePage, onlineQuerySchema } from '@ledgerdesk/shared/resources/monitor/online-user';
import type { Db } from '../../db/client';
import { startsWithInAnyCase } from '../../db/folded-text';
import { departments, sessions, users } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { pageResult, pageWindow } from '../../lib/list-query';
import { clientAgentOf } from '../../lib/user-agent';
import { usersInReach, type Reach } from '../access/data-scope';
import type { AreaDeps } from '../area-deps';

/** Who is asking: their reach (data scope) and the session they ask with. */
export interface OnlineCaller {
  reach: Reach;
  sessionId: number;
}

/**
 * Open sessions as the online-users page shows them. A session is open while it is not revoked,
 * not past its idle expiry and younger than the absolute lifetime: the same test SessionStore
 * applies to a token. Only the row id names a session here; the token hash is never selected.
 */
export class OnlineUsers {
  constructor(
    private readonly db: Db,
    private readonly store: AreaDeps['sessions'],
    private readonly maxMs: number,
  ) {}

  /** Open by the same test SessionStore.resolve applies to a token (a disabled user's sessions are no longer open). */
  private open(): SQL {
    const now = new Date();
    return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.createdAt, new Date(now.getTime() - this.maxMs)), eq(users.status, '0'))!;
  }

  async list(query: z.output<typeof onlineQuerySchema>, caller: OnlineCaller): Promise<OnlinePage> {
    const where = and(
      this.open(),
      usersInReach(caller.reach),
      query.userName ? startsWithInAnyCase(users.userName, query.userName) : undefined,
      query.ip ? startsWithInAnyCase(sessions.ip, query.ip) : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const rows = await this.db
      .select({
        id: sessions.id,
        userId: users.id,
        userName: users.userName,
        nickname: users.nickname,
        deptName: departments.deptName,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        method: sessions.method,
        signedInAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(departments, eq(departments.id, users.deptId))
      .where(where)
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where);
    const list = rows.map(({ userAgent, signedInAt, lastSeenAt, expiresAt, ...row }) => ({
      ...row,
      ...clientAgentOf(userAgent),
      signedInAt: signedInAt.toISOString(),
      lastSeenAt: lastSeenAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      current: row.id === caller.sessionId,
    }));
    return pageResult(list, total?.n ?? 0, query);
  }

  /**
   * Ends the named sessions through SessionStore.revoke, so the next call with any of their tokens
   * answers 401. Nothing ends unless every named session may: the caller's own is refused (signing
   * out is the way to end it), then unknown ids (404), users outside the caller's reach (403) and
   * sessions already ended (409), each naming the ids in `data.ids`.
   */
  async forceLogout(ids: readonly number[], caller: OnlineCaller): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.includes(caller.sessionId)) throw conflict('your own session cannot be forced out here; sign out instead');
    const rows = await this.db
      .select({
        id: sessions.id,
        open: sql<boolean>`coalesce(${this.open()}, false)`,
        reached: sql<boolean>`coalesce(${usersInReach(caller.reach) ?? sql`true`}, false)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(inArray(sessions.id, unique));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const refuse = (code: number, what: string, named: number[]) => {
      if (named.length > 0) throw new AppError(code, `session ${named.join(', ')} ${named.length === 1 ? 'is' : 'are'} ${what}`, { ids: named });
    };
    refuse(ResultCode.notFound, 'unknown', unique.filter((id) => !byId.has(id)));
    refuse(ResultCode.forbidden, 'outside your data scope', unique.filter((id) => !byId.get(id)!.reached));
    refuse(ResultCode.conflict, 'already ended', unique.filter((id) => !byId.get(id)!.open));
    for (const id of unique) await this.store.revoke(id);
    return unique.length;
  }
}
