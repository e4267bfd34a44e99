import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { session, setToken } from '@/lib/storage';
import { ADMIN, SEEDED_MENUS, meta } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mockApi';
import { AppRouter } from './AppRouter';
import { Providers } from './Providers';
import { routeTree } from './routing/routeTree';
import type { ViewLoader } from './routing/resolveView';
import { ConsoleFeedback, ShellLayout } from './routing/consoleCode';

// The console's shell and antd <App> are lazy chunks: loaded (and transformed) before the tests, as when the route tree imported them.
beforeAll(() => Promise.all([ShellLayout.preload(), ConsoleFeedback.preload()]), 120_000);

/** Opens the app at `url` as a fresh page load would, with or without a token cookie. */
function openAt(url: string, token?: string) {
  window.history.replaceState(null, '', url);
  useSession.getState().clear();
  if (token) setToken(token);
  useSession.setState({ phase: token ? 'loading' : 'anonymous' });
  return render(
    <Providers>
      <AppRouter />
    </Providers>,
  );
}

beforeEach(() => setLanguage('en'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('route guard', () => {
  it('sends a visitor without a token to /login with the path and query, clearing the session', async () => {
    session.set('userInfo', ADMIN);
    mockApi({ 'GET auth/captcha': ok({ captchaId: '', image: '', enabled: false }) });
    openAt('/system/dict?status=PENDING&page=2');
    await screen.findByTestId('login-form');
    const url = new URL(window.location.href);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/system/dict');
    expect(JSON.parse(url.searchParams.get('params') ?? '')).toEqual({ status: 'PENDING', page: '2' });
    expect(session.get('userInfo')).toBeNull();
  });

  it('sends /login with a token to /home once the menus are built', async () => {
    mockApi({ 'GET user/getUserInfo': ok(ADMIN), 'GET user/getUserMenus': ok({ menuList: SEEDED_MENUS, permissions: [] }) });
    openAt('/login', 't');
    expect(await screen.findByText('Welcome, Ada Admin')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/home');
    expect(document.title).toBe('Home - Ledgerdesk');
  });

  it('lands a refreshed deep link on its page, showing loading (not 404) until the menus arrive', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    mockApi({
      'GET user/getUserInfo': ok(ADMIN),
      'GET user/getUserMenus': async () => {
        await gate;
        return ok({ menuList: SEEDED_MENUS, permissions: ['*/*/*'] });
      },
      'GET dict/data/getDictData': ok({ values: [] }),
    });
    openAt('/system/dict', 't');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Wrong address')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Dictionary types')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/dict');
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent(/System settings\s*\/\s*Dictionary management/);
    expect(screen.queryByText('Wrong address')).not.toBeInTheDocument();
  });

  it('shows "page not available" for a menu whose component has no page file', async () => {
    const menus = [...SEEDED_MENUS, { path: '/member/ghost', name: 'ghost', component: 'member/ghost/index', meta: meta('message.router.ghost') }];
    mockApi({ 'GET user/getUserInfo': ok(ADMIN), 'GET user/getUserMenus': ok({ menuList: menus, permissions: [] }) });
    openAt('/member/ghost', 't');
    expect(await screen.findByTestId('page-unavailable')).toHaveTextContent('No page file matches the component "member/ghost/index".');
    // An untranslated title shows its key rather than nothing.
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent('message.router.ghost');
  });

  it('shows a 404 inside the layout for an unknown path', async () => {
    mockApi({ 'GET user/getUserInfo': ok(ADMIN), 'GET user/getUserMenus': ok({ menuList: SEEDED_MENUS, permissions: [] }) });
    openAt('/nowhere', 't');
    expect(await screen.findByText(/Wrong address/)).toBeInTheDocument();
    expect(screen.getByTestId('aside-menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('gives a user without roles a clear dead end, not a loop', async () => {
    const api = mockApi({ 'GET user/getUserInfo': ok({ ...ADMIN, roles: [] }) });
    openAt('/home', 't');
    expect(await screen.findByText('No permission to sign in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to sign-in' })).toBeInTheDocument();
    expect(api.count('GET user/getUserInfo')).toBe(1);
    // Asked for beside the user info (the session's calls run at once), and never again.
    expect(api.count('GET user/getUserMenus')).toBeLessThanOrEqual(1);
  });

  it('gives a user with an empty menu the same dead end', async () => {
    mockApi({ 'GET user/getUserInfo': ok(ADMIN), 'GET user/getUserMenus': ok({ menuList: [], permissions: [] }) });
    openAt('/home', 't');
    expect(await screen.findByText(/No menu is assigned to your roles/)).toBeInTheDocument();
  });
});

describe('route tree from menus', () => {
  it('renders "page not available" for an ambiguous component', async () => {
    const page: ViewLoader = async () => ({ default: () => <p>a page</p> });
    const views = { 'finance/pages/recharge.tsx': page, 'finance/pages/recharge/index.tsx': page };
    const menus = [{ path: '/finance/recharge', name: 'r', component: 'finance/recharge', meta: meta('Recharge') }];
    // A menu page shows what the session's menus hold now.
    useSession.setState({ userInfo: ADMIN, menuList: menus, permissions: [] });
    const router = createMemoryRouter(routeTree('ready', menus, views), { initialEntries: ['/finance/recharge'] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByTestId('page-unavailable')).toHaveTextContent('More than one page file matches the component "finance/recharge".');
  });

  it('redirects a parent menu to its redirect through the nested outlet', async () => {
    mockApi({ 'GET user/getUserInfo': ok(ADMIN), 'GET user/getUserMenus': ok({ menuList: SEEDED_MENUS, permissions: [] }), 'GET dict/data/getDictData': ok({ values: [] }) });
    openAt('/system', 't');
    expect(await screen.findByText('Dictionary types')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/system/dict'));
  });
});

describe('pending alerts', () => {
  const withCounts = () =>
    mockApi({
      'GET user/getUserInfo': ok({ ...ADMIN, authBtnList: ['*/*/*'] }),
      'GET user/getUserMenus': ok({ menuList: SEEDED_MENUS, permissions: ['*/*/*'] }),
      'POST cwManage/rechargeWithdrawReview': ok({ systemRechargeCount: 2, withdrawCount: 0, realNameAuthCount: 0 }),
      'POST auth/scan/inspect': ok({
        status: 'SCANNED',
        requesterIp: '198.51.100.7',
        browser: 'Chrome 126',
        os: 'Windows 10/11',
        userAgent: 'Mozilla/5.0 Chrome/126.0.0.0',
        requestedAt: '2030-01-01T08:00:00Z',
        expiresAt: '2030-01-01T08:02:00Z',
      }),
    });

  it('are raised on the console pages', async () => {
    const api = withCounts();
    openAt('/home', 't');
    expect(await screen.findByTestId('pending-alert-recharge')).toBeInTheDocument();
    expect(api.count('POST cwManage/rechargeWithdrawReview')).toBeGreaterThan(0);
  });

  it('stay off full-screen pages such as the phone confirming a scan sign-in (they covered its buttons)', async () => {
    const api = withCounts();
    openAt('/scan-confirm?ticket=abcdefghijklmnopqrstuvwx', 't');
    expect(await screen.findByText('198.51.100.7', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(api.count('POST cwManage/rechargeWithdrawReview')).toBe(0);
    expect(screen.queryByTestId('pending-alert-recharge')).toBeNull();
  });
});
