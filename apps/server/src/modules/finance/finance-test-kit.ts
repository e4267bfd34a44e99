import { eq, sql } from 'drizzle-orm';
import { FINANCE_ENDPOINTS, type Endpoint } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { members, roles, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { api, bearer, TEST_PASSWORD, type TestApp } from '../../test/harness';

/** Helpers the money-operation tests share: calls, extra operators, members and the ledger check. */
export function financeClient(t: TestApp) {
  /** Any call by its method and path (a resource's, from endpointOf / actionEndpointOf). */
  const callEndpoint = async (token: string, endpoint: Endpoint, payload?: object) => {
    const { method, path } = endpoint;
    const url = api(path);
    const res = await t.app.inject(
      method === 'GET'
        ? { method, url: `${url}?${new URLSearchParams(payload as Record<string, string>)}`, headers: bearer(token) }
        : { method, url, headers: bearer(token), payload },
    );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
  };
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', endpoint: keyof typeof FINANCE_ENDPOINTS, payload?: object) =>
    callEndpoint(token, { method, path: FINANCE_ENDPOINTS[endpoint] }, payload);
  return { call, callEndpoint };
}

/** A super-role operator besides the seeded ones (a second approver). */
export async function addSuperOperator(db: Db, userName: string): Promise<void> {
  const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'admin'));
  const [user] = await db.insert(users).values({ userName, nickname: userName, passwordHash: await hashPassword(TEST_PASSWORD) }).returning();
  await db.insert(userRoles).values({ userId: user!.id, roleId: admin!.id });
}

let memberSerial = 0;
export async function addMember(db: Db, prefix = 'm'): Promise<number> {
  memberSerial += 1;
  const [row] = await db
    .insert(members)
    .values({ account: `${prefix}_${Date.now()}_${memberSerial}_${Math.floor(Math.random() * 1e6)}` })
    .returning({ id: members.id });
  return row!.id;
}

/**
 * The ledger invariants: every wallet equals the sum of its money-log changes per balance kind,
 * no balance is negative, and every log row has after = before + change. Answers the offenders.
 */
export async function ledgerMismatches(db: Db): Promise<unknown[]> {
  const result = await db.execute(sql`
    with sums as (
      select member_id, currency,
             coalesce(sum(change) filter (where balance_kind = 'AVAILABLE'), 0) as available,
             coalesce(sum(change) filter (where balance_kind = 'FROZEN'), 0) as frozen
      from fin_money_log group by member_id, currency)
    select w.member_id, w.currency, w.available::text, w.frozen::text, s.available::text as log_available, s.frozen::text as log_frozen
    from fin_wallet w full join sums s on s.member_id = w.member_id and s.currency = w.currency
    where w.available is distinct from s.available or w.frozen is distinct from s.frozen
       or w.available < 0 or w.frozen < 0
    union all
    select member_id, currency, before::text, change::text, after::text, 'bad row' from fin_money_log where after <> before + change`);
  return (result as unknown as { rows: unknown[] }).rows;
}

export async function countRows(db: Db, table: 'fin_recharge_order' | 'fin_withdraw_order' | 'fin_money_log' | 'fin_wallet' | 'mem_kyc_application'): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}
