import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
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
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.close();
  });
  return live;
}
