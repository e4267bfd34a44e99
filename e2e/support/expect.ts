/**
 * playwright-core has no test runner; these small polling assertions give vitest e2e tests the
 * auto-waiting that Playwright's own `expect` would.
 */
import type { Locator, Page } from 'playwright-core';

export type { Page, Locator };

const TIMEOUT = 15_000;

async function poll(check: () => Promise<boolean>, describe: () => Promise<string>, timeout = TIMEOUT) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(await describe());
}

export function expect(target: Locator) {
  return {
    async toBeVisible(timeout?: number) {
      await target.first().waitFor({ state: 'visible', timeout: timeout ?? TIMEOUT });
    },
    async toBeHidden(timeout?: number) {
      await target.first().waitFor({ state: 'hidden', timeout: timeout ?? TIMEOUT });
    },
    async toHaveCount(count: number, timeout?: number) {
      await poll(
        async () => (await target.count()) === count,
        async () => `expected ${target} to count ${count}, got ${await target.count()}`,
        timeout,
      );
    },
    /** An input's value: a form that loads its record shows it before it is typed into. */
    async toHaveValue(value: string, timeout?: number) {
      await poll(
        async () => (await target.first().inputValue()) === value,
        async () => `expected ${target} to have the value ${value}, got: ${await target.first().inputValue().catch(() => '<none>')}`,
        timeout,
      );
    },
    async toContainText(text: string | RegExp, timeout?: number) {
      await poll(
        async () => {
          const content = (await target.first().textContent()) ?? '';
          return typeof text === 'string' ? content.includes(text) : text.test(content);
        },
        async () => `expected ${target} to contain ${text}, got: ${(await target.first().textContent().catch(() => '<none>'))?.slice(0, 300)}`,
        timeout,
      );
    },
  };
}

export async function expectUrl(page: Page, test: (url: URL) => boolean, what: string) {
  await poll(
    async () => test(new URL(page.url())),
    async () => `expected the URL to be ${what}, got ${page.url()}`,
  );
}
