import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HOME_PATH } from '@/lib/homePath';
import { LeaveLogin } from './guards';
import { afterLoginPath, inAppPath, loginPath } from './redirects';

const after = (redirect: string, params?: string) => {
  const search = new URLSearchParams({ redirect });
  if (params !== undefined) search.set('params', params);
  return afterLoginPath(`?${search}`);
};

describe('the redirect parameter after sign-in', () => {
  it('keeps an in-app path and its remembered query', () => {
    expect(after('/finance/recharge')).toBe('/finance/recharge');
    expect(after('/system/user', JSON.stringify({ page: '2' }))).toBe('/system/user?page=2');
    expect(afterLoginPath(loginPath('/member/list', '?status=NORMAL').slice('/login'.length))).toBe('/member/list?status=NORMAL');
  });

  it.each([
    ['/\\evil.example'],
    ['/\\\\evil.example'],
    ['//evil.example'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['/%5C%5Cevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/%252F%252Fevil.example'],
    ['/%E0%A4%A'],
    ['/%'],
    ['/ok\u0000'],
    ['/login'],
    ['/login?redirect=/home'],
    ['evil.example'],
    [''],
  ])('sends %j home', (redirect) => {
    expect(after(redirect)).toBe(HOME_PATH);
  });

  it('reads the raw query as the browser hands it over, malformed encoding included', () => {
    expect(afterLoginPath('?redirect=/%5C%5Cevil.example')).toBe(HOME_PATH);
    expect(afterLoginPath('?redirect=/%E0%A4%A')).toBe(HOME_PATH);
    expect(afterLoginPath('?redirect=%2F%25E0%25A4%25A')).toBe(HOME_PATH);
    expect(afterLoginPath('?redirect=/home&params=[1]')).toBe('/home');
    expect(inAppPath('/用户')).toBe(`/${encodeURIComponent('用户')}`);
  });

  it.each(['/login?redirect=/%5C%5Cevil.example', '/login?redirect=/%E0%A4%A'])('lands on home from %s instead of crashing', async (entry) => {
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LeaveLogin /> },
        { path: HOME_PATH, element: <p>home page</p> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: [entry] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(HOME_PATH);
  });
});
