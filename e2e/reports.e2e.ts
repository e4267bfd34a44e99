import { describe, expect as assert, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { and, eq, sql } from 'drizzle-orm';
import { dailyCloses, dailyStatementLines, members, wallets } from '../apps/server/src/db/schema';
import { ARTIFACTS, shotsInto } from './support/browser';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';

const shot = shotsInto(`${ARTIFACTS}/reports`, { atRest: true });

/**
 * Reports in Chromium against the demo seed (six past days of activity, each closed): the daily
 * statement's chart and table with the server's figures, the close run from its dialog, the
 * difference alert when a wallet no longer equals its money log, and the team drill-down.
 */
describe('reports in Chromium', () => {
  const live = useLiveConsole();
  const signed = useSignedInPage(live);
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  /**
   * A list's rows of one business day in one currency, by their cells: a row's other cells hold
   * times (closed at, built at), so its text alone also matched the days closed on that date.
   */
  const rowsOf = (list: Locator, day: string, cell?: RegExp) => {
    const rows = list.locator('tr').filter({ has: list.page().locator('td').filter({ hasText: new RegExp(`^${day}$`) }) });
    return cell ? rows.filter({ has: list.page().locator('td').filter({ hasText: cell }) }) : rows;
  };

  /** Runs the close for `day` from the list's dialog, typing the day, and waits for it to finish. */
  const closeDay = async (list: Locator, day: string) => {
    await list.getByRole('button', { name: 'Run the close' }).click();
    const dialog = list.page().locator('.ant-modal').filter({ hasText: 'Run the close' });
    const input = dialog.getByTestId('close-date');
    await input.click();
    await input.fill(day);
    await input.press('Enter');
    await dialog.locator('.ant-btn-primary').click();
    await expect(dialog).toBeHidden();
  };

  it("runs the close for a day; the chart and the table show the ledger's figures, the detail its lines", async () => {
    const { page } = signed;
    const { db } = live.server.database;
    await page.goto(`${live.server.baseUrl}/report/daily-statement`);
    const list = page.getByTestId('daily-statement-list');
    await expect(page.getByTestId('statement-chart').locator('canvas')).toBeVisible();
    await list.getByRole('button', { name: 'Run the close' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Run the close' });
    await expect(dialog.getByTestId('close-date')).toBeVisible();
    await shot(page, 'close-dialog');
    await dialog.locator('.ant-btn-primary').click();
    await expect(dialog).toBeHidden();

    const [closing] = await db
      .select({ amount: dailyStatementLines.amount })
      .from(dailyStatementLines)
      .where(and(eq(dailyStatementLines.currency, 'USDT'), eq(dailyStatementLines.businessDate, yesterday), eq(dailyStatementLines.line, 'CLOSING')));
    const [close] = await db.select().from(dailyCloses).where(and(eq(dailyCloses.currency, 'USDT'), eq(dailyCloses.businessDate, yesterday)));
    assert(close).toMatchObject({ status: 'CLOSED', difference: '0' });
    const whole = closing!.amount.split('.')[0]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const row = rowsOf(list, yesterday, /^USDT$/);
    await expect(row).toContainText('Closed');
    await expect(row).toContainText(whole);
    await shot(page, 'daily-statement');

    await row.getByRole('button', { name: 'Details' }).click();
    const lines = page.getByTestId('statement-lines');
    await expect(lines).toContainText('Credit · Recharge');
    await expect(lines).toContainText('Debit · Withdrawal');
    await expect(lines).toContainText('Credit · Referral commission');
    await expect(lines).toContainText('Test accounts (left out)');
    await shot(page, 'daily-statement-lines');
    await page.keyboard.press('Escape');
    assert(signed.pageErrors).toEqual([]);
  });

  it('shows the difference alert when a wallet no longer equals its money log', async () => {
    const { page } = signed;
    const { db } = live.server.database;
    const [agent] = await db.select({ id: members.id }).from(members).where(eq(members.account, 'rpt_agent'));
    const tamper = (by: string) =>
      db.update(wallets).set({ available: sql`${wallets.available} + ${by}::numeric` }).where(and(eq(wallets.memberId, agent!.id), eq(wallets.currency, 'USDT')));
    await tamper('1');
    try {
      await page.goto(`${live.server.baseUrl}/report/daily-statement`);
      const list = page.getByTestId('daily-statement-list');
      await closeDay(list, today);
      const alert = page.getByTestId('statement-difference-alert');
      await expect(alert).toContainText('do not reconcile');
      await expect(alert).toContainText(`${today} USDT: 1`);
      await expect(rowsOf(list, today, /^USDT$/)).toContainText('Difference');
      await shot(page, 'daily-statement-difference');
    } finally {
      await tamper('-1');
    }
  });

  it('shows a day not yet over as provisional, as of its close, in the table, the chart and the detail', async () => {
    const { page } = signed;
    const { db } = live.server.database;
    await page.goto(`${live.server.baseUrl}/report/daily-statement`);
    const list = page.getByTestId('daily-statement-list');
    await closeDay(list, today);
    const [close] = await db.select().from(dailyCloses).where(and(eq(dailyCloses.currency, 'USDT'), eq(dailyCloses.businessDate, today)));
    assert(close).toMatchObject({ status: 'OPEN', closedAt: null });
    // The close's own time as the browser's clock reads it (the context runs in the machine's zone).
    const taken = await page.evaluate((iso) => new Date(iso).toTimeString().slice(0, 8), close!.checkedAt!.toISOString());
    const row = rowsOf(list, today, /^USDT$/);
    await expect(row).toContainText('Provisional');
    await expect(row).toContainText(new RegExp(`as of (${today} )?${taken}`));
    await expect(page.getByTestId('statement-provisional')).toContainText(`${today} is provisional`);
    await row.getByRole('button', { name: 'Details' }).click();
    await expect(page.getByTestId('statement-provisional-detail')).toContainText('these figures are as of');
    await shot(page, 'daily-statement-provisional');
    await page.keyboard.press('Escape');
    assert(signed.pageErrors).toEqual([]);
  });

  it("drills into a team: the root's downline at that depth with the fees charged and the commission earned", async () => {
    const { page } = signed;
    await page.goto(`${live.server.baseUrl}/report/team`);
    const list = page.getByTestId('team-list');
    const row = rowsOf(list, yesterday, /^2$/).filter({ hasText: 'rpt_agent' });
    await expect(row.first()).toBeVisible();
    await shot(page, 'team-list');
    await row.first().getByRole('button', { name: 'Drill down' }).click();
    const drill = page.getByTestId('team-drill-down');
    await expect(drill).toContainText('rpt_trader_a');
    await expect(drill.getByText('rpt_trader_c')).toHaveCount(0);
    await shot(page, 'team-drill-down');
    assert(signed.pageErrors).toEqual([]);
  });
});
