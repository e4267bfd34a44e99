import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER_CONFIG_APPROVAL_KIND } from '@ledgerdesk/shared/member-config';
import { createQueryClient, Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { mockApi, ok } from '@/test/mockApi';
import { PayloadView } from './PayloadView';

function renderPayload(kind: string, payload: unknown) {
  mockApi({ 'GET dict/data/getDicts': ok({ dicts: {} }) });
  render(
    <Providers queryClient={createQueryClient()}>
      <PayloadView kind={kind} payload={payload} />
    </Providers>,
  );
}

/** The cells of the change table's row for one item: [item, before, after]. */
async function changeRow(item: string): Promise<string[]> {
  const table = await screen.findByTestId('approval-diff');
  const row = within(table).getByText(item).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('a request’s payload', () => {
  it('shows a before/after change field by field, with labels in the operator’s language', async () => {
    setLanguage('zh-tw');
    renderPayload(MEMBER_CONFIG_APPROVAL_KIND, { memberId: 4, before: { canWithdraw: true }, after: { canWithdraw: false } });
    expect(await changeRow('可提領')).toEqual(['可提領', '是', '否']);
    expect(within(screen.getByTestId('approval-facts')).getByText('會員編號')).toBeInTheDocument();
    expect(screen.queryByText('canWithdraw')).toBeNull();
  });

  it('reads a map of from/to pairs as the change, in the field’s format (a rate in percent)', async () => {
    setLanguage('en');
    renderPayload('swap-pair.edit', { feeRate: { from: '0.00100000', to: '0.002' }, maxSpread: { from: null, to: '0.008' } });
    expect(await changeRow('Fee rate')).toEqual(['Fee rate', '0.1%', '0.2%']);
    expect(await changeRow('Max spread')).toEqual(['Max spread', '(empty)', '0.8%']);
    // The codes' names stay in the payload as filed, folded away.
    expect(screen.queryByText(/feeRate/)).toBeNull();
    fireEvent.click(screen.getByText('Request data, as filed'));
    expect(await screen.findByText(/"feeRate"/)).toBeInTheDocument();
  });

  it('lays the changed fields over the old ones, folding away what stays', async () => {
    setLanguage('en');
    renderPayload('wallet-code.edit', { walletCode: 'USDT-TRC20', change: { withdrawFee: '2' }, before: { decimals: 6, tokenContract: 'TR7', displayScale: 2, withdrawFee: '1.00000000' } });
    expect((await changeRow('Withdrawal fee'))[2]).toBe('2');
    expect(within(screen.getByTestId('approval-diff')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Unchanged items (3)')).toBeInTheDocument();
    expect(within(screen.getByTestId('approval-facts')).getByText('USDT-TRC20')).toBeInTheDocument();
  });

  it('shows a scheduled term change: what changes, from when and why, and never its version or repeated kind', async () => {
    setLanguage('zh-cn');
    renderPayload('contract.product.terms', {
      kind: 'contract.product.terms',
      subjectId: 3,
      subjectLabel: 'BTCUSDT',
      changes: { maxLeverage: { from: 100, to: 50 } },
      effectiveAt: '2026-12-08T00:00:00.000Z',
      version: 7,
      reason: '风险收紧',
    });
    expect(await changeRow('最大杠杆')).toEqual(['最大杠杆', '100', '50']);
    const facts = screen.getByTestId('approval-facts');
    expect(facts).toHaveTextContent('BTCUSDT');
    expect(facts).toHaveTextContent('生效时间');
    expect(facts).toHaveTextContent('风险收紧');
    expect(facts).not.toHaveTextContent('contract.product.terms');
    expect(facts).not.toHaveTextContent('7');
  });

  it('labels a group of the subject’s fields inside the request (a staking product’s terms)', async () => {
    setLanguage('en');
    renderPayload('staking.product.activate', { productId: 2, version: 0, terms: { referenceApr: '0.02', earlyRedeemRule: 'NOT_ALLOWED', totalCap: '100000' } });
    const facts = await screen.findByTestId('approval-facts');
    expect(facts).toHaveTextContent('Staking product ID');
    expect(facts).toHaveTextContent('Terms');
    expect(facts).toHaveTextContent('Reference APR (estimate)2%');
    expect(facts).toHaveTextContent('Total cap100,000');
    expect(facts).not.toHaveTextContent('referenceApr');
  });

  it('shows the payload of a kind it cannot read only as filed', async () => {
    setLanguage('zh-tw');
    renderPayload('gone.kind', { someKey: 1 });
    const folded = await screen.findByText('申請內容（原始資料）');
    expect(screen.queryByTestId('approval-facts')).toBeNull();
    fireEvent.click(folded);
    expect(await screen.findByText(/"someKey": 1/)).toBeInTheDocument();
  });
});
