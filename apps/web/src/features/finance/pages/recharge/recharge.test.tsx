import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { mockApi, ok } from '@/test/mockApi';
import { getButton, queryButton } from '@/test/buttons';
import '../../locales';
import RechargeListPage from './index';

const ORDER = {
  id: 11,
  version: 3,
  orderNo: 'R202601010001',
  memberId: 4,
  memberIdLabel: 'demo_dave',
  currency: 'USDT',
  channel: 'USDT_TRC20_SHARED',
  channelName: 'USDT（TRC20）转账',
  channelNameEn: 'USDT over TRC20',
  channelNameZhTw: 'USDT（TRC20）轉帳',
  requestedAmount: '12500.5',
  creditedAmount: null,
  paymentRef: '',
  status: 'PENDING',
  remark: '',
  reviewRemark: '',
  reviewerId: null,
  reviewedAt: null,
  createdBy: 2,
  updatedBy: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
// Without a sort the operator chose, the server applies the definition's own (newest first).
const FIRST_PAGE = { pageIndex: 1, pageSize: 20 };

function setUp(path = '/finance/recharge', permissions = ['finance/recharge/list', 'finance/recharge/review', 'finance/recharge/edit']) {
  setLanguage('en');
  useSession.setState({ permissions });
  const api = mockApi({
    'POST cwManage/chargeLogList': (config) => ok({ list: [ORDER], total: 1, ...(JSON.parse(String(config.data)) as object) }),
    'POST cwManage/chargeLogReview': ok({ ...ORDER, status: 'APPROVED' }),
    'GET memberRechargeLog/get': ok(ORDER),
    'PUT memberRechargeLog/edit': ok({ ...ORDER, version: 4 }),
    'GET member/options': ok({ list: [{ id: 4, account: 'demo_dave', nickname: 'Dave', phone: '13800000004', status: 'NORMAL' }] }),
    'GET dict/data/getDicts': ok({
      dicts: {
        recharge_status: [
          { key: 'Pending', value: 'PENDING', isDefault: true, listClass: 'processing' },
          { key: 'Approved', value: 'APPROVED', isDefault: false, listClass: 'success' },
        ],
      },
    }),
    'GET cwManage/currencyList': ok({ list: [{ code: 'USDT', name: 'Tether USD', enabled: true }] }),
    'GET cwManage/rechargeChannelList': ok({
      list: [
        { code: 'USDT_TRC20_SHARED', walletCode: 'USDT_TRC20', currency: 'USDT', active: true, names: { 'zh-cn': 'USDT（TRC20）转账', en: 'USDT over TRC20', 'zh-tw': 'USDT（TRC20）轉帳' } },
        { code: 'USDT_ERC20_MEMBER', walletCode: 'USDT_ERC20', currency: 'USDT', active: false, names: { 'zh-cn': 'USDT（ERC20）专属地址', en: 'USDT over ERC20, own address', 'zh-tw': 'USDT（ERC20）專屬地址' } },
        { code: 'CNY_BANK_TRANSFER', walletCode: 'CNY_BANK', currency: 'CNY', active: true, names: { 'zh-cn': '人民币银行转账', en: 'CNY bank transfer', 'zh-tw': '人民幣銀行轉帳' } },
      ],
    }),
  });
  const router = createMemoryRouter([{ path: '/finance/recharge', element: <RechargeListPage /> }], { initialEntries: [path] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const bodies = (key = 'chargeLogList') => api.calls.filter((c) => c.url?.endsWith(key)).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);
  return { api, bodies };
}

/** The list's first order opened for editing: its dialog's form. */
async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('R202601010001');
  await user.click(getButton('Edit'));
  return screen.findByTestId('recharge-form');
}

describe('recharge list page', () => {
  it('asks for page 1 of 20 with no filters (the status filter starts on "all"), and formats amounts by text', async () => {
    const { bodies } = setUp();
    expect(await screen.findByText('R202601010001')).toBeInTheDocument();
    expect(bodies()[0]).toEqual(FIRST_PAGE);
    expect(screen.getByText('12,500.5')).toBeInTheDocument();
    expect(screen.getByText('demo_dave')).toBeInTheDocument();
    // The channel by its name in the reader's language, not its code.
    expect(screen.getByText('USDT over TRC20')).toBeInTheDocument();
    expect(screen.queryByText('USDT_TRC20_SHARED')).not.toBeInTheDocument();
    expect(getButton('Review')).toBeInTheDocument();
    // Entering a recharge needs its own permission.
    expect(queryButton('Add recharge')).not.toBeInTheDocument();
    // The file's first render pays the page's cold start: as long as its neighbours are given.
  }, 40_000);

  it('maps the filter form to the list call: trimmed text, the member chosen by account, the status values, and back to page 1', async () => {
    const { bodies } = setUp();
    await screen.findByText('R202601010001');
    const filterForm = screen.getByTestId('resource-filters');
    const filters = within(filterForm);
    fireEvent.change(filters.getByLabelText('Order no.'), { target: { value: '  R2026  ' } });
    fireEvent.mouseDown(filters.getByLabelText('Member'));
    fireEvent.click((await screen.findAllByText('demo_dave')).at(-1)!.closest('.ant-select-item-option')!);
    fireEvent.mouseDown(filters.getByLabelText('Status'));
    fireEvent.click((await screen.findAllByTitle('Pending')).at(-1)!);
    fireEvent.click(getButton(/Search/, filterForm));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ ...FIRST_PAGE, orderNo: 'R2026', memberId: 4, status: ['PENDING'] }));
  }, 40_000);

  it('filters by channels chosen by name, the manual entry first and the channels under their currency', async () => {
    const { bodies } = setUp();
    await screen.findByText('R202601010001');
    const filterForm = screen.getByTestId('resource-filters');
    fireEvent.mouseDown(within(filterForm).getByLabelText('Channel'));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(4));
    const shown = [...document.querySelectorAll('.ant-select-item-group, .ant-select-item-option')].map((item) => item.textContent);
    expect(shown).toEqual(['Manual entry', 'USDT', 'USDT over TRC20', 'USDT over ERC20, own address (paused)', 'CNY', 'CNY bank transfer']);
    expect(listbox).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('Manual entry'));
    fireEvent.click(screen.getByTitle('CNY bank transfer'));
    fireEvent.click(getButton(/Search/, filterForm));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ ...FIRST_PAGE, channel: ['MANUAL', 'CNY_BANK_TRANSFER'] }));
  }, 40_000);

  it('takes the channel filter from the address and shows it by name', async () => {
    const { bodies } = setUp('/finance/recharge?channel=CNY_BANK_TRANSFER');
    await screen.findByText('R202601010001');
    expect(bodies()[0]).toEqual({ ...FIRST_PAGE, channel: ['CNY_BANK_TRANSFER'] });
    await waitFor(() => expect(within(screen.getByTestId('resource-filters')).getByTitle('CNY bank transfer')).toBeInTheDocument());
  }, 40_000);

  it('takes the pending filter from the address (an alert or the home to-do links here)', async () => {
    const { bodies } = setUp('/finance/recharge?status=PENDING');
    await screen.findByText('R202601010001');
    expect(bodies()[0]).toEqual({ ...FIRST_PAGE, status: ['PENDING'] });
  });

  it('reviews in its own dialog: crediting a different amount needs a remark', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { bodies } = setUp();
    await screen.findByText('R202601010001');
    await user.click(getButton('Review'));
    const dialog = await screen.findByTestId('review-dialog');
    const amount = within(dialog).getByDisplayValue('12500.5');
    await user.clear(amount);
    await user.type(amount, '12000');
    await user.click(getButton('Approve', screen.getByRole('dialog')));
    expect(await within(dialog).findByText('A remark is required when the credited amount differs')).toBeInTheDocument();
    expect(bodies('chargeLogReview')).toEqual([]);
    await user.type(within(dialog).getByPlaceholderText('Recorded in the review history'), 'bank fee');
    await user.click(getButton('Approve', screen.getByRole('dialog')));
    // Nothing is sent before the confirmation naming the order and the amount credited.
    const [question] = await screen.findAllByText(/Approve recharge R202601010001 of .*, crediting 12,000/);
    expect(bodies('chargeLogReview')).toEqual([]);
    await user.click(getButton('Approve', question!.closest('.ant-modal-confirm') as HTMLElement));
    await waitFor(() => expect(bodies('chargeLogReview')).toEqual([{ id: 11, action: 'approve', remark: 'bank fee', amount: '12000' }]));
  }, 90_000);

  it('edits a pending order at the version it read', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { bodies } = setUp();
    const form = await openEdit(user);
    await user.type(within(form).getByLabelText('Payment reference'), 'BK-1');
    await user.click(getButton('OK', screen.getByRole('dialog')));
    await waitFor(() =>
      expect(bodies('memberRechargeLog/edit')).toEqual([{ id: 11, version: 3, channel: 'USDT_TRC20_SHARED', paymentRef: 'BK-1', remark: '' }]),
    );
  }, 40_000);

  it("names the channel in the detail in the reader's language, with its code beside it", async () => {
    setUp();
    await screen.findByText('R202601010001');
    fireEvent.click(getButton('Details'));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByText('USDT over TRC20')).toBeInTheDocument());
    expect(within(drawer).getByText('USDT_TRC20_SHARED')).toBeInTheDocument();
    expect(within(drawer).queryByText('USDT（TRC20）转账')).toBeNull();
  }, 40_000);

  it("offers the manual entry and the order currency's channels by name, a paused one marked", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { bodies } = setUp();
    const form = await openEdit(user);
    const select = within(form).getByLabelText('Channel');
    fireEvent.mouseDown(select);
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByText('USDT over ERC20, own address (paused)').length).toBeGreaterThan(0));
    const offered = Array.from(document.querySelectorAll('.ant-select-item-option')).map((option) => option.textContent);
    expect(offered).toEqual(['Manual entry', 'USDT over TRC20', 'USDT over ERC20, own address (paused)']);
    fireEvent.click(screen.getByTitle('Manual entry'));
    await user.click(getButton('OK', screen.getByRole('dialog')));
    await waitFor(() => expect(bodies('memberRechargeLog/edit')).toEqual([{ id: 11, version: 3, channel: 'MANUAL', paymentRef: '', remark: '' }]));
  }, 40_000);
});
