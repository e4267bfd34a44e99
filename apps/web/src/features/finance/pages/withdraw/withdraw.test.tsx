import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { REVIEW_QUEUE_PATHS } from '@ledgerdesk/shared/resources/finance/review-queues';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { mockApi, ok } from '@/test/mockApi';
import { PENDING_KINDS } from '../../pendingAlerts/pendingKinds';
import '../../locales';
import WithdrawListPage from './index';

const ORDER = {
  id: 31,
  version: 1,
  orderNo: 'W202601010001',
  memberId: 1,
  memberIdLabel: 'demo_alice',
  status: 'PENDING_REVIEW',
  currency: 'USDT',
  amount: '100',
  fee: '1.1',
  netAmount: '98.9',
  feeRule: '1 + 0.1%',
  address: 'TDemoAddress1x7Qm',
  needsSecondReview: false,
  firstReviewerId: null,
  firstReviewedAt: null,
  secondReviewerId: null,
  secondReviewedAt: null,
  payerId: null,
  payStartedAt: null,
  finishedAt: null,
  payoutRef: '',
  remark: '',
  createdBy: null,
  updatedBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const SECOND = { ...ORDER, id: 32, orderNo: 'W202601010002', amount: '12000', needsSecondReview: true, status: 'PENDING_SECOND_REVIEW', firstReviewerId: 1 };
const PAYING = { ...ORDER, id: 33, orderNo: 'W202601010003', status: 'PAYING' };
const STATUSES = [
  { key: 'Pending review', value: 'PENDING_REVIEW', isDefault: true },
  { key: 'Pending second review', value: 'PENDING_SECOND_REVIEW', isDefault: false },
  { key: 'Paying', value: 'PAYING', isDefault: false },
];

function setUp(path: string, list: object[]) {
  setLanguage('en');
  useSession.setState({ permissions: ['finance/withdraw/list', 'finance/withdraw/review', 'finance/withdraw/payout'] });
  const api = mockApi({
    'POST cwManage/withdrawLogList': (config) => ok({ list, total: list.length, ...(JSON.parse(String(config.data)) as object) }),
    'POST cwManage/withdrawLogPayout': ok({ ...PAYING, status: 'FAILED' }),
    'GET dict/data/getDicts': ok({ dicts: { withdraw_status: STATUSES } }),
    'GET cwManage/currencyList': ok({ list: [{ code: 'USDT', name: 'Tether USD', displayScale: 6, enabled: true }] }),
    'GET memberWithdrawLog/get': (config) => ok(list.find((o) => (o as { id: number }).id === Number(config.params.id))),
  });
  const router = createMemoryRouter([{ path: '/finance/withdraw', element: <WithdrawListPage /> }], { initialEntries: [path] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const bodies = (key = 'withdrawLogList') => api.calls.filter((c) => c.url?.endsWith(key)).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);
  return { bodies };
}

describe('withdrawal list page', () => {
  it('opened from the pending alert, lists both review states, an order waiting for its second review included', async () => {
    const alert = PENDING_KINDS.find((k) => k.kind === 'withdraw')!;
    expect(alert.reviewPath).toBe(REVIEW_QUEUE_PATHS.withdraw);
    const { bodies } = setUp(alert.reviewPath, [ORDER, SECOND]);
    const row = (await screen.findByText('W202601010002')).closest('tr')!;
    expect(bodies()[0]).toEqual({ pageIndex: 1, pageSize: 20, status: ['PENDING_REVIEW', 'PENDING_SECOND_REVIEW'] });
    // The status filter shows both states chosen.
    const filters = within(screen.getByTestId('resource-filters'));
    expect(filters.getByText('Pending review')).toBeInTheDocument();
    expect(filters.getByText('Pending second review')).toBeInTheDocument();
    expect(within(row).getByText('Pending second review')).toBeInTheDocument();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(within(row).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByTestId('review-dialog');
    expect(within(screen.getByRole('dialog')).getByText('Second review of withdrawal W202601010002')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Operator #1 gave the first approval');
  });

  it('marks an order that will need two approvals, and records a failed payout only with a reason', async () => {
    const { bodies } = setUp('/finance/withdraw', [{ ...ORDER, needsSecondReview: true }, PAYING]);
    const pending = (await screen.findByText('W202601010001')).closest('tr')!;
    expect(within(pending).getByText('Two approvals')).toBeInTheDocument();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(within(screen.getByText('W202601010003').closest('tr')!).getByRole('button', { name: 'Pay out withdrawal' }));
    const dialog = await screen.findByTestId('payout-dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Failed' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Failed' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(bodies('withdrawLogPayout')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), 'address rejected the transfer');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(bodies('withdrawLogPayout')).toEqual([{ id: 33, action: 'fail', remark: 'address rejected the transfer', payoutRef: '' }]));
  }, 40_000);

  it("shows the amounts at the currency's precision in the list and in the detail alike", async () => {
    setUp('/finance/withdraw', [ORDER]);
    const row = (await screen.findByText('W202601010001')).closest('tr')!;
    expect(await within(row).findByText('100.000000')).toBeInTheDocument();
    expect(within(row).getByText('98.900000')).toBeInTheDocument();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(within(row).getByRole('button', { name: 'Details' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('100.000000')).toBeInTheDocument();
    expect(within(drawer).getByText('1.100000')).toBeInTheDocument();
    expect(within(drawer).getByText('98.900000')).toBeInTheDocument();
  });
});
