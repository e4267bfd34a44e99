import { and, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberLoginEvents, members } from '../../db/schema';

export interface SharedQuery {
  by: 'ip' | 'device';
  windowDays: number;
  /** Only addresses inside this normalised range. */
  cidr?: string;
}

export interface SharedRow {
  key: string;
  members: number;
  events: number;
  failures: number;
  lastAt: string;
  countries: string[];
  /** Up to five member accounts, for a first look; the list filtered by the key shows them all. */
  accounts: string[];
}

/**
 * The pivot of the IP record (catalogue §9.2): addresses or devices that two or more members signed
 * in from within the window, most members first — the shape of a shared-device ring or of one
 * person running several accounts. `scope`: the caller's member data scope.
 */
export async function sharedBy(db: Db, query: SharedQuery, scope: SQL | undefined, limit = 50): Promise<SharedRow[]> {
  const column = query.by === 'ip' ? memberLoginEvents.ip : memberLoginEvents.deviceId;
  const rows = await db
    .select({
      key: column,
      members: sql<number>`count(distinct ${memberLoginEvents.memberId})::int`,
      events: sql<number>`count(*)::int`,
      failures: sql<number>`(count(*) filter (where ${memberLoginEvents.result} = 'FAILURE'))::int`,
      lastAt: sql<string>`max(${memberLoginEvents.createdAt})`,
      countries: sql<string[]>`array_remove(array_agg(distinct nullif(${memberLoginEvents.ipCountry}, '')), null)`,
      accounts: sql<string[]>`(array_agg(distinct (select ${members.account} from ${members} where ${members.id} = ${memberLoginEvents.memberId})))[1:5]`,
    })
    .from(memberLoginEvents)
    .where(
      and(
        isNotNull(memberLoginEvents.memberId),
        sql`${column} <> ''`,
        gt(memberLoginEvents.createdAt, sql`now() - make_interval(days => ${query.windowDays})`),
        // Only text that looks like an address is cast: one malformed row must not fail the whole query.
        query.cidr ? sql`(case when ${memberLoginEvents.ip} ~ '^[0-9A-Fa-f:.]+$' then ${memberLoginEvents.ip}::inet <<= ${query.cidr}::inet else false end)` : undefined,
        scope,
      ),
    )
    .groupBy(column)
    .having(sql`count(distinct ${memberLoginEvents.memberId}) >= 2`)
    .orderBy(sql`2 desc`, sql`3 desc`, column)
    .limit(limit);
  return rows.map((r) => ({ ...r, lastAt: new Date(r.lastAt).toISOString(), countries: r.countries ?? [], accounts: r.accounts ?? [] }));
}
