import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addressBlacklistResource } from '@ledgerdesk/shared/resources/treasury/address-blacklist';
import { channelResource } from '@ledgerdesk/shared/resources/treasury/channel';
import { TREASURY_APPROVAL_KINDS } from '@ledgerdesk/shared/resources/treasury/common';
import { rechargeAddressResource } from '@ledgerdesk/shared/resources/treasury/recharge-address';
import { walletCodeResource } from '@ledgerdesk/shared/resources/treasury/wallet-code';
import { withdrawAddressResource } from '@ledgerdesk/shared/resources/treasury/withdraw-address';
import { addressBlacklist, approvals, rechargeAddresses, rechargeChannels, reviewEvents, walletCodes, withdrawAddresses } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, addSuperOperator } from '../finance/finance-test-kit';
import { postToWallet } from '../finance/ledger';
import { addressPatternProblem } from '../../lib/address-rules';
import { treasuryClient } from './treasury-test-kit';
import { addWithdrawAddress } from './withdraw-address-book';

const TRON = (n: number) => `T${'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijk'.slice(0, 31)}${String(n).padStart(2, '1')}`;
const EVM = (n: number) => `0x${String(n).padStart(40, 'a')}`;
const TRC20 = { code: 'USDT_TRC20', asset: 'USDT', network: 'TRON', decimals: 6, displayScale: 6, addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$' };
const ERC20 = { code: 'USDT_ERC20', asset: 'USDT', network: 'ETH', decimals: 6, displayScale: 6, addressRegex: '^0x[0-9a-fA-F]{40}$' };

describe('address patterns', () => {
  it('accepts real address formats and refuses the shapes that backtrack catastrophically', () => {
    for (const ok of [TRC20.addressRegex, ERC20.addressRegex, '^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$', '^[0-9]{12,19}$', '^(0x)?[0-9a-f]{40}$']) {
      expect(addressPatternProblem(ok), ok).toBeUndefined();
    }
    const refused: Array<[string, RegExp]> = [
      ['^(a+)+$', /repeat a group/],
      ['^(a|a)*$', /repeat a group/],
      ['^(\\w+\\s?)*$', /repeat a group/],
      ['^((ab)*c)+$', /repeat a group/],
      ['^\\w*\\w*\\w*$', /at most 2 variable-length/],
      ['^(a)\\1$', /back-references/],
      ['^(?=a)a$', /look-arounds/],
      ['^(?<x>a)$', /look-arounds/],
      ['T[0-9]{33}', /start with \^/],
      ['^[0-9$', /not a valid regular expression/],
      [`^${'a'.repeat(200)}$`, /at most 200/],
    ];
    for (const [pattern, message] of refused) expect(addressPatternProblem(pattern)?.message, pattern).toMatch(message);
  });
});

describe.each(databaseKinds)('treasury pages (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let checker: string;
  let c: ReturnType<typeof treasuryClient>;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off', LOG_LEVEL: 'error' });
    await addSuperOperator(t.database.db, 'checker');
    admin = await t.signIn('admin');
    checker = await t.signIn('checker');
    c = treasuryClient(t);
  });
  afterAll(() => t.close());

  const addCode = (fields: object) => c.added(admin, walletCodeResource, fields);
  const importAddresses = async (walletCode: string, lines: string[]) => {
    const res = await c.action(admin, rechargeAddressResource, 'import', { walletCode, custody: 'HOT', lines: lines.join('\n') });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 0 });
    return res.body.data as { added: number; duplicates: number; invalid: number; lines: Array<{ line: number; address: string; outcome: string; issue?: string }> };
  };
  const addressId = async (address: string) => (await db().select().from(rechargeAddresses).where(eq(rechargeAddresses.address, address)))[0]!.id;

  it('wallet codes: refuses a bad code, an unknown asset, an unsafe pattern, a scale beyond the decimals and an explorer link that is not https, writing nothing', async () => {
    await addCode(TRC20);
    await addCode(ERC20);
    const cases: Array<[object, string, number]> = [
      [{ ...TRC20, code: 'usdt-trc' }, 'code', 400],
      [{ ...TRC20, code: 'XYZ_TRC20', asset: 'XYZ' }, 'asset', 400],
      [{ ...TRC20, code: 'REDOS_1', addressRegex: '^(a+)+$' }, 'addressRegex', 400],
      [{ ...TRC20, code: 'REDOS_2', addressRegex: '^(\\w|\\d)*$' }, 'addressRegex', 400],
      [{ ...TRC20, code: 'SCALE_1', decimals: 2, displayScale: 6 }, 'displayScale', 400],
      [{ ...TRC20, code: 'LINK_1', explorerTxUrlTemplate: 'javascript:alert(1)//{tx}' }, 'explorerTxUrlTemplate', 400],
      [{ ...TRC20, code: 'LINK_2', explorerTxUrlTemplate: 'http://tronscan.org/#/transaction/{tx}' }, 'explorerTxUrlTemplate', 400],
      [{ ...TRC20, code: 'LINK_3', explorerTxUrlTemplate: 'https://tronscan.org/#/transaction/' }, 'explorerTxUrlTemplate', 400],
      [TRC20, 'code', 409],
    ];
    for (const [fields, field, status] of cases) {
      const res = await c.op(admin, walletCodeResource, 'add', fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(res.body.data.fields?.[field] ?? res.body.data.issues?.[field], res.body.msg).toBeDefined();
    }
    expect((await db().select().from(walletCodes)).map((r) => r.code).sort()).toEqual(['USDT_ERC20', 'USDT_TRC20']);
  });

  it('wallet codes: decimals and contract change only when a second operator approves; decimals are fixed once the asset has ledger rows', async () => {
    const eth = await addCode({ code: 'ETH', asset: 'ETH', network: 'ETH', decimals: 18, displayScale: 8, addressRegex: ERC20.addressRegex });
    const edited = await c.op(admin, walletCodeResource, 'edit', { id: eth.id, version: eth.version, decimals: 12, minWithdraw: '0.05' });
    expect(edited.body.data).toMatchObject({ decimals: 18, minWithdraw: '0.05' });
    const request = await c.pendingRequest(TREASURY_APPROVAL_KINDS.walletCodeEdit, eth.id);
    expect(request?.payload).toMatchObject({ change: { decimals: 12 } });
    const listed = await c.op(admin, walletCodeResource, 'list', { code: 'ETH' });
    expect(listed.body.data.list[0]).toMatchObject({ decimals: 18, changePending: true });
    // One request at a time; the maker cannot approve it.
    const again = await c.op(admin, walletCodeResource, 'edit', { id: eth.id, version: edited.body.data.version, decimals: 10 });
    expect(again.body.data?.reason).toBe('approval.alreadyPending');
    await expect(c.approveAs('admin', request!.id)).rejects.toMatchObject({ data: { reason: 'approval.sameOperator' } });
    await c.approveAs('checker', request!.id);
    expect((await db().select().from(walletCodes).where(eq(walletCodes.id, eth.id)))[0]).toMatchObject({ decimals: 12, displayScale: 8 });

    // The contract: the classic hijack point.
    const [now] = await db().select().from(walletCodes).where(eq(walletCodes.id, eth.id));
    await c.op(checker, walletCodeResource, 'edit', { id: eth.id, version: now!.version, tokenContract: '0x1111111111111111111111111111111111111111' });
    expect((await db().select().from(walletCodes).where(eq(walletCodes.id, eth.id)))[0]!.tokenContract).toBeNull();
    await c.approveAs('admin', (await c.pendingRequest(TREASURY_APPROVAL_KINDS.walletCodeEdit, eth.id))!.id);
    expect((await db().select().from(walletCodes).where(eq(walletCodes.id, eth.id)))[0]!.tokenContract).toBe('0x1111111111111111111111111111111111111111');

    // A request filed before the asset had ledger rows is refused when approved after.
    const [before] = await db().select().from(walletCodes).where(eq(walletCodes.id, eth.id));
    await c.op(admin, walletCodeResource, 'edit', { id: eth.id, version: before!.version, decimals: 18 });
    const late = await c.pendingRequest(TREASURY_APPROVAL_KINDS.walletCodeEdit, eth.id);
    const member = await addMember(db());
    await db().transaction((tx) =>
      postToWallet(tx, { memberId: member, currency: 'ETH', type: 'RECHARGE', refType: 'RECHARGE', refId: 9_000_001, refNo: 'R-test', operatorId: null, moves: [{ kind: 'AVAILABLE', change: '1' }] }),
    );
    await expect(c.approveAs('checker', late!.id)).rejects.toMatchObject({ data: { reason: 'treasury.decimalsLocked' } });
    expect((await db().select().from(approvals).where(eq(approvals.id, late!.id)))[0]!.status).toBe('PENDING');
    // And a new one is refused outright, nothing filed.
    const cancelled = await db().update(approvals).set({ status: 'CANCELLED' }).where(eq(approvals.id, late!.id)).returning();
    expect(cancelled).toHaveLength(1);
    const [latest] = await db().select().from(walletCodes).where(eq(walletCodes.id, eth.id));
    const locked = await c.op(admin, walletCodeResource, 'edit', { id: eth.id, version: latest!.version, decimals: 18 });
    expect(locked.status).toBe(409);
    expect(locked.body.data.reason).toBe('treasury.decimalsLocked');
    expect(await c.pendingRequest(TREASURY_APPROVAL_KINDS.walletCodeEdit, eth.id)).toBeUndefined();
    expect((await db().select().from(walletCodes).where(eq(walletCodes.id, eth.id)))[0]!.decimals).toBe(12);
  });

  it('wallet codes: deposits and withdrawals are switched separately, each from the state it is in', async () => {
    const [row] = await db().select().from(walletCodes).where(eq(walletCodes.code, 'USDT_ERC20'));
    expect((await c.action(admin, walletCodeResource, 'disableWithdraw', { id: row!.id })).body.code).toBe(0);
    expect((await db().select().from(walletCodes).where(eq(walletCodes.id, row!.id)))[0]).toMatchObject({ withdrawEnabled: false, depositEnabled: true });
    const repeat = await c.action(admin, walletCodeResource, 'disableWithdraw', { id: row!.id });
    expect(repeat.status).toBe(409);
    expect((await c.action(admin, walletCodeResource, 'enableWithdraw', { id: row!.id })).body.code).toBe(0);
    expect((await db().select().from(walletCodes).where(eq(walletCodes.id, row!.id)))[0]!.withdrawEnabled).toBe(true);
  });

  it('recharge addresses: an import answers each line (added, duplicate, invalid) and stores addresses normalised', async () => {
    const result = await importAddresses('USDT_TRC20', ['address,memo,label', TRON(1), ` ${TRON(2)} ,,pool 2`, TRON(1), '', '# a comment', 'T0notbase58', `${TRON(3)},,hot`]);
    expect(result.lines.map((l) => [l.line, l.outcome])).toEqual([
      [2, 'ADDED'],
      [3, 'ADDED'],
      [4, 'DUPLICATE'],
      [7, 'INVALID'],
      [8, 'ADDED'],
    ]);
    expect(result).toMatchObject({ added: 3, duplicates: 1, invalid: 1 });
    expect(result.lines[3]).toMatchObject({ issue: 'pattern' });
    // Already in the pool on a second import; an EVM address is compared lower-cased.
    const second = await importAddresses('USDT_ERC20', [EVM(1).replace('0xaa', '0xAA'), EVM(1), EVM(2)]);
    expect(second.lines.map((l) => l.outcome)).toEqual(['ADDED', 'DUPLICATE', 'ADDED']);
    expect(second.lines[0]!.address).toBe(EVM(1));
    expect((await importAddresses('USDT_TRC20', [TRON(2)])).lines[0]).toMatchObject({ outcome: 'DUPLICATE' });
    expect(await db().$count(rechargeAddresses)).toBe(5);
    // Unknown wallet code: refused as a whole.
    const unknown = await c.action(admin, rechargeAddressResource, 'import', { walletCode: 'NOPE', custody: 'HOT', lines: TRON(4) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields.walletCode).toBeDefined();
  });

  it('recharge addresses: one ASSIGNED address per member and wallet code, even when assigned at once; retire keeps the member in the log', async () => {
    const [a, b] = [await addMember(db()), await addMember(db())];
    const one = await addressId(TRON(1));
    const two = await addressId(TRON(2));
    const three = await addressId(TRON(3));
    expect((await c.action(admin, rechargeAddressResource, 'assign', { id: one, memberId: a })).body.code).toBe(0);
    const second = await c.action(admin, rechargeAddressResource, 'assign', { id: two, memberId: a });
    expect(second.status).toBe(409);
    expect(second.body.data.reason).toBe('treasury.memberHasAddress');
    const taken = await c.action(admin, rechargeAddressResource, 'assign', { id: one, memberId: b });
    expect(taken.status).toBe(409);
    // Two operators give member b two addresses at once: exactly one wins.
    const raced = await Promise.all([c.action(admin, rechargeAddressResource, 'assign', { id: two, memberId: b }), c.action(checker, rechargeAddressResource, 'assign', { id: three, memberId: b })]);
    expect(raced.map((r) => r.body.code).sort()).toEqual([0, 409]);
    expect(await db().$count(rechargeAddresses, and(eq(rechargeAddresses.memberId, b), eq(rechargeAddresses.status, 'ASSIGNED')))).toBe(1);

    const retired = await c.action(admin, rechargeAddressResource, 'retire', { id: one, reason: 'custody rotated the key' });
    expect(retired.body.code).toBe(0);
    expect((await db().select().from(rechargeAddresses).where(eq(rechargeAddresses.id, one)))[0]).toMatchObject({ status: 'RETIRED', memberId: null, retiredReason: 'custody rotated the key' });
    const [event] = await db().select().from(reviewEvents).where(and(eq(reviewEvents.subjectType, 'RECHARGE_ADDRESS'), eq(reviewEvents.subjectId, one), eq(reviewEvents.action, 'retire')));
    expect(event!.remark).toContain(`member ${a}`);
    expect((await c.action(admin, rechargeAddressResource, 'retire', { id: one, reason: 'again' })).status).toBe(409);
    expect((await c.action(admin, rechargeAddressResource, 'assign', { id: one, memberId: b })).status).toBe(409);
    // Never edited in place: no such routes.
    expect((await c.send(admin, 'PUT', '/api/v2/sitebkd/finance/recharge-address/edit', { id: one, version: 0, address: TRON(9) })).status).toBe(404);
    expect((await c.send(admin, 'POST', '/api/v2/sitebkd/finance/recharge-address/add', { walletCode: 'USDT_TRC20', address: TRON(9) })).status).toBe(404);
  });

  it('channels: limits and rate are checked; the receiving account is a reference, set only by a second operator, and logged', async () => {
    const channel = { code: 'TRC_SHARED', nameZhCn: 'USDT（TRC20）', nameEn: 'USDT over TRC20', nameZhTw: 'USDT（TRC20）', walletCode: 'USDT_TRC20', kind: 'ONCHAIN_SHARED', minAmount: '10', maxAmount: '5000' };
    for (const [fields, field] of [
      [{ maxAmount: '5' }, 'maxAmount'],
      [{ feeRate: '1.5' }, 'feeRate'],
      [{ walletCode: 'NOPE' }, 'walletCode'],
      [{ receivingAddressId: await addressId(EVM(1)) }, 'receivingAddressId'],
      [{ receivingAddressId: 987654 }, 'receivingAddressId'],
    ] as const) {
      const res = await c.op(admin, channelResource, 'add', { ...channel, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.data.fields[field], res.body.msg).toBeDefined();
    }
    expect(await db().$count(rechargeChannels)).toBe(0);

    const three = await addressId(TRON(3));
    const added = await c.op(admin, channelResource, 'add', { ...channel, receivingAddressId: three });
    expect(added.body.data).toMatchObject({ code: 'TRC_SHARED', receivingAddressId: null });
    const first = await c.pendingRequest(TREASURY_APPROVAL_KINDS.channelReceivingAccount, added.body.data.id);
    expect(first?.payload).toMatchObject({ from: null, to: three });
    await c.approveAs('checker', first!.id);
    const list = await c.op(admin, channelResource, 'list', {});
    const row = list.body.data.list[0];
    expect(row).toMatchObject({ receivingChangePending: false });
    expect(row.receivingAccount).toMatch(/^T\w{3}\*+\w{4}$/);
    expect(JSON.stringify(list.body.data)).not.toContain(TRON(3));

    // A swap waits too; the rest of the edit applies.
    const [current] = await db().select().from(rechargeChannels).where(eq(rechargeChannels.id, added.body.data.id));
    const two = await addressId(TRON(2));
    const swapped = await c.op(admin, channelResource, 'edit', { id: current!.id, version: current!.version, receivingAddressId: two, nameEn: 'USDT (TRC20)' });
    expect(swapped.body.data).toMatchObject({ receivingAddressId: three, nameEn: 'USDT (TRC20)' });
    expect((await c.op(admin, channelResource, 'list', {})).body.data.list[0].receivingChangePending).toBe(true);
    await c.approveAs('checker', (await c.pendingRequest(TREASURY_APPROVAL_KINDS.channelReceivingAccount, current!.id))!.id);
    expect((await db().select().from(rechargeChannels).where(eq(rechargeChannels.id, current!.id)))[0]!.receivingAddressId).toBe(two);
    const events = await db().select().from(reviewEvents).where(and(eq(reviewEvents.subjectType, 'CHANNEL'), eq(reviewEvents.subjectId, current!.id)));
    expect(events.map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['receiving-account-requested', '', String(three)],
      ['receiving-account-changed', '', String(three)],
      ['receiving-account-requested', String(three), String(two)],
      ['receiving-account-changed', String(three), String(two)],
    ]);
    // The account of an active channel cannot be retired from under it.
    const retire = await c.action(admin, rechargeAddressResource, 'retire', { id: two, reason: 'rotate' });
    expect(retire.status).toBe(409);
    expect(retire.body.data.reason).toBe('treasury.addressInUse');
  });

  it('channels: found by a word of their name in any of the three languages', async () => {
    const named = await c.op(admin, channelResource, 'add', {
      code: 'TRC_NAMED',
      nameZhCn: '泰达币转账',
      nameEn: 'Tether transfer',
      nameZhTw: '泰達幣轉帳',
      walletCode: 'USDT_TRC20',
      kind: 'ONCHAIN_SHARED',
      minAmount: '10',
      maxAmount: '5000',
    });
    expect(named.body.code, named.body.msg).toBe(0);
    for (const word of ['tether', '泰达', '泰達']) {
      const found = await c.op(admin, channelResource, 'list', { nameZhCn: word });
      expect(found.body.data.list.map((row: { code: string }) => row.code), word).toEqual(['TRC_NAMED']);
    }
  });

  it('black list: addresses are normalised, listed once, added from CSV line by line, and lifted only by a second operator', async () => {
    const mixed = ` 0xAbCdEf${'0'.repeat(34)} `;
    const added = await c.op(admin, addressBlacklistResource, 'add', { walletCode: 'ANY_EVM', address: mixed, direction: 'BOTH', source: 'SANCTIONS_LIST', reason: 'mixer' });
    expect(added.body.data.address).toBe(`0xabcdef${'0'.repeat(34)}`);
    const twice = await c.op(admin, addressBlacklistResource, 'add', { walletCode: 'ANY_EVM', address: mixed.toUpperCase().replace('0X', '0x'), direction: 'OUTBOUND', source: 'SANCTIONS_LIST', reason: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.body.data.fields.address).toMatch(/already/);
    const bad = await c.op(admin, addressBlacklistResource, 'add', { walletCode: 'USDT_TRC20', address: '0x123', direction: 'BOTH', source: 'INTERNAL_CASE', reason: 'x' });
    expect(bad.status).toBe(400);

    const csv = await c.action(admin, addressBlacklistResource, 'import', { walletCode: 'USDT_TRC20', direction: 'INBOUND', source: 'INTERNAL_CASE', reason: 'phishing', lines: [TRON(7), TRON(7), 'nope', TRON(8)].join('\n') });
    expect(csv.body.data).toMatchObject({ added: 2, duplicates: 1, invalid: 1 });
    expect(csv.body.data.lines.map((l: { outcome: string }) => l.outcome)).toEqual(['ADDED', 'DUPLICATE', 'INVALID', 'ADDED']);

    const id = added.body.data.id as number;
    const lift = await c.action(admin, addressBlacklistResource, 'lift', { id, reason: 'delisted by the authority' });
    expect(lift.body.code).toBe(0);
    expect((await db().select().from(addressBlacklist).where(eq(addressBlacklist.id, id)))[0]!.status).toBe('ACTIVE');
    const request = await c.pendingRequest(TREASURY_APPROVAL_KINDS.blacklistLift, id);
    await expect(c.approveAs('admin', request!.id)).rejects.toMatchObject({ data: { reason: 'approval.sameOperator' } });
    await c.approveAs('checker', request!.id);
    expect((await db().select().from(addressBlacklist).where(eq(addressBlacklist.id, id)))[0]).toMatchObject({ status: 'LIFTED', liftedReason: 'delisted by the authority' });
    expect((await c.action(admin, addressBlacklistResource, 'lift', { id, reason: 'again' })).status).toBe(409);
    // Listed again after a lift: a new entry.
    expect((await c.op(admin, addressBlacklistResource, 'add', { walletCode: 'ANY_EVM', address: mixed, direction: 'BOTH', source: 'SANCTIONS_LIST', reason: 'relisted' })).body.code).toBe(0);
  });

  it('withdraw addresses: masked in the list, disabled with a reason, and no route adds or edits one', async () => {
    const member = await addMember(db());
    const row = await db().transaction((tx) => addWithdrawAddress(tx, { memberId: member, walletCode: 'USDT_TRC20', address: TRON(5), label: 'mine' }));
    expect(row).toMatchObject({ status: 'PENDING_ACTIVATION', screeningResult: 'CLEAR' });
    const list = await c.op(admin, withdrawAddressResource, 'list', { memberId: member });
    expect(list.body.data.list[0].address).toBe(`${TRON(5).slice(0, 4)}${'*'.repeat(TRON(5).length - 8)}${TRON(5).slice(-4)}`);
    const refused = await db().transaction((tx) => addWithdrawAddress(tx, { memberId: member, walletCode: 'USDT_TRC20', address: 'not-an-address' })).catch((e: unknown) => e);
    expect(refused).toMatchObject({ data: { reason: 'treasury.addressInvalid' } });

    expect((await c.action(admin, withdrawAddressResource, 'disable', { id: row.id })).status).toBe(400);
    expect((await c.action(admin, withdrawAddressResource, 'disable', { id: row.id, reason: 'reported stolen by the member' })).body.code).toBe(0);
    expect((await db().select().from(withdrawAddresses).where(eq(withdrawAddresses.id, row.id)))[0]).toMatchObject({ status: 'DISABLED', disabledReason: 'reported stolen by the member', address: TRON(5) });
    expect((await c.action(admin, withdrawAddressResource, 'disable', { id: row.id, reason: 'again' })).status).toBe(409);
    for (const [method, path] of [
      ['POST', 'finance/withdraw-address/add'],
      ['PUT', 'finance/withdraw-address/edit'],
      ['DELETE', 'finance/withdraw-address/delete'],
    ] as const) {
      expect((await c.send(admin, method, `/api/v2/sitebkd/${path}`, { id: row.id, memberId: member, address: TRON(6) })).status, path).toBe(404);
    }
    // No page lists members' wallets or token allowances.
    expect(t.app.resources.all().map((r) => r.name).filter((n) => /allowance|authori[sz]/i.test(n))).toEqual([]);
  });
});
