import { beforeAll, describe, it, expect as assert } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { departments, posts } from '../apps/server/src/db/schema';
import { seedOrgDemo } from '../apps/server/src/db/seed/areas/org';
import { shotsInto } from './support/browser';
import { expect } from './support/expect';
import { formField, inLanguage, openSystemMenu, resourceForm } from './support/console-nav';
import { useLiveConsole, useSignedInPage } from './support/live-console';

const SHOTS = '/tmp/shots-org';

const shot = shotsInto(SHOTS);

const form = resourceForm;
const field = formField;
const rowOf = (page: Page, name: string) => page.getByTestId('resource-system/dept').locator('tr', { hasText: name }).first();

async function unfold(page: Page, name: string) {
  await expect(rowOf(page, name)).toBeVisible();
  const toggle = rowOf(page, name).locator('.ant-table-row-expand-icon-collapsed');
  if ((await toggle.count()) > 0) await toggle.first().click();
}

async function save(page: Page) {
  await form(page).page().getByRole('button', { name: 'Save' }).last().click();
}

/**
 * Departments and posts in Chromium against the real server: the administrator builds a tree,
 * is refused (and told why) a phone that is no number, a delete of a department with children
 * and disabling one whose sub-department is enabled; the parent picker marks disabled departments;
 * posts are listed and added. Screenshots in /tmp/shots-org.
 */
describe('departments and posts in Chromium', () => {
  // Only the demo departments: the rest of the demo (members, orders) is not needed here.
  const live = useLiveConsole({ SEED_DEMO: 'off' }, { beforeReady: async (_app, database) => void (await seedOrgDemo(database.db)) });
  const signed = useSignedInPage(live);
  let admin: Page;
  let pageErrors: string[];
  beforeAll(() => ({ page: admin, pageErrors } = signed));

  const deptNamed = async (name: string) => (await live.server.database.db.select().from(departments).where(eq(departments.deptName, name)))[0];

  it('shows the department tree and builds a new branch: a top-level department and a child', async () => {
    await openSystemMenu(admin, 'Departments');
    const tree = admin.getByTestId('resource-system/dept');
    await expect(tree).toContainText('Ledgerdesk HQ');
    await unfold(admin, 'Ledgerdesk HQ');
    await unfold(admin, 'Operations');
    await expect(tree).toContainText('East desk');
    await shot(admin, 'dept-tree');

    await tree.getByRole('button', { name: 'Add' }).first().click();
    await expect(field(admin, 'Department name')).toBeVisible();
    await field(admin, 'Department name').fill('Compliance');
    await field(admin, 'Leader').fill('Gray Ho');
    await field(admin, 'Phone').fill('021-68880400');
    await field(admin, 'E-mail').fill('compliance@ledgerdesk.test');
    await shot(admin, 'dept-form-add');
    await save(admin);
    await expect(form(admin)).toBeHidden();
    await expect(tree).toContainText('Compliance');

    await rowOf(admin, 'Compliance').getByRole('button', { name: 'Add child' }).click();
    await field(admin, 'Department name').fill('KYC desk');
    await field(admin, 'Phone').fill('13800138000');
    await save(admin);
    await expect(form(admin)).toBeHidden();
    await unfold(admin, 'Compliance');
    await expect(rowOf(admin, 'KYC desk')).toBeVisible();
    await shot(admin, 'dept-tree-added');

    const compliance = await deptNamed('Compliance');
    const kyc = await deptNamed('KYC desk');
    assert(compliance).toMatchObject({ parentId: null, leader: 'Gray Ho', phone: '021-68880400', status: '0' });
    assert(kyc!.parentId).toBe(compliance!.id);
  });

  it('refuses a phone that is no phone number, on the field', async () => {
    await rowOf(admin, 'Compliance').getByRole('button', { name: 'Add child' }).click();
    await field(admin, 'Department name').fill('Bad number');
    await field(admin, 'Phone').fill('12345');
    await save(admin);
    await expect(form(admin)).toContainText('mobile number or a landline');
    await shot(admin, 'dept-form-bad-phone');
    assert(await deptNamed('Bad number')).toBeUndefined();
    // The form's own Cancel: Escape right after the refusal may reach the status select, not the drawer.
    await admin.locator('.ant-drawer-open').getByRole('button', { name: 'Cancel' }).last().click();
    await expect(form(admin)).toBeHidden();
  });

  it('refuses to delete a department with children and shows why', async () => {
    await rowOf(admin, 'Compliance').getByRole('button', { name: 'Delete' }).click();
    await admin.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect(admin.locator('.ant-message-error')).toContainText('still has children');
    await shot(admin, 'dept-delete-refused');
    assert(await deptNamed('Compliance')).toBeDefined();
    assert(await deptNamed('KYC desk')).toBeDefined();
  });

  it('refuses to disable a department whose sub-department is enabled, naming it', async () => {
    await rowOf(admin, 'Compliance').getByRole('button', { name: 'Edit' }).click();
    await expect(field(admin, 'Status')).toBeVisible();
    await field(admin, 'Status').click();
    await admin.locator('.ant-select-dropdown:visible').getByTitle('Disabled', { exact: true }).click();
    await save(admin);
    await expect(form(admin)).toContainText('"KYC desk"');
    await shot(admin, 'dept-disable-refused');
    assert((await deptNamed('Compliance'))!.status).toBe('0');
    await admin.keyboard.press('Escape');
    await expect(form(admin)).toBeHidden();
  });

  it('marks disabled departments in the parent picker', async () => {
    const kyc = await deptNamed('KYC desk');
    await live.server.database.db.update(departments).set({ status: '1' }).where(eq(departments.id, kyc!.id));
    await admin.getByTestId('resource-system/dept').getByRole('button', { name: 'Refresh' }).click();
    await rowOf(admin, 'Risk').getByRole('button', { name: 'Edit' }).click();
    await field(admin, 'Parent department').click();
    const dropdown = admin.locator('.ant-select-dropdown:visible');
    await expect(dropdown).toContainText('KYC desk');
    await expect(dropdown).toContainText('disabled');
    await shot(admin, 'dept-parent-picker');
    await admin.keyboard.press('Escape');
    await form(admin).page().getByRole('button', { name: 'Cancel' }).last().click();
    await expect(form(admin)).toBeHidden();
  });

  it('deletes a leaf, then its parent', async () => {
    await expect(rowOf(admin, 'Compliance')).toBeVisible();
    await unfold(admin, 'Compliance');
    await expect(rowOf(admin, 'KYC desk')).toBeVisible();
    await rowOf(admin, 'KYC desk').getByRole('button', { name: 'Delete' }).click();
    await admin.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect(rowOf(admin, 'KYC desk')).toBeHidden();
    await rowOf(admin, 'Compliance').getByRole('button', { name: 'Delete' }).click();
    await admin.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect(rowOf(admin, 'Compliance')).toBeHidden();
    assert(await deptNamed('Compliance')).toBeUndefined();
  });

  it('lists and adds posts, refusing a duplicate code on its field', async () => {
    await openSystemMenu(admin, 'Posts');
    const list = admin.getByTestId('resource-system/post');
    await expect(list).toContainText('Desk head');
    await list.getByRole('button', { name: 'Add' }).first().click();
    await field(admin, 'Post code').fill('teller');
    await field(admin, 'Post name').fill('Cashier');
    await save(admin);
    await expect(form(admin)).toContainText('already used');
    await shot(admin, 'post-duplicate-code');
    await field(admin, 'Post code').fill('cashier');
    await save(admin);
    await expect(form(admin)).toBeHidden();
    await expect(list).toContainText('Cashier');
    await shot(admin, 'post-list');
    const [cashier] = await live.server.database.db.select().from(posts).where(eq(posts.postCode, 'cashier'));
    assert(cashier).toMatchObject({ postName: 'Cashier', status: '0' });
  });

  it('reads in Simplified and Traditional Chinese', async () => {
    await inLanguage(admin, 'zh-cn');
    await admin.goto(`${live.server.baseUrl}/system/dept`);
    await expect(admin.getByTestId('resource-system/dept')).toContainText('部门名称');
    await shot(admin, 'dept-zh-cn');
    await inLanguage(admin, 'zh-tw');
    await admin.goto(`${live.server.baseUrl}/system/post`);
    await expect(admin.getByTestId('resource-system/post')).toContainText('崗位名稱');
    await shot(admin, 'post-zh-tw');
    assert(pageErrors).toEqual([]);
  });
});
