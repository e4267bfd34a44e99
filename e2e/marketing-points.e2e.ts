import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { couponTemplates, coupons, members, pointsAccounts, pointsGrants, pointsItems, pointsLogs, roles, userRoles, users, wheels } from '../apps/server/src/db/schema';
import { PointsService } from '../apps/server/src/modules/marketing-points/points-service';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { shotsInto } from './support/browser';
import { chooseReference, formField, pickFormOption, resourceForm } from './support/console-nav';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';
import { ADMIN_PASSWORD } from './support/server';
import { approveAsSecondOperator } from './support/approvals';

const SHOTS = '/tmp/shots/marketing-points';
const shot = shotsInto(SHOTS, { atRest: true });

/**
 * Integral points and the prize wheel in Chromium against the real server: an operator sends
 * points to a member and sees the record and the sum of change; asks to publish the demo draft
 * wheel, which a second operator approves on the Approvals page (the seed commitment appears);
 * the ended demo wheel's draw records verify against its revealed seed. Screenshots in
 * /tmp/shots/marketing-points.
 */
describe('marketing: integral points and the prize wheel in Chromium', () => {
  const live = useLiveConsole();
  const signed = useSignedInPage(live);
  let page: Page;
  let memberId: number;
  let account: string;

  beforeAll(async () => {
    page = signed.page;
    const db = live.server.database.db;
    const [member] = await db.select().from(members).where(eq(members.account, 'demo_dave'));
    const [fallback] = member ? [member] : await db.select().from(members).limit(1);
    memberId = fallback!.id;
    account = fallback!.account;
    // The second operator: a super-role user of its own.
    const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'admin'));
    const [checker] = await db.insert(users).values({ userName: 'mkt_checker', nickname: 'Marketing checker', passwordHash: await hashPassword(ADMIN_PASSWORD) }).returning();
    await db.insert(userRoles).values({ userId: checker!.id, roleId: admin!.id });
  });

  const dialog = () => page.getByTestId('action-dialog');
  const field = (label: string) => dialog().getByLabel(label, { exact: true });
  const ok = () => page.getByRole('dialog').getByRole('button', { name: /^OK$|^Send integral$|^Batch send$|^Publish \(four-eyes\)$/ }).last();

  it('sends integral to a member: the record, its balance after and the sum of change', async () => {
    const db = live.server.database.db;
    const before = (await db.select().from(pointsAccounts).where(eq(pointsAccounts.memberId, memberId)))[0]?.balance ?? 0;
    await page.goto(`${live.server.baseUrl}/marketing/points`);
    const list = page.getByTestId('points-list');
    await expect(page.getByTestId('points-sum')).toBeVisible();
    await list.getByRole('button', { name: 'Send integral', exact: true }).click();
    await chooseReference(page, dialog(), 'Member', account, account);
    await field('Points').fill('321');
    await field('Reason code').fill('E2E-GOODWILL');
    await shot(page, '1-send-integral');
    await ok().click();
    await expect(dialog()).toBeHidden();
    const [log] = await db.select().from(pointsLogs).where(and(eq(pointsLogs.memberId, memberId), eq(pointsLogs.change, 321)));
    assert(log).toMatchObject({ source: 'GRANT', balanceAfter: before + 321 });
    const row = list.locator('tr', { hasText: 'E2E-GOODWILL' });
    await expect(row).toContainText('+321');
    await expect(row).toContainText(account);
    await expect(row).toContainText(String(before + 321));
    await page.goto(`${live.server.baseUrl}/marketing/points?memberId=${memberId}`);
    await expect(page.getByTestId('points-sum')).toContainText(`Sum of change +${before + 321}`);
    await shot(page, '2-integral-records');
  });

  it('a batch send runs as a job: its progress and each member\'s result; the members credited once, the ledger equal to its log', async () => {
    const db = live.server.database.db;
    await page.goto(`${live.server.baseUrl}/marketing/points`);
    await page.getByTestId('points-list').getByRole('button', { name: 'Batch send', exact: true }).click();
    await field('Members (ids or accounts)').fill('demo_alice\ndemo_bob\nnobody_points_e2e');
    await field('Points each').fill('12');
    await field('Reason code').fill('E2E-BATCH');
    await ok().click();
    const progress = page.getByTestId('batch-progress');
    await expect(progress.getByTestId('batch-summary')).toContainText('3 in all: 2 granted, 1 failed');
    await expect(progress).toContainText('Member nobody_points_e2e does not exist.');
    await shot(page, '2b-batch-send-progress');
    const grants = await db.select().from(pointsGrants).where(eq(pointsGrants.reasonCode, 'E2E-BATCH'));
    assert(grants.map((g) => g.status)).toEqual(['APPLIED', 'APPLIED']);
    for (const grant of grants) {
      const logs = await db.select().from(pointsLogs).where(and(eq(pointsLogs.refType, 'POINTS_GRANT'), eq(pointsLogs.refId, grant.id)));
      assert(logs.map((l) => l.change)).toEqual([12]);
    }
    await progress.getByRole('button', { name: 'Close', exact: true }).last().click();
    assert(signed.pageErrors).toEqual([]);
  });

  it('publishing a wheel needs a second operator; the seed commitment appears once approved', async () => {
    await page.goto(`${live.server.baseUrl}/marketing/wheel`);
    const list = page.getByTestId('wheel-list');
    const row = list.locator('tr', { hasText: 'DEMO-WHEEL-DRAFT' });
    await expect(row).toContainText('Draft');
    await row.getByRole('button', { name: 'Publish (four-eyes)' }).click();
    await shot(page, '3-publish-confirm');
    await ok().click();
    await expect(page.getByText('Filed for a second operator')).toBeVisible();
    await expect(row).toContainText('Draft');

    await approveAsSecondOperator(live, { userName: 'mkt_checker', rowText: 'DEMO-WHEEL-DRAFT', remark: 'Odds reviewed by compliance', beforeApprove: (b) => shot(b, '4-checker-approves') });
    const [wheel] = await live.server.database.db.select().from(wheels).where(eq(wheels.code, 'DEMO-WHEEL-DRAFT'));
    assert(wheel!.status).toBe('PUBLISHED');
    await page.reload();
    await expect(row).toContainText('Published');
    await expect(row).toContainText(wheel!.serverSeedHash.slice(0, 12));
    await row.getByRole('button', { name: 'Detail' }).click();
    await expect(page.getByTestId('wheel-odds')).toContainText('Total 100.00%');
    await shot(page, '5-wheel-published-odds');
    await page.keyboard.press('Escape');
  });

  it('a points item that issues a coupon: refused without a template, then a member’s exchange is fulfilled by a coupon at once', async () => {
    const db = live.server.database.db;
    const [template] = await db.select().from(couponTemplates).where(eq(couponTemplates.code, 'TAKER-50'));
    await page.goto(`${live.server.baseUrl}/marketing/points-item`);
    const list = page.getByTestId('resource-marketing/points-item');
    await list.getByRole('button', { name: 'Add' }).first().click();
    await formField(page, 'Code').fill('E2E-COUPON-ITEM');
    await formField(page, 'Name').fill('Taker fee coupon for points');
    await formField(page, 'Cost (points)').fill('100');
    await formField(page, 'Stock').fill('10');
    await pickFormOption(page, 'Benefit', 'Coupon');
    await page.getByRole('button', { name: 'Save' }).last().click();
    // No template named: the server refuses, naming the field, and nothing is written.
    await expect(page.getByTestId('resource-form').locator('.ant-form-item-has-error')).toContainText('Coupon template');
    assert((await db.select().from(pointsItems).where(eq(pointsItems.code, 'E2E-COUPON-ITEM'))).length).toBe(0);
    await shot(page, '8-item-needs-template');
    await chooseReference(page, resourceForm(page), 'Coupon template', 'taker', 'TAKER-50');
    await shot(page, '9-item-coupon-template');
    await page.getByRole('button', { name: 'Save' }).last().click();
    await expect(page.getByTestId('resource-form')).toBeHidden();
    const row = list.locator('tr', { hasText: 'E2E-COUPON-ITEM' });
    await expect(row.getByText('Off', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Put on sale' }).click();
    await expect(row.getByText('On sale', { exact: true })).toBeVisible();

    // The member side (no member app here): an exchange spends the points and issues the coupon in one transaction.
    const [item] = await db.select().from(pointsItems).where(eq(pointsItems.code, 'E2E-COUPON-ITEM'));
    // The template chosen by its code is the one the item names.
    assert(item!.couponTemplateId).toBe(template!.id);
    const points = new PointsService(db, undefined as never);
    const exchange = await points.exchange(memberId, item!.id);
    const [coupon] = await db.select().from(coupons).where(and(eq(coupons.memberId, memberId), eq(coupons.issuedVia, 'POINTS')));
    assert(exchange).toMatchObject({ status: 'FULFILLED', fulfilmentRef: `coupon:${coupon!.couponNo}` });
    await page.goto(`${live.server.baseUrl}/marketing/points-exchange`);
    const exchanges = page.getByTestId('resource-marketing/points-exchange');
    const exchanged = exchanges.locator('tr', { hasText: exchange.exchangeNo });
    await expect(exchanged).toContainText('Fulfilled');
    await expect(exchanged).toContainText(`coupon:${coupon!.couponNo}`);
    await shot(page, '10-exchange-fulfilled-by-coupon');
    await page.goto(`${live.server.baseUrl}/marketing/coupon?memberId=${memberId}`);
    await expect(page.locator('tr', { hasText: coupon!.couponNo })).toContainText('Points');
    await shot(page, '11-coupon-issued-via-points');
  });

  it('draw records of the ended wheel verify against its revealed seed', async () => {
    const [ended] = await live.server.database.db.select().from(wheels).where(eq(wheels.code, 'DEMO-WHEEL-ENDED'));
    await page.goto(`${live.server.baseUrl}/marketing/wheel-draw?wheelId=${ended!.id}`);
    const list = page.getByTestId('wheel-draw-list');
    await expect(list).toContainText('DEMO-WHEEL-ENDED');
    await shot(page, '6-draw-records');
    await list.locator('tbody tr', { hasText: 'DEMO-WHEEL-ENDED' }).first().getByRole('button', { name: 'Verify' }).click();
    const result = page.getByTestId('verify-result');
    await expect(result.getByTestId('verify-verdict')).toContainText('Verified: recomputed from the revealed seed, the draw matches');
    await expect(result).toContainText(ended!.revealedSeed);
    await shot(page, '7-verify-result');
    await result.getByRole('button', { name: 'Close', exact: true }).last().click();
    assert(signed.pageErrors).toEqual([]);
  });
});
