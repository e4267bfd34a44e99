import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Test accounts (catalogue §2.1 `is_test`) are kept out of every report, total and public figure,
 * and counted apart where a report shows them. These predicates are the one way a statement asks;
 * `memberId` is the member's id as the statement names it (a column, or `sql.raw('l.member_id')`
 * under an alias).
 */
export const isRealMember = (memberId: SQLWrapper): SQL => sql`not exists (select 1 from mem_config mc where mc.member_id = ${memberId} and mc.is_test)`;

export const isTestMember = (memberId: SQLWrapper): SQL => sql`exists (select 1 from mem_config mc where mc.member_id = ${memberId} and mc.is_test)`;
