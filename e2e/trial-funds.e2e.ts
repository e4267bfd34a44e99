import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { budgets, members, moneyLogs, roles, trialGrants, trialTemplates, userRoles, users, wallets } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { shotsInto } from './support/browser';
import { chooseReference } from './support/console-nav';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';
import { ADMIN_PASSWORD } from './support/server';
import { approveAsSecondOperator } from './support/approvals';

const SHOTS = '/tmp/shots/trial-funds';
const shot = shotsInto(SHOTS, { atRest: true });

/**
 * Trial funds in Chromium against the real server: an operator opens and funds a budget account,
 * creates a trial template paid from it (a second operator approves its activation on the
 * Approvals page), grants it to a member, and finds the grant and its TRIAL_GRANT entry in the
 * money log; a batch grant shows its per-member result with the failure named. Screenshots in /tmp/shots/trial-funds.
 */
describe('trial funds and budget accounts in Chromium', () => {
  const live = useLiveConsole();
  const signed = useSignedInPage(live);
  let page: Page;
  let memberId: number;
  let account: string;
  let budgetId: number;
  let templateId: number;

  beforeAll(async () => {
    page = signed.page;
    const [member] = await live.server.database.db.select().from(members).where(eq(members.account, 'demo_dave'));
    const [fallback] = member ? [member] : await live.server.database.db.select().from(members).limit(1);
    memberId = fallback!.id;
    account = fallback!.account;
    // The second operator who approves the template's activation: a super-role user of its own.
    const db = live.server.database.db;
    const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'admin'));
    const [checker] = await db.insert(users).values({ userName: 'trial_checker', nickname: 'Trial checker', passwordHash: await hashPassword(ADMIN_PASSWORD) }).returning();
    await db.insert(userRoles).values({ userId: checker!.id, roleId: admin!.id });
  });

  const dialog = () => page.getByTestId('action-dialog');
  const field = (label: string) => dialog().getByLabel(label, { exact: true });
  const ok = () => page.getByRole('dialog').getByRole('button', { name: /^OK$|^Grant$|^Fund$|^New budget$|^New template$|^Batch grant$|^Activate \(four-eyes\)$/ }).last();

  it('funds a new budget account; the detail shows the funding in its log', async () => {
    await page.goto(`${live.server.baseUrl}/finance/budget`);
    const list = page.getByTestId('budget-list');
    await expect(list).toContainText('DEMO-TRIAL-USDT');
    await list.getByRole('button', { name: 'New budget' }).click();
    await field('Code').fill('E2E-TRIAL');
    await field('Name').fill('E2E campaign');
    await field('Currency').fill('USDT');
    await shot(page, '1-new-budget');
    await ok().click();
    await expect(dialog()).toBeHidden();
    const row = list.locator('tr', { hasText: 'E2E-TRIAL' });
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Fund' }).click();
    await field('Amount').fill('500');
    await field('Remark').fill('Opening the campaign');
    await ok().click();
    await expect(dialog()).toBeHidden();
    await expect(row).toContainText('500');
    const [budget] = await live.server.database.db.select().from(budgets).where(eq(budgets.code, 'E2E-TRIAL'));
    budgetId = budget!.id;
    assert(Number(budget!.balance)).toBe(500);
    await row.getByRole('button', { name: 'Detail' }).click();
    const log = page.getByTestId('budget-log');
    await expect(log).toContainText('Funded');
    await expect(log).toContainText('Opening the campaign');
    await shot(page, '2-budget-detail-log');
    await page.keyboard.press('Escape');
  });

  it('creates a trial template paid from it; a second operator approves its activation', async () => {
    await page.goto(`${live.server.baseUrl}/member/trial-template`);
    const list = page.getByTestId('trial-template-list');
    await expect(list).toContainText('WELCOME-50');
    await list.getByRole('button', { name: 'New template' }).click();
    await field('Code').fill('E2E-WELCOME');
    await field('Name').fill('E2E welcome credit');
    await field('Amount per grant').fill('25');
    await chooseReference(page, dialog(), 'Budget account', 'e2e-tr', 'E2E-TRIAL');
    await field('Valid for (days)').fill('14');
    await shot(page, '3-new-template');
    await ok().click();
    await expect(dialog()).toBeHidden();
    const row = list.locator('tr', { hasText: 'E2E-WELCOME' });
    await expect(row).toContainText('Draft');
    // The terms one operator set go live only with a second operator's approval.
    await row.getByRole('button', { name: 'Activate (four-eyes)' }).click();
    await ok().click();
    await expect(page.getByText('Filed for a second operator')).toBeVisible();
    await expect(row).toContainText('Draft');
    await approveAsSecondOperator(live, { userName: 'trial_checker', rowText: 'E2E-WELCOME', remark: 'Amount and budget checked' });
    await page.reload();
    await expect(row).toContainText('Active');
    const [template] = await live.server.database.db.select().from(trialTemplates).where(eq(trialTemplates.code, 'E2E-WELCOME'));
    assert(template).toMatchObject({ status: 'ACTIVE', currency: 'USDT', budgetId });
    templateId = template!.id;
    await shot(page, '4-template-active');
  });

  it('grants it to a member: the grant list and the money log (TRIAL_GRANT) show it', async () => {
    await page.goto(`${live.server.baseUrl}/member/trial-grant`);
    const list = page.getByTestId('trial-grant-list');
    await list.getByRole('button', { name: 'Grant', exact: true }).click();
    await chooseReference(page, dialog(), 'Template', 'e2e-w', 'E2E-WELCOME');
    await chooseReference(page, dialog(), 'Member', account, account);
    await field('Reason').fill('Welcome on board');
    await ok().click();
    await expect(dialog()).toBeHidden();
    const [grant] = await live.server.database.db.select().from(trialGrants).where(and(eq(trialGrants.templateId, templateId), eq(trialGrants.memberId, memberId)));
    assert(grant).toMatchObject({ status: 'ACTIVE' });
    const row = list.locator('tr', { hasText: grant!.grantNo });
    await expect(row).toContainText(account);
    await expect(row).toContainText('25');
    await expect(row).toContainText('Active');
    await shot(page, '5-grant-list');
    const [wallet] = await live.server.database.db.select().from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.currency, 'USDT')));
    assert(Number(wallet!.trial)).toBeGreaterThanOrEqual(25);
    const [entry] = await live.server.database.db.select().from(moneyLogs).where(and(eq(moneyLogs.refType, 'TRIAL_GRANT'), eq(moneyLogs.refId, grant!.id)));
    assert(entry).toMatchObject({ type: 'TRIAL_GRANT', balanceKind: 'TRIAL' });

    await page.goto(`${live.server.baseUrl}/finance/moneylog?refNo=${grant!.grantNo}`);
    const logRow = page.getByTestId('moneylog-list').locator('tr', { hasText: grant!.grantNo });
    await expect(logRow).toContainText('Trial credit granted');
    await expect(logRow).toContainText('Trial');
    await expect(logRow).toContainText('+25');
    await shot(page, '6-money-log');

    // The member's wallets show trial apart from the withdrawable balance.
    await page.goto(`${live.server.baseUrl}/member/list?account=${account}`);
    await page.locator('tr', { hasText: account }).getByRole('button', { name: 'Detail' }).first().click();
    await expect(page.getByTestId('member-wallets')).toContainText('Trial (not withdrawable)');
    await shot(page, '7-member-wallets');
    await page.keyboard.press('Escape');
  });

  it('a batch grant shows its progress and a result per member, the unknown one named', async () => {
    await page.goto(`${live.server.baseUrl}/member/trial-grant`);
    const list = page.getByTestId('trial-grant-list');
    await list.getByRole('button', { name: 'Batch grant' }).click();
    await chooseReference(page, dialog(), 'Template', 'E2E-W', 'E2E-WELCOME');
    const others = await live.server.database.db.select().from(members).limit(3);
    const refs = others.filter((m) => m.id !== memberId).map((m) => m.account);
    await field('Members (ids or accounts)').fill(`${refs.join('\n')}\nno_such_member`);
    await field('Reason').fill('Spring campaign');
    await ok().click();
    const progress = page.getByTestId('batch-progress');
    await expect(progress.getByTestId('batch-summary')).toContainText(`${refs.length + 1} in all: ${refs.length} granted, 1 failed`);
    await expect(progress).toContainText('Member no_such_member does not exist.');
    await shot(page, '8-batch-result');
    await progress.getByRole('button', { name: 'Close', exact: true }).last().click();
    assert(signed.pageErrors).toEqual([]);
  });
});
