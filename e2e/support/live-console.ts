import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { inLanguage } from './console-nav';
import { reportOpenPages } from './failure-report';
import { signInThroughForm } from './session';
import { startServer, type RunningServer, type ServerOptions } from './server';

export interface LiveConsole {
  server: RunningServer;
  browser: Browser;
}

/**
 * The real production server and Chromium for one suite: started before its tests (hooks the
 * suite registers afterwards can use them), stopped after. Fields are filled in by `beforeAll`.
 */
export function useLiveConsole(env: Record<string, string> = {}, options: ServerOptions = {}): LiveConsole {
  const live = {} as LiveConsole;
  beforeAll(async () => {
    live.server = await startServer(env, options);
    live.browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && live.browser) await reportOpenPages(live.browser, task.name);
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.close();
  });
  return live;
}

export interface SignedInPage {
  page: Page;
  /** Uncaught errors of the page, for a suite to assert none. */
  pageErrors: string[];
}

/**
 * A browser context of the suite's own, signed in through the login form as `userName` and shown
 * in `language`: opened before the suite's tests, closed after. Fields are filled in by `beforeAll`.
 */
export function useSignedInPage(live: LiveConsole, userName = 'admin', language: 'en' | 'zh-cn' | 'zh-tw' = 'en'): SignedInPage {
  const signed = {} as SignedInPage;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const ctx = await newContext(live.browser);
    close = () => ctx.context.close();
    signed.pageErrors = ctx.pageErrors;
    signed.page = await ctx.context.newPage();
    await signInThroughForm(signed.page, live.server.baseUrl, userName);
    await inLanguage(signed.page, language);
  });
  afterAll(async () => {
    await close?.();
  });
  return signed;
}
