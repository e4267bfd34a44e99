import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_BASE, endpointOf } from '@ledgerdesk/shared';
import { roleResource } from '@ledgerdesk/shared/resources/system/role';
import { userResource } from '@ledgerdesk/shared/resources/system/user';
import { approvals, memberConfigChanges, memberConfigs, members, menus } from '../apps/server/src/db/schema';
import { newContext, shotsInto } from './support/browser';
import { chooseReference, inLanguage } from './support/console-nav';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';
import { ADMIN_PASSWORD } from './support/server';
import { signInThroughForm, tokenOf } from './support/session';

const SHOTS = '/tmp/shots/approvals-member-config';
const shot = shotsInto(SHOTS, { atRest: true });

/** What the second operator's role grants: the Approvals page and member config, approving included. */
const CHECKER_PERMISSIONS = ['system/approval/list', 'member/config/list', 'member/config/view', 'member/config/approve'];

/**
 * Four-eyes member config in Chromium against the real server: operator A (admin) holds a member's
 * withdrawals for an AML review, then asks to lift the hold; the request waits on the Approvals
 * page, where A's own approval is refused with the translated reason; operator B (created through
 * the API with the approve permission) approves it, and the member config shows the lifted flag and
 * both changes in its history. Screenshots in /tmp/shots/approvals-member-config.
 */
describe('approvals and member config in Chromium', () => {
  const live = useLiveConsole();
  const signed = useSignedInPage(live);
  let a: Page;
  let memberId: number;
  let account: string;

  const api = async (page: Page, method: string, path: string, body: unknown) => {
    const token = await tokenOf(page);
    const res = await fetch(`${live.server.baseUrl}${API_BASE}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
  };

  beforeAll(async () => {
    a = signed.page;
    const db = live.server.database.db;
    const [carol] = await db.select().from(members).where(eq(members.account, 'demo_carol'));
    memberId = carol!.id;
    account = carol!.account;
    assert(await db.select().from(memberConfigs).where(eq(memberConfigs.memberId, memberId))).toHaveLength(0);
  });

  const dialog = (page: Page) => page.getByTestId('member-config-dialog');
  const pick = async (page: Page, testId: string, option: string) => {
    await dialog(page).getByTestId(testId).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
    // The list folds away once the choice is taken (on a busy machine a click may land mid-animation).
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  };

  it('A holds the withdrawals of a member for an AML review, with a coded reason and a review date', async () => {
    await a.goto(`${live.server.baseUrl}/member/config`);
    const list = a.getByTestId('member-config-list');
    await expect(list).toContainText('AML review');
    await list.getByRole('button', { name: 'Configure a member' }).click();
    await chooseReference(a, dialog(a), 'Member', 'demo_car', account);
    await expect(a.getByRole('dialog')).toContainText(`Change member config: ${account}`);
    await dialog(a).getByTestId('member-config-canWithdraw').click();
    await pick(a, 'member-config-reason', 'AML review');
    // antd puts the test id on the picker's input itself.
    const review = dialog(a).locator('input[data-testid="member-config-review"], [data-testid="member-config-review"] input').first();
    await review.click();
    await review.fill('2099-12-31 12:00:00');
    await review.press('Enter');
    await pick(a, 'member-config-change-reason', 'Compliance request');
    await shot(a, '1-restrict-dialog');
    await a.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(dialog(a)).toBeHidden();
    const [row] = await live.server.database.db.select().from(memberConfigs).where(eq(memberConfigs.memberId, memberId));
    assert(row).toMatchObject({ canWithdraw: false, restrictionReasonCode: 'AML_REVIEW' });
    await expect(list.locator('tr', { hasText: account })).toContainText('Can withdraw: no');
  });

  it('A asks to lift the hold: it waits for a second operator, and A may not approve it', async () => {
    const list = a.getByTestId('member-config-list');
    await list.locator('tr', { hasText: account }).getByRole('button', { name: 'Change' }).click();
    await expect(dialog(a).locator('[data-testid="member-config-canWithdraw"][aria-checked="false"]')).toBeVisible();
    await dialog(a).getByTestId('member-config-canWithdraw').click();
    await pick(a, 'member-config-change-reason', 'Review completed');
    await a.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(dialog(a)).toBeHidden();
    const [request] = await live.server.database.db
      .select()
      .from(approvals)
      .where(and(eq(approvals.kind, 'member-config.edit'), eq(approvals.subjectId, memberId)));
    assert(request).toMatchObject({ status: 'PENDING', kind: 'member-config.edit' });
    assert((await live.server.database.db.select().from(memberConfigs).where(eq(memberConfigs.memberId, memberId)))[0]!.canWithdraw).toBe(false);

    await a.goto(`${live.server.baseUrl}/system/approval`);
    const approvalsPage = a.getByTestId('approval-list');
    const row = approvalsPage.locator('tr', { hasText: account });
    await expect(row).toContainText('Member config change');
    // The Pending view (its fixed filter hides the status column), counting what waits for A: nothing A may decide.
    await expect(approvalsPage.getByTestId('approval-pending-tab')).toBeVisible();
    await shot(a, '2-approvals-pending');
    await row.getByRole('button', { name: 'Approve' }).click();
    const decide = a.getByTestId('approval-approve-dialog');
    await expect(decide.getByTestId('approval-diff')).toContainText('Can withdraw');
    await expect(decide.getByTestId('approval-diff')).toContainText('AML review');
    await a.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(decide.getByRole('alert')).toContainText('The operator who asked for a change cannot approve or reject it; a second operator must.');
    await shot(a, '3-maker-refused');
    await a.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    assert((await live.server.database.db.select().from(approvals).where(eq(approvals.id, request!.id)))[0]!.status).toBe('PENDING');
  });

  it('B, given the approve permission through the API, approves it; the member config shows the lifted flag and its history', async () => {
    const db = live.server.database.db;
    const grants = await db.select({ id: menus.id }).from(menus).where(inArray(menus.permission, CHECKER_PERMISSIONS));
    assert(grants.length).toBe(CHECKER_PERMISSIONS.length);
    const role = await api(a, 'POST', endpointOf(roleResource, 'add').path, { roleName: 'Compliance checkers', roleKey: 'compliance_checker', dataScope: 'all', menuIds: grants.map((g) => g.id) });
    assert(role.code, role.msg).toBe(0);
    const user = await api(a, 'POST', endpointOf(userResource, 'add').path, { userName: 'checker_b', nickname: 'Bea Checker', password: ADMIN_PASSWORD, roleIds: [role.data.id] });
    assert(user.code, user.msg).toBe(0);

    const ctx = await newContext(live.browser);
    try {
      const b = await ctx.context.newPage();
      await signInThroughForm(b, live.server.baseUrl, 'checker_b');
      await inLanguage(b, 'en');
      await b.goto(`${live.server.baseUrl}/system/approval`);
      const row = b.getByTestId('approval-list').locator('tr', { hasText: account });
      await expect(b.getByTestId('approval-pending-tab')).toBeVisible();
      await row.getByRole('button', { name: 'Approve' }).click();
      const decide = b.getByTestId('approval-approve-dialog');
      await expect(decide.getByTestId('approval-diff')).toContainText('Can withdraw');
      await decide.locator('textarea').fill('AML review closed without findings');
      await shot(b, '4-checker-approves');
      await b.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await expect(decide).toBeHidden();
      await expect(b.getByTestId('approval-list').locator('tr', { hasText: account })).toHaveCount(0);
      assert(ctx.pageErrors).toEqual([]);
    } finally {
      await ctx.context.close();
    }

    const [config] = await db.select().from(memberConfigs).where(eq(memberConfigs.memberId, memberId));
    assert(config).toMatchObject({ canWithdraw: true, restrictionReasonCode: null });
    assert(await db.select().from(memberConfigChanges).where(eq(memberConfigChanges.memberId, memberId))).toHaveLength(2);

    await a.goto(`${live.server.baseUrl}/member/config`);
    const list = a.getByTestId('member-config-list');
    await list.getByRole('button', { name: 'Refresh' }).click();
    const row = list.locator('tr', { hasText: account });
    await expect(row).toContainText('No restriction');
    await row.getByRole('button', { name: 'Detail' }).click();
    const history = a.getByTestId('member-config-history');
    await expect(history.locator('tbody tr')).toHaveCount(2);
    await expect(history.locator('tbody tr').first()).toContainText('checker_b');
    await expect(history.locator('tbody tr').first()).toContainText('Review completed');
    await expect(history.locator('tbody tr').first()).toContainText('Can withdraw: no → yes');
    await history.scrollIntoViewIfNeeded();
    await shot(a, '5-history');
    assert(signed.pageErrors).toEqual([]);
  });
});
