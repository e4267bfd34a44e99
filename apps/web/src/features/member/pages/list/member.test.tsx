import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { mockApi, ok } from '@/test/mockApi';
import { getButton, queryButton } from '@/test/buttons';
import '../../locales';
import MemberListPage from './index';

const NORMAL = {
  id: 4,
  version: 0,
  account: 'demo_dave',
  nickname: 'Dave',
  phone: '',
  email: 'dave@example.com',
  status: 'NORMAL',
  kycLevel: 1,
  inviterId: 1,
  inviterIdLabel: 'demo_alice',
  registerIp: '10.0.0.4',
  registeredAt: '2026-01-01T00:00:00.000Z',
  operatorId: 7,
  operatorIdLabel: 'east_amy',
};
const DISABLED = { ...NORMAL, id: 5, account: 'demo_erin', status: 'DISABLED', inviterId: null, inviterIdLabel: null, operatorId: null, operatorIdLabel: null };
const OPERATORS = [
  { id: 7, userName: 'east_amy', nickname: 'Amy', deptName: 'East' },
  { id: 8, userName: 'east_bob', nickname: 'Bob', deptName: 'East' },
];

/** Opens demo_dave's detail on one of its tabs, once the tab shows `shown`. */
async function openDetailTab(tab: string, shown: string) {
  await screen.findByText('demo_dave');
  fireEvent.click(getButton('Details', rowOf('demo_dave')));
  fireEvent.click(await screen.findByRole('tab', { name: tab }));
  await screen.findByText(shown);
}

interface UnfoldingTab {
  what: string;
  tab: string;
  /** A text the tab shows once its rows are in. */
  shown: string;
  list: Parameters<typeof mockApi>[0];
  /** The image route, as `METHOD path`. */
  image: string;
  /** The permissions of a reader who may list the tab's records; the review permission adds the unfold. */
  lister: string[];
  review: string;
  unfolded: (imageParams: () => unknown[]) => Promise<void>;
}

/**
 * A tab of demo_dave's detail whose rows unfold to images: for a reviewer only the one row (of two)
 * that names images can, and nothing is fetched until it does; a reader without the review
 * permission gets no unfold and no image request at all.
 */
async function expectUnfoldForReviewersOnly(tab: UnfoldingTab) {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:image'), revokeObjectURL: vi.fn() });
  const routes = { ...tab.list, [tab.image]: { status: 200, body: 'PNG-BYTES', headers: { 'content-type': 'image/png' } } };
  const imageUrl = tab.image.split(' ')[1]!;
  const { api } = setUp([...tab.lister, tab.review], routes);
  await openDetailTab(tab.tab, tab.shown);
  const expanders = screen.getAllByRole('button', { name: /expand row/i });
  expect(expanders).toHaveLength(1);
  expect(api.count(tab.image)).toBe(0);
  fireEvent.click(expanders[0]!);
  await tab.unfolded(() => api.calls.filter((c) => c.url.endsWith(imageUrl)).map((c) => c.params));
  cleanup();

  const lister = setUp(tab.lister, routes);
  await openDetailTab(tab.tab, tab.shown);
  expect(screen.queryByRole('button', { name: /expand row/i })).toBeNull();
  expect(lister.api.count(tab.image)).toBe(0);
}

// Each unfolding tab's two rows: one names images, the other none.
const ADVANCED = { id: 31, version: 0, memberId: 4, level: 'ADVANCED', realName: '张伟', status: 'PENDING', frontImage: '41', backImage: '', selfieImage: '42', createdAt: '2026-01-02T00:00:00.000Z' };
const PRIMARY = { ...ADVANCED, id: 30, level: 'PRIMARY', frontImage: '', selfieImage: '', createdAt: '2026-01-01T00:00:00.000Z' };
const BANK = { id: 52, version: 0, memberId: 4, currency: 'CNY', requestedAmount: '5000', status: 'PENDING', voucherImage: '77', createdAt: '2026-01-02T00:00:00.000Z' };
const ONCHAIN = { ...BANK, id: 51, currency: 'USDT', requestedAmount: '120', voucherImage: '', createdAt: '2026-01-01T00:00:00.000Z' };
/** The member detail's tabs whose rows unfold to images, for their reviewers. */
const UNFOLDING_TABS: UnfoldingTab[] = [
  {
    what: 'a real-name application to its images',
    tab: 'Real-name',
    shown: 'ADVANCED',
    list: { 'POST memberAuth/list': ok({ list: [ADVANCED, PRIMARY], total: 2, pageIndex: 1, pageSize: 10 }) },
    image: 'GET memberAuth/document',
    lister: ['member/member/list', 'member/kyc/list'],
    review: 'member/kyc/review',
    async unfolded(imageParams) {
      const documents = await screen.findByTestId('kyc-documents');
      expect(await within(documents).findAllByRole('img', { name: /Front|Selfie/ })).toHaveLength(2);
      expect(within(screen.getByTestId('kyc-document-back')).getByText('Not given')).toBeInTheDocument();
      expect(imageParams()).toEqual([
        { id: '31', part: 'front' },
        { id: '31', part: 'selfie' },
      ]);
    },
  },
  {
    what: 'a recharge to its payment voucher',
    tab: 'Recharges',
    shown: 'CNY',
    list: { 'POST cwManage/chargeLogList': ok({ list: [BANK, ONCHAIN], total: 2, pageIndex: 1, pageSize: 10 }) },
    image: 'GET memberRechargeLog/voucher',
    lister: ['member/member/list', 'finance/recharge/list'],
    review: 'finance/recharge/review',
    async unfolded(imageParams) {
      const voucher = await screen.findByTestId('recharge-voucher');
      expect(await within(voucher).findByRole('img', { name: 'Payment voucher' })).toHaveAttribute('src', 'blob:image');
      expect(imageParams()).toEqual([{ id: '52' }]);
    },
  },
];

function setUp(permissions = ['member/member/list', 'member/member/edit'], routes: Parameters<typeof mockApi>[0] = {}) {
  setLanguage('en');
  useSession.setState({ permissions });
  const api = mockApi({
    ...routes,
    'POST member/list': ok({ list: [NORMAL, DISABLED], total: 2, pageIndex: 1, pageSize: 20 }),
    'GET member/get': ok({ ...NORMAL, wallets: [{ currency: 'USDT', available: '1300', frozen: '20.5' }] }),
    'POST member/freeze': ok({ ...NORMAL, status: 'FROZEN', wallets: [] }),
    'GET member/operatorOptions': (config) => ok({ list: OPERATORS.filter((o) => o.userName.startsWith(String(config.params?.keyword ?? ''))) }),
    'POST member/assignOperator': ok({ assigned: 1 }),
    'POST member/assignOperators': ok({ assigned: 2 }),
    'GET dict/data/getDicts': ok({
      dicts: {
        member_status: [
          { key: 'Normal', value: 'NORMAL', isDefault: true, listClass: 'success' },
          { key: 'Disabled', value: 'DISABLED', isDefault: false, listClass: 'error' },
        ],
        kyc_level: [{ key: 'Primary', value: '1', isDefault: false }],
      },
    }),
  });
  const router = createMemoryRouter([{ path: '/member/list', element: <MemberListPage /> }], { initialEntries: ['/member/list'] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { api };
}

const rowOf = (account: string) => screen.getByText(account).closest('tr')!;

describe('member list page', () => {
  it('offers each status action only on members in a state it applies to, and only with the edit permission', async () => {
    setUp();
    await screen.findByText('demo_dave');
    expect(getButton('Freeze', rowOf('demo_dave'))).toBeInTheDocument();
    expect(getButton('Disable', rowOf('demo_dave'))).toBeInTheDocument();
    expect(queryButton('Restore', rowOf('demo_dave'))).not.toBeInTheDocument();
    expect(getButton('Restore', rowOf('demo_erin'))).toBeInTheDocument();
    expect(queryButton('Freeze', rowOf('demo_erin'))).not.toBeInTheDocument();
    // The inviter is shown by account, not by a bare id.
    expect(within(rowOf('demo_dave')).getByText(/demo_alice/)).toBeInTheDocument();
  });

  it('hides the status actions from an operator who may only look', async () => {
    setUp(['member/member/list']);
    await screen.findByText('demo_dave');
    expect(queryButton('Freeze')).not.toBeInTheDocument();
    expect(queryButton('Restore')).not.toBeInTheDocument();
  });

  it('freezes only with a reason, after saying what freezing does and confirming the account', async () => {
    const { api } = setUp();
    await screen.findByText('demo_dave');
    fireEvent.click(getButton('Freeze', rowOf('demo_dave')));
    const dialog = await screen.findByTestId('member-status-dialog');
    expect(dialog).toHaveTextContent('cannot trade, withdraw or transfer');
    const ok = () => getButton(/Freeze/, screen.getByRole('dialog'));
    fireEvent.click(ok());
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(api.count('POST member/freeze')).toBe(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  chargeback under investigation ' } });
    fireEvent.click(ok());
    const [question] = await screen.findAllByText('Freeze member demo_dave?');
    expect(api.count('POST member/freeze')).toBe(0);
    fireEvent.click(getButton('Freeze', question!.closest('.ant-modal-confirm') as HTMLElement));
    await waitFor(() => expect(api.count('POST member/freeze')).toBe(1));
    const call = api.calls.find((c) => c.url?.endsWith('member/freeze'))!;
    expect(JSON.parse(String(call.data))).toEqual({ id: 4, reason: 'chargeback under investigation' });
  }, 30_000);

  it('shows each member\'s operator, and assigns one member to an operator picked by name', async () => {
    const { api } = setUp(['member/member/list', 'member/member/assign']);
    await screen.findByText('demo_dave');
    expect(within(rowOf('demo_dave')).getByText(/east_amy/)).toBeInTheDocument();
    expect(queryButton('Freeze', rowOf('demo_dave'))).not.toBeInTheDocument();
    fireEvent.click(getButton('Assign operator', rowOf('demo_erin')));
    const dialog = await screen.findByTestId('assign-operator-dialog');
    expect(dialog).toHaveTextContent('Current operator: none');
    const picker = within(dialog).getByRole('combobox', { name: 'Operator' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'east_b' } });
    await waitFor(() => expect(api.calls.some((c) => c.url?.endsWith('member/operatorOptions') && c.params?.keyword === 'east_b')).toBe(true));
    fireEvent.click(await screen.findByTitle('Bob (east_bob) · East'));
    fireEvent.click(getButton('Assign operator', screen.getByRole('dialog')));
    await waitFor(() => expect(api.count('POST member/assignOperator')).toBe(1));
    const call = api.calls.find((c) => c.url?.endsWith('member/assignOperator'))!;
    expect(JSON.parse(String(call.data))).toEqual({ id: 5, operatorId: 8 });
  }, 90_000);

  it('takes the selected members off their operator in bulk, only with the assign permission', async () => {
    const { api } = setUp(['member/member/list', 'member/member/assign']);
    await screen.findByText('demo_dave');
    // byRole over the whole table is slow in jsdom: the rows' own checkboxes and the button's text are enough.
    fireEvent.click(rowOf('demo_dave').querySelector('input[type="checkbox"]')!);
    fireEvent.click(rowOf('demo_erin').querySelector('input[type="checkbox"]')!);
    fireEvent.click(await screen.findByText('Assign operator (2)'));
    const dialog = await screen.findByTestId('assign-operator-dialog');
    expect(screen.getByRole('dialog')).toHaveTextContent('Assign an operator to 2 members');
    // Nothing chosen: the dialog asks for a choice instead of unassigning.
    const ok = () => getButton('Assign operator', screen.getByRole('dialog'));
    fireEvent.click(ok());
    expect(await within(dialog).findByText('Choose an operator')).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Operator' }));
    fireEvent.click(await screen.findByTitle('Nobody (take off the current operator)'));
    fireEvent.click(ok());
    await waitFor(() => expect(api.count('POST member/assignOperators')).toBe(1));
    const call = api.calls.find((c) => c.url?.endsWith('member/assignOperators'))!;
    expect(JSON.parse(String(call.data))).toEqual({ ids: [4, 5], operatorId: null });
  }, 90_000);

  it('offers no assignment without its permission', async () => {
    setUp(['member/member/list', 'member/member/edit']);
    await screen.findByText('demo_dave');
    expect(screen.queryByText('Assign operator')).not.toBeInTheDocument();
    // No bulk action to offer, so no row selection either.
    expect(document.querySelector('input[type="checkbox"]')).toBeNull();
  });

  it("shows the member's wallets in the detail", async () => {
    setUp(['member/member/list']);
    await screen.findByText('demo_dave');
    fireEvent.click(getButton('Details', rowOf('demo_dave')));
    const wallets = await screen.findByTestId('member-wallets');
    expect(wallets).toHaveTextContent('USDT');
    expect(wallets).toHaveTextContent('1,300');
    expect(wallets).toHaveTextContent('20.5');
  });

  it.each(UNFOLDING_TABS.map((tab) => [tab.what, tab] as const))("unfolds %s in the member's detail, for a reviewer only", (_, tab) => expectUnfoldForReviewersOnly(tab), 60_000);
});
