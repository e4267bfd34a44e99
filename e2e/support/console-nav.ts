import { atRest } from './browser';
import { expect, type Locator, type Page } from './expect';

const THEME_KEY = 'ledgerdesk:themeConfig';

/** Lays theme settings over the stored ones, as the settings drawer would, and reloads the console into them. */
export async function setTheme(page: Page, patch: Record<string, unknown>) {
  await page.evaluate(
    ({ key, patch }) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{"themeConfig":{}},"version":1}');
      stored.state.themeConfig = { ...stored.state.themeConfig, ...patch };
      localStorage.setItem(key, JSON.stringify(stored));
    },
    { key: THEME_KEY, patch },
  );
  await page.reload();
  await expect(page.getByTestId('aside-menu')).toBeVisible();
}

/** The console in a language, as the settings drawer would store it (then reloaded into it). */
export const inLanguage = (page: Page, language: 'en' | 'zh-cn' | 'zh-tw') => setTheme(page, { globalI18n: language });

export const inEnglish = (page: Page) => inLanguage(page, 'en');

/** Opens an entry of the System settings menu, unfolding the menu first when it is folded. */
export async function openSystemMenu(page: Page, title: string) {
  const aside = page.getByTestId('aside-menu');
  const entry = aside.getByText(title, { exact: true });
  await page.waitForTimeout(400);
  if (!(await entry.isVisible())) await aside.getByText('System settings', { exact: true }).click();
  await entry.click();
}

/** The open resource form drawer, and one of its fields by label. */
export const resourceForm = (page: Page) => page.getByTestId('resource-form').last();
export const formField = (page: Page, label: string) => resourceForm(page).getByLabel(label, { exact: true });

/** Closes the pending-review alerts (they stay until dismissed) and waits until their region is gone. */
export async function dismissAlerts(page: Page) {
  await page.waitForTimeout(500);
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.ld-pending-alert .ant-alert-close-icon').forEach((b) => b.click()));
  await expect(page.getByTestId('pending-alerts')).toBeHidden();
}

/**
 * Picks an option of the open form's select once its list has stopped sliding in: a click during
 * the slide can land on the option beside it on a busy machine (a menu picked for a button).
 */
export async function pickFormOption(page: Page, label: string, option: string) {
  await formField(page, label).click();
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(list).toBeVisible();
  await atRest(page);
  await list.getByTitle(option, { exact: true }).first().click();
}

/**
 * Chooses a row in a form's reference picker (or member picker) as an operator does: types the
 * start of its label into the field named `label` within `scope` and clicks the option naming it.
 */
export async function chooseReference(page: Page, scope: Locator, label: string, typed: string, option: string) {
  const picker = scope.getByRole('combobox', { name: label, exact: true });
  await picker.click();
  await picker.fill(typed);
  const list = page.locator('.ant-select-dropdown:visible');
  const choice = list.locator('.ant-select-item-option', { hasText: option });
  await expect(choice).toHaveCount(1);
  await atRest(page);
  await choice.click();
  await expect(list).toBeHidden();
}

/**
 * Clicks a first-level entry of the horizontal top menu. With many directories antd folds the ones
 * the bar has no room for into its "…" entry, so an entry not shown in the bar is opened from there.
 */
export async function clickTopMenu(page: Page, title: string) {
  const bar = page.getByTestId('top-menu');
  const inBar = bar.locator('.ant-menu-overflow-item:not(.ant-menu-overflow-item-rest)').filter({ hasText: title }).first();
  // A folded entry stays in the bar's markup, transparent and without height.
  const shown = await inBar.evaluate((el) => getComputedStyle(el).opacity !== '0' && el.getBoundingClientRect().height > 0);
  if (shown) return inBar.click();
  await bar.locator('.ant-menu-overflow-item-rest').hover();
  await page.locator('.ant-menu-submenu-popup:visible').getByText(title, { exact: true }).first().click();
}

/**
 * Closes every page's tag but the active one, as an operator does after a while: the pages kept
 * alive behind it would otherwise pile up in the document, and every later check would walk them.
 */
export async function closeOtherTags(page: Page): Promise<void> {
  const others = '.tags-view-item:not(.is-active) .tags-view-close';
  await page.evaluate((selector) => document.querySelectorAll<HTMLButtonElement>(selector).forEach((close) => close.click()), others);
  await page.waitForFunction((selector) => !document.querySelector(selector), others);
}
