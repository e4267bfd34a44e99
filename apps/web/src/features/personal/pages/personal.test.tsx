import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PersonalLoginRow, PersonalSession, Profile } from '@ledgerdesk/shared/personal';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { ADMIN } from '@/test/fixtures';
import { fail, mockApi, ok } from '@/test/mockApi';
import PersonalPage from './index';

const PROFILE: Profile = {
  id: 2,
  userName: 'operator',
  nickname: 'Operator',
  email: '',
  phone: '',
  avatar: '',
  deptName: 'East desk',
  roles: ['role.common'],
  posts: ['Reviewer'],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: '2026-01-02T00:00:00.000Z',
  lastLoginIp: '10.0.0.8',
  passwordChangedAt: null,
};
const SESSIONS: PersonalSession[] = [
  { id: 7, ip: '10.0.0.8', browser: 'Chrome 131', os: 'Windows 10', method: 'password', signedInAt: '2026-01-02T00:00:00.000Z', lastSeenAt: '2026-01-02T01:00:00.000Z', current: true },
  { id: 9, ip: '10.0.0.9', browser: 'Firefox 133', os: 'Linux', method: 'mobile', signedInAt: '2026-01-01T00:00:00.000Z', lastSeenAt: '2026-01-01T01:00:00.000Z', current: false },
];
const LOG: PersonalLoginRow[] = [
  { id: 3, createdAt: '2026-01-02T00:00:00.000Z', ip: '10.0.0.8', browser: 'Chrome 131', os: 'Windows 10', method: 'password', success: true, reason: 'ok' },
  { id: 2, createdAt: '2026-01-01T00:00:00.000Z', ip: '10.0.0.9', browser: '', os: '', method: 'scan', success: false, reason: 'badCredentials' },
  { id: 1, createdAt: '2026-01-01T00:00:00.000Z', ip: '10.0.0.9', browser: 'Chrome 131', os: 'Android 14', method: 'mobile', success: false, reason: 'codeExpired' },
];

/** Sets an input's value at once (typing key by key into antd inputs is slow in jsdom). */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function setUp(extra: Parameters<typeof mockApi>[0] = {}) {
  setLanguage('en');
  useSession.setState({ userInfo: { ...ADMIN, id: 2, userName: 'operator', userNickname: 'Operator' } });
  let sessions = SESSIONS;
  const api = mockApi({
    'GET personal/profile': ok(PROFILE),
    'PUT personal/updateProfile': (config) => ok({ ...PROFILE, ...(JSON.parse(String(config.data)) as object) }),
    'GET personal/sessions': () => ok(sessions),
    'POST personal/revokeSession': () => {
      sessions = sessions.filter((s) => s.id !== 9);
      return ok({});
    },
    'GET personal/loginLog': (config) => ok({ list: LOG, total: 25, pageIndex: Number(config.params.pageIndex), pageSize: Number(config.params.pageSize) }),
    'GET dict/data/getDictData': ok({ values: [{ key: 'SMS code expired', value: 'codeExpired', isDefault: false, labels: { en: 'SMS code expired' } }] }),
    ...extra,
  });
  const router = createMemoryRouter([{ path: '/personal', element: <PersonalPage /> }], { initialEntries: ['/personal'] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const bodies = (key: string) => api.calls.filter((c) => c.url?.endsWith(key)).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);
  return { api, bodies };
}

// Antd tables and forms render slowly in jsdom on a shared machine.
describe('personal centre', { timeout: 60_000 }, () => {
  it('shows the profile and saves nickname, e-mail and phone only; the header follows', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = setUp();
    expect(await screen.findByText('East desk')).toBeInTheDocument();
    expect(screen.getByText('Reviewer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Edit profile/ }));
    const nickname = screen.getByLabelText('Nickname');
    fill(nickname, 'Pat');
    fill(screen.getByLabelText('Mobile phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a mobile phone number')).toBeInTheDocument();
    expect(bodies('updateProfile')).toHaveLength(0);

    fill(screen.getByLabelText('Mobile phone'), '13800138000');
    fill(screen.getByLabelText('E-mail'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile saved');
    expect(bodies('updateProfile')).toEqual([{ nickname: 'Pat', email: 'pat@example.com', phone: '13800138000' }]);
    expect(useSession.getState().userInfo?.userNickname).toBe('Pat');
  });

  it("shows the server's refusal on the field it names (a phone another user has)", async () => {
    const user = userEvent.setup({ delay: null });
    setUp({ 'PUT personal/updateProfile': fail(409, 'Phone is already used by another user', { fields: { phone: 'already used by another user' } }) });
    await user.click(await screen.findByRole('button', { name: /Edit profile/ }));
    fill(screen.getByLabelText('Mobile phone'), '13900139000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('already used by another user')).toBeInTheDocument();
  });

  it('checks a new password while typing and shows a wrong current password on its field', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = setUp({ 'PUT personal/changePassword': fail(400, 'the current password is wrong', { fields: { oldPassword: 'the current password is wrong' } }) });
    await user.click(await screen.findByRole('tab', { name: 'Change password' }));
    fill(screen.getByLabelText('Current password'), 'Old-pass-1');
    fill(screen.getByLabelText('New password'), 'weakpass');
    expect(await screen.findByTestId('password-strength')).toHaveAttribute('data-strength', 'weak');
    fill(screen.getByLabelText('Confirm new password'), 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Too weak/)).toBeInTheDocument();
    expect(bodies('changePassword')).toHaveLength(0);

    fill(screen.getByLabelText('New password'), 'Strong-pass-9');
    await waitFor(() => expect(screen.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong'));
    fill(screen.getByLabelText('Confirm new password'), 'Strong-pass-8');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords differ')).toBeInTheDocument();

    fill(screen.getByLabelText('Confirm new password'), 'Strong-pass-9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    expect(bodies('changePassword')).toEqual([{ oldPassword: 'Old-pass-1', newPassword: 'Strong-pass-9' }]);
  });

  it('lists sign-ins with translated results and signs another device out, never this one', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = setUp();
    await user.click(await screen.findByRole('tab', { name: 'Sign-in history' }));
    const history = await screen.findByTestId('login-history');
    expect(await within(history).findByText('Wrong user name or password')).toBeInTheDocument();
    expect(within(history).getByText('Scan')).toBeInTheDocument();
    // A reason another sign-in method writes is labelled from its dictionary.
    expect(await within(history).findByText('SMS code expired')).toBeInTheDocument();
    expect(within(history).getAllByText('Unknown')).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'Signed-in devices' }));
    const list = await screen.findByTestId('session-list');
    const mine = (await within(list).findByText('This device')).closest('tr')!;
    expect(within(mine).queryByRole('button', { name: 'Sign out there' })).toBeNull();
    const other = within(list).getByText('Firefox 133').closest('tr')!;
    await user.click(within(other).getByRole('button', { name: 'Sign out there' }));
    await user.click(await screen.findByRole('button', { name: /OK/ }));
    await waitFor(() => expect(bodies('revokeSession')).toEqual([{ id: 9 }]));
    await waitFor(() => expect(within(list).queryByText('Firefox 133')).toBeNull());
  });
});
