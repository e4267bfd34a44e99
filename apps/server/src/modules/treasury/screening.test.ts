import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addressBlacklist, moneyLogs, rechargeOrders, walletCodes, wallets, withdrawOrders } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, addSuperOperator, financeClient, ledgerMismatches } from '../finance/finance-test-kit';
import { postToWallet } from '../finance/ledger';
import { addWithdrawAddress } from './withdraw-address-book';

const LISTED_EVM = `0x${'5'.repeat(8)}${'a'.repeat(32)}`;
const CLEAN_EVM = `0x${'7'.repeat(40)}`;
const LISTED_TRON = 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy';

/**
 * The black-list screening where money moves (catalogue §3.4): a withdrawal to a listed address is
 * flagged and held for a second review; a recharge from one is credited FROZEN pending compliance;
 * a member's new address is marked FLAGGED. Every hit is counted on the entry it matched.
 */
describe.each(databaseKinds)('black-list screening (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let checker: string;
  let call: ReturnType<typeof financeClient>['call'];
  const db = () => t.database.db;

  const hits = async (address: string) => (await db().select().from(addressBlacklist).where(eq(addressBlacklist.address, address))).map((r) => r.hitCount);
  const fund = (memberId: number, currency: string, amount: string) =>
    db().transaction((tx) =>
      postToWallet(tx, { memberId, currency, type: 'RECHARGE', refType: 'TEST_FUND', refId: memberId * 1000 + currency.length, refNo: `fund-${memberId}`, operatorId: null, moves: [{ kind: 'AVAILABLE', change: amount }] }),
    );
  const wallet = async (memberId: number, currency: string) => (await db().select().from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.currency, currency))))[0];

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off', LOG_LEVEL: 'error' });
    await addSuperOperator(db(), 'checker');
    admin = await t.signIn('admin');
    checker = await t.signIn('checker');
    call = financeClient(t).call;
    await db().insert(walletCodes).values([
      { code: 'USDT_ERC20', asset: 'USDT', network: 'ETH', decimals: 6, displayScale: 6, addressRegex: '^0x[0-9a-fA-F]{40}$' },
      { code: 'USDT_TRC20', asset: 'USDT', network: 'TRON', decimals: 6, displayScale: 6, addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$' },
    ]);
    await db().insert(addressBlacklist).values([
      { walletCode: 'ANY_EVM', address: LISTED_EVM, direction: 'BOTH', source: 'SANCTIONS_LIST', reason: 'mixer' },
      { walletCode: 'USDT_TRC20', address: LISTED_TRON, direction: 'INBOUND', source: 'INTERNAL_CASE', reason: 'phishing deposits' },
      { walletCode: 'USDT_ERC20', address: CLEAN_EVM, direction: 'BOTH', source: 'INTERNAL_CASE', reason: 'expired order', expiresAt: sql`now() - interval '1 day'` },
    ]);
  });
  afterAll(() => t.close());

  it('a withdrawal to a listed address (any case, with or without a wallet code) is flagged and needs two approvers', async () => {
    const member = await addMember(db());
    await fund(member, 'USDT', '1000');
    const checksummed = LISTED_EVM.replace('0xaaaa', '0xAAAA').replace(/a$/, 'A');
    const flagged = await call(admin, 'POST', 'withdrawAdd', { memberId: member, currency: 'USDT', amount: '100', address: ` ${checksummed}`, walletCode: 'USDT_ERC20' });
    expect(flagged.body, flagged.body.msg).toMatchObject({ code: 0 });
    const [order] = await db().select().from(withdrawOrders).where(eq(withdrawOrders.id, flagged.body.data.id));
    expect(order).toMatchObject({ screeningResult: 'FLAGGED', needsSecondReview: true, walletCode: 'USDT_ERC20', status: 'PENDING_REVIEW' });
    expect(await hits(LISTED_EVM)).toEqual([1]);
    // No wallet code named: still matched, on the address alone.
    const bare = await call(admin, 'POST', 'withdrawAdd', { memberId: member, currency: 'USDT', amount: '50', address: LISTED_EVM.toUpperCase().replace('0X', '0x') });
    expect((await db().select().from(withdrawOrders).where(eq(withdrawOrders.id, bare.body.data.id)))[0]).toMatchObject({ screeningResult: 'FLAGGED', needsSecondReview: true });
    expect(await hits(LISTED_EVM)).toEqual([2]);

    // The first approval only moves it to the second review; a different operator decides.
    const first = await call(checker, 'POST', 'withdrawReview', { id: order!.id, action: 'approve' });
    expect(first.body.data.status).toBe('PENDING_SECOND_REVIEW');
    expect((await call(checker, 'POST', 'withdrawReview', { id: order!.id, action: 'approve' })).status).toBe(403);
    const reject = await call(admin, 'POST', 'withdrawReview', { id: bare.body.data.id, action: 'reject', remark: 'sanctioned destination' });
    expect(reject.body.data.status).toBe('REJECTED');
    expect(await wallet(member, 'USDT')).toMatchObject({ available: '900', frozen: '100' });
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('clear, inbound-only, expired and lifted entries do not flag a withdrawal; a wrong wallet code or address is refused', async () => {
    const member = await addMember(db());
    await fund(member, 'USDT', '500');
    const cases = [
      { address: CLEAN_EVM, walletCode: 'USDT_ERC20' }, // its entry has expired
      { address: LISTED_TRON, walletCode: 'USDT_TRC20' }, // listed for deposits only
    ];
    for (const input of cases) {
      const res = await call(admin, 'POST', 'withdrawAdd', { memberId: member, currency: 'USDT', amount: '20', ...input });
      expect((await db().select().from(withdrawOrders).where(eq(withdrawOrders.id, res.body.data.id)))[0], input.address).toMatchObject({ screeningResult: 'CLEAR', needsSecondReview: false });
    }
    expect(await hits(CLEAN_EVM)).toEqual([0]);
    expect(await hits(LISTED_TRON)).toEqual([0]);

    const before = await db().$count(withdrawOrders);
    const wrongAsset = await call(admin, 'POST', 'withdrawAdd', { memberId: member, currency: 'BTC', amount: '0.01', address: CLEAN_EVM, walletCode: 'USDT_ERC20' });
    expect(wrongAsset.body.data.reason).toBe('treasury.walletCodeAsset');
    const wrongShape = await call(admin, 'POST', 'withdrawAdd', { memberId: member, currency: 'USDT', amount: '20', address: LISTED_TRON, walletCode: 'USDT_ERC20' });
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.data.reason).toBe('treasury.addressInvalid');
    expect(await db().$count(withdrawOrders)).toBe(before);
    expect(await wallet(member, 'USDT')).toMatchObject({ available: '460', frozen: '40' });
  });

  it('a recharge from a listed sender is credited FROZEN pending compliance, once however often it is approved at once', async () => {
    const member = await addMember(db());
    const entered = await call(admin, 'POST', 'rechargeAdd', { memberId: member, currency: 'USDT', amount: '250', walletCode: 'USDT_TRC20', fromAddress: LISTED_TRON });
    expect(entered.body, entered.body.msg).toMatchObject({ code: 0 });
    const id = entered.body.data.id as number;
    const answers = await Promise.all([1, 2, 3].map(() => call(checker, 'POST', 'rechargeReview', { id, action: 'approve' })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 409, 409]);
    expect((await db().select().from(rechargeOrders).where(eq(rechargeOrders.id, id)))[0]).toMatchObject({ status: 'APPROVED', screeningResult: 'FLAGGED' });
    expect(await wallet(member, 'USDT')).toMatchObject({ available: '0', frozen: '250' });
    const logs = await db().select().from(moneyLogs).where(and(eq(moneyLogs.refType, 'RECHARGE'), eq(moneyLogs.refId, id)));
    expect(logs.map((l) => [l.type, l.balanceKind, l.change])).toEqual([['RECHARGE', 'FROZEN', '250']]);
    expect(await hits(LISTED_TRON)).toEqual([1]);

    // A clean sender is credited to the available balance, as before.
    const clean = await call(admin, 'POST', 'rechargeAdd', { memberId: member, currency: 'USDT', amount: '40', walletCode: 'USDT_ERC20', fromAddress: CLEAN_EVM });
    await call(checker, 'POST', 'rechargeReview', { id: clean.body.data.id, action: 'approve' });
    expect((await db().select().from(rechargeOrders).where(eq(rechargeOrders.id, clean.body.data.id)))[0]!.screeningResult).toBe('CLEAR');
    expect(await wallet(member, 'USDT')).toMatchObject({ available: '40', frozen: '250' });
    expect(await ledgerMismatches(db())).toEqual([]);

    // Deposits over a wallet code that has them switched off are refused when entered.
    await db().update(walletCodes).set({ depositEnabled: false }).where(eq(walletCodes.code, 'USDT_ERC20'));
    const closed = await call(admin, 'POST', 'rechargeAdd', { memberId: member, currency: 'USDT', amount: '40', walletCode: 'USDT_ERC20', fromAddress: CLEAN_EVM });
    expect(closed.body.data.reason).toBe('treasury.depositsOff');
    await db().update(walletCodes).set({ depositEnabled: true }).where(eq(walletCodes.code, 'USDT_ERC20'));
  });

  it('a member address that is listed is saved FLAGGED and counted', async () => {
    const member = await addMember(db());
    const before = (await hits(LISTED_EVM))[0]!;
    const row = await db().transaction((tx) => addWithdrawAddress(tx, { memberId: member, walletCode: 'USDT_ERC20', address: LISTED_EVM.toUpperCase().replace('0X', '0x') }));
    expect(row).toMatchObject({ address: LISTED_EVM, screeningResult: 'FLAGGED', status: 'PENDING_ACTIVATION' });
    expect(await hits(LISTED_EVM)).toEqual([before + 1]);
    const clean = await db().transaction((tx) => addWithdrawAddress(tx, { memberId: member, walletCode: 'USDT_TRC20', address: LISTED_TRON }));
    expect(clean.screeningResult).toBe('CLEAR');
  });
});
