import { afterAll, beforeAll, describe, it, expect as assert } from 'vitest';
import type { Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { dictData, menus, roleMenus } from '../apps/server/src/db/schema';
import { newContext, screenshot } from './support/browser';
import { expect, expectUrl } from './support/expect';
import { signInThroughForm, tokenOf } from './support/session';
import { dismissAlerts, formField, inEnglish, openSystemMenu, pickFormOption } from './support/console-nav';
import { useLiveConsole } from './support/live-console';

const field = formField;

/** Empties the roles multi-select of the open form (each chosen role's remove icon). */
async function clearRoles(page: Page) {
  const roles = page.getByTestId('resource-form').last().locator('.ant-form-item', { has: page.getByLabel('Granted roles', { exact: true }) });
  const remove = roles.locator('[class*="-item-remove"]');
  while ((await remove.count()) > 0) await remove.first().click();
}

/** Unfolds a row of a tree table (its children are folded at first). */
async function unfold(row: ReturnType<Page['locator']>) {
  const toggle = row.locator('.ant-table-row-expand-icon-collapsed');
  if ((await toggle.count()) > 0) await toggle.first().click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).last().click();
  await expect(page.getByTestId('resource-form')).toBeHidden();
}

/**
 * Menu and dictionary administration in Chromium against the real server. The operator is
 * signed in, in a browser of their own, before anything changes, and never signs in again: what
 * the administrator changes reaches them through the revision every answer carries (their
 * console polls the pending counts every 10 s, so a change arrives within that).
 */
describe('menu and dictionary administration in Chromium', () => {
  const live = useLiveConsole();
  let admin: Page;
  let operator: Page;
  let operatorToken: string | undefined;
  const closers: Array<() => Promise<void>> = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    for (const user of ['operator', 'admin'] as const) {
      const ctx = await newContext(live.browser);
      closers.push(() => ctx.context.close());
      const page = await ctx.context.newPage();
      page.on('pageerror', (err) => pageErrors.push(`${user}: ${String(err)}`));
      await signInThroughForm(page, live.server.baseUrl, user);
      await inEnglish(page);
      await dismissAlerts(page);
      if (user === 'admin') admin = page;
      else operator = page;
    }
    operatorToken = await tokenOf(operator);
    // Marks the operator's page: a full reload (or a new sign-in) would drop the mark.
    await operator.evaluate(() => ((window as unknown as { __sameLoad: boolean }).__sameLoad = true));
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  const sameLoad = () => operator.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad === true);

  it('an administrator adds a page granted to the operator; the signed-in operator gets it in the aside and opens it', async () => {
    await operator.goto(`${live.server.baseUrl}/home`);
    await operator.evaluate(() => ((window as unknown as { __sameLoad: boolean }).__sameLoad = true));
    await expect(operator.getByTestId('aside-menu')).toBeVisible();
    assert(await operator.getByTestId('aside-menu').getByText('Stored files').count()).toBe(0);

    await openSystemMenu(admin, 'Menu management');
    const tree = admin.getByTestId('resource-system/menu');
    await expect(tree).toContainText('System settings');
    await screenshot(admin, 'system-menu-tree');
    await tree.locator('tr', { hasText: 'System settings' }).first().getByRole('button', { name: 'Add child' }).click();
    await expect(field(admin, 'Menu name')).toBeVisible();
    await field(admin, 'Menu name').fill('Stored files');
    await field(admin, 'Route path').fill('/system/stored-files');
    await field(admin, 'Component').fill('system/file/index');
    await field(admin, 'Icon').click();
    await admin.getByRole('option', { name: 'FolderOutlined' }).click();
    await pickFormOption(admin, 'Granted roles', 'Operator');
    await screenshot(admin, 'system-menu-form');
    await save(admin);
    await unfold(tree.locator('tr', { hasText: 'System settings' }).first());
    const page = tree.locator('tr', { hasText: 'Stored files' }).first();
    await expect(page).toBeVisible();

    // The page lists files, which needs the file centre's list permission: a button carries it.
    await page.getByRole('button', { name: 'Add child' }).click();
    await pickFormOption(admin, 'Type', 'Button');
    // A button has no route: the form says so before anything is typed.
    await expect(field(admin, 'Route path')).toBeHidden();
    await field(admin, 'Menu name').fill('List stored files');
    await field(admin, 'Permission').fill('system/file/list');
    await pickFormOption(admin, 'Granted roles', 'Operator');
    await save(admin);
    await unfold(page);
    await expect(tree).toContainText('List stored files');
    await screenshot(admin, 'system-menu-tree-added');
    const [row] = await live.server.database.db.select().from(menus).where(eq(menus.path, '/system/stored-files'));
    assert(row).toMatchObject({ menuType: 'C', component: 'system/file/index', icon: 'FolderOutlined', name: 'systemStoredFiles' });

    // The operator, without signing in again, sees the page appear and opens it.
    const aside = operator.getByTestId('aside-menu');
    await aside.getByText('System settings', { exact: true }).click();
    await expect(aside.getByText('Stored files', { exact: true })).toBeVisible(20_000);
    await aside.getByText('Stored files', { exact: true }).click();
    await expectUrl(operator, (u) => u.pathname === '/system/stored-files', 'the new page');
    await expect(operator.getByText('Stored files').first()).toBeVisible();
    await expect(operator.getByText('Stored files', { exact: true }).first()).toBeVisible();
    await expect(operator.locator('.ant-table:visible')).toBeVisible();
    assert(await operator.locator('.ant-message-error').count()).toBe(0);
    assert(await sameLoad()).toBe(true);
    assert(await tokenOf(operator)).toBe(operatorToken);
    await screenshot(operator, 'system-menu-operator-new-page');
  });

  it('a menu with children cannot be deleted, and the refusal is shown', async () => {
    const tree = admin.getByTestId('resource-system/menu');
    await tree.locator('tr', { hasText: 'System settings' }).first().getByRole('button', { name: 'Delete' }).click();
    await admin.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    const refusal = admin.locator('.ant-message-error');
    await expect(refusal).toContainText('still has children');
    await screenshot(admin, 'system-menu-delete-refused');
    const [system] = await live.server.database.db.select().from(menus).where(eq(menus.menuKey, 'system'));
    assert(system).toBeDefined();
    await expect(tree).toContainText('System settings');
  });

  it('taking the page away again removes it from the operator and its address stops answering', async () => {
    const tree = admin.getByTestId('resource-system/menu');
    const [page] = await live.server.database.db.select().from(menus).where(eq(menus.path, '/system/stored-files'));
    const [button] = await live.server.database.db.select().from(menus).where(eq(menus.parentId, page!.id));
    // A granted menu is not deleted: its roles are cleared first (the form), then it goes.
    for (const title of ['List stored files', 'Stored files']) {
      await tree.locator('tr', { hasText: title }).first().getByRole('button', { name: 'Edit' }).click();
      await expect(field(admin, 'Menu name')).toBeVisible();
      await clearRoles(admin);
      await save(admin);
    }
    assert(await live.server.database.db.select().from(roleMenus).where(eq(roleMenus.menuId, button!.id))).toEqual([]);
    assert(await live.server.database.db.select().from(roleMenus).where(eq(roleMenus.menuId, page!.id))).toEqual([]);
    await tree.locator('tr', { hasText: 'List stored files' }).first().getByRole('button', { name: 'Delete' }).click();
    await admin.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect(tree.locator('tr', { hasText: 'List stored files' })).toBeHidden();

    // The operator is still on the page: it goes from the menu and the page says it is gone.
    await expect(operator.getByText(/Wrong address/)).toBeVisible(20_000);
    assert(await operator.getByTestId('aside-menu').getByText('Stored files', { exact: true }).count()).toBe(0);
    assert(await sameLoad()).toBe(true);
  });

  it('an administrator adds a dictionary label; the operator\'s status select offers it without a restart or a new sign-in', async () => {
    await operator.goto(`${live.server.baseUrl}/member/list`);
    await operator.evaluate(() => ((window as unknown as { __sameLoad: boolean }).__sameLoad = true));
    const filters = operator.getByTestId('resource-filters');
    await expect(filters).toBeVisible();
    const statusSelect = filters.getByLabel('Status', { exact: true });
    await statusSelect.click();
    await expect(operator.locator('.ant-select-dropdown:visible').getByTitle('Frozen', { exact: true })).toBeVisible();
    assert(await operator.locator('.ant-select-dropdown:visible').getByTitle('Watched', { exact: true }).count()).toBe(0);
    await operator.keyboard.press('Escape');

    await openSystemMenu(admin, 'Dictionary management');
    const types = admin.getByTestId('resource-system/dictType');
    await expect(types).toContainText('member_status');
    await screenshot(admin, 'system-dict-types');
    await types.getByRole('button', { name: 'member_status' }).click();
    const data = admin.getByTestId('dict-data');
    await expect(data).toContainText('Frozen');
    await data.getByRole('button', { name: /Add/ }).click();
    await field(admin, 'Label').fill('观察中');
    await field(admin, 'Label (English)').fill('Watched');
    await field(admin, 'Label (Traditional Chinese)').fill('觀察中');
    await field(admin, 'Value').fill('WATCHED');
    await field(admin, 'Order').fill('3');
    await pickFormOption(admin, 'Tag colour', 'Gold');
    await screenshot(admin, 'system-dict-data-form');
    await save(admin);
    await expect(data).toContainText('Watched');
    await screenshot(admin, 'system-dict-data');
    const [entry] = await live.server.database.db
      .select()
      .from(dictData)
      .where(and(eq(dictData.dictType, 'member_status'), eq(dictData.dictValue, 'WATCHED')));
    assert(entry).toMatchObject({ dictLabel: '观察中', labelEn: 'Watched', labelZhTw: '觀察中', listClass: 'gold' });

    // The operator's console learns of the change from its next answer and refetches the dictionary.
    const deadline = Date.now() + 25_000;
    let offered = false;
    while (!offered && Date.now() < deadline) {
      await statusSelect.click();
      await operator.waitForTimeout(300);
      offered = (await operator.locator('.ant-select-dropdown:visible').getByTitle('Watched', { exact: true }).count()) > 0;
      await operator.keyboard.press('Escape');
      if (!offered) await operator.waitForTimeout(1_500);
    }
    assert(offered).toBe(true);
    await statusSelect.click();
    await expect(operator.locator('.ant-select-dropdown:visible').getByTitle('Watched', { exact: true })).toBeVisible();
    await operator.waitForTimeout(300);
    await screenshot(operator, 'system-dict-operator-select');
    await operator.keyboard.press('Escape');
    assert(await sameLoad()).toBe(true);
    assert(await tokenOf(operator)).toBe(operatorToken);
  });

  it('raised no error in either page', () => {
    assert(pageErrors).toEqual([]);
  });
});
