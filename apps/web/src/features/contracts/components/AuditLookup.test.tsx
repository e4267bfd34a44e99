import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, endpointOf, type Language } from '@ledgerdesk/shared';
import { productResource } from '@ledgerdesk/shared/resources/contracts/product';
import { SETTLEMENT_AUDIT_ENDPOINTS } from '@ledgerdesk/shared/resources/contracts/settlement-audit';
import { testProductResource } from '@ledgerdesk/shared/resources/contracts/test-product';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { mockApi, ok } from '@/test/mockApi';
import { AuditLookup } from './AuditLookup';

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path.replace(`${API_PREFIX}/`, '')}`;
const SAMPLE_AT = '2026-12-06T12:57:10.000Z';

/** What the server answers for a settled order's close sample (settlement-audit.ts). */
const ANSWER = {
  product: { id: 4, symbol: 'BTCUSDT-1M' },
  source: { id: 2, code: 'DEMO-BTC', name: 'Demo BTC', feed: 'demo', method: 'MEDIAN', windowSeconds: 5, outlierRule: 'Quotes more than 3 % from the median of all quotes are excluded', outlierPercent: '3', publishedDocUrl: '', constituents: [] },
  sample: { id: 90, ts: SAMPLE_AT, value: '59011.04', quotes: [{ venue: 'demo-alpha', symbol: 'BTCUSDT', price: '59002.31', weight: '0.25', excluded: false }], prevHash: 'aa', hash: 'bb', ingestedAt: SAMPLE_AT, nextLinks: null },
  orders: [{ id: 7, orderNo: 'D1', member: 'demo_alice', usedAs: 'CLOSE', direction: 'UP', stake: '1200', currency: 'USDT', openPrice: '58999.15', closePrice: '59011.04', result: 'WIN', payout: '2220.5', status: 'SETTLED' }],
};

async function lookUp(language: Language) {
  setLanguage(language);
  mockApi({
    [key(endpointOf(productResource, 'list'))]: ok({ list: [{ id: 4, symbol: 'BTCUSDT-1M' }], total: 1 }),
    [key(endpointOf(testProductResource, 'list'))]: ok({ list: [], total: 0 }),
    [key({ method: 'GET', path: SETTLEMENT_AUDIT_ENDPOINTS.lookup })]: ok(ANSWER),
  });
  const router = createMemoryRouter([{ path: '/contract/settlement-audit', element: <AuditLookup /> }], {
    initialEntries: [`/contract/settlement-audit?productId=4&at=${encodeURIComponent(SAMPLE_AT)}`],
  });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return screen.findByTestId('audit-result');
}

describe('the settlement audit look-up', () => {
  it("words the method, the outlier rule, the time and the orders in the reader's language, not as codes", async () => {
    const result = await lookUp('zh-cn');
    expect(result).toHaveTextContent('中位数 · 窗口（秒） 5');
    expect(result).toHaveTextContent('偏离全部报价中位数超过 3% 的报价被剔除');
    expect(result).not.toHaveTextContent('Quotes more than');
    expect(result).not.toHaveTextContent('MEDIAN');
    expect(result).not.toHaveTextContent(SAMPLE_AT);
    expect(result).toHaveTextContent('59,011.04');
    const order = within(screen.getByTestId('audit-orders')).getByText('D1').closest('tr')!;
    expect(order).toHaveTextContent('看涨');
    expect(order).toHaveTextContent('盈');
    expect(order).toHaveTextContent('1,200 USDT');
    expect(order).toHaveTextContent('2,220.5');
    expect(order).not.toHaveTextContent(/UP|WIN/);
  });

  it('reads in English and traditional Chinese too', async () => {
    expect(await lookUp('en')).toHaveTextContent('Median · Window (s) 5Outlier ruleQuotes more than 3 % from the median of all quotes are excluded');
    cleanup();
    const traditional = await lookUp('zh-tw');
    expect(traditional).toHaveTextContent('中位數');
    expect(traditional).toHaveTextContent('偏離全部報價中位數超過 3% 的報價被剔除');
    expect(within(screen.getByTestId('audit-orders')).getByText('D1').closest('tr')).toHaveTextContent('看漲');
  });
});
