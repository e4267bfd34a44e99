import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import { MEMBER_OPTIONS_LIMIT, type MemberOption, type MemberStatus } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { startsWithInAnyCase } from '../../db/folded-text';
import { members } from '../../db/schema';
import { membersInReach, type Reach } from '../access/data-scope';

/**
 * The members a picker offers: those in the caller's reach whose account, nickname or phone starts
 * with what was typed, in any case (or the one named by id), in account order. Typing a prefix is
 * how an operator finds a member; a raw id is never asked for. Each of the three is read from its
 * folded index, so a million members cost a few index pages, not a scan.
 */
export async function memberOptions(db: Db, reach: Reach, query: { keyword?: string; id?: number }): Promise<MemberOption[]> {
  const rows = await db
    .select({ id: members.id, account: members.account, nickname: members.nickname, phone: members.phone, status: members.status })
    .from(members)
    .where(
      and(
        membersInReach(db, reach),
        query.id !== undefined ? eq(members.id, query.id) : undefined,
        query.keyword ? memberStartsWith(query.keyword) : undefined,
      ),
    )
    .orderBy(asc(members.account))
    .limit(MEMBER_OPTIONS_LIMIT);
  return rows.map((row) => ({ ...row, status: row.status as MemberStatus }));
}

/** A member whose account, nickname or phone starts with `typed`, in any case. */
export function memberStartsWith(typed: string): SQL {
  return or(...[members.account, members.nickname, members.phone].map((column) => startsWithInAnyCase(column, typed)))!;
}
