import { and, asc, eq, like, or } from 'drizzle-orm';
import { MEMBER_OPTIONS_LIMIT, type MemberOption, type MemberStatus } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { escapeLike } from '../../resource/list-conditions';
import { membersInReach, type Reach } from '../access/data-scope';

/**
 * The members a picker offers: those in the caller's reach whose account, nickname or phone starts
 * with what was typed (or the one named by id), in account order. Typing a prefix is how an
 * operator finds a member; a raw id is never asked for.
 */
export async function memberOptions(db: Db, reach: Reach, query: { keyword?: string; id?: number }): Promise<MemberOption[]> {
  const typed = query.keyword ? `${escapeLike(query.keyword)}%` : undefined;
  const rows = await db
    .select({ id: members.id, account: members.account, nickname: members.nickname, phone: members.phone, status: members.status })
    .from(members)
    .where(
      and(
        membersInReach(db, reach),
        query.id !== undefined ? eq(members.id, query.id) : undefined,
        typed ? or(like(members.account, typed), like(members.nickname, typed), like(members.phone, typed)) : undefined,
      ),
    )
    .orderBy(asc(members.account))
    .limit(MEMBER_OPTIONS_LIMIT);
  return rows.map((row) => ({ ...row, status: row.status as MemberStatus }));
}
