import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { UserInfo } from '@ledgerdesk/shared';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { setToken } from '@/lib/storage';
import { fail, mockApi, ok } from '@/test/mockApi';
import ScanConfirmPage from './scan-confirm';

const TICKET = `ticket-${'t'.repeat(36)}`;
const REQUEST = {
  status: 'SCANNED',
  requesterIp: '198.51.100.7',
  browser: 'Chrome 126',
  os: 'Windows 10/11',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0.0.0 Safari/537.36',
  requestedAt: '2030-01-01T08:00:00Z',
  expiresAt: '2030-01-01T08:02:00Z',
};
const USER: UserInfo = {
  id: 2,
  userName: 'operator',
  userNickname: 'Olive',
  avatar: '',
  roles: ['common'],
  roleNames: ['role.common'],
  time: '2030-01-01T07:00:00Z',
  authBtnList: [],
  mustChangePassword: false,
};

function renderPage(search = `?ticket=${TICKET}`) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[`/scan-confirm${search}`]}>
        <Routes>
          <Route path="/scan-confirm" element={<ScanConfirmPage />} />
          <Route path="/home" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const ending = () => screen.getByTestId('scan-ending');

describe('scan sign-in confirmation (phone)', () => {
  beforeEach(() => {
    setLanguage('en');
    setToken('phone-token');
    useSession.setState({ phase: 'ready', userInfo: USER });
  });

  it('shows which browser and address ask and when, and confirms as the signed-in operator', async () => {
    const api = mockApi({ 'POST auth/scan/inspect': ok(REQUEST), 'POST auth/scan/confirm': ok({ status: 'CONFIRMED' }) });
    renderPage();
    expect(await screen.findByText('A browser asks to sign in to the console as Olive (operator)')).toBeInTheDocument();
    const requester = screen.getByTestId('scan-requester');
    for (const text of ['Chrome 126', 'Windows 10/11', '198.51.100.7', REQUEST.userAgent]) expect(requester).toHaveTextContent(text);
    expect(requester).toHaveTextContent(/2030-01-01 \d\d:00:00/);
    expect(requester).toHaveTextContent(/2030-01-01 \d\d:02:00/);
    expect(JSON.parse(api.calls[0]!.data as string)).toEqual({ ticketToken: TICKET });

    await userEvent.click(screen.getByRole('button', { name: 'Confirm sign-in' }));
    await waitFor(() => expect(ending()).toHaveAttribute('data-ending', 'approved'));
    expect(ending()).toHaveTextContent('Sign-in confirmed');
    expect(api.count('POST auth/scan/confirm')).toBe(1);
    expect(JSON.parse(api.calls.find((c) => c.url?.endsWith('confirm'))!.data as string)).toEqual({ ticketToken: TICKET });

    await userEvent.click(screen.getByRole('button', { name: 'Open the console' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('cancels', async () => {
    const api = mockApi({ 'POST auth/scan/inspect': ok(REQUEST), 'POST auth/scan/cancel': ok({ status: 'CANCELLED' }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(ending()).toHaveTextContent('Sign-in cancelled'));
    expect(api.count('POST auth/scan/confirm')).toBe(0);
  });

  it.each([
    ['EXPIRED', 'expired', 'The QR code has expired'],
    ['CONSUMED', 'used', 'The QR code has already been used'],
    ['CONFIRMED', 'used', 'The QR code has already been used'],
    ['CANCELLED', 'cancelledTicket', 'This sign-in request was cancelled'],
  ])('a %s ticket offers no decision', async (status, kind, text) => {
    mockApi({ 'POST auth/scan/inspect': ok({ ...REQUEST, status }) });
    renderPage();
    await waitFor(() => expect(ending()).toHaveAttribute('data-ending', kind));
    expect(ending()).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Confirm sign-in' })).not.toBeInTheDocument();
  });

  it('explains a confirmation the server refuses (expired meanwhile)', async () => {
    mockApi({ 'POST auth/scan/inspect': ok(REQUEST), 'POST auth/scan/confirm': fail(409, 'the QR code has expired', { reason: 'expired' }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm sign-in' }));
    await waitFor(() => expect(ending()).toHaveTextContent('The QR code has expired'));
    expect(ending()).toHaveTextContent('Refresh the QR code on the login page and scan it again.');
  });

  it('an unknown ticket is not valid', async () => {
    const api = mockApi({ 'POST auth/scan/inspect': fail(404, 'no such scan ticket') });
    renderPage();
    await waitFor(() => expect(ending()).toHaveTextContent('This QR code is not valid'));
    expect(api.count('POST auth/scan/inspect')).toBe(1);
  });

  it('a link without a ticket asks nothing', async () => {
    const api = mockApi({});
    renderPage('');
    expect(ending()).toHaveTextContent('This QR code is not valid');
    expect(api.calls).toEqual([]);
  });

  it("signs the phone out when its session has ended, so the login page brings it back here", async () => {
    mockApi({ 'POST auth/scan/inspect': fail(401, 'not signed in or the session has expired') });
    renderPage();
    await waitFor(() => expect(useSession.getState().phase).toBe('anonymous'));
  });
});
