import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionEndpointOf,
  endpointOf,
  FINANCE_ENDPOINTS,
  MEMBER_ASSIGN_PERMISSION,
  MEMBER_ENDPOINTS,
  PERMISSIONS as P,
  permissionOf,
  type ResourceDefinition,
} from '@ledgerdesk/shared';
import { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { withdrawResource } from '@ledgerdesk/shared/resources/finance/withdraw';
import { kycResource } from '@ledgerdesk/shared/resources/member/kyc';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import { currencies, kycApplications, members, moneyLogs, rechargeOrders, users, wallets, withdrawOrders } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { financeClient } from '../finance/finance-test-kit';
import { addDept, addRole, addUser } from './scope-test-kit';

/** Every permission the scoped lists, actions and counts of this test need. */
const ALL_PERMISSIONS = [
  P.memberList, P.memberEdit, MEMBER_ASSIGN_PERMISSION, permissionOf(memberResource, 'export'),
  P.kycList, P.kycReview,
  P.rechargeList, P.rechargeAdd, P.rechargeEdit, P.rechargeReview, P.rechargeExport,
  P.withdrawList, P.withdrawAdd, P.withdrawReview, P.withdrawPayout,
  P.moneyLogList, P.pendingCount, P.todoSummary,
];
const MEMBER_PERMISSIONS = [P.memberList, P.memberEdit, MEMBER_ASSIGN_PERMISSION];
const FINANCE_PERMISSIONS = [P.rechargeList, P.rechargeAdd, P.rechargeEdit, P.rechargeReview, P.withdrawList, P.withdrawAdd, P.withdrawReview, P.pendingCount];

/**
 * The seeded tree HQ → Sales (East, West), Risk, one operator or two in each department and a
 * member assigned to each (plus one assigned to nobody), each member with a pending recharge, a
 * pending withdrawal, a pending real-name application and a money-log entry. Each viewer's roles
 * give one scope (or a union); every list, export, count and call by id is checked against it.
 */
describe.each(databaseKinds)('data scope on members, orders, real-name and money logs (%s)', (kind) => {
  let t: TestApp;
  let callEndpoint: ReturnType<typeof financeClient>['callEndpoint'];
  const dept: Record<string, number> = {};
  const operator: Record<string, number> = {};
  /** Member id by the operator it is assigned to ('none': nobody). */
  const member: Record<string, number> = {};
  const recharge: Record<string, number> = {};
  const withdraw: Record<string, number> = {};
  const kyc: Record<string, number> = {};
  const moneyLog: Record<string, number> = {};
  const token: Record<string, string> = {};
  const prefix = `ds${Date.now()}`;

  beforeAll(async () => {
    // No demo data: every row in the tables is this test's, so the counts are exact for `all` too.
    t = await createTestApp(kind, { SEED_DEMO: 'off' });
    ({ callEndpoint } = financeClient(t));
    const db = t.database.db;
    await db.insert(currencies).values({ code: 'USDT', name: 'Tether' }).onConflictDoNothing();
    dept.hq = await addDept(db, 'HQ');
    dept.sales = await addDept(db, 'Sales', dept.hq);
    dept.east = await addDept(db, 'East', dept.sales);
    dept.west = await addDept(db, 'West', dept.sales);
    dept.risk = await addDept(db, 'Risk', dept.hq);

    const operators: Array<[string, number]> = [['hq1', dept.hq], ['sales1', dept.sales], ['east1', dept.east], ['east2', dept.east], ['west1', dept.west], ['risk1', dept.risk]];
    const scope = (dataScope: string, customDepts?: number[]) => addRole(db, { dataScope, permissions: ALL_PERMISSIONS, customDepts });
    // east1 is an operator and a viewer: `self` shows the members assigned to them.
    const selfRole = await scope('self');
    for (const [name, deptId] of operators) operator[name] = await addUser(db, `${prefix}_${name}`, deptId, name === 'east1' ? [selfRole] : []);

    const viewers: Array<[string, number | null, number[]]> = [
      ['all', dept.risk, [await scope('all')]],
      ['custom', dept.hq, [await scope('custom', [dept.east, dept.risk])]],
      ['dept', dept.sales, [await scope('dept')]],
      ['below', dept.sales, [await scope('deptAndBelow')]],
      // Two roles: their scopes add up.
      ['union', dept.west, [await scope('dept'), await scope('custom', [dept.risk])]],
      // `all`, but only for the finance calls: on members the dept role alone counts.
      ['split', dept.east, [await addRole(db, { dataScope: 'all', permissions: FINANCE_PERMISSIONS }), await addRole(db, { dataScope: 'dept', permissions: MEMBER_PERMISSIONS })]],
      // A scope no code names reaches nothing (deny by default), as does a disabled role's `all`.
      ['unknown', dept.hq, [await scope('everything'), await addRole(db, { dataScope: 'all', permissions: ALL_PERMISSIONS, status: '1' })]],
      ['nodept', null, [await scope('deptAndBelow')]],
    ];
    for (const [name, deptId, roleIds] of viewers) await addUser(db, `${prefix}_v_${name}`, deptId, roleIds);

    const assigned: Array<[string, number | null]> = [...operators.map(([name]) => [name, operator[name]!] as [string, number]), ['none', null]];
    for (const [name, operatorId] of assigned) {
      const [m] = await db.insert(members).values({ account: `${prefix}_${name}`, operatorId }).returning({ id: members.id });
      member[name] = m!.id;
      const [r] = await db
        .insert(rechargeOrders)
        .values({ orderNo: `R${prefix}${name}`, memberId: m!.id, currency: 'USDT', requestedAmount: '10' })
        .returning({ id: rechargeOrders.id });
      recharge[name] = r!.id;
      const [w] = await db
        .insert(withdrawOrders)
        .values({ orderNo: `W${prefix}${name}`, memberId: m!.id, currency: 'USDT', address: 'T-address', amount: '5', fee: '0', netAmount: '5' })
        .returning({ id: withdrawOrders.id });
      withdraw[name] = w!.id;
      const [k] = await db
        .insert(kycApplications)
        .values({ memberId: m!.id, level: 'PRIMARY', realName: '张伟', idNumber: `1101011990030712${String(Object.keys(kyc).length).padStart(2, '0')}` })
        .returning({ id: kycApplications.id });
      kyc[name] = k!.id;
      const [l] = await db
        .insert(moneyLogs)
        .values({ memberId: m!.id, currency: 'USDT', type: 'ADJUST', balanceKind: 'AVAILABLE', before: '0', change: '1', after: '1', refType: 'TEST', refId: m!.id, refNo: `L${name}` })
        .returning({ id: moneyLogs.id });
      moneyLog[name] = l!.id;
    }
    for (const name of ['all', 'custom', 'dept', 'below', 'union', 'split', 'unknown', 'nodept']) token[name] = await t.signIn(`${prefix}_v_${name}`);
    token.self = await t.signIn(`${prefix}_east1`);
  });
  afterAll(() => t.close());

  /** Which named rows a viewer's list answers (by the member each belongs to). */
  const seen = async (viewer: string, definition: ResourceDefinition, ids: Record<string, number>) => {
    const res = await callEndpoint(token[viewer]!, endpointOf(definition, 'list'), { pageIndex: 1, pageSize: 1000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    const names = (res.body.data.list as Array<{ id: number }>).map((row) => byId.get(row.id) ?? `foreign #${row.id}`);
    expect(res.body.data.total).toBe(names.length);
    return names.sort();
  };

  const EXPECTED: Record<string, string[]> = {
    all: ['east1', 'east2', 'hq1', 'none', 'risk1', 'sales1', 'west1'],
    custom: ['east1', 'east2', 'risk1'],
    dept: ['sales1'],
    below: ['east1', 'east2', 'sales1', 'west1'],
    self: ['east1'],
    union: ['risk1', 'west1'],
    unknown: [],
    nodept: [],
  };

  it.each(Object.entries(EXPECTED))('%s: members, recharges, withdrawals, real-name applications and money logs are exactly those of the reached members', async (viewer, names) => {
    expect(await seen(viewer, memberResource, member)).toEqual(names);
    expect(await seen(viewer, rechargeResource, recharge)).toEqual(names);
    expect(await seen(viewer, withdrawResource, withdraw)).toEqual(names);
    expect(await seen(viewer, kycResource, kyc)).toEqual(names);
    expect(await seen(viewer, moneyLogResource, moneyLog)).toEqual(names);
  });

  it('a role lacking the permission contributes nothing: the `all` role that grants only finance calls widens orders, not members', async () => {
    expect(await seen('split', memberResource, member)).toEqual(['east1', 'east2']);
    expect(await seen('split', rechargeResource, recharge)).toEqual(EXPECTED.all);
    expect(await seen('split', withdrawResource, withdraw)).toEqual(EXPECTED.all);
    // No role of theirs grants the real-name list at all.
    expect((await callEndpoint(token.split!, endpointOf(kycResource, 'list'), { pageIndex: 1 })).status).toBe(403);
  });

  it('pending counts and the to-do summary count only reached rows', async () => {
    const counts = async (viewer: string) => (await callEndpoint(token[viewer]!, { method: 'POST', path: FINANCE_ENDPOINTS.pendingCounts }, {})).body.data;
    for (const [viewer, names] of Object.entries(EXPECTED)) {
      const n = names.length;
      expect(await counts(viewer), viewer).toEqual({ systemRechargeCount: n, withdrawCount: n, realNameAuthCount: n });
    }
    const summary = await callEndpoint(token.dept!, { method: 'GET', path: FINANCE_ENDPOINTS.todoSummary }, {});
    expect(summary.body.data).toMatchObject({
      systemRechargeCount: 1,
      oldest: { recharge: { id: recharge.sales1 }, withdraw: { id: withdraw.sales1 }, realNameAuth: { id: kyc.sales1 } },
    });
    const nothing = await callEndpoint(token.unknown!, { method: 'GET', path: FINANCE_ENDPOINTS.todoSummary }, {});
    expect(nothing.body.data).toMatchObject({ systemRechargeCount: 0, oldest: { recharge: null, withdraw: null, realNameAuth: null } });
  });

  it('the export holds the reached rows only', async () => {
    const res = await t.app.inject({ method: 'POST', url: api(endpointOf(rechargeResource, 'export').path), headers: bearer(token.below!), payload: {} });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = header.findIndex((h) => String(h).toLowerCase().includes('order')) + 1;
    const orderNos = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(column).value)).sort();
    expect(orderNos).toEqual(EXPECTED.below!.map((name) => `R${prefix}${name}`).sort());
  });

  it('get, edit, review, payout, freeze and cancel by id outside the scope answer 403 and write nothing; inside they work', async () => {
    const dept = token.dept!;
    const outside = (res: { status: number; body: { msg: string } }) => {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.msg).toMatch(/outside your data scope/);
    };
    const action = (definition: ResourceDefinition, name: string, payload: object) =>
      callEndpoint(dept, actionEndpointOf(definition, name, definition.actions![name]!), payload);
    const db = t.database.db;
    const before = {
      member: (await db.select().from(members).where(eq(members.id, member.east1!)))[0],
      recharge: (await db.select().from(rechargeOrders).where(eq(rechargeOrders.id, recharge.east1!)))[0],
      withdraw: (await db.select().from(withdrawOrders).where(eq(withdrawOrders.id, withdraw.east1!)))[0],
      kyc: (await db.select().from(kycApplications).where(eq(kycApplications.id, kyc.east1!)))[0],
    };

    outside(await callEndpoint(dept, endpointOf(memberResource, 'get'), { id: String(member.east1) }));
    outside(await callEndpoint(dept, endpointOf(rechargeResource, 'get'), { id: String(recharge.east1) }));
    outside(await callEndpoint(dept, endpointOf(withdrawResource, 'get'), { id: String(withdraw.east1) }));
    outside(await callEndpoint(dept, endpointOf(kycResource, 'get'), { id: String(kyc.east1) }));
    outside(await action(memberResource, 'freeze', { id: member.east1, reason: 'not mine' }));
    outside(await action(rechargeResource, 'review', { id: recharge.east1, action: 'approve' }));
    outside(await action(rechargeResource, 'edit', { id: recharge.east1, version: 0, amount: '99' }));
    outside(await action(rechargeResource, 'cancel', { id: recharge.east1, remark: 'not mine' }));
    outside(await action(withdrawResource, 'review', { id: withdraw.east1, action: 'approve' }));
    outside(await action(withdrawResource, 'payout', { id: withdraw.east1, action: 'start' }));
    outside(await action(memberResource, 'disable', { id: member.east1, reason: 'not mine' }));
    outside(await action(kycResource, 'review', { id: kyc.east1, action: 'approve' }));
    // Orders for a member out of reach are not entered.
    outside(await action(rechargeResource, 'add', { memberId: member.east1, currency: 'USDT', amount: '1' }));
    outside(await action(withdrawResource, 'add', { memberId: member.east1, currency: 'USDT', amount: '1', address: 'T-x' }));

    expect((await db.select().from(members).where(eq(members.id, member.east1!)))[0]).toEqual(before.member);
    expect((await db.select().from(rechargeOrders).where(eq(rechargeOrders.id, recharge.east1!)))[0]).toEqual(before.recharge);
    expect((await db.select().from(withdrawOrders).where(eq(withdrawOrders.id, withdraw.east1!)))[0]).toEqual(before.withdraw);
    expect((await db.select().from(kycApplications).where(eq(kycApplications.id, kyc.east1!)))[0]).toEqual(before.kyc);
    expect(await db.select().from(wallets).where(eq(wallets.memberId, member.east1!))).toEqual([]);
    expect(await db.select().from(rechargeOrders).where(eq(rechargeOrders.memberId, member.east1!))).toHaveLength(1);
    expect(await db.select().from(withdrawOrders).where(eq(withdrawOrders.memberId, member.east1!))).toHaveLength(1);

    // A missing id stays a 404.
    expect((await callEndpoint(dept, endpointOf(memberResource, 'get'), { id: '987654321' })).status).toBe(404);
    expect((await action(rechargeResource, 'review', { id: 987654321, action: 'approve' })).status).toBe(404);

    // The member of their own department: the same calls go through.
    expect((await callEndpoint(dept, endpointOf(memberResource, 'get'), { id: String(member.sales1) })).body.data).toMatchObject({ id: member.sales1, operatorId: operator.sales1 });
    const frozen = await action(memberResource, 'freeze', { id: member.sales1, reason: 'checked' });
    expect(frozen.body.data).toMatchObject({ id: member.sales1, status: 'FROZEN' });
    const entered = await action(rechargeResource, 'add', { memberId: member.sales1, currency: 'USDT', amount: '1' });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
  });

  it('assigns members one at a time and in bulk to an enabled operator in reach; nothing outside the scope moves', async () => {
    const below = token.below!;
    const assignOne = actionEndpointOf(memberResource, 'assignOperator', memberResource.actions!.assignOperator!);
    const assignMany = actionEndpointOf(memberResource, 'assignOperators', memberResource.actions!.assignOperators!);
    const db = t.database.db;
    /** The operator of each named member, in the order named. */
    const operatorOf = async (...names: string[]) => {
      const rows = await db.select({ id: members.id, operatorId: members.operatorId }).from(members).where(inArray(members.id, names.map((n) => member[n]!)));
      return names.map((n) => rows.find((r) => r.id === member[n])?.operatorId);
    };

    // The picker offers the enabled users of Sales and below, no one else.
    const disabled = await addUser(db, `${prefix}_gone`, dept.east!, [], '1');
    const options = await callEndpoint(below, { method: 'GET', path: MEMBER_ENDPOINTS.operatorOptions }, {});
    const offered = (options.body.data.list as Array<{ id: number; userName: string }>).map((o) => o.userName.replace(`${prefix}_`, ''));
    // Operators and viewers alike: every enabled user placed in Sales, East or West, in user-name order.
    expect(offered).toEqual(['east1', 'east2', 'sales1', 'v_below', 'v_dept', 'v_split', 'v_union', 'west1']);
    const typed = await callEndpoint(below, { method: 'GET', path: MEMBER_ENDPOINTS.operatorOptions }, { keyword: `${prefix}_ea` });
    expect(typed.body.data.list.map((o: { userName: string; deptName: string }) => [o.userName, o.deptName])).toEqual([
      [`${prefix}_east1`, 'East'],
      [`${prefix}_east2`, 'East'],
    ]);
    expect((await callEndpoint(token.self!, { method: 'GET', path: MEMBER_ENDPOINTS.operatorOptions }, {})).body.data.list.map((o: { id: number }) => o.id)).toEqual([operator.east1]);

    // One member to West's operator.
    const one = await callEndpoint(below, assignOne, { id: member.east2, operatorId: operator.west1 });
    expect(one.body).toMatchObject({ code: 0, data: { assigned: 1 } });
    expect(await operatorOf('east2')).toEqual([operator.west1]);
    // The list shows and filters by the operator (by id or user name).
    const listed = await callEndpoint(below, endpointOf(memberResource, 'list'), { operatorIdLabel: `${prefix}_west1`, pageIndex: 1 });
    expect(listed.body.data.list.map((m: { id: number; operatorIdLabel: string }) => [m.id, m.operatorIdLabel]).sort()).toEqual(
      [[member.west1, `${prefix}_west1`], [member.east2, `${prefix}_west1`]].sort(),
    );
    const byId = await callEndpoint(below, endpointOf(memberResource, 'list'), { operatorId: String(operator.west1), pageIndex: 1 });
    expect(byId.body.data.total).toBe(2);

    // Refused, nothing moves: an operator outside reach (Risk), a disabled or missing user, a member outside the scope in the batch.
    const refusedRisk = await callEndpoint(below, assignMany, { ids: [member.east1, member.west1], operatorId: operator.risk1 });
    expect([refusedRisk.status, refusedRisk.body.data.fields]).toEqual([403, { operatorId: 'is outside your data scope' }]);
    expect((await callEndpoint(below, assignOne, { id: member.east1, operatorId: disabled })).status).toBe(400);
    expect((await callEndpoint(below, assignOne, { id: member.east1, operatorId: 987654321 })).body.data.fields).toHaveProperty('operatorId');
    const refusedMember = await callEndpoint(below, assignMany, { ids: [member.east1, member.risk1], operatorId: operator.sales1 });
    expect([refusedMember.status, refusedMember.body.data]).toEqual([403, { ids: [member.risk1], reason: 'access.outsideScope', params: { ids: String(member.risk1) } }]);
    expect(await callEndpoint(below, assignOne, { id: member.none, operatorId: operator.sales1 }).then((r) => r.status)).toBe(403);
    expect(await operatorOf('east1', 'risk1', 'none', 'west1')).toEqual([operator.east1, operator.risk1, null, operator.west1]);
    // A missing key never unassigns.
    expect((await callEndpoint(below, assignMany, { ids: [member.east1] })).status).toBe(400);

    // Bulk, then back to nobody (null): the members leave every scope but `all`.
    const many = await callEndpoint(below, assignMany, { ids: [member.east1, member.west1], operatorId: operator.sales1 });
    expect(many.body.data).toEqual({ assigned: 2 });
    expect(await operatorOf('east1', 'west1')).toEqual([operator.sales1, operator.sales1]);
    expect(await seen('dept', memberResource, member)).toEqual(['east1', 'sales1', 'west1']);
    const cleared = await callEndpoint(below, assignMany, { ids: [member.east1, member.west1], operatorId: null });
    expect(cleared.body.data).toEqual({ assigned: 2 });
    expect(await operatorOf('east1', 'west1')).toEqual([null, null]);
    expect(await seen('below', memberResource, member)).toEqual(['east2', 'sales1']);

    // A role without the assign permission cannot (and the picker is closed to it).
    const noAssign = await addRole(db, { dataScope: 'all', permissions: [P.memberList] });
    await addUser(db, `${prefix}_v_reader`, dept.hq!, [noAssign]);
    const reader = await t.signIn(`${prefix}_v_reader`);
    expect((await callEndpoint(reader, assignOne, { id: member.east2, operatorId: operator.east1 })).status).toBe(403);
    expect((await callEndpoint(reader, { method: 'GET', path: MEMBER_ENDPOINTS.operatorOptions }, {})).status).toBe(403);
  });

  it('an assigned operator deleted leaves the member unassigned (FK set null)', async () => {
    const db = t.database.db;
    const [m] = await db.insert(members).values({ account: `${prefix}_orphan` }).returning({ id: members.id });
    const leaving = await addUser(db, `${prefix}_leaving`, dept.risk!);
    await db.update(members).set({ operatorId: leaving }).where(eq(members.id, m!.id));
    await db.delete(users).where(eq(users.id, leaving));
    const [after] = await db.select({ operatorId: members.operatorId }).from(members).where(eq(members.id, m!.id));
    expect(after).toEqual({ operatorId: null });
  });
});
