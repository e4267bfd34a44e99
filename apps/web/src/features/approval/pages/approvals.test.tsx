import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { mockApi, ok } from '@/test/mockApi';
import ApprovalsPage from './index';

const REQUEST = {
  id: 7,
  version: 0,
  status: 'PENDING',
  kind: 'budget.fund',
  kindTitle: { 'zh-cn': '预算注资', en: 'Budget funding', 'zh-tw': '預算注資' },
  summary: { 'zh-cn': '为预算 B-1 注资 500 USDT', en: 'Fund budget B-1 with 500 USDT', 'zh-tw': '為預算 B-1 注資 500 USDT' },
  subjectType: 'BUDGET',
  subjectId: 1,
  subjectKey: '',
  makerId: 2,
  makerIdLabel: 'operator',
  approverId: null,
  decidedAt: null,
  decisionRemark: '',
  createdAt: '2026-11-23T10:00:00.000Z',
};

const RATE_REQUEST = {
  ...REQUEST,
  id: 8,
  kind: 'staking.rate',
  kindTitle: { 'zh-cn': '质押日利率发布', en: 'Staking daily rate', 'zh-tw': '質押日利率發佈' },
  summary: { 'zh-cn': '发布 STK-1 在 2026-12-01 的年化', en: 'Publish the APR of STK-1 for 2026-12-01', 'zh-tw': '發佈 STK-1 在 2026-12-01 的年化' },
  subjectType: 'STAKING_RATE',
  subjectId: 3,
  subjectKey: '2026-12-01',
};

const KINDS = [
  { kind: 'budget.fund', title: { 'zh-cn': '预算注资', en: 'Budget funding', 'zh-tw': '預算注資' } },
  { kind: 'staking.rate.publish', title: { 'zh-cn': '质押日利率发布', en: 'Staking daily rate', 'zh-tw': '質押日利率發佈' } },
  { kind: 'currency.edit', title: { 'zh-cn': '币种精度与手续费变更', en: 'Currency decimals or fee change', 'zh-tw': '幣種精度與手續費變更' } },
];

function renderPage(list: object[] = [REQUEST]) {
  const api = mockApi({
    'POST system/approval/list': ok({ list, total: list.length, pageIndex: 1, pageSize: 20 }),
    'GET system/approval/kinds': ok({ kinds: KINDS }),
    'GET system/approval/pendingCount': ok({ pending: 1 }),
    'GET dict/data/getDicts': ok({ dicts: {} }),
  });
  const router = createMemoryRouter([{ path: '/system/approval', element: <ApprovalsPage /> }], { initialEntries: ['/system/approval'] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { lists: () => api.calls.filter((c) => c.url.endsWith('system/approval/list')).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>) };
}

beforeEach(() => {
  useSession.setState({ permissions: ['*/*/*'] });
});

describe('approvals page', () => {
  it("shows a request's summary in the operator's language", async () => {
    setLanguage('zh-cn');
    renderPage();
    expect(await screen.findByText('为预算 B-1 注资 500 USDT')).toBeInTheDocument();
    expect(screen.queryByText('Fund budget B-1 with 500 USDT')).not.toBeInTheDocument();
    expect(screen.queryByText(/"zh-cn"/)).not.toBeInTheDocument();
  });

  it('and in English for an English console', async () => {
    setLanguage('en');
    renderPage();
    expect(await screen.findByText('Fund budget B-1 with 500 USDT')).toBeInTheDocument();
    expect(screen.getByText('Budget funding')).toBeInTheDocument();
  });

  it("names each request's subject in the operator's language, with the part of it the request is for", async () => {
    setLanguage('zh-tw');
    renderPage([REQUEST, RATE_REQUEST]);
    expect(await screen.findByText('預算帳戶')).toBeInTheDocument();
    expect(screen.getByText('質押產品利率')).toBeInTheDocument();
    expect(screen.getByText('2026-12-01')).toBeInTheDocument();
    expect(screen.queryByText('STAKING_RATE')).not.toBeInTheDocument();
    expect(screen.queryByText('BUDGET')).not.toBeInTheDocument();
  });

  it('filters by kind chosen by name, in the order of the names, and sends its code', async () => {
    setLanguage('en');
    const { lists } = renderPage();
    await screen.findByText('Fund budget B-1 with 500 USDT');
    const filterForm = screen.getByTestId('resource-filters');
    expect(within(filterForm).queryByText('Kind code')).not.toBeInTheDocument();
    fireEvent.mouseDown(within(filterForm).getByLabelText('Kind'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(3));
    expect([...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent)).toEqual(['Budget funding', 'Currency decimals or fee change', 'Staking daily rate']);
    fireEvent.click(screen.getByTitle('Staking daily rate'));
    fireEvent.click(within(filterForm).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ kind: 'staking.rate.publish' }));
  }, 40_000);
});
