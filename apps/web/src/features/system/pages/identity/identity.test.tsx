import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { mockApi, ok } from '@/test/mockApi';
import UserIdentityPage from './index';

const LINK = { id: 7, userId: 1, userIdLabel: 'admin', provider: 'corp', subject: 'ada-sso', displayName: 'ada@corp.test', linkedBy: 1, linkedByLabel: 'admin', lastUsedAt: null, createdAt: '2026-11-23T01:00:00.000Z' };

function renderPage() {
  const router = createMemoryRouter([{ path: '/system/identity', element: <UserIdentityPage /> }], { initialEntries: ['/system/identity'] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeEach(() => {
  setLanguage('en');
  useSession.setState({ permissions: ['*/*/*'] });
});

describe('linked accounts page', { timeout: 60_000 }, () => {
  it('links an account: the user found by name, the provider from the configured ones', async () => {
    const api = mockApi({
      'POST system/identity/list': ok({ list: [], total: 0, pageIndex: 1, pageSize: 20 }),
      'GET auth/methods': ok({ mobile: false, scan: true, oidc: [{ id: 'corp', name: 'Corp SSO' }] }),
      'POST user/list': ok({ list: [{ id: 1, userName: 'admin', nickname: 'Administrator' }], total: 1, pageIndex: 1, pageSize: 20 }),
      'POST system/identity/add': ok(LINK),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Add/ }));
    const form = await screen.findByTestId('resource-form');
    fireEvent.mouseDown(within(form).getByLabelText('User'));
    fireEvent.change(within(form).getByLabelText('User'), { target: { value: 'adm' } });
    await waitFor(() => expect(api.calls.some((c) => c.url?.endsWith('user/list') && JSON.parse(String(c.data)).userName === 'adm')).toBe(true));
    fireEvent.click(await screen.findByTitle('admin · Administrator'));
    fireEvent.mouseDown(within(form).getByLabelText('Provider'));
    fireEvent.click(await screen.findByTitle('Corp SSO (corp)'));
    fireEvent.change(within(form).getByLabelText('Subject (sub)'), { target: { value: 'ada-sso' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count('POST system/identity/add')).toBe(1));
    const body = JSON.parse(String(api.calls.find((c) => c.url?.endsWith('system/identity/add'))!.data)) as Record<string, unknown>;
    expect(body).toMatchObject({ userId: 1, provider: 'corp', subject: 'ada-sso' });
  });
});
