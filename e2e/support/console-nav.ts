import { expect, type Page } from './expect';

const THEME_KEY = 'ledgerdesk:themeConfig';

/** The console in a language, as the settings drawer would store it (then reloaded into it). */
export async function inLanguage(page: Page, language: 'en' | 'zh-cn' | 'zh-tw') {
  await page.evaluate(
    ([key, lang]) => {
      const stored = JSON.parse(localStorage.getItem(key!) ?? '{"state":{"themeConfig":{}},"version":1}');
      stored.state.themeConfig = { ...stored.state.themeConfig, globalI18n: lang };
      localStorage.setItem(key!, JSON.stringify(stored));
    },
    [THEME_KEY, language],
  );
  await page.reload();
  await expect(page.getByTestId('aside-menu')).toBeVisible();
}

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
