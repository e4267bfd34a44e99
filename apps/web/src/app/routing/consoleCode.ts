import { preloadable } from './preloadable';

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
