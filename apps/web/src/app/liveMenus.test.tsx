import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS, type MenuRoute } from '@ledgerdesk/shared';
import { REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import { DictTag } from '@/components/dict/DictTag';
import { setLanguage } from '@/lib/i18n';
import { request } from '@/lib/request';
import { forgetRevisions, noteRevisions } from '@/lib/revisions';
import { useSession } from '@/lib/session';
import { setToken } from '@/lib/storage';
import { ADMIN, SEEDED_MENUS, meta } from '@/test/fixtures';
import { mockApi, ok, type MockAnswer } from '@/test/mockApi';
import { AppRouter } from './AppRouter';
import { createQueryClient, Providers } from './Providers';
import { followRevisions } from './session/followRevisions';
import { ConsoleFeedback, ShellLayout } from './routing/consoleCode';

// The console's shell and antd <App> are lazy chunks: loaded (and transformed) before the tests, as when the route tree imported them.
beforeAll(() => Promise.all([ShellLayout.preload(), ConsoleFeedback.preload()]), 120_000);

const EXTRA: MenuRoute = { path: '/system/extra', name: 'systemExtra', component: 'personal/index', meta: meta('Extra page') };
const withExtra = (menus: MenuRoute[]): MenuRoute[] =>
  menus.map((m) => (m.path === '/system' ? { ...m, children: [...(m.children ?? []), EXTRA] } : m));
const withoutDict = (menus: MenuRoute[]): MenuRoute[] =>
  menus.map((m) => (m.path === '/system' ? { ...m, redirect: '/system/extra', children: (m.children ?? []).filter((c) => c.path !== '/system/dict') } : m));

/** An answer of the server at some revision of the menus. */
const at = (revision: number, data: unknown): MockAnswer => ({ ...ok(data), headers: { [REVISION_HEADER]: `dict=1;menu=${revision}` } });

beforeEach(() => {
  setLanguage('en');
  forgetRevisions();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('menus that change while the console is open', () => {
  it('refetches the menus once per newer revision and patches the routes in, without remounting the shell', async () => {
    let revision = 1;
    let menus = SEEDED_MENUS;
    const api = mockApi({
      'GET user/getUserInfo': () => at(revision, ADMIN),
      'GET user/getUserMenus': () => at(revision, { menuList: menus, permissions: ['*/*/*'] }),
      'GET dict/data/getDictData': () => at(revision, { values: [] }),
    });
    window.history.replaceState(null, '', '/system/dict');
    useSession.getState().clear();
    setToken('t');
    useSession.setState({ phase: 'loading' });
    render(
      <Providers>
        <AppRouter />
      </Providers>,
    );
    expect(await screen.findByText('Dictionary types')).toBeInTheDocument();
    const aside = screen.getByTestId('aside-menu');
    expect(api.count('GET user/getUserMenus')).toBe(1);

    // An administrator adds a page: the next answer of any call says so, and only a change refetches.
    revision = 2;
    menus = withExtra(SEEDED_MENUS);
    await act(() => request({ url: ENDPOINTS.userInfo, method: 'GET' }));
    await act(() => request({ url: ENDPOINTS.userInfo, method: 'GET' }));
    await waitFor(() => expect(useSession.getState().menuRevision).toBe(2));
    expect(api.count('GET user/getUserMenus')).toBe(2);
    const link = await within(aside).findByText('Extra page');
    fireEvent.click(link);
    expect(await screen.findByText('Personal centre')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/extra');
    // The same shell: nothing was remounted on the way.
    expect(screen.getByTestId('aside-menu')).toBe(aside);

    // The dictionary page is taken away: its menu goes, and its address stops answering.
    revision = 3;
    menus = withoutDict(withExtra(SEEDED_MENUS));
    await act(() => request({ url: ENDPOINTS.userInfo, method: 'GET' }));
    await waitFor(() => expect(within(aside).queryByText('Dictionary management')).not.toBeInTheDocument());
    expect(api.count('GET user/getUserMenus')).toBe(3);
    act(() => {
      window.history.pushState(null, '', '/system/dict');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText(/Wrong address/)).toBeInTheDocument();
    expect(screen.getByTestId('aside-menu')).toBe(aside);
  });

  it('refetches on the first answer when the menus restored from this browser session predate it', async () => {
    const api = mockApi({
      'GET user/getUserMenus': at(5, { menuList: withExtra(SEEDED_MENUS), permissions: [] }),
      'GET user/getUserInfo': at(5, ADMIN),
    });
    window.history.replaceState(null, '', '/home');
    useSession.getState().clear();
    setToken('t');
    useSession.getState().setUserInfo(ADMIN);
    useSession.getState().setMenus(SEEDED_MENUS, [], 4);
    useSession.setState({ phase: 'loading' });
    render(
      <Providers>
        <AppRouter />
      </Providers>,
    );
    expect(await screen.findByText('Welcome, Ada Admin')).toBeInTheDocument();
    expect(api.count('GET user/getUserMenus')).toBe(0);
    await act(() => request({ url: ENDPOINTS.userInfo, method: 'GET' }));
    await waitFor(() => expect(useSession.getState().menuRevision).toBe(5));
    const system = useSession.getState().menuList.find((m) => m.path === '/system');
    expect(system?.children?.map((c) => c.path)).toContain('/system/extra');
    expect(api.count('GET user/getUserMenus')).toBe(1);
  });
});

describe('dictionaries that change while the console is open', () => {
  it('every dictionary tag refetches when the dict revision moves, and only then', async () => {
    let label = 'Frozen';
    const api = mockApi({
      'GET dict/data/getDictData': () => ok({ values: [{ key: 'x', value: 'FROZEN', isDefault: false, labels: { en: label } }] }),
    });
    const queryClient = createQueryClient();
    const stop = followRevisions(queryClient);
    render(
      <Providers queryClient={queryClient}>
        <DictTag dictType="member_status" value="FROZEN" />
      </Providers>,
    );
    expect(await screen.findByText('Frozen')).toBeInTheDocument();
    act(() => noteRevisions('dict=7;menu=1'));
    act(() => noteRevisions('dict=7;menu=1'));
    expect(api.count('GET dict/data/getDictData')).toBe(1);
    label = 'Frozen (no withdrawals)';
    act(() => noteRevisions('dict=8;menu=1'));
    expect(await screen.findByText('Frozen (no withdrawals)')).toBeInTheDocument();
    // An older answer arriving late does not count as another change.
    act(() => noteRevisions('dict=7;menu=1'));
    expect(api.count('GET dict/data/getDictData')).toBe(2);
    stop();
  });
});
