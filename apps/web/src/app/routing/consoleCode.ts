import { preloadable } from '@/lib/preloadable';

/** The signed-in console's frame (layouts, menus, tags, header, settings): one chunk with what it imports. */
export const ShellLayout = preloadable(() => import('@/layout/ShellLayout').then((m) => ({ default: m.ShellLayout })));

/** antd's <App> for the console's toasts and dialogs, which the login page does without. */
export const ConsoleFeedback = preloadable(() => import('@/app/ConsoleFeedback').then((m) => ({ default: m.ConsoleFeedback })));

type AreaMessages = () => Array<Promise<unknown>>;
let areaMessages: AreaMessages = () => [];

/**
 * Names every area's translations (main.tsx holds the list): menu titles, pending alerts and
 * dictionary labels must be there before the console shows, but the login page needs none of them.
 */
export function setAreaMessages(load: AreaMessages): void {
  areaMessages = load;
}

let consoleCode: Promise<unknown> | undefined;

/**
 * The console's code (its frame and antd's <App>) and every area's translations, all asked for at
 * once and each once: on the first key typed into the login form (the user will need them in a few
 * seconds), at the latest beside the session's own calls. A failed load is asked for again next time.
 */
export function loadConsoleCode(): Promise<unknown> {
  consoleCode ??= Promise.all([ShellLayout.preload(), ConsoleFeedback.preload(), ...areaMessages()]).catch((error: unknown) => {
    consoleCode = undefined;
    throw error;
  });
  return consoleCode;
}

let consoleFetch: Promise<void> | undefined;

/**
 * Fetches the console's files without running them (a module preload: the script is downloaded and
 * compiled, not evaluated; the stylesheet is applied, as the console's import would): running
 * them is one long task, and a sign-in submitted meanwhile waited behind it. The build names them
 * in the page (vite/consoleFiles.ts); without that (development, tests) this loads the code. Resolves
 * once the script has arrived; a failure is left to loadConsoleCode, which asks again.
 */
export function fetchConsoleCode(): Promise<void> {
  consoleFetch ??= new Promise<void>((resolve) => {
    const named = document.querySelector<HTMLMetaElement>('meta[name="ledgerdesk-console-files"]')?.content.split(' ').filter(Boolean);
    if (!named?.length) {
      void loadConsoleCode().then(() => resolve(), () => resolve());
      return;
    }
    for (const href of named) {
      const link = document.createElement('link');
      link.rel = href.endsWith('.css') ? 'stylesheet' : 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      if (link.rel === 'modulepreload') {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      }
      document.head.appendChild(link);
    }
  });
  return consoleFetch;
}
