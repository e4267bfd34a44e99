import { describe, expect as assert, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { loginLogs, scanTickets, sessions, users } from '../apps/server/src/db/schema';
import { sha256 } from '../apps/server/src/lib/tokens';
import { newContext, shotsInto } from './support/browser';
import { dismissAlerts } from './support/console-nav';
import { expect, expectUrl } from './support/expect';
import { useLiveConsole } from './support/live-console';
import { ADMIN_PASSWORD } from './support/server';
import { tokenOf } from './support/session';

const SHOTS = '/tmp/shots-scan';
const THEME_KEY = 'ledgerdesk:themeConfig';
const PHONE = { width: 390, height: 844 };

const shot = shotsInto(SHOTS);

/** Every page of the context opens in the given language, as the settings drawer would store it. */
async function speak(context: BrowserContext, language: string) {
  await context.addInitScript(
    ([key, lang]) => {
      // about:blank, where every new page starts, has no storage.
      if (window.location.protocol !== 'http:') return;
      const stored = JSON.parse(localStorage.getItem(key!) ?? '{"state":{"themeConfig":{}},"version":1}');
      stored.state.themeConfig = { ...stored.state.themeConfig, globalI18n: lang };
      localStorage.setItem(key!, JSON.stringify(stored));
    },
    [THEME_KEY, language],
  );
}

/** Opens the login page's scan tab and answers the link its QR code carries. */
async function showQr(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('tab', { name: 'Scan' }).click();
  const qr = page.getByTestId('scan-qr');
  await expect(qr.locator('svg[role="img"]')).toBeVisible();
  const url = (await qr.getAttribute('data-ticket-url')) ?? '';
  assert(url).toMatch(new RegExp(`^${baseUrl.replace(/\./g, '\\.')}/scan-confirm\\?ticket=[\\w-]{43}$`));
  assert(await page.getByTestId('scan-confirm-link').getAttribute('href')).toBe(url);
  return url;
}

const ticketOf = (url: string) => new URL(url).searchParams.get('ticket')!;

describe('sign-in by scan in Chromium', () => {
  // E2E_WEB_DIST: a private build, for a machine where others rebuild apps/web/dist mid-run (its chunks change names).
  const live = useLiveConsole(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {});

  it('a signed-in phone confirms the QR code of the login page, which lands in the console as that operator', async () => {
    const { baseUrl, database } = live.server;
    const desktop = await newContext(live.browser);
    const phone = await newContext(live.browser, { viewport: PHONE, locale: 'en-US' });
    await speak(desktop.context, 'en');
    await speak(phone.context, 'en');
    const screen = await desktop.context.newPage();
    const hand = await phone.context.newPage();

    const url = await showQr(screen, baseUrl);
    await expect(screen.getByTestId('scan-status')).toContainText('Scan the code with a phone signed in to the console');
    await shot(screen, '01-desktop-qr-waiting');
    const desktopAgent = await screen.evaluate(() => navigator.userAgent);

    // The phone is signed out: the console sends it to sign in, then back to the confirmation page.
    await hand.goto(url);
    await expectUrl(hand, (u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/scan-confirm', 'the login page remembering /scan-confirm');
    await shot(hand, '02-phone-sign-in-first');
    const form = hand.getByTestId('login-form');
    await form.locator('input[autocomplete="username"]').fill('operator');
    await form.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
    await form.locator('button[type="submit"]').click();
    await expectUrl(hand, (u) => u.pathname === '/scan-confirm' && u.searchParams.get('ticket') === ticketOf(url), 'back on the confirmation page with the ticket');

    // The phone sees who asks: the login page's browser, system and address.
    const requester = hand.getByTestId('scan-requester');
    await expect(requester).toContainText(desktopAgent);
    await expect(requester).toContainText('Linux');
    await expect(requester).toContainText('127.0.0.1');
    await expect(hand.getByTestId('scan-confirm')).toContainText('A browser asks to sign in to the console as');
    await expect(hand.getByTestId('scan-confirm')).toContainText('(operator)');
    // Fits the phone: nothing wider than the screen.
    assert(await hand.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(hand, '03-phone-confirm');
    // The console's pending-review alerts pop up on every signed-in page, this one too: closed as an operator would.
    await dismissAlerts(hand);
    await shot(hand, '03b-phone-confirm-alerts-closed');

    // The login page follows: scanned, confirm on the phone.
    await expect(screen.getByTestId('scan-status')).toContainText('Scanned — confirm the sign-in on your phone');
    await shot(screen, '04-desktop-scanned');

    await hand.getByRole('button', { name: 'Confirm sign-in' }).click();
    await expect(hand.getByTestId('scan-ending')).toContainText('Sign-in confirmed');
    await shot(hand, '05-phone-confirmed');

    // The login page lands in the console, signed in as the phone's operator.
    await expect(screen.getByTestId('aside-menu')).toBeVisible();
    await expectUrl(screen, (u) => u.pathname === '/home', 'the console home');
    await screen.waitForTimeout(600);
    await shot(screen, '06-desktop-console');
    const token = await tokenOf(screen);
    assert(token).toBeTruthy();
    const [operator] = await database.db.select().from(users).where(eq(users.userName, 'operator'));
    const [session] = await database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token!)));
    assert(session).toMatchObject({ userId: operator!.id, method: 'scan', ip: '127.0.0.1', userAgent: desktopAgent });
    const [logged] = await database.db.select().from(loginLogs).where(eq(loginLogs.method, 'scan')).orderBy(desc(loginLogs.id)).limit(1);
    assert(logged).toMatchObject({ userName: 'operator', success: true, userAgent: desktopAgent });
    const [ticket] = await database.db.select().from(scanTickets).where(eq(scanTickets.ticketHash, sha256(ticketOf(url))));
    assert(ticket).toMatchObject({ status: 'CONSUMED', approverId: operator!.id });

    // The link is spent: opening it again on the phone says so.
    await hand.goto(url);
    await expect(hand.getByTestId('scan-ending')).toContainText('The QR code has already been used');

    assert(desktop.foreignRequests).toEqual([]);
    assert(phone.foreignRequests).toEqual([]);
    assert(desktop.pageErrors).toEqual([]);
    assert(phone.pageErrors).toEqual([]);
    await desktop.context.close();
    await phone.context.close();
  });

  it('a phone that cancels leaves the login page signed out; an expired code refreshes on click (zh-cn, zh-tw)', async () => {
    const { baseUrl, database } = live.server;
    const desktop = await newContext(live.browser, { locale: 'zh-CN' });
    const phone = await newContext(live.browser, { viewport: PHONE, locale: 'zh-CN' });
    await speak(desktop.context, 'zh-cn');
    await speak(phone.context, 'zh-cn');
    const screen = await desktop.context.newPage();
    const hand = await phone.context.newPage();

    // The phone signs in first, as an operator would have long before.
    await hand.goto(`${baseUrl}/login`);
    const form = hand.getByTestId('login-form');
    await form.locator('input[autocomplete="username"]').fill('admin');
    await form.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
    await form.locator('button[type="submit"]').click();
    // On a phone the aside folds into a drawer: the console's home is the sign that it opened.
    await expectUrl(hand, (u) => u.pathname === '/home', 'the console home on the phone');

    await screen.goto(`${baseUrl}/login`);
    await screen.getByRole('tab', { name: '扫码登录' }).click();
    const qr = screen.getByTestId('scan-qr');
    await expect(qr.locator('svg[role="img"]')).toBeVisible();
    const url = (await qr.getAttribute('data-ticket-url'))!;
    await hand.goto(url);
    await expect(hand.getByTestId('scan-requester')).toContainText('127.0.0.1');
    await dismissAlerts(hand);
    await hand.getByRole('button', { name: '取 消' }).or(hand.getByRole('button', { name: '取消' })).click();
    await expect(hand.getByTestId('scan-ending')).toContainText('已取消登录');
    await shot(hand, '07-phone-cancelled-zh-cn');
    await expect(screen.getByTestId('scan-status')).toContainText('已在手机上取消登录');
    await shot(screen, '08-desktop-cancelled-zh-cn');
    assert(await tokenOf(screen)).toBeUndefined();

    // A fresh code, then let it expire (in the database: two minutes are long for a test).
    await screen.getByRole('button', { name: /刷新二维码/ }).click();
    await expect(screen.getByTestId('scan-status')).toContainText('请用已登录控制台的手机扫描二维码');
    const fresh = (await qr.getAttribute('data-ticket-url'))!;
    assert(fresh).not.toBe(url);
    await database.db
      .update(scanTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(scanTickets.ticketHash, sha256(ticketOf(fresh))), eq(scanTickets.status, 'PENDING')));
    await expect(screen.getByTestId('scan-status')).toContainText('二维码已过期');
    await shot(screen, '09-desktop-expired-zh-cn');
    // The phone cannot confirm it either.
    await hand.goto(fresh);
    await expect(hand.getByTestId('scan-ending')).toContainText('二维码已过期');

    // zh-tw: the same panel in traditional Chinese.
    const tw = await newContext(live.browser, { locale: 'zh-TW' });
    await speak(tw.context, 'zh-tw');
    const twScreen = await tw.context.newPage();
    await twScreen.goto(`${baseUrl}/login`);
    await twScreen.getByRole('tab', { name: /掃碼登入/ }).click();
    await expect(twScreen.getByTestId('scan-status')).toContainText('請用已登入控制台的手機掃描 QR 碼');
    await shot(twScreen, '10-desktop-waiting-zh-tw');
    await tw.context.close();

    assert(desktop.foreignRequests).toEqual([]);
    assert(desktop.pageErrors).toEqual([]);
    assert(phone.pageErrors).toEqual([]);
    await desktop.context.close();
    await phone.context.close();
  });
});
