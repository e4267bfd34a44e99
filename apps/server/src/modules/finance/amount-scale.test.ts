import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountAtScale, amountScaleProblem } from '@ledgerdesk/shared';
import { wallets } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, countRows, financeClient } from './finance-test-kit';

/** SPEC §5: an amount has no more decimals than its currency (fin_currency.display_scale: CNY 2, USDT 6). */
describe('amount precision (shared rule)', () => {
  it('refuses more decimals than the scale, trailing zeros not counted', () => {
    expect(amountScaleProblem('1.23456789', 2)).toMatch(/at most 2 decimal places/);
    expect(amountScaleProblem('1.23', 2)).toBeNull();
    expect(amountScaleProblem('1.2300', 2)).toBeNull();
    expect(amountScaleProblem('1.5', 0)).toMatch(/no decimal places/);
  });
  it('shows an amount padded to its scale and never rounds digits away', () => {
    expect(amountAtScale('2000', 2)).toBe('2000.00');
    expect(amountAtScale('100.5', 2)).toBe('100.50');
    expect(amountAtScale('0.123', 2)).toBe('0.123');
    expect(amountAtScale('-3', 0)).toBe('-3');
  });
});

describe.each(databaseKinds)('amount precision at the API (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let call: ReturnType<typeof financeClient>['call'];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ call } = financeClient(t));
    admin = await t.signIn('admin');
    clerk = await t.signIn('operator');
  });
  afterAll(() => t.close());

  it('refuses a CNY amount with 8 decimals on entry, edit and review, naming the field, with nothing written', async () => {
    const memberId = await addMember(t.database.db);
    const before = await countRows(t.database.db, 'fin_recharge_order');
    const refused = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'CNY', amount: '1.23456789' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toEqual({ amount: 'at most 2 decimal places in this currency' });
    expect(await countRows(t.database.db, 'fin_recharge_order')).toBe(before);

    const order = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'CNY', amount: '1.20' });
    expect(order.body.data.requestedAmount).toBe('1.2');
    const edit = await call(clerk, 'PUT', 'rechargeEdit', { id: order.body.data.id, version: order.body.data.version, amount: '1.234' });
    expect(edit.status).toBe(400);
    expect(Object.keys(edit.body.data.fields)).toEqual(['amount']);
    const review = await call(admin, 'POST', 'rechargeReview', { id: order.body.data.id, action: 'approve', amount: '1.199', remark: 'fee' });
    expect(review.status).toBe(400);
    expect(Object.keys(review.body.data.fields)).toEqual(['amount']);
    // A currency with more places takes them.
    expect((await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '1.234567' })).body.code).toBe(0);
  });

  it('names the issue of a malformed amount by code, so the console words it in the operator\'s language', async () => {
    const memberId = await addMember(t.database.db);
    const cases: Array<[string, unknown]> = [
      ['abc', { code: 'decimal' }],
      ['-5', { code: 'positive' }],
      ['0.00', { code: 'positive' }],
      [`1.${'1'.repeat(19)}`, { code: 'maxDecimals', params: { maximum: 18 } }],
    ];
    for (const [amount, issue] of cases) {
      const refused = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount });
      expect(refused.status, amount).toBe(400);
      expect(refused.body.data.issues.amount, amount).toEqual(issue);
    }
  });

  it('refuses a withdrawal beyond the precision, and fixes its fee in the currency precision', async () => {
    const memberId = await addMember(t.database.db);
    const order = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'CNY', amount: '1000' });
    await call(admin, 'POST', 'rechargeReview', { id: order.body.data.id, action: 'approve' });
    const refused = await call(admin, 'POST', 'withdrawAdd', { memberId, currency: 'CNY', amount: '100.555', address: 'bank' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.data.fields)).toEqual(['amount']);
    // CNY fee rule: 0.2 % of 100.55 is 0.2011, kept as 0.2 (2 places).
    const asked = await call(admin, 'POST', 'withdrawAdd', { memberId, currency: 'CNY', amount: '100.55', address: 'bank' });
    expect(asked.body.data).toMatchObject({ amount: '100.55', fee: '0.2', netAmount: '100.35', feeRule: '0.2%' });
    expect((await t.database.db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0]).toMatchObject({ available: '899.45', frozen: '100.55' });
  });
});
