import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { setToken } from '@/lib/storage';
import { ADMIN, SEEDED_MENUS } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mockApi';
import { loginPath } from '../routing/redirects';
import { ConsoleFeedback, ShellLayout } from '../routing/consoleCode';
import { completeSignIn } from './loadSession';

// The load waits for the console's code: loaded once here, as the app does while the user types.
beforeAll(() => Promise.all([ShellLayout.preload(), ConsoleFeedback.preload()]), 120_000);
afterEach(() => window.history.replaceState(null, '', '/'));

/** Signs in from the login page at `url`; answers the address the page had when the session became ready. */
async function signInAt(url: string, user = ADMIN) {
  window.history.replaceState(null, '', url);
  useSession.getState().clear();
  setToken('t');
  mockApi({ 'GET user/getUserInfo': ok(user), 'GET user/getUserMenus': ok({ menuList: SEEDED_MENUS, permissions: [] }) });
  let addressWhenReady: string | undefined;
  const stop = useSession.subscribe((now, before) => {
    if (now.phase === 'ready' && before.phase !== 'ready') addressWhenReady = window.location.pathname + window.location.search;
  });
  try {
    return { outcome: await completeSignIn(), addressWhenReady };
  } finally {
    stop();
  }
}

describe('completing a sign-in', () => {
  it('puts the remembered page in the address before the session is ready, so the console is built there', async () => {
    const { outcome, addressWhenReady } = await signInAt(loginPath('/system/dict', '?status=PENDING'));
    expect(outcome).toBe('ready');
    expect(addressWhenReady).toBe('/system/dict?status=PENDING');
  });

  it('goes home from a plain /login', async () => {
    const { addressWhenReady } = await signInAt('/login');
    expect(addressWhenReady).toBe('/home');
  });

  it('leaves the login address alone when the session is refused', async () => {
    const { outcome, addressWhenReady } = await signInAt('/login?redirect=%2Fsystem%2Fdict', { ...ADMIN, roles: [] });
    expect(outcome).toBe('noRoles');
    expect(addressWhenReady).toBeUndefined();
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Fsystem%2Fdict');
  });
});
