import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { mockApi, ok } from '@/test/mockApi';
import { findButton, getButton } from '@/test/buttons';
import '../locales';
import ConfigPage from './config/index';
import DictPage from './dict/index';
import MenuPage from './menu/index';

const SYSTEM = { id: 3, version: 0, parentId: null, parentIdLabel: null, menuType: 'M', title: 'message.router.system', path: '/system', name: 'system', component: 'layout/routerView/parent', redirect: '/system/dict', icon: 'SettingOutlined', sort: 90, status: '0', isHide: false, isKeepAlive: false, isAffix: false, isIframe: false, isLink: '', permission: '' };
const DICT_PAGE = { ...SYSTEM, id: 4, parentId: 3, parentIdLabel: 'message.router.system', menuType: 'C', title: 'message.router.systemDict', path: '/system/dict', name: 'systemDict', component: 'system/dict/index', redirect: '', icon: 'BookOutlined', sort: 1, permission: 'system/dict/list' };
const PARAMS = {
  menuTypes: ['M', 'C', 'F'],
  parents: [{ id: 3, title: 'message.router.system', menuType: 'M', children: [{ id: 4, title: 'message.router.systemDict', menuType: 'C' }] }],
  roles: [
    { roleKey: 'admin', roleName: 'role.admin', isSuper: true },
    { roleKey: 'common', roleName: 'role.common', isSuper: false },
  ],
};
const STATUS = { sys_normal_disable: [{ key: '正常', value: '0', isDefault: true, listClass: 'success', labels: { en: 'Normal' } }] };

function renderAt(path: string, Page: ComponentType) {
  const router = createMemoryRouter([{ path, element: <Page /> }], { initialEntries: [path] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const bodyOf = (api: ReturnType<typeof mockApi>, url: string) => JSON.parse(String(api.calls.find((c) => c.url?.endsWith(url))?.data)) as Record<string, unknown>;

beforeEach(() => {
  setLanguage('en');
  useSession.setState({ permissions: ['*/*/*'] });
});

describe('menu administration page', { timeout: 60_000 }, () => {
  it('shows the menu tree with translated titles, and adds a page under a directory with its roles, unfolding the directory to show it', async () => {
    const added = { ...DICT_PAGE, id: 9, title: 'Files again', path: '/system/files-again', name: 'filesAgain', component: 'system/file/index', sort: 2 };
    let saved = false;
    const api = mockApi({
      'GET menu/list': () => ok({ list: [{ ...SYSTEM, children: saved ? [DICT_PAGE, added] : [DICT_PAGE] }], total: 2, pageIndex: 1, pageSize: 2 }),
      'GET menu/getParams': ok(PARAMS),
      'GET dict/data/getDicts': ok({ dicts: STATUS }),
      'POST menu/add': () => {
        saved = true;
        return ok(added);
      },
    });
    renderAt('/system/menu', MenuPage);
    expect(await screen.findByText('System settings')).toBeInTheDocument();
    // Folded at first: the directory's pages are not drawn.
    expect(screen.queryByText('/system/dict')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.url?.endsWith('menu/list'))?.method).toBe('GET');

    // "Add child" on the directory presets the parent, shown by its title in the tree picker.
    const systemRow = screen.getByText('System settings').closest('tr') as HTMLElement;
    fireEvent.click(getButton('Add child', systemRow));
    const form = await screen.findByTestId('resource-form');
    await waitFor(() => expect(within(form).getAllByText('System settings').length).toBeGreaterThan(0));
    fireEvent.change(within(form).getByLabelText('Menu name'), { target: { value: 'Files again' } });
    fireEvent.change(within(form).getByLabelText('Route path'), { target: { value: '/system/files-again' } });
    fireEvent.change(within(form).getByLabelText('Component'), { target: { value: 'system/file/index' } });
    // Only the roles a grant means something for (the super role sees everything anyway).
    fireEvent.mouseDown(within(form).getByLabelText('Granted roles'));
    expect(await screen.findByTitle('Operator')).toBeInTheDocument();
    expect(screen.queryByTitle('Administrator')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTitle('Operator'));
    fireEvent.click(getButton('Save'));
    await waitFor(() => expect(api.count('POST menu/add')).toBe(1));
    expect(bodyOf(api, 'menu/add')).toMatchObject({ parentId: 3, menuType: 'C', title: 'Files again', path: '/system/files-again', component: 'system/file/index', roles: ['common'] });
    // The directory unfolds by itself: the new page is in sight, beside its sibling.
    const table = screen.getByTestId('resource-system/menu');
    expect(await within(table).findByText('Files again')).toBeInTheDocument();
    expect(within(table).getByText('/system/dict')).toBeInTheDocument();
  });

  it("details a menu in the reader's language: its own title, a built-in parent translated, the granted roles by name", async () => {
    const envelopes = { ...DICT_PAGE, id: 12, title: '红包', titleEn: 'Red envelopes', titleZhTw: '紅包', path: '/marketing/red-envelope', name: 'redEnvelope', roles: ['common'] };
    mockApi({
      'GET menu/list': ok({ list: [{ ...SYSTEM, children: [envelopes] }], total: 2, pageIndex: 1, pageSize: 2 }),
      'GET menu/get': ok(envelopes),
      'GET menu/getParams': ok(PARAMS),
      'GET dict/data/getDicts': ok({ dicts: STATUS }),
    });
    renderAt('/system/menu', MenuPage);
    const systemRow = (await screen.findByText('System settings')).closest('tr') as HTMLElement;
    fireEvent.click(within(systemRow).getByRole('button', { expanded: false }));
    const row = (await screen.findByText('Red envelopes')).closest('tr') as HTMLElement;
    fireEvent.click(getButton('Details', row));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByText('Parent').closest('tr')).toHaveTextContent('System settings #3'));
    // The detail shows each language's title in a row of its own.
    expect(within(drawer).getByText('Menu name').closest('tr')).toHaveTextContent('红包');
    expect(within(drawer).getByText('Menu name (English)').closest('tr')).toHaveTextContent('Red envelopes');
    expect(await within(drawer).findByText('Operator')).toBeInTheDocument();
    expect(within(drawer).queryByText(/"common"/)).not.toBeInTheDocument();
  });

  it('shows a button only the fields a button uses', async () => {
    mockApi({
      'GET menu/list': ok({ list: [SYSTEM], total: 1, pageIndex: 1, pageSize: 1 }),
      'GET menu/getParams': ok(PARAMS),
      'GET dict/data/getDicts': ok({ dicts: STATUS }),
    });
    renderAt('/system/menu', MenuPage);
    fireEvent.click(await findButton(/Add/));
    const form = await screen.findByTestId('resource-form');
    expect(within(form).getByLabelText('Route path')).toBeInTheDocument();
    fireEvent.mouseDown(within(form).getByLabelText('Type'));
    fireEvent.click(await screen.findByTitle('Button'));
    await waitFor(() => expect(within(form).queryByLabelText('Route path')).not.toBeInTheDocument());
    expect(within(form).queryByLabelText('Component')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Permission')).toBeInTheDocument();
  });
});

describe('dictionary administration page', { timeout: 60_000 }, () => {
  it("opens a type's data scoped to that type, titled by the type's name in the operator's language, and presets the type for a new entry", async () => {
    const api = mockApi({
      'GET dict/type/list': ok({ list: [{ id: 1, version: 0, dictName: '会员状态', nameEn: 'Member status', nameZhTw: '會員狀態', dictType: 'member_status', status: '0', remark: '', updatedAt: '2026-11-22T10:00:00.000Z' }], total: 1, pageIndex: 1, pageSize: 20 }),
      'GET dict/data/list': ok({ list: [{ id: 5, version: 0, dictType: 'member_status', dictLabel: '冻结', labelEn: 'Frozen', labelZhTw: '凍結', dictValue: 'FROZEN', dictSort: 1, listClass: 'warning', isDefault: false, status: '0', remark: '' }], total: 1, pageIndex: 1, pageSize: 20 }),
      'GET dict/data/getDicts': ok({ dicts: STATUS }),
    });
    renderAt('/system/dict', DictPage);
    // Not a role query: that computes every element's accessible name, seconds on this page in jsdom.
    fireEvent.click(await findButton('member_status'));
    const data = await screen.findByTestId('dict-data');
    expect(await within(data).findByText('Frozen')).toBeInTheDocument();
    // The English name, not the simplified Chinese one the list's first column holds.
    expect(screen.getByText(/Member status \(member_status\)/)).toBeInTheDocument();
    const listCall = api.calls.find((c) => c.url?.endsWith('dict/data/list'));
    expect(listCall?.params).toMatchObject({ dictType: 'member_status' });
    // The type is fixed: not offered as a filter.
    expect(within(within(data).getByTestId('resource-filters')).queryByLabelText('Type key')).not.toBeInTheDocument();
    fireEvent.click(getButton('Add', data));
    const forms = await screen.findAllByTestId('resource-form');
    expect(within(forms.at(-1)!).getByLabelText('Type key')).toHaveValue('member_status');
    expect(within(forms.at(-1)!).getByLabelText('Label (English)')).toBeInTheDocument();
  });
});

describe('config parameters page', { timeout: 60_000 }, () => {
  const BUILT_IN = {
    id: 1,
    version: 0,
    configName: '登录失败锁定次数',
    nameEn: 'Sign-in failures before lock',
    nameZhTw: '登入失敗鎖定次數',
    configKey: 'sys.login.maxFailures',
    configValue: '5',
    valueType: 'number',
    builtIn: true,
    sensitive: false,
    remark: '连续输错密码达到此次数即锁定该用户名。',
    remarkEn: 'Wrong passwords in a row that lock a user name.',
    remarkZhTw: '連續輸錯密碼達到此次數即鎖定該使用者名稱。',
  };
  // An operator's own parameter, named in one language only.
  const OWN = { ...BUILT_IN, id: 2, configName: '首页横幅条数', nameEn: '', nameZhTw: '', configKey: 'site.bannerCount', builtIn: false, remark: '', remarkEn: '', remarkZhTw: '' };

  it.each([
    ['en', 'Sign-in failures before lock', 'Wrong passwords in a row that lock a user name.'],
    ['zh-tw', '登入失敗鎖定次數', '連續輸錯密碼達到此次數即鎖定該使用者名稱。'],
    ['zh-cn', '登录失败锁定次数', '连续输错密码达到此次数即锁定该用户名。'],
  ] as const)('names and describes a parameter in the reader language (%s), an own one by the name it has', async (language, name, remark) => {
    setLanguage(language);
    mockApi({ 'POST system/config/list': ok({ list: [BUILT_IN, OWN], total: 2, pageIndex: 1, pageSize: 20 }) });
    renderAt('/system/config', ConfigPage);
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(screen.getByText(remark)).toBeInTheDocument();
    expect(screen.getByText('首页横幅条数')).toBeInTheDocument();
  });
});
