import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// antd's responsive helpers call matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The refusal texts load lazily in the app (lib/refusalMessages); tests read them synchronously.
// antd's static toasts and dialogs load with the first one raised outside a console (lib/feedback):
// loaded here, a toast raised as a test ends (a request settling after its last assertion) cannot
// start loading a module after the file's environment is torn down.
beforeAll(async () => {
  const { loadRefusalMessages } = await import('@/lib/refusalMessages');
  await Promise.all([loadRefusalMessages(), import('antd/es/message'), import('antd/es/modal')]);
});

// The files of a worker share one module graph and one window (isolate: false in
// vitest.config.ts). The libraries load once per worker, but the app's own modules (its stores, the
// route guard's menus, the loaded dictionaries) are evaluated afresh for every file, and the next
// file starts at the root URL with no stubbed global, as a fresh page would: no file meets state
// another left behind.
afterAll(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

// Lazy page chunks are transformed on first import, which can take seconds on a cold run.
configure({ asyncUtilTimeout: 8000 });

// antd's Menu and Tabs observe their size; jsdom has no layout, so a no-op observer serves.
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom lists the prefixed `WebkitAnimation` style property yet never runs an animation or a
// transition. rc-motion takes that property for motion support (at import, before any test) and
// then waits for an end event that never comes: a closed dialog or popup would stay in the DOM
// forever. Without it rc-motion sees no support and enters and leaves at once, as in jsdom 27.
delete (Object.getPrototypeOf(document.createElement('div').style) as Record<string, unknown>).WebkitAnimation;

// rc-util measures scrollbars through getComputedStyle on pseudo-elements, which jsdom rejects.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// A commit made outside act (an animation or request settling as a test ends) leaves React's
// scheduler a task queued with setImmediate, and that task reads `window`: run it before the
// file's environment is torn down. antd's static toasts and dialogs live in roots of their own,
// which cleanup() does not unmount, so they are closed first.
afterAll(async () => {
  const [{ default: message }, { default: Modal }] = await Promise.all([import('antd/es/message'), import('antd/es/modal')]);
  message.destroy();
  Modal.destroyAll();
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 20));
});
