import { afterAll, beforeAll, describe, it, expect as assert } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { API_BASE, FINANCE_ENDPOINTS } from '@ledgerdesk/shared';
import { members, wallets } from '../apps/server/src/db/schema';
import { seedDemoDocuments } from '../apps/server/src/db/seed/demo-documents';
import { storeOneChunkFile } from '../apps/server/src/modules/upload/store-file';
import { newContext, screenshot } from './support/browser';
import { expect, expectUrl } from './support/expect';
import { signInThroughForm } from './support/session';
import { useLiveConsole } from './support/live-console';

/**
 * Money operations in Chromium against the real server and its demo seed (pending recharges
 * entered by "operator", so "admin" may approve them). Texts are the default zh-cn. antd puts a
 * space between two CJK characters in a button, hence the /审\s?核/ patterns.
 */
describe('money operations in Chromium', () => {
  const live = useLiveConsole();
  let page: Page;
  let closeContext: () => Promise<void>;
  let pageErrors: string[];

  beforeAll(async () => {
    const ctx = await newContext(live.browser);
    pageErrors = ctx.pageErrors;
    closeContext = () => ctx.context.close();
    page = await ctx.context.newPage();
    // Counts the beeps: every oscillator the page starts (the alert's sound is made in the browser).
    await page.addInitScript(() => {
      const w = window as unknown as { __oscillatorStarts: number; AudioContext: typeof AudioContext };
      w.__oscillatorStarts = 0;
      const Real = w.AudioContext;
      w.AudioContext = class extends Real {
        override createOscillator() {
          const oscillator = super.createOscillator();
          const start = oscillator.start.bind(oscillator);
          oscillator.start = (when?: number) => {
            w.__oscillatorStarts += 1;
            start(when);
          };
          return oscillator;
        }
      };
    });
  });
  afterAll(async () => {
    await closeContext?.();
  });

  /**
   * A screenshot shows the page loaded and at rest: not under a loading spinner, and not halfway
   * through the page's entrance animation or a drawer's slide (finite animations have finished).
   */
  const settled = async (list: Locator) => {
    await expect(list.locator('.ant-spin-spinning')).toBeHidden();
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
  };

  const beeps = () => page.evaluate(() => (window as unknown as { __oscillatorStarts: number }).__oscillatorStarts);

  async function walletOf(account: string, currency: string) {
    const [row] = await live.server.database.db
      .select({ memberId: members.id, available: wallets.available, frozen: wallets.frozen })
      .from(wallets)
      .innerJoin(members, eq(members.id, wallets.memberId))
      .where(and(eq(members.account, account), eq(wallets.currency, currency)));
    if (!row) throw new Error(`no ${currency} wallet for ${account}`);
    return row;
  }

  it('raises one pending alert per kind with one beep each, and clicking one opens its list filtered to pending', async () => {
    await signInThroughForm(page, live.server.baseUrl);
    const rechargeAlert = page.getByTestId('pending-alert-recharge');
    await expect(rechargeAlert).toBeVisible();
    await expect(page.getByTestId('pending-alert-withdraw')).toBeVisible();
    await expect(page.getByTestId('pending-alert-realName')).toBeVisible();
    await expect(rechargeAlert).toContainText('3');
    await expect(page.getByTestId('home-todo')).toBeVisible();
    await screenshot(page, 'finance-home-todo');
    assert(await beeps()).toBe(3);
    // The next poll (10 s later) finds the same counts: no new alert, no new sound. Waiting for its
    // answer, not for 11 s: a poll that stopped would otherwise pass for one that stayed quiet.
    const nextPoll = await page.waitForResponse((r) => new URL(r.url()).pathname === API_BASE + FINANCE_ENDPOINTS.pendingCounts && r.ok(), { timeout: 15_000 });
    assert((await nextPoll.json()).data.systemRechargeCount).toBe(3);
    // Two frames: the answer is in the page's state and drawn before the alerts are counted.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert(await page.getByTestId('pending-alert-recharge').count()).toBe(1);
    assert(await beeps()).toBe(3);

    await rechargeAlert.click();
    // Both review states wait for a reviewer (a credit above the request waits for a second one).
    await expectUrl(page, (u) => u.pathname === '/finance/recharge' && u.searchParams.get('status') === 'PENDING,PENDING_SECOND_REVIEW', 'the pending recharges');
    await expect(rechargeAlert).toBeHidden();
    await expect(page.getByTestId('recharge-list')).toContainText('demo_dave');
    await settled(page.getByTestId('recharge-list'));
    await screenshot(page, 'finance-recharge-list');
  });

  it('opens every withdrawal the alert counted, the one waiting for its second review included', async () => {
    const withdrawAlert = page.getByTestId('pending-alert-withdraw');
    await expect(withdrawAlert).toContainText('2');
    await withdrawAlert.click();
    await expectUrl(
      page,
      (u) => u.pathname === '/finance/withdraw' && u.searchParams.get('status') === 'PENDING_REVIEW,PENDING_SECOND_REVIEW',
      'the withdrawals in either review state',
    );
    const list = page.getByTestId('withdraw-list');
    // demo_alice's 12,000 USDT order has its first approval and waits for a second, different operator.
    const second = list.locator('tr', { hasText: '待复审' });
    await expect(second).toContainText('demo_alice');
    await expect(second).toContainText('12,000');
    await expect(list.locator('tr', { hasText: '待初审' }).first()).toContainText('demo_alice');
    await settled(list);
    await screenshot(page, 'finance-withdraw-review-queue');
    // The home to-do card counts the same two and opens the same list.
    await page.goto(`${live.server.baseUrl}/home`);
    await expect(page.getByTestId('todo-withdraw')).toContainText('2');
    await page.getByTestId('todo-withdraw').click();
    await expectUrl(
      page,
      (u) => u.pathname === '/finance/withdraw' && u.searchParams.get('status') === 'PENDING_REVIEW,PENDING_SECOND_REVIEW',
      'the withdrawals in either review state, from the home card',
    );
    await expect(page.getByTestId('withdraw-list').locator('tr', { hasText: '待复审' })).toContainText('12,000');
    // Back to the pending recharges for the review below.
    await page.goto(`${live.server.baseUrl}/finance/recharge?status=PENDING`);
    await expect(page.getByTestId('recharge-list')).toContainText('demo_dave');
  });

  it('will not reject without a reason, then approves a recharge another operator entered and the balance changes', async () => {
    const before = await walletOf('demo_dave', 'USDT');
    const row = page.getByTestId('recharge-list').locator('tr', { hasText: 'demo_dave' });
    await row.getByRole('button', { name: /审\s?核/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('review-dialog')).toBeVisible();
    // People by name, not '#id' (issue 11 item 7).
    await expect(dialog).toContainText('由操作员 operator');
    // Entered before its hash was known: the channel's rule, in the reviewer's words; it stops nothing.
    await expect(dialog.getByTestId('recharge-channel-findings')).toContainText('该通道要求交易凭据');
    await screenshot(page, 'finance-review-dialog');

    await dialog.getByText('驳回', { exact: true }).click();
    await dialog.getByRole('button', { name: /驳\s?回/ }).click();
    await expect(dialog).toContainText('请填写原因');
    await screenshot(page, 'finance-review-reject-needs-reason');

    await dialog.getByText('通过', { exact: true }).click();
    await dialog.getByRole('button', { name: /通\s?过/ }).click();
    // An approval asks once more, naming the order and amount (issue 11 item 6).
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('demo_dave');
    await confirm.getByRole('button', { name: /通\s?过/ }).click();
    await expect(page.getByTestId('review-dialog')).toBeHidden();
    await expect(page.getByTestId('recharge-list').locator('tr', { hasText: 'demo_dave' })).toBeHidden();

    const after = await walletOf('demo_dave', 'USDT');
    assert(Number(after.available) - Number(before.available)).toBe(500);

    await page.goto(`${live.server.baseUrl}/member/list?id=${after.memberId}`);
    const memberRow = page.getByTestId('member-list').locator('tr', { hasText: 'demo_dave' });
    await memberRow.getByRole('button', { name: /详\s?情/ }).click();
    const walletsTable = page.getByTestId('member-wallets');
    await expect(walletsTable).toContainText('1,300');
    await settled(page.locator('.ant-drawer'));
    await screenshot(page, 'finance-member-detail');
  });

  it('shows the withdrawal, real-name and money-log lists', async () => {
    await page.goto(`${live.server.baseUrl}/finance/withdraw`);
    await expect(page.getByTestId('withdraw-list')).toContainText('demo_alice');
    await settled(page.getByTestId('withdraw-list'));
    await screenshot(page, 'finance-withdraw-list');
    await page.goto(`${live.server.baseUrl}/member/kyc`);
    await expect(page.getByTestId('kyc-list')).toContainText('demo_heidi');
    await settled(page.getByTestId('kyc-list'));
    await screenshot(page, 'finance-kyc-list');
    await page.goto(`${live.server.baseUrl}/finance/moneylog`);
    await expect(page.getByTestId('moneylog-list')).toContainText('demo_dave');
    await settled(page.getByTestId('moneylog-list'));
    await screenshot(page, 'finance-moneylog-list');
    assert(pageErrors).toEqual([]);
  });

  /** An image's width as the browser decoded it from the blob address the page made (the CSP allows blob: images). */
  const decodedWidth = (image: Locator) =>
    image.evaluate(async (img) => {
      await (img as HTMLImageElement).decode();
      return (img as HTMLImageElement).naturalWidth;
    });

  it("shows an advanced application's document images and a bank transfer's voucher in their reviews, loaded through the session", async () => {
    // As `npm start` seeds them: three made-up cards and a receipt, restricted files of the upload store.
    assert(await seedDemoDocuments(live.server.database.db, async (owner, name, data) => (await storeOneChunkFile(live.server.services.uploads, owner, name, data)).id)).toBe(2);
    await page.goto(`${live.server.baseUrl}/member/kyc`);
    const advanced = page.getByTestId('kyc-list').locator('tr', { hasText: /Advanced|高级认证/ }).filter({ hasText: /Pending|待审核/ });
    await advanced.getByRole('button', { name: /review|审\s?核/i }).click();
    const documents = page.getByTestId('kyc-documents');
    for (const part of ['front', 'back', 'selfie']) {
      const image = documents.getByTestId(`kyc-document-${part}`).locator('img');
      await expect(image).toBeVisible();
      assert(await decodedWidth(image)).toBeGreaterThan(100);
    }
    await settled(page.getByTestId('review-dialog'));
    await screenshot(page, 'finance-kyc-documents');
    await page.keyboard.press('Escape');

    await page.goto(`${live.server.baseUrl}/finance/recharge?channel=CNY_BANK_TRANSFER`);
    const transfer = page.getByTestId('recharge-list').locator('tr', { hasText: 'CNY' }).filter({ hasText: /Pending|待审核/ });
    await transfer.getByRole('button', { name: /review|审\s?核/i }).click();
    const receipt = page.getByTestId('recharge-voucher-image').locator('img');
    await expect(receipt).toBeVisible();
    assert(await decodedWidth(receipt)).toBe(320);
    await settled(page.getByTestId('review-dialog'));
    await screenshot(page, 'finance-recharge-voucher');
    assert(pageErrors).toEqual([]);
  });
});
