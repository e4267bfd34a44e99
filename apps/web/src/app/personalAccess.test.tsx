import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@ledgerdesk/shared';
import type { Profile } from '@ledgerdesk/shared/personal';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { getToken, setToken } from '@/lib/storage';
import { ADMIN, SEEDED_MENUS } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mockApi';
import { AppRouter } from './AppRouter';
import { Providers } from './Providers';
import { ConsoleFeedback, ShellLayout } from './routing/consoleCode';

// The console's shell and antd <App> are lazy chunks: loaded (and transformed) before the tests, as when the route tree imported them.
beforeAll(() => Promise.all([ShellLayout.preload(), ConsoleFeedback.preload()]), 120_000);

const PROFILE: Profile = {
  id: 2,
  userName: 'operator',
  nickname: 'Operator',
  email: '',
  phone: '',
  avatar: '',
  deptName: null,
  roles: ['role.common'],
  posts: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  lastLoginIp: null,
  passwordChangedAt: null,
};
const COMMON: UserInfo = { ...ADMIN, id: 2, userName: 'operator', userNickname: 'Operator', roles: ['common'], roleNames: ['role.common'], authBtnList: [] };
/** A common user's menus: home only, no /personal menu. */
const COMMON_MENUS = SEEDED_MENUS.filter((m) => m.path === '/home');

function openAt(url: string, user: UserInfo, menus = SEEDED_MENUS, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET user/getUserInfo': ok(user),
    'GET user/getUserMenus': ok({ menuList: menus, permissions: user.authBtnList }),
    'GET personal/profile': ok(PROFILE),
    ...extra,
  });
  window.history.replaceState(null, '', url);
  useSession.getState().clear();
  setToken('t');
  useSession.setState({ phase: 'loading' });
  render(
    <Providers>
      <AppRouter />
    </Providers>,
  );
  return api;
}

beforeEach(() => setLanguage('en'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the personal centre is every signed-in user’s', { timeout: 60_000 }, () => {
  it('opens /personal for a user whose menus do not lead there', async () => {
    openAt('/personal', COMMON, COMMON_MENUS);
    expect(await screen.findByRole('tab', { name: 'Change password' })).toBeInTheDocument();
    expect(await screen.findByText('operator')).toBeInTheDocument();
    expect(screen.queryByText(/wrong address|not found/i)).toBeNull();
  });

  it('opens /personal for the administrator through the menu as well', async () => {
    openAt('/personal', ADMIN);
    expect(await screen.findByRole('tab', { name: 'Sign-in history' })).toBeInTheDocument();
  });
});

describe('a password an administrator reset', { timeout: 60_000 }, () => {
  it('shows only a dialog that cannot be dismissed, then continues to the console once changed', async () => {
    const api = openAt('/home', { ...COMMON, mustChangePassword: true }, COMMON_MENUS, { 'PUT personal/changePassword': ok({}) });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change your password')).toBeInTheDocument();
    // Nothing of the console is there to call the server behind it.
    expect(screen.queryByTestId('aside-menu')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'Reset-by-admin-1' } });
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'Mine-again-22' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: 'Mine-again-22' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByTestId('aside-menu')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSession.getState().userInfo?.mustChangePassword).toBe(false);
    expect(api.calls.filter((c) => c.url?.endsWith('changePassword')).map((c) => JSON.parse(String(c.data)))).toEqual([
      { oldPassword: 'Reset-by-admin-1', newPassword: 'Mine-again-22' },
    ]);
  });

  it('lets the user sign out instead', async () => {
    const api = openAt('/home', { ...COMMON, mustChangePassword: true }, COMMON_MENUS, { 'POST auth/logout': ok({}) });
    const signOut = await screen.findByTestId('forced-sign-out');
    fireEvent.click(signOut);
    // The page then reloads on /login (jsdom does not navigate): the session is gone by then.
    await waitFor(() => expect(getToken()).toBeNull());
    expect(api.count('POST auth/logout')).toBe(1);
  });
});
