import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeOrders } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, financeClient, ledgerMismatches } from './finance-test-kit';
import { RechargeService } from './recharge-service';

const DAY = 24 * 3_600_000;

describe.each(databaseKinds)('recharge expiry (%s)', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof financeClient>['call'];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ call } = financeClient(t));
  });
  afterAll(() => t.close());

  it('moves only stale PENDING orders to EXPIRED, after which they can no longer be approved', async () => {
    const clerk = await t.signIn('operator');
    const admin = await t.signIn('admin');
    const memberId = await addMember(t.database.db);
    const stale = (await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '5' })).body.data;
    const fresh = (await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '6' })).body.data;
    await t.database.db.update(rechargeOrders).set({ createdAt: new Date(Date.now() - 4 * DAY) }).where(eq(rechargeOrders.id, stale.id));

    const expired = await new RechargeService(t.database.db).expireStale(3 * DAY);
    expect(expired).toBeGreaterThanOrEqual(1);

    const statusOf = async (id: number) =>
      (await t.database.db.select({ status: rechargeOrders.status }).from(rechargeOrders).where(eq(rechargeOrders.id, id)))[0]!.status;
    expect(await statusOf(stale.id)).toBe('EXPIRED');
    expect(await statusOf(fresh.id)).toBe('PENDING');
    const late = await call(admin, 'POST', 'rechargeReview', { id: stale.id, action: 'approve' });
    expect(late.status).toBe(409);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    // A second sweep finds nothing more to do.
    expect(await new RechargeService(t.database.db).expireStale(3 * DAY)).toBe(0);
  });
});
