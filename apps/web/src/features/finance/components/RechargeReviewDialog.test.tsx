import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { ADMIN } from '@/test/fixtures';
import '../locales';
import type { RechargeRow } from './financeRows';
import { RechargeReviewDialog } from './RechargeReviewDialog';

const PENDING = {
  id: 41,
  orderNo: 'R20261122000000123456',
  memberId: 4,
  memberIdLabel: 'demo_dave',
  status: 'PENDING',
  currency: 'USDT',
  channel: 'BANK',
  requestedAmount: '0.5',
  creditedAmount: null,
  paymentRef: 'BK-1',
  remark: '',
  reviewRemark: '',
  reviewerId: null,
  reviewedAt: null,
  needsSecondReview: false,
  firstReviewerId: null,
  firstReviewedAt: null,
  createdBy: 2,
  updatedBy: 2,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
} as unknown as RechargeRow;
const HELD = {
  ...PENDING,
  status: 'PENDING_SECOND_REVIEW',
  creditedAmount: '1000000',
  reviewRemark: 'bank says so',
  needsSecondReview: true,
  firstReviewerId: 7,
  firstReviewerIdLabel: 'east_amy',
  firstReviewedAt: '2026-11-22T09:30:00.000Z',
} as unknown as RechargeRow;

function open(row: RechargeRow, me = ADMIN.id, language: 'en' | 'zh-cn' | 'zh-tw' = 'en') {
  setLanguage(language);
  useSession.setState({ userInfo: { ...ADMIN, id: me } });
  const run = vi.fn(async () => ({}));
  render(
    <Providers>
      <RechargeReviewDialog
        name="review"
        action={rechargeResource.actions.review}
        definition={rechargeResource}
        rows={[row]}
        run={run}
        onDone={() => undefined}
        onClose={() => undefined}
      />
    </Providers>,
  );
  return run;
}

describe('the recharge review dialog', () => {
  it('offers the credited amount on the first review and says a larger one needs a second approver', async () => {
    open(PENDING);
    expect(await screen.findByText('Review recharge R20261122000000123456')).toBeInTheDocument();
    expect(screen.getByLabelText('Credited amount')).toHaveValue('0.5');
    expect(screen.getByText(/waits for a second, different operator/)).toBeInTheDocument();
    expect(screen.queryByTestId('recharge-second-review-note')).toBeNull();
  });

  it('shows the second-review state: the proposed amount, who approved first and when, and no amount to change', async () => {
    const run = open(HELD);
    expect(await screen.findByText('Second review of recharge R20261122000000123456')).toBeInTheDocument();
    expect(screen.getByText('Amount to credit')).toBeInTheDocument();
    expect(screen.getByText('east_amy')).toBeInTheDocument();
    expect(screen.getByText('bank says so')).toBeInTheDocument();
    expect(screen.getByTestId('recharge-second-review-note')).toHaveTextContent(/Operator east_amy approved crediting this amount/);
    expect(screen.queryByLabelText('Credited amount')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /approve/i }));
    const question = await screen.findByText(/Approve recharge R20261122000000123456 of demo_dave, crediting 1,000,000 USDT\?/);
    fireEvent.click(within(question.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith({ action: 'approve', remark: '', amount: undefined }));
  });

  it("names the channel in the reader's language", async () => {
    const named = { ...PENDING, channel: 'CNY_BANK_TRANSFER', channelName: '人民币银行转账', channelNameEn: 'CNY bank transfer', channelNameZhTw: '人民幣銀行轉帳' } as unknown as RechargeRow;
    open(named, ADMIN.id, 'zh-tw');
    expect(await screen.findByText('人民幣銀行轉帳')).toBeInTheDocument();
    expect(screen.queryByText('CNY_BANK_TRANSFER')).toBeNull();
  });

  it("links the payment reference to the order's network's explorer, and only to an https template", async () => {
    const onChain = { ...PENDING, paymentRef: 'ab12/cd?x=1', explorerTemplate: 'https://tronscan.org/#/transaction/{tx}' } as unknown as RechargeRow;
    open(onChain);
    const link = await screen.findByRole('link', { name: 'ab12/cd?x=1' });
    // The reference encoded into the template; a new tab that is not told where the operator came from.
    expect(link).toHaveAttribute('href', 'https://tronscan.org/#/transaction/ab12%2Fcd%3Fx%3D1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noreferrer');
  });

  it('shows the payment reference as text where the template is missing or not an https address', async () => {
    open({ ...PENDING, paymentRef: 'TX-9', explorerTemplate: 'javascript:alert(1)//{tx}' } as unknown as RechargeRow);
    expect(await screen.findByText('TX-9')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'TX-9' })).toBeNull();
  });

  it('words the manual channel, which a row carries as a translation key', async () => {
    open({ ...PENDING, channel: 'MANUAL', channelName: 'message.finance.channel.manual', channelNameEn: null, channelNameZhTw: null } as unknown as RechargeRow, ADMIN.id, 'zh-cn');
    expect(await screen.findByText('人工录入')).toBeInTheDocument();
  });

  it('shows a code no channel has as stored', async () => {
    open({ ...PENDING, channelName: 'BANK', channelNameEn: null, channelNameZhTw: null } as unknown as RechargeRow, ADMIN.id, 'zh-tw');
    expect(await screen.findByText('BANK')).toBeInTheDocument();
  });

  it('tells the first approver that another operator must decide', async () => {
    open(HELD, 7);
    expect(await screen.findByTestId('recharge-second-review-note')).toHaveTextContent('You gave the first approval');
  });
});
