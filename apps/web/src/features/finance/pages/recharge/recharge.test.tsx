import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { mockApi, ok } from '@/test/mockApi';
import '../../locales';
import RechargeListPage from './index';

const ORDER = {
  id: 11,
  orderNo: 'R202601010001',
  memberId: 4,
  memberAccount: 'demo_dave',
  currency: 'USDT',
  channel: 'BANK',
  requestedAmount: '12500.5',
  creditedAmount: null,
  paymentRef: '',
  status: 'PENDING',
  remark: '',
  reviewRemark: '',
  reviewerId: null,
  reviewedAt: null,
  version: 0,
  createdBy: 2,
  updatedBy: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function setUp(path = '/finance/recharge') {
  setLanguage('en');
  useSession.setState({ permissions: ['finance/recharge/list', 'finance/recharge/review'] });
  const api = mockApi({
    'POST cwManage/chargeLogList': (config) => ok({ list: [ORDER], total: 1, ...JSON.parse(String(config.data)) }),
    'GET dict/data/getDictData': (config) =>
      ok({
        values:
          config.params.dictType === 'recharge_status'
            ? [
                { key: 'dict.label.pending', value: 'PENDING', isDefault: true, listClass: 'processing' },
                { key: 'dict.label.approved', value: 'APPROVED', isDefault: false, listClass: 'success' },
              ]
            : [],
      }),
    'GET cwManage/currencyList': ok({ list: [{ code: 'USDT', name: 'Tether USD', enabled: true }] }),
  });
  const router = createMemoryRouter([{ path: '/finance/recharge', element: <RechargeListPage /> }], { initialEntries: [path] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const bodies = () => api.calls.filter((c) => c.url?.endsWith('chargeLogList')).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);
  return { bodies };
}

describe('recharge list page', () => {
  it('sends page 1 of 20 with no filters at first (the status filter starts on "all"), and formats amounts by text', async () => {
    const { bodies } = setUp();
    expect(await screen.findByText('R202601010001')).toBeInTheDocument();
    expect(bodies()[0]).toEqual({ pageIndex: 1, pageSize: 20 });
    expect(screen.getByText('12,500.5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review' })).toBeInTheDocument();
  });

  it('maps the filter form to the list call: trimmed text, the status value, and back to page 1', async () => {
    const { bodies } = setUp();
    await screen.findByText('R202601010001');
    fireEvent.change(screen.getByLabelText('Order no.'), { target: { value: '  R2026  ' } });
    fireEvent.change(screen.getByLabelText('Member account'), { target: { value: 'demo_dave' } });
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Pending'));
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(bodies().at(-1)).toEqual({ orderNo: 'R2026', memberAccount: 'demo_dave', status: 'PENDING', pageIndex: 1, pageSize: 20 }),
    );
  }, 40_000);

  it('takes the pending filter from the address (an alert or the home to-do links here)', async () => {
    const { bodies } = setUp('/finance/recharge?status=PENDING');
    await screen.findByText('R202601010001');
    expect(bodies()[0]).toEqual({ status: 'PENDING', pageIndex: 1, pageSize: 20 });
    const card = screen.getByTestId('recharge-list');
    expect(within(card).getAllByText('Pending').length).toBeGreaterThan(0);
  });
});
