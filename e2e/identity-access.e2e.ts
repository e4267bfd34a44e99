import { afterAll, beforeAll, describe, it, expect as assert } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { eq, inArray } from 'drizzle-orm';
import { API_BASE, API_PREFIX, PERMISSIONS } from '@ledgerdesk/shared';
import { departments, members, menus, roleMenus, roles, userRoles, users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { newContext, screenshot } from './support/browser';
import { expect } from './support/expect';
import { signInThroughForm, tokenOf } from './support/session';
import { formField, inEnglish, inLanguage, openSystemMenu, pickFormOption, resourceForm } from './support/console-nav';
import { useLiveConsole } from './support/live-console';

const REVIEWER_PASSWORD = 'Review-2026x';

const form = resourceForm;
const field = formField;

/** Picks a department in the open form's department tree select. */
async function pickDepartment(page: Page, label: string, name: string) {
  await field(page, label).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', { hasText: name }).first().click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).last().click();
  await expect(page.getByTestId('resource-form')).toBeHidden();
}

/** A page at rest for a screenshot: no spinner, no entrance animation or drawer slide running. */
async function settled(page: Page, scope?: Locator) {
  if (scope) await expect(scope.locator('.ant-spin-spinning')).toBeHidden();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/**
 * Identity and access in Chromium against the real server, without the demo data: the
 * administrator creates a department, a role holding only the recharge review permissions
 * (the recharge list and its Review button) reaching its own department, and a user of that
 * department; members are assigned to operators of that department and of another; the new user
 * signs in and sees only those menus and buttons, and only the orders of their department's members.
 */
describe('users, roles and data scope in Chromium', () => {
  const live = useLiveConsole({ SEED_DEMO: 'off' });
  let admin: Page;
  let adminToken: string;
  const closers: Array<() => Promise<void>> = [];
  const pageErrors: string[] = [];

  const adminCall = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${live.server.baseUrl}${API_BASE}${API_PREFIX}/${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
    if (answer.code !== 0) throw new Error(`${method} ${path}: ${res.status} ${answer.msg}`);
    return answer.data;
  };

  beforeAll(async () => {
    const ctx = await newContext(live.browser);
    closers.push(() => ctx.context.close());
    admin = await ctx.context.newPage();
    admin.on('pageerror', (err) => pageErrors.push(`admin: ${String(err)}`));
    await signInThroughForm(admin, live.server.baseUrl);
    await inEnglish(admin);
    adminToken = (await tokenOf(admin))!;
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('the administrator creates a department on the department page', async () => {
    await openSystemMenu(admin, 'Departments');
    const tree = admin.getByTestId('resource-system/dept');
    await expect(tree).toBeVisible();
    await tree.getByRole('button', { name: 'Add' }).first().click();
    await field(admin, 'Department name').fill('East Desk');
    await field(admin, 'Leader').fill('Ming');
    await save(admin);
    await expect(tree).toContainText('East Desk');
    const [east] = await live.server.database.db.select().from(departments).where(eq(departments.deptName, 'East Desk'));
    assert(east).toMatchObject({ parentId: null, leader: 'Ming', status: '0' });
    await settled(admin, tree);
    await screenshot(admin, 'identity-dept-created');
  });

  it('the administrator creates a role with only the recharge review permissions, reaching its own department', async () => {
    await openSystemMenu(admin, 'Roles');
    const list = admin.getByTestId('resource-system/role');
    await expect(list).toContainText('admin');
    await list.getByRole('button', { name: 'Add' }).first().click();
    await field(admin, 'Role name').fill('Recharge reviewers');
    await field(admin, 'Role key').fill('recharge_reviewer');
    await pickFormOption(admin, 'Data scope', 'Own department');
    const tree = admin.getByTestId('menu-grant-tree');
    await expect(tree).toBeVisible();
    const check = (permissionOrTitle: { permission?: string; menuId?: number }) =>
      tree
        .locator('.ant-tree-treenode', {
          has: admin.locator(permissionOrTitle.permission ? `[data-permission="${permissionOrTitle.permission}"]` : `[data-menu-id="${permissionOrTitle.menuId}"]`),
        })
        .locator('.ant-tree-checkbox')
        .first();
    // The Review button: its page (the recharge list) and the Finance directory become half-checked.
    await check({ permission: PERMISSIONS.rechargeReview }).click();
    const [home] = await live.server.database.db.select().from(menus).where(eq(menus.menuKey, 'home'));
    await check({ menuId: home!.id }).click();
    await expect(tree.locator('.ant-tree-checkbox-indeterminate')).toBeVisible();
    await form(admin).evaluate((el) => el.closest('.ant-drawer-body')?.scrollTo(0, 0));
    await settled(admin);
    await screenshot(admin, 'identity-role-form');
    await save(admin);
    await expect(list).toContainText('Recharge reviewers');

    const [role] = await live.server.database.db.select().from(roles).where(eq(roles.roleKey, 'recharge_reviewer'));
    assert(role).toMatchObject({ dataScope: 'dept', status: '0', isSuper: false });
    const granted = await live.server.database.db
      .select({ key: menus.menuKey, permission: menus.permission })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(eq(roleMenus.roleId, role!.id));
    assert(granted.map((g) => g.permission).filter(Boolean).sort()).toEqual([PERMISSIONS.rechargeList, PERMISSIONS.rechargeReview]);
    assert(granted.map((g) => g.key).sort()).toEqual(['finance', 'finance.recharge', 'finance.recharge.review', 'home']);
    await settled(admin, list);
    await screenshot(admin, 'identity-role-list');
  });

  it('the administrator creates a user in that department with that role; the password strength shows while typing', async () => {
    await openSystemMenu(admin, 'Users');
    const list = admin.getByTestId('resource-system/user');
    await expect(list).toBeVisible();
    await list.getByRole('button', { name: 'Add' }).first().click();
    await field(admin, 'User name').fill('east_reviewer');
    await field(admin, 'Nickname').fill('East reviewer');
    const password = field(admin, 'Password');
    await password.fill('review');
    await expect(form(admin).locator('[data-testid="password-strength"][data-strength="weak"]')).toBeVisible();
    await password.fill('review12');
    await expect(form(admin).locator('[data-testid="password-strength"][data-strength="medium"]')).toBeVisible();
    await password.fill(REVIEWER_PASSWORD);
    await expect(form(admin).locator('[data-testid="password-strength"][data-strength="strong"]')).toBeVisible();
    await expect(form(admin).getByText('Strong', { exact: true })).toBeVisible();
    await pickDepartment(admin, 'Department', 'East Desk');
    await pickFormOption(admin, 'Roles', 'Recharge reviewers');
    await settled(admin);
    await screenshot(admin, 'identity-user-form');
    await save(admin);
    await expect(list).toContainText('east_reviewer');
    await expect(list.locator('tr', { hasText: 'east_reviewer' })).toContainText('East Desk');
    await settled(admin, list);
    await screenshot(admin, 'identity-user-list');

    const [user] = await live.server.database.db.select().from(users).where(eq(users.userName, 'east_reviewer'));
    const [east] = await live.server.database.db.select().from(departments).where(eq(departments.deptName, 'East Desk'));
    const [role] = await live.server.database.db.select().from(roles).where(eq(roles.roleKey, 'recharge_reviewer'));
    assert(user).toMatchObject({ deptId: east!.id, status: '0', mustChangePassword: false });
    assert(user!.passwordHash).toMatch(/^\$argon2id\$/);
    assert(await live.server.database.db.select().from(userRoles).where(eq(userRoles.userId, user!.id))).toEqual([{ userId: user!.id, roleId: role!.id }]);
  });

  it('in Traditional Chinese: the user detail names the roles, the reset dialog shows the strength', async () => {
    await inLanguage(admin, 'zh-tw');
    const list = admin.getByTestId('resource-system/user');
    await expect(list).toContainText('east_reviewer');
    const row = list.locator('tr', { hasText: 'east_reviewer' });
    await row.getByRole('button', { name: /詳/ }).first().click();
    const grants = admin.getByTestId('user-grants');
    await expect(grants).toContainText('Recharge reviewers');
    await expect(grants).toContainText('角色');
    await settled(admin);
    await screenshot(admin, 'identity-user-detail-zh-tw');
    await admin.keyboard.press('Escape');
    await expect(grants).toBeHidden();
    await row.getByRole('button', { name: '重設密碼' }).click();
    const dialog = admin.getByTestId('reset-password-dialog');
    await dialog.locator('input[type="password"]').fill('Reset-pass-9');
    await expect(dialog.locator('[data-testid="password-strength"][data-strength="strong"]')).toBeVisible();
    await expect(dialog).toContainText('強');
    await settled(admin);
    await screenshot(admin, 'identity-reset-password-zh-tw');
    await admin.getByRole('button', { name: /取\s?消/ }).last().click();
    await expect(dialog).toBeHidden();
    // Cancelled: nothing was reset.
    const [user] = await live.server.database.db.select().from(users).where(eq(users.userName, 'east_reviewer'));
    assert(user!.mustChangePassword).toBe(false);
  });

  it('the new user sees only those menus and buttons, and only the recharge orders of their department’s members', async () => {
    const db = live.server.database.db;
    const [east] = await db.select().from(departments).where(eq(departments.deptName, 'East Desk'));
    const [ops] = await db.insert(departments).values({ deptName: 'Ops Desk' }).returning();
    const passwordHash = await hashPassword('Clerk-pass-1');
    const [eastClerk, opsClerk] = await db
      .insert(users)
      .values([
        { userName: 'east_clerk', nickname: 'East clerk', deptId: east!.id, passwordHash },
        { userName: 'ops_clerk', nickname: 'Ops clerk', deptId: ops!.id, passwordHash },
      ])
      .returning();
    const created = await db
      .insert(members)
      .values([
        { account: 'e2e_east_anna', nickname: 'Anna' },
        { account: 'e2e_east_ben', nickname: 'Ben' },
        { account: 'e2e_ops_carl', nickname: 'Carl' },
        { account: 'e2e_free_dora', nickname: 'Dora' },
      ])
      .returning();
    const byAccount = Object.fromEntries(created.map((m) => [m.account, m.id]));
    // Assigned through the member list's bulk action: two to an operator of East Desk, one to Ops Desk's, one to nobody.
    await adminCall('POST', 'member/assignOperators', { ids: [byAccount.e2e_east_anna, byAccount.e2e_east_ben], operatorId: eastClerk!.id });
    await adminCall('POST', 'member/assignOperators', { ids: [byAccount.e2e_ops_carl], operatorId: opsClerk!.id });
    const assigned = await db.select({ account: members.account, operatorId: members.operatorId }).from(members).where(inArray(members.id, Object.values(byAccount)));
    assert(Object.fromEntries(assigned.map((m) => [m.account, m.operatorId]))).toEqual({
      e2e_east_anna: eastClerk!.id,
      e2e_east_ben: eastClerk!.id,
      e2e_ops_carl: opsClerk!.id,
      e2e_free_dora: null,
    });
    for (const account of Object.keys(byAccount)) {
      await adminCall('POST', 'cwManage/chargeLogAdd', { memberId: byAccount[account], currency: 'USDT', amount: '25', paymentRef: `ref-${account}` });
    }

    const ctx = await newContext(live.browser);
    closers.push(() => ctx.context.close());
    const reviewer = await ctx.context.newPage();
    reviewer.on('pageerror', (err) => pageErrors.push(`reviewer: ${String(err)}`));
    await signInThroughForm(reviewer, live.server.baseUrl, 'east_reviewer', REVIEWER_PASSWORD);
    await inEnglish(reviewer);
    const aside = reviewer.getByTestId('aside-menu');
    await reviewer.goto(`${live.server.baseUrl}/finance/recharge`);
    const list = reviewer.getByTestId('recharge-list');
    await expect(list).toContainText('e2e_east_anna');
    await expect(list).toContainText('e2e_east_ben');
    assert(await list.getByText('e2e_ops_carl').count()).toBe(0);
    assert(await list.getByText('e2e_free_dora').count()).toBe(0);
    // The Review button on each order, and no other write: no add, edit, void or export.
    assert(await list.getByRole('button', { name: 'Review' }).count()).toBe(2);
    for (const name of ['Add recharge', 'Export', 'Edit', 'Void order']) assert(await list.getByRole('button', { name }).count(), name).toBe(0);
    // Only Home and Finance › Recharge in the menus.
    const menuTexts = (await aside.locator('.ant-menu-title-content').allTextContents()).map((s) => s.trim()).filter(Boolean);
    assert(menuTexts.some((s) => /system/i.test(s))).toBe(false);
    assert(menuTexts.some((s) => /withdraw/i.test(s))).toBe(false);
    assert(menuTexts.some((s) => /member/i.test(s))).toBe(false);
    await settled(reviewer, list);
    await screenshot(reviewer, 'identity-reviewer-recharge');

    // The server agrees: a tampered id out of reach is refused, and System pages are not theirs.
    const token = (await tokenOf(reviewer))!;
    const call = (path: string, body: unknown) =>
      fetch(`${live.server.baseUrl}${API_BASE}${API_PREFIX}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    assert((await call('user/list', { pageIndex: 1 })).status).toBe(403);
    const menusAnswer = (await (await fetch(`${live.server.baseUrl}${API_BASE}${API_PREFIX}/user/getUserMenus`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { permissions: string[] };
    };
    assert(menusAnswer.data.permissions).toEqual([PERMISSIONS.rechargeList, PERMISSIONS.rechargeReview]);
    assert(pageErrors).toEqual([]);
  });
});
