import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { awardCampaigns, awardGrantBatches, awardGrants, members, moneyLogs, redEnvelopes } from '../apps/server/src/db/schema';
import { shotsInto } from './support/browser';
import { chooseReference } from './support/console-nav';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';

const SHOTS = '/tmp/shots/marketing-awards';
const shot = shotsInto(SHOTS, { atRest: true });

/**
 * Awards and red envelopes in Chromium against the real server: the demo operator creates a
 * compensation award (always four-eyes), the administrator as second operator approves and pays
 * it (the member's AWARD_CREDIT entry is written), and funds the demo draft envelope, whose shares
 * are cut and its seed hash shown. Screenshots in /tmp/shots/marketing-awards.
 */
describe('awards and red envelopes in Chromium', () => {
  const live = useLiveConsole();
  const maker = useSignedInPage(live, 'operator');
  const checker = useSignedInPage(live, 'admin');
  let memberId: number;
  let memberAccount: string;
  let campaignId: number;

  beforeAll(async () => {
    const db = live.server.database.db;
    const [member] = await db.select().from(members).where(eq(members.account, 'demo_dave'));
    const [fallback] = member ? [member] : await db.select().from(members).limit(1);
    memberId = fallback!.id;
    memberAccount = fallback!.account;
    const [campaign] = await db.select().from(awardCampaigns).where(eq(awardCampaigns.code, 'INCIDENT-1107'));
    campaignId = campaign!.id;
  });

  const dialogOf = (page: Page) => page.getByTestId('action-dialog');

  it('an operator creates a compensation award; it waits for a second operator', async () => {
    const page = maker.page;
    await page.goto(`${live.server.baseUrl}/marketing/award`);
    const list = page.getByTestId('resource-marketing/award');
    await expect(list).toContainText('RANK-1');
    await list.getByRole('button', { name: 'New award' }).click();
    const dialog = dialogOf(page);
    await chooseReference(page, dialog, 'Campaign', 'incident-1107', 'INCIDENT-1107');
    await chooseReference(page, dialog, 'Member', memberAccount, memberAccount);
    await dialog.getByLabel('Amount', { exact: true }).fill('15');
    await dialog.getByLabel('Evidence ref.', { exact: true }).fill('E2E-INC-7');
    await dialog.getByLabel('Reason', { exact: true }).fill('Order stuck during the outage');
    await shot(page, '1-new-award');
    await page.getByRole('dialog').getByRole('button', { name: /^OK$|^New award$/ }).last().click();
    await expect(dialog).toBeHidden();
    const row = list.locator('tr', { hasText: 'E2E-INC-7' });
    await expect(row).toContainText('Awaiting approval');
    await shot(page, '2-award-pending');
    assert(maker.pageErrors).toEqual([]);
  });

  it('a second operator approves and pays it: the member is credited through the money log', async () => {
    const page = checker.page;
    await page.goto(`${live.server.baseUrl}/marketing/award`);
    const list = page.getByTestId('resource-marketing/award');
    const row = list.locator('tr', { hasText: 'E2E-INC-7' });
    await expect(row).toContainText('Awaiting approval');
    await row.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('Once approved, the award can be paid; paying asks again.');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(row).toContainText('Approved');
    await row.getByRole('button', { name: 'Pay' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Pay' }).click();
    await expect(row).toContainText('Paid');
    await shot(page, '3-award-paid');
    const db = live.server.database.db;
    const [grant] = await db.select().from(awardGrants).where(and(eq(awardGrants.campaignId, campaignId), eq(awardGrants.evidenceRef, 'E2E-INC-7')));
    assert(grant).toMatchObject({ status: 'PAID', memberId });
    assert(grant!.approverId).not.toBe(grant!.makerId);
    const [entry] = await db.select().from(moneyLogs).where(and(eq(moneyLogs.refType, 'AWARD_GRANT'), eq(moneyLogs.refId, grant!.id)));
    assert(entry).toMatchObject({ type: 'AWARD_CREDIT', balanceKind: 'AVAILABLE', change: '15' });
  });

  it('a batch of awards runs as a job: its progress, then a result per line, the failures named', async () => {
    const page = maker.page;
    const db = live.server.database.db;
    const demo = await db.select({ account: members.account }).from(members).where(inArray(members.account, ['demo_alice', 'demo_bob', 'demo_carol']));
    const accounts = demo.map((m) => m.account).sort();
    await page.goto(`${live.server.baseUrl}/marketing/award`);
    const list = page.getByTestId('resource-marketing/award');
    await list.getByRole('button', { name: 'Batch awards' }).click();
    const dialog = dialogOf(page);
    await chooseReference(page, dialog, 'Campaign', 'cup-2026q4', 'CUP-2026Q4');
    const lines = ['member,amount,evidence', ...accounts.map((a, i) => `${a},${i + 5},E2E-BATCH`), 'nobody_e2e,5,E2E-BATCH', `${accounts[0]},5,E2E-BATCH`];
    await dialog.getByLabel('List (member,amount,evidence)', { exact: true }).fill(lines.join('\n'));
    await dialog.getByLabel('Reason', { exact: true }).fill('Q4 cup, consolation prizes');
    await shot(page, '2b-batch-form');
    await page.getByRole('dialog').getByRole('button', { name: /^OK$|^Batch awards$/ }).last().click();
    const progress = page.getByTestId('batch-progress');
    await expect(progress.getByTestId('batch-summary')).toContainText(`${accounts.length + 2} in all: ${accounts.length} granted, 2 failed`);
    await expect(progress).toContainText('Member nobody_e2e does not exist.');
    await expect(progress.getByTestId('batch-state')).toContainText('Some failed');
    await expect(progress.locator('.ant-tag', { hasText: 'Created' })).toHaveCount(accounts.length);
    await shot(page, '2c-batch-progress');
    const [batch] = await db.select().from(awardGrantBatches).orderBy(desc(awardGrantBatches.id)).limit(1);
    assert(batch).toMatchObject({ status: 'DONE_WITH_ERRORS', total: accounts.length + 2, succeeded: accounts.length, failed: 2 });
    assert(await db.select().from(awardGrants).where(eq(awardGrants.batchId, batch!.id))).toHaveLength(accounts.length);
    await progress.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(list).toContainText('E2E-BATCH');
    assert(maker.pageErrors).toEqual([]);
  });

  it('funds the draft red envelope: escrowed, shares cut, amount and count fixed', async () => {
    const page = checker.page;
    await page.goto(`${live.server.baseUrl}/marketing/red-envelope`);
    const list = page.getByTestId('resource-marketing/red-envelope');
    const row = list.locator('tr', { hasText: 'New year envelope' });
    await expect(row).toContainText('Draft');
    await shot(page, '4-envelopes');
    await row.getByRole('button', { name: 'Fund and activate' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Fund and activate' }).click();
    await expect(row).toContainText('Active');
    const [envelope] = await live.server.database.db.select().from(redEnvelopes).where(eq(redEnvelopes.title, 'New year envelope'));
    assert(envelope).toMatchObject({ status: 'ACTIVE', escrowBalance: '500' });
    assert(envelope!.splitSeedHash).toMatch(/^[0-9a-f]{64}$/);
    await shot(page, '5-envelope-funded');
    // The demo envelope's two claims (made through the member-side service by the seed).
    const [festival] = await live.server.database.db.select().from(redEnvelopes).where(eq(redEnvelopes.title, 'Listing celebration'));
    await page.goto(`${live.server.baseUrl}/marketing/red-envelope-claim`);
    const claims = page.getByTestId('resource-marketing/red-envelope-claim');
    await expect(claims.locator('tr', { hasText: festival!.envelopeNo })).toHaveCount(2);
    await shot(page, '6-claims');
    assert(checker.pageErrors).toEqual([]);
  });
});
