import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyLogs } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { businessDay, businessDayStartOf } from '../../lib/business-day';
import { DailyCloseService } from '../report/daily-close';
import { addCurrency, linesOf, markTest, post } from '../report/report-test-kit';
import { addMember, financeClient } from './finance-test-kit';
import { PendingService } from './pending-service';

const ZONE = 'Asia/Shanghai';

/**
 * The home page's "today" totals against the daily statement: the same business day (midnight in
 * JOBS_TIMEZONE, not in UTC) and the same money (members' own balances, frozen credits included,
 * test accounts left out), so the two pages never disagree about one day.
 */
describe.each(databaseKinds)("the to-do summary's today totals (%s)", (kind) => {
  let t: TestApp;
  const db = () => t.database.db;
  /** Moves the currency's log rows written since `mark` to `at`. */
  const dateSince = async (mark: number, currency: string, at: string) =>
    db().execute(sql`update ${moneyLogs} set created_at = ${at}::timestamptz where ${moneyLogs.id} > ${mark} and ${moneyLogs.currency} = ${currency}`);
  const lastLogId = async () => Number((await db().select({ id: sql<number>`coalesce(max(${moneyLogs.id}), 0)` }).from(moneyLogs))[0]!.id);

  beforeAll(async () => {
    t = await createTestApp(kind, { JOBS_TIMEZONE: ZONE });
  });
  afterAll(() => t.close());

  it('starts the day at midnight in the business zone, with its real length across a clock change', async () => {
    expect((await businessDayStartOf(db(), new Date('2026-03-10T02:00:00Z'), ZONE)).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect((await businessDayStartOf(db(), new Date('2026-03-09T15:59:59Z'), ZONE)).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    // New York moves its clocks on 2026-03-08: that day starts at 05:00 UTC, the next at 04:00.
    expect((await businessDayStartOf(db(), new Date('2026-03-08T12:00:00Z'), 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect((await businessDayStartOf(db(), new Date('2026-03-09T12:00:00Z'), 'America/New_York')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it("counts what the daily statement counts for the running day: frozen credits in, test accounts and yesterday's rows out", async () => {
    await addCurrency(db(), 'TDA');
    const [payer, held, tester] = [await addMember(db(), 'td'), await addMember(db(), 'td'), await addMember(db(), 'td')];
    await markTest(db(), tester);
    // Yesterday in Shanghai, though the same day in UTC.
    let mark = await lastLogId();
    await post(db(), payer, 'TDA', 'RECHARGE', [['AVAILABLE', '1000']]);
    await dateSince(mark, 'TDA', '2026-03-09T15:59:59Z');
    mark = await lastLogId();
    await post(db(), payer, 'TDA', 'RECHARGE', [['AVAILABLE', '100']]);
    await post(db(), payer, 'TDA', 'RECHARGE', [['AVAILABLE', '50.5']]);
    // A black-listed sender's recharge is credited, frozen until compliance releases it (recharge-service.ts).
    await post(db(), held, 'TDA', 'RECHARGE', [['FROZEN', '25']]);
    await post(db(), tester, 'TDA', 'RECHARGE', [['AVAILABLE', '7']]);
    await post(db(), payer, 'TDA', 'WITHDRAW_FREEZE', [['AVAILABLE', '-30'], ['FROZEN', '30']]);
    await post(db(), payer, 'TDA', 'WITHDRAW', [['FROZEN', '-30']]);
    await post(db(), tester, 'TDA', 'WITHDRAW_FREEZE', [['AVAILABLE', '-2'], ['FROZEN', '2']]);
    await post(db(), tester, 'TDA', 'WITHDRAW', [['FROZEN', '-2']]);
    await dateSince(mark, 'TDA', '2026-03-09T16:00:00Z');

    const now = new Date('2026-03-10T02:00:00Z');
    const summary = await new PendingService(db(), ZONE).summary({ all: true }, now);
    expect(summary.dayStart).toBe('2026-03-09T16:00:00.000Z');
    const of = (totals: typeof summary.today.recharged) => totals.find((r) => r.currency === 'TDA');
    expect(of(summary.today.recharged)).toEqual({ currency: 'TDA', amount: '175.5', count: 3 });
    expect(of(summary.today.withdrawn)).toEqual({ currency: 'TDA', amount: '30', count: 1 });

    // The daily statement of that business day says the same.
    await new DailyCloseService(db(), ZONE).closeCurrencyDay('TDA', await businessDay(db(), '2026-03-10', ZONE), null);
    const lines = await linesOf(db(), 'TDA', '2026-03-10');
    expect(lines['CREDIT:RECHARGE']).toEqual([of(summary.today.recharged)!.amount, of(summary.today.recharged)!.count]);
    expect(lines['DEBIT:WITHDRAW']).toEqual([of(summary.today.withdrawn)!.amount, of(summary.today.withdrawn)!.count]);
  });

  it("answers the business day's start through the API, read in JOBS_TIMEZONE", async () => {
    const before = (await businessDayStartOf(db(), new Date(), ZONE)).toISOString();
    const res = await financeClient(t).call(await t.signIn('admin'), 'GET', 'todoSummary');
    const after = (await businessDayStartOf(db(), new Date(), ZONE)).toISOString();
    expect(res.status).toBe(200);
    // Either side of a midnight the call may have crossed; never midnight in UTC.
    expect([before, after]).toContain(res.body.data.dayStart);
    expect(res.body.data.dayStart).toMatch(/T16:00:00\.000Z$/);
  });
});
