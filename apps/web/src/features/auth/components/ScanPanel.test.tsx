import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAN_POLL_INTERVAL_MS, SCAN_TICKET_TTL_MS, type ScanPollAnswer } from '@ledgerdesk/shared/scan';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { getToken } from '@/lib/storage';
import { fail, mockApi, ok, type MockAnswer } from '@/test/mockApi';
import type { SignedInHandler } from '../types';
import { ScanPanel } from './ScanPanel';

const ticketOf = (n: number, consoleUrl: string | null = null) =>
  ok({ ticket: `ticket-${n}-${'t'.repeat(30)}`, pollSecret: `secret-${n}-${'s'.repeat(30)}`, expiresAt: '2030-01-01T00:02:00Z', consoleUrl });

/** Answers the polls in order, then repeats the last one. */
function pollsAnswering(...answers: (ScanPollAnswer | MockAnswer)[]) {
  let i = 0;
  return () => {
    const next = answers[Math.min(i, answers.length - 1)]!;
    i += 1;
    return 'status' in next && typeof next.status === 'string' ? ok(next) : (next as MockAnswer);
  };
}

function renderPanel(onSignedIn: SignedInHandler = vi.fn(async () => 'ready' as const), onUseAccount = vi.fn()) {
  render(
    <Providers>
      <ScanPanel onSignedIn={onSignedIn} onUseAccount={onUseAccount} />
    </Providers>,
  );
  return { onSignedIn, onUseAccount };
}

const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(SCAN_POLL_INTERVAL_MS));
const status = () => screen.getByTestId('scan-status');

describe('scan sign-in panel', () => {
  beforeEach(() => {
    setLanguage('en');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the QR code of the confirmation page, follows the phone and signs in with the polled session', async () => {
    const api = mockApi({
      'POST auth/scan/ticket': ticketOf(1),
      'POST auth/scan/poll': pollsAnswering(
        { status: 'PENDING' },
        { status: 'SCANNED' },
        { status: 'SIGNED_IN', token: 'scan-token', expiresAt: '2030-01-01T02:00:00Z' },
      ),
    });
    const { onSignedIn } = renderPanel();
    const url = `${window.location.origin}/scan-confirm?ticket=ticket-1-${'t'.repeat(30)}`;
    expect(await screen.findByRole('img', { name: 'QR code for signing in' })).toBeInTheDocument();
    expect(screen.getByTestId('scan-qr')).toHaveAttribute('data-ticket-url', url);
    expect(screen.getByRole('link', { name: 'Open the confirmation page on this device' })).toHaveAttribute('href', url);
    expect(status()).toHaveTextContent('Scan the code with a phone signed in to the console');

    await nextPoll();
    expect(status()).toHaveTextContent('Scan the code with a phone signed in to the console');
    await nextPoll();
    await waitFor(() => expect(status()).toHaveTextContent('Scanned — confirm the sign-in on your phone'));
    await nextPoll();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('scan-token');
    expect(status()).toHaveTextContent('Confirmed — signing in…');

    // Every poll carries the ticket and the secret only this page holds; none follows the session.
    const polls = api.calls.filter((c) => c.url?.endsWith('auth/scan/poll'));
    expect(polls).toHaveLength(3);
    expect(JSON.parse(polls[0]!.data as string)).toEqual({ ticketToken: `ticket-1-${'t'.repeat(30)}`, pollSecret: `secret-1-${'s'.repeat(30)}` });
    await nextPoll();
    expect(api.count('POST auth/scan/poll')).toBe(3);
  });

  it('encodes the console address the server names (PUBLIC_URL)', async () => {
    mockApi({ 'POST auth/scan/ticket': ticketOf(1, 'https://console.example.com'), 'POST auth/scan/poll': ok({ status: 'PENDING' }) });
    renderPanel();
    await waitFor(() =>
      expect(screen.getByTestId('scan-qr')).toHaveAttribute('data-ticket-url', `https://console.example.com/scan-confirm?ticket=ticket-1-${'t'.repeat(30)}`),
    );
  });

  it('an expired ticket stops polling and a click brings a fresh QR code', async () => {
    let issued = 0;
    const api = mockApi({
      'POST auth/scan/ticket': () => ticketOf(++issued),
      'POST auth/scan/poll': (config) => ok({ status: String(config.data).includes('ticket-1') ? 'EXPIRED' : 'PENDING' }),
    });
    renderPanel();
    await screen.findByRole('img', { name: 'QR code for signing in' });
    await nextPoll();
    await waitFor(() => expect(status()).toHaveTextContent('The QR code has expired'));
    expect(screen.queryByRole('link', { name: 'Open the confirmation page on this device' })).not.toBeInTheDocument();
    await nextPoll();
    expect(api.count('POST auth/scan/poll')).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: /Refresh the QR code/ }));
    await waitFor(() => expect(screen.getByTestId('scan-qr').getAttribute('data-ticket-url')).toContain('ticket-2-'));
    expect(status()).toHaveTextContent('Scan the code with a phone signed in to the console');
    await nextPoll();
    await waitFor(() => expect(api.count('POST auth/scan/poll')).toBe(2));
    expect(status()).toHaveTextContent('Scan the code with a phone signed in to the console');
  });

  it('shows a ticket the server no longer knows (404) as expired', async () => {
    mockApi({ 'POST auth/scan/ticket': ticketOf(1), 'POST auth/scan/poll': fail(404, 'no such scan ticket') });
    renderPanel();
    await screen.findByRole('img', { name: 'QR code for signing in' });
    await nextPoll();
    await waitFor(() => expect(status()).toHaveTextContent('The QR code has expired'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the phone cancels', async () => {
    mockApi({ 'POST auth/scan/ticket': ticketOf(1), 'POST auth/scan/poll': pollsAnswering({ status: 'CANCELLED' }) });
    renderPanel();
    await screen.findByRole('img', { name: 'QR code for signing in' });
    await nextPoll();
    await waitFor(() => expect(status()).toHaveTextContent('The sign-in was cancelled on the phone'));
    expect(screen.getByRole('button', { name: /Refresh the QR code/ })).toBeInTheDocument();
  });

  it('shows why the server refused the approver, without storing a token', async () => {
    mockApi({ 'POST auth/scan/ticket': ticketOf(1), 'POST auth/scan/poll': fail(401, 'the account is disabled', { reason: 'accountDisabled' }) });
    const { onSignedIn } = renderPanel();
    await screen.findByRole('img', { name: 'QR code for signing in' });
    await nextPoll();
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is disabled. Please contact an administrator.');
    expect(screen.queryByText('Login status has expired, please log in again')).not.toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('keeps polling through a network blip and a restarting server, and gives up once the ticket has outlived its two minutes', async () => {
    let n = 0;
    const api = mockApi({
      'POST auth/scan/ticket': ticketOf(1),
      'POST auth/scan/poll': () => {
        n += 1;
        if (n === 1) throw new TypeError('Failed to fetch');
        return n === 2 ? fail(503, 'restarting') : ok({ status: 'PENDING' });
      },
    });
    renderPanel();
    await screen.findByRole('img', { name: 'QR code for signing in' });
    await nextPoll();
    await nextPoll();
    await nextPoll();
    await waitFor(() => expect(api.count('POST auth/scan/poll')).toBe(3));
    expect(status()).toHaveTextContent('Scan the code with a phone signed in to the console');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SCAN_TICKET_TTL_MS + 15_000));
    await waitFor(() => expect(status()).toHaveTextContent('The QR code has expired'));
  });

  it('explains a refused ticket request (too many from this address)', async () => {
    mockApi({ 'POST auth/scan/ticket': fail(429, 'too many') });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many QR codes were requested from this address');
    expect(screen.getByRole('button', { name: /Refresh the QR code/ })).toBeInTheDocument();
  });

  it('says "no permission to sign in" when the approver has no role, and leads back to account sign-in', async () => {
    mockApi({ 'POST auth/scan/ticket': ticketOf(1), 'POST auth/scan/poll': ok({ status: 'SIGNED_IN', token: 'tok', expiresAt: '' }) });
    const { onUseAccount } = renderPanel(async () => 'noRoles');
    await screen.findByRole('img', { name: 'QR code for signing in' });
    await nextPoll();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, you have no permission to sign in.');
    await userEvent.click(screen.getByRole('button', { name: 'Use account sign-in' }));
    expect(onUseAccount).toHaveBeenCalledTimes(1);
  });
});
