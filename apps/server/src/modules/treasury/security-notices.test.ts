import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { NOTICE_ENDPOINTS } from '@ledgerdesk/shared/notice';
import { approvalResource } from '@ledgerdesk/shared/resources/system/approval';
import { channelResource } from '@ledgerdesk/shared/resources/treasury/channel';
import { TREASURY_APPROVAL_KINDS } from '@ledgerdesk/shared/resources/treasury/common';
import { walletCodeResource } from '@ledgerdesk/shared/resources/treasury/wallet-code';
import { withdrawAddressResource } from '@ledgerdesk/shared/resources/treasury/withdraw-address';
import { noticeRoles, notices, rechargeAddresses, reviewEvents, roles, userRoles, users, walletCodes } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { addMember, addSuperOperator } from '../finance/finance-test-kit';
import { treasuryClient } from './treasury-test-kit';
import { addWithdrawAddress, MEMBER_NOTICE_DUE } from './withdraw-address-book';

const TRON = (n: number) => `T${'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijk'.slice(0, 31)}${String(n).padStart(2, '1')}`;

/**
 * The hijack points of catalogue §3.1/§3.2: a token contract or a receiving account change tells
 * every administrator (the super roles) when it is filed and when it is applied; a disabled member
 * address records that the member is owed a notification.
 */
describe.each(databaseKinds)('treasury security notices (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let checker: string;
  let clerk: string;
  let c: ReturnType<typeof treasuryClient>;
  let superRoles: number[];
  const db = () => t.database.db;

  /** The notices whose title names `subject`, each with its audience (role ids). */
  const noticesAbout = async (subject: string) => {
    const rows = (await db().select().from(notices)).filter((n) => n.title.includes(subject));
    const audience = rows.length ? await db().select().from(noticeRoles).where(inArray(noticeRoles.noticeId, rows.map((r) => r.id))) : [];
    return rows
      .sort((a, b) => a.id - b.id)
      .map((n) => ({ title: n.title, content: n.content, audience: audience.filter((a) => a.noticeId === n.id).map((a) => a.roleId).sort((x, y) => x - y) }));
  };
  const mine = async (token: string) => {
    const res = await c.send(token, 'GET', NOTICE_ENDPOINTS.mine, { pageIndex: 1, pageSize: 50 });
    expect(res.status, res.body.msg).toBe(200);
    return (res.body.data.list as Array<{ title: string }>).map((n) => n.title);
  };
  const approve = async (token: string, kindName: string, subjectId: number) => {
    const request = await c.pendingRequest(kindName, subjectId);
    const res = await c.action(token, approvalResource, 'approve', { id: request!.id });
    expect(res.body, res.body.msg).toMatchObject({ code: 0 });
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off', LOG_LEVEL: 'error' });
    await addSuperOperator(db(), 'checker');
    admin = await t.signIn('admin');
    checker = await t.signIn('checker');
    const [common] = await db().select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'common'));
    const [user] = await db().insert(users).values({ userName: 'clerk', nickname: 'clerk', passwordHash: await hashPassword(TEST_PASSWORD) }).returning();
    await db().insert(userRoles).values({ userId: user!.id, roleId: common!.id });
    clerk = await t.signIn('clerk');
    c = treasuryClient(t);
    superRoles = (await db().select({ id: roles.id }).from(roles).where(eq(roles.isSuper, true))).map((r) => r.id).sort((a, b) => a - b);
    expect(superRoles.length).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  it('a token contract change tells every administrator when filed and when applied; other roles do not see it; markup is escaped', async () => {
    const added = await c.op(admin, walletCodeResource, 'add', { code: 'USDT_ERC20', asset: 'USDT', network: 'ETH', decimals: 6, displayScale: 6, addressRegex: '^0x[0-9a-fA-F]{40}$' });
    expect(added.body, added.body.msg).toMatchObject({ code: 0 });
    // An edit that does not touch the contract raises no notice.
    const plain = await c.op(admin, walletCodeResource, 'edit', { id: added.body.data.id, version: added.body.data.version, minWithdraw: '1' });
    expect(plain.body.code).toBe(0);
    expect(await noticesAbout('USDT_ERC20')).toEqual([]);

    const contract = '0xdAC17F958D2ee523a2206206994597C13D831ec7<b>';
    const edited = await c.op(admin, walletCodeResource, 'edit', { id: added.body.data.id, version: plain.body.data.version, tokenContract: contract });
    expect(edited.body, edited.body.msg).toMatchObject({ code: 0 });
    const filed = await noticesAbout('USDT_ERC20');
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({ audience: superRoles });
    expect(filed[0]!.title).toContain('filed for approval');
    expect(filed[0]!.content).toContain('0xdAC17F958D2ee523a2206206994597C13D831ec7&lt;b&gt;');
    expect(filed[0]!.content).not.toContain('<b>');

    await approve(checker, TREASURY_APPROVAL_KINDS.walletCodeEdit, added.body.data.id);
    expect((await db().select().from(walletCodes).where(eq(walletCodes.id, added.body.data.id)))[0]!.tokenContract).toBe(contract);
    const both = await noticesAbout('USDT_ERC20');
    expect(both.map((n) => n.audience)).toEqual([superRoles, superRoles]);
    expect(both[1]!.title).toContain('applied');
    expect((await mine(checker)).filter((title) => title.includes('USDT_ERC20'))).toHaveLength(2);
    expect((await mine(clerk)).filter((title) => title.includes('USDT_ERC20'))).toEqual([]);
  });

  it('a receiving account change tells every administrator when filed and when applied', async () => {
    await c.op(admin, walletCodeResource, 'add', { code: 'USDT_TRC20', asset: 'USDT', network: 'TRON', decimals: 6, displayScale: 6, addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$' });
    const [address] = await db().insert(rechargeAddresses).values({ walletCode: 'USDT_TRC20', address: TRON(3), custody: 'HOT' }).returning();
    const channel = { code: 'TRC_SHARED', nameZhCn: 'USDT', nameEn: 'USDT', nameZhTw: 'USDT', walletCode: 'USDT_TRC20', kind: 'ONCHAIN_SHARED', minAmount: '10', maxAmount: '5000' };
    const added = await c.op(admin, channelResource, 'add', { ...channel, receivingAddressId: address!.id });
    expect(added.body, added.body.msg).toMatchObject({ code: 0 });
    const filed = await noticesAbout('TRC_SHARED');
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({ audience: superRoles });
    expect(filed[0]!.content).toContain(`#${address!.id}`);
    await approve(checker, TREASURY_APPROVAL_KINDS.channelReceivingAccount, added.body.data.id);
    const both = await noticesAbout('TRC_SHARED');
    expect(both.map((n) => [n.title.includes('applied'), n.audience])).toEqual([
      [false, superRoles],
      [true, superRoles],
    ]);
  });

  it('disabling a member address records that the member is owed a notification (no outbox exists yet)', async () => {
    const member = await addMember(db());
    const row = await db().transaction((tx) => addWithdrawAddress(tx, { memberId: member, walletCode: 'USDT_TRC20', address: TRON(5) }));
    const res = await c.action(admin, withdrawAddressResource, 'disable', { id: row.id, reason: 'reported stolen by the member' });
    expect(res.body, res.body.msg).toMatchObject({ code: 0 });
    const events = await db().select().from(reviewEvents).where(and(eq(reviewEvents.subjectType, 'WITHDRAW_ADDRESS'), eq(reviewEvents.subjectId, row.id)));
    expect(events.map((e) => [e.action, e.remark])).toEqual([
      ['disable', 'reported stolen by the member'],
      [MEMBER_NOTICE_DUE, 'reported stolen by the member'],
    ]);
    expect(events[1]!.fromStatus).toBe(String(member));
  });
});
