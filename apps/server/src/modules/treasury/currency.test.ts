import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TREASURY_APPROVAL_KINDS } from '@ledgerdesk/shared/resources/treasury/common';
import { currencyResource } from '@ledgerdesk/shared/resources/treasury/currency';
import { walletCodeResource } from '@ledgerdesk/shared/resources/treasury/wallet-code';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { withdrawResource } from '@ledgerdesk/shared/resources/finance/withdraw';
import { approvals, currencies, rechargeOrders, walletCodes, withdrawOrders } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, addSuperOperator } from '../finance/finance-test-kit';
import { WithdrawService } from '../finance/withdraw-service';
import { post } from '../report/report-test-kit';
import { treasuryClient } from './treasury-test-kit';

const OPERATOR = { userId: 1, userName: 'admin' };
const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const EVM = `0x${'ab'.repeat(20)}`;

/**
 * The currencies page (finance/currency): what an operator may change at once (name, minimum), what
 * waits for a second operator (precision, fees, the USD reference rate: money rules, catalogue §1.3),
 * and that the withdrawal request then charges the terms of the network it goes over.
 */
describe.each(databaseKinds)('currencies page and withdrawal terms (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let checker: string;
  let c: ReturnType<typeof treasuryClient>;
  const db = () => t.database.db;
  const row = async (code: string) => (await db().select().from(currencies).where(eq(currencies.code, code)))[0]!;

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off', LOG_LEVEL: 'error' });
    await addSuperOperator(db(), 'checker');
    admin = await t.signIn('admin');
    checker = await t.signIn('checker');
    c = treasuryClient(t);
  });
  afterAll(() => t.close());

  const addCurrency = (fields: object) => c.added(admin, currencyResource, fields);

  it('adds a currency with its terms, and refuses a bad code, a duplicate and a reference rate of zero, writing nothing', async () => {
    const added = await addCurrency({ code: 'CUA', name: 'Currency A', displayScale: 2, withdrawFeeFixed: '1.5', withdrawFeeRate: '0.001', withdrawMin: '10', usdRate: '0.5' });
    expect(await row('CUA')).toMatchObject({ id: added.id, displayScale: 2, enabled: true });
    expect((await row('CUA')).usdRate).toMatch(/^0\.50*$/);
    const cases: Array<[object, string, number]> = [
      [{ code: 'cub', name: 'lower case', displayScale: 2 }, 'code', 400],
      [{ code: 'C', name: 'too short', displayScale: 2 }, 'code', 400],
      [{ code: 'CUZ', name: 'free', displayScale: 2, usdRate: '0' }, 'usdRate', 400],
      [{ code: 'CUZ', name: 'huge share', displayScale: 2, withdrawFeeRate: '0.9' }, 'withdrawFeeRate', 400],
      [{ code: 'CUA', name: 'again', displayScale: 2 }, 'code', 409],
    ];
    for (const [fields, field, status] of cases) {
      const res = await c.op(admin, currencyResource, 'add', fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(res.body.data.fields?.[field] ?? res.body.data.issues?.[field], res.body.msg).toBeDefined();
    }
    expect((await db().select({ code: currencies.code }).from(currencies)).map((r) => r.code).filter((code) => code.startsWith('CU'))).toEqual(['CUA']);
  });

  it('applies a new name and minimum at once, and files the fees, rate and precision as one request a second operator approves', async () => {
    const cur = await addCurrency({ code: 'CUB', name: 'Currency B', displayScale: 2, withdrawFeeFixed: '1', withdrawFeeRate: '0.001', withdrawMin: '10', usdRate: '1' });
    const edited = await c.op(admin, currencyResource, 'edit', {
      id: cur.id, version: cur.version, name: 'Currency Bee', withdrawMin: '20', withdrawFeeFixed: '2', withdrawFeeRate: '0.0015', usdRate: '0.98', displayScale: 4,
    });
    // The answer says a change waits, so the form can tell the operator it was filed rather than made.
    expect(edited.body, edited.body.msg).toMatchObject({ code: 0, data: { name: 'Currency Bee', displayScale: 2, changePending: true } });
    expect(await row('CUB')).toMatchObject({ name: 'Currency Bee', displayScale: 2 });
    expect((await row('CUB')).withdrawFeeFixed).toMatch(/^1(\.0*)?$/);
    const request = await c.pendingRequest(TREASURY_APPROVAL_KINDS.currencyEdit, cur.id);
    expect(request?.payload).toMatchObject({ change: { withdrawFeeFixed: '2', withdrawFeeRate: '0.0015', usdRate: '0.98', displayScale: 4 } });
    // The approver reads each field by its label, the amounts without storage zeros, a rate in percent as its page shows it.
    expect(request?.summary).toEqual({
      'zh-cn': '币种 CUB：金额精度 2 → 4，提现固定手续费 1 → 2，提现费率 0.1% → 0.15%，美元参考汇率 1 → 0.98',
      en: 'currency CUB: Decimals 2 → 4, Withdrawal fee, fixed 1 → 2, Withdrawal fee, share 0.1% → 0.15%, USD reference rate 1 → 0.98',
      'zh-tw': '幣種 CUB：金額精度 2 → 4，提領固定手續費 1 → 2，提領費率 0.1% → 0.15%，美元參考匯率 1 → 0.98',
    });
    const listed = await c.op(admin, currencyResource, 'list', { code: 'CUB' });
    expect(listed.body.data.list[0]).toMatchObject({ code: 'CUB', changePending: true });

    // An unchanged value files nothing; one request at a time; the maker cannot approve it.
    const same = await c.op(admin, currencyResource, 'edit', { id: cur.id, version: edited.body.data.version, usdRate: '1.000' });
    expect(same.body, same.body.msg).toMatchObject({ code: 0 });
    const again = await c.op(admin, currencyResource, 'edit', { id: cur.id, version: same.body.data.version, usdRate: '2' });
    expect(again.body.data?.reason).toBe('approval.alreadyPending');
    await expect(c.approveAs('admin', request!.id)).rejects.toMatchObject({ data: { reason: 'approval.sameOperator' } });
    await c.approveAs('checker', request!.id);
    const applied = await row('CUB');
    expect(applied).toMatchObject({ name: 'Currency Bee', displayScale: 4 });
    expect([applied.withdrawFeeFixed, applied.withdrawFeeRate, applied.usdRate, applied.withdrawMin].map((v) => Number(v))).toEqual([2, 0.0015, 0.98, 20]);
    expect((await c.op(admin, currencyResource, 'list', { code: 'CUB' })).body.data.list[0].changePending).toBe(false);
  });

  it('lets the precision only grow once the currency has ledger rows, and refuses a request the currency moved past', async () => {
    const cur = await addCurrency({ code: 'CUC', name: 'Currency C', displayScale: 4, usdRate: '1' });
    // No ledger rows yet: a smaller precision is a request like any other.
    const shrink = await c.op(admin, currencyResource, 'edit', { id: cur.id, version: cur.version, displayScale: 2 });
    expect(shrink.body, shrink.body.msg).toMatchObject({ code: 0 });
    const request = await c.pendingRequest(TREASURY_APPROVAL_KINDS.currencyEdit, cur.id);
    // Money is written at four decimals meanwhile: the approval can no longer apply it.
    await post(db(), await addMember(db(), 'cur'), 'CUC', 'RECHARGE', [['AVAILABLE', '1.2345']]);
    await expect(c.approveAs('checker', request!.id)).rejects.toMatchObject({ data: { reason: 'treasury.scaleLocked', params: { currency: 'CUC', scale: 4 } } });
    expect((await db().select().from(approvals).where(eq(approvals.id, request!.id)))[0]!.status).toBe('PENDING');
    expect((await row('CUC')).displayScale).toBe(4);
    await db().update(approvals).set({ status: 'REJECTED' }).where(eq(approvals.id, request!.id));

    // Filing it now is refused outright, naming the field; growing is still a request.
    const version = (await row('CUC')).version;
    const refused = await c.op(admin, currencyResource, 'edit', { id: cur.id, version, displayScale: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ reason: 'treasury.scaleLocked', issues: { displayScale: { code: 'too_small' } } });
    expect(await c.pendingRequest(TREASURY_APPROVAL_KINDS.currencyEdit, cur.id)).toBeUndefined();
    await c.op(admin, currencyResource, 'edit', { id: cur.id, version, displayScale: 6, usdRate: '1.01' });
    const grow = await c.pendingRequest(TREASURY_APPROVAL_KINDS.currencyEdit, cur.id);
    // The rate changed by another path after the request was filed: the request is outdated.
    await db().update(currencies).set({ usdRate: '1.02' }).where(eq(currencies.code, 'CUC'));
    await expect(c.approveAs('checker', grow!.id)).rejects.toMatchObject({ data: { reason: 'treasury.requestOutdated', params: { subject: 'CUC' } } });
    expect((await row('CUC')).displayScale).toBe(4);
  });

  it('disabling stops new withdrawals in the currency; enabling lets them in again', async () => {
    const cur = await addCurrency({ code: 'CUD', name: 'Currency D', displayScale: 2, usdRate: '1' });
    const memberId = await addMember(db(), 'cud');
    await post(db(), memberId, 'CUD', 'RECHARGE', [['AVAILABLE', '100']]);
    const withdrawals = new WithdrawService(db());
    const disabled = await c.action(admin, currencyResource, 'disable', { id: cur.id });
    expect(disabled.body, disabled.body.msg).toMatchObject({ code: 0, data: { enabled: false } });
    await expect(withdrawals.request({ memberId, currency: 'CUD', amount: '10', address: 'anywhere' }, OPERATOR)).rejects.toMatchObject({ data: { reason: 'finance.currencyDisabled' } });
    expect((await c.action(admin, currencyResource, 'disable', { id: cur.id })).status).toBe(409);
    await c.action(admin, currencyResource, 'enable', { id: cur.id });
    expect(await withdrawals.request({ memberId, currency: 'CUD', amount: '10', address: 'anywhere' }, OPERATOR)).toMatchObject({ status: 'PENDING_REVIEW' });
  });

  it('charges a withdrawal over a network that network’s fee and both minimums, the currency’s share either way', async () => {
    await addCurrency({ code: 'CUE', name: 'Currency E', displayScale: 6, withdrawFeeFixed: '1', withdrawFeeRate: '0.001', withdrawMin: '10', usdRate: '1' });
    const codes = [
      { code: 'CUE_TRC20', asset: 'CUE', network: 'TRON', decimals: 6, displayScale: 6, addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$', minWithdraw: '5', withdrawFee: '0.5', explorerTxUrlTemplate: 'https://tronscan.org/#/transaction/{tx}' },
      { code: 'CUE_ERC20', asset: 'CUE', network: 'ETH', decimals: 6, displayScale: 6, addressRegex: '^0x[0-9a-fA-F]{40}$', minWithdraw: '20', withdrawFee: '5' },
    ];
    for (const code of codes) expect((await c.op(admin, walletCodeResource, 'add', code)).body.code).toBe(0);
    const memberId = await addMember(db(), 'cue');
    await post(db(), memberId, 'CUE', 'RECHARGE', [['AVAILABLE', '1000']]);
    const withdrawals = new WithdrawService(db());
    const ask = (amount: string, walletCode?: string) =>
      withdrawals.request({ memberId, currency: 'CUE', amount, address: walletCode === 'CUE_ERC20' ? EVM : TRON, ...(walletCode ? { walletCode } : {}) }, OPERATOR);
    const terms = (order: { fee: string; netAmount: string; feeRule: string }) => [Number(order.fee), Number(order.netAmount), order.feeRule];

    expect(terms(await ask('100'))).toEqual([1.1, 98.9, '1 + 0.1%']);
    expect(terms(await ask('100', 'CUE_ERC20'))).toEqual([5.1, 94.9, '5 + 0.1%']);
    expect(terms(await ask('100', 'CUE_TRC20'))).toEqual([0.6, 99.4, '0.5 + 0.1%']);
    // ERC20's own minimum is the greater; over TRON the currency's 10 still holds.
    await expect(ask('15', 'CUE_ERC20')).rejects.toMatchObject({ data: { reason: 'finance.belowMinimum', params: { minimum: '20', currency: 'CUE' } } });
    await expect(ask('8', 'CUE_TRC20')).rejects.toMatchObject({ data: { reason: 'finance.belowMinimum', params: { minimum: '10', currency: 'CUE' } } });
    expect(await db().$count(withdrawOrders, eq(withdrawOrders.memberId, memberId))).toBe(3);

    // The network's fee is a money rule too: an edit files it for a second operator.
    const [erc] = await db().select().from(walletCodes).where(eq(walletCodes.code, 'CUE_ERC20'));
    const edit = await c.op(checker, walletCodeResource, 'edit', { id: erc!.id, version: erc!.version, withdrawFee: '3', minWithdraw: '25' });
    expect(edit.body.data).toMatchObject({ minWithdraw: expect.stringMatching(/^25/), withdrawFee: expect.stringMatching(/^5/) });
    const request = await c.pendingRequest(TREASURY_APPROVAL_KINDS.walletCodeEdit, erc!.id);
    expect(request?.summary).toMatchObject({ en: 'wallet code CUE_ERC20: Withdrawal fee 5 → 3' });
    await c.approveAs('admin', request!.id);
    expect(terms(await ask('100', 'CUE_ERC20'))).toEqual([3.1, 96.9, '3 + 0.1%']);
  });

  it("reads a networked order's explorer link template with its row, and none for a manual order or one without a reference", async () => {
    const memberId = await addMember(db(), 'cuf');
    const [networked, manual, unreferenced] = await db()
      .insert(rechargeOrders)
      .values([
        { orderNo: 'R-CUF-1', memberId, currency: 'CUE', requestedAmount: '5', walletCode: 'CUE_TRC20', paymentRef: 'abc123' },
        { orderNo: 'R-CUF-2', memberId, currency: 'CUE', requestedAmount: '5', paymentRef: 'BANK-7' },
        { orderNo: 'R-CUF-3', memberId, currency: 'CUE', requestedAmount: '5', walletCode: 'CUE_TRC20' },
      ])
      .returning();
    const listed = await c.op(admin, rechargeResource, 'list', { memberId, pageSize: 10 });
    const templateOf = (id: number) => (listed.body.data.list as Array<{ id: number; explorerTemplate: string | null }>).find((r) => r.id === id)?.explorerTemplate;
    expect([templateOf(networked!.id), templateOf(manual!.id), templateOf(unreferenced!.id)]).toEqual(['https://tronscan.org/#/transaction/{tx}', null, null]);
    expect((await c.op(admin, rechargeResource, 'get', { id: networked!.id })).body.data.explorerTemplate).toBe('https://tronscan.org/#/transaction/{tx}');

    // A withdrawal's payout hash, once paid over the network.
    await post(db(), memberId, 'CUE', 'RECHARGE', [['AVAILABLE', '100']]);
    const withdrawal = await new WithdrawService(db()).request({ memberId, currency: 'CUE', amount: '50', address: TRON, walletCode: 'CUE_TRC20' }, OPERATOR);
    await db().update(withdrawOrders).set({ payoutRef: 'def456' }).where(eq(withdrawOrders.id, withdrawal.id));
    expect((await c.op(admin, withdrawResource, 'get', { id: withdrawal.id })).body.data).toMatchObject({ payoutRef: 'def456', explorerTemplate: 'https://tronscan.org/#/transaction/{tx}' });
  });
});
