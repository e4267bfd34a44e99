import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS } from './browser';

/** How long a page may take to answer a script before it counts as hung (its main thread busy). */
const ANSWER_WITHIN_MS = 3_000;

/**
 * What each page still open in `browser` showed when a test failed: printed, because CI keeps only
 * the output (a flaky click timeout said nothing of the page), and a screenshot under
 * .e2e-artifacts/failures for a run looked at locally. A page that does not answer a script or a
 * frame in time is reported as such: a busy main thread and a layout that never settles read the
 * same in Playwright's "waiting for element to be stable".
 */
export async function reportOpenPages(browser: Browser, testName: string): Promise<void> {
  const pages = browser.contexts().flatMap((context) => context.pages());
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  const lines = await Promise.all(pages.map((page, index) => describePage(page, `${slug}-${index}`)));
  if (lines.length) console.error(`[failure report] ${testName}\n${lines.join('\n')}`);
}

async function describePage(page: Page, name: string): Promise<string> {
  const state = await withinDeadline(
    page.evaluate(
      () =>
        new Promise<Record<string, unknown>>((resolve) =>
          requestAnimationFrame(() =>
            resolve({
              visibility: document.visibilityState,
              viewport: `${innerWidth}×${innerHeight}`,
              dialogs: Array.from(document.querySelectorAll('.ant-modal-wrap, .ant-drawer-open, .ant-notification-notice, .ant-message-notice')).map((el) => el.className.split(' ')[0]),
              runningAnimations: document.getAnimations().filter((a) => a.playState === 'running').length,
              focused: document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName,
            }),
          ),
        ),
    ),
  );
  let shot = 'no screenshot';
  const file = path.join(ARTIFACTS, 'failures', `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (await withinDeadline(page.screenshot({ path: file, timeout: ANSWER_WITHIN_MS }).then(() => true))) shot = file;
  return `  ${page.url()} ${state ? JSON.stringify(state) : `did not answer a script and a frame within ${ANSWER_WITHIN_MS} ms`} (${shot})`;
}

async function withinDeadline<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ANSWER_WITHIN_MS)));
  try {
    return await Promise.race([work.catch(() => undefined), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
