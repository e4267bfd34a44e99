import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { ADMIN } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mockApi';
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

const KYC_LEVEL = (value: number, en: string) => ({ value: String(value), key: `kyc_level.${value}`, listClass: 'default', isDefault: false, labels: { en } });

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

  it("tells the reviewer what the order misses of its channel's rules, and credits after the channel's fee on a click", async () => {
    mockApi({
      'GET cwManage/chargeLogChannelChecks': ok({
        channel: 'USDT_TRC20_SHARED',
        fee: { fixed: '1', rate: '0.001', amount: '1.005', creditAfterFee: '3.995' },
        findings: [
          { code: 'belowMinimum', params: { amount: '5', limit: '10' } },
          { code: 'kycTooLow', params: { level: 0, required: 1 } },
          { code: 'dailyCapExceeded', params: { count: 3, cap: 2 } },
        ],
      }),
      // The levels' words come from the administered dictionary, renamed here as an operator might.
      'GET dict/data/getDicts': ok({ dicts: { kyc_level: [KYC_LEVEL(0, 'Not verified'), KYC_LEVEL(1, 'Basic ID')] } }),
    });
    const run = open({ ...PENDING, requestedAmount: '5', channel: 'USDT_TRC20_SHARED' } as unknown as RechargeRow);
    const findings = await screen.findByTestId('recharge-channel-findings');
    expect(findings).toHaveTextContent("Against the channel's rules");
    expect(findings).toHaveTextContent('5 USDT is under the minimum of 10 USDT this channel takes.');
    expect(findings).toHaveTextContent('The channel requires the real-name level “Basic ID”; the member is at “Not verified”.');
    expect(findings).toHaveTextContent("This is the member's order no. 3 through this channel today; it takes 2 a day.");
    expect(screen.getByTestId('recharge-channel-fee')).toHaveTextContent('Channel fee 1.005 USDT (1 USDT + 0.1%): 3.995 USDT after the fee.');
    fireEvent.click(screen.getByRole('button', { name: 'Credit after the fee' }));
    expect(screen.getByLabelText('Credited amount')).toHaveValue('3.995');
    // A corrected amount: the remark is required, then the corrected amount is what is sent.
    fireEvent.click(screen.getByRole('button', { name: /approve/i }));
    expect(await screen.findByText(/remark/i, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });

  it('shows nothing of the rules where the order meets them', async () => {
    mockApi({ 'GET cwManage/chargeLogChannelChecks': ok({ channel: 'MANUAL', fee: null, findings: [] }) });
    open(PENDING);
    await screen.findByText('Review recharge R20261122000000123456');
    await waitFor(() => expect(screen.queryByTestId('recharge-channel-findings')).toBeNull());
    expect(screen.queryByTestId('recharge-channel-fee')).toBeNull();
  });

  it('words the findings in zh-tw', async () => {
    mockApi({ 'GET cwManage/chargeLogChannelChecks': ok({ channel: 'X', fee: null, findings: [{ code: 'paymentRefMissing', params: {} }, { code: 'channelPaused', params: {} }] }) });
    open(PENDING, ADMIN.id, 'zh-tw');
    const findings = await screen.findByTestId('recharge-channel-findings');
    expect(findings).toHaveTextContent('與儲值通道規則不符');
    expect(findings).toHaveTextContent('該通道已暫停：會員無法經其提交儲值。');
  });

  it("shows the order's payment voucher, fetched with the session, or says the channel wanted one and got none", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:voucher'), revokeObjectURL: vi.fn() });
    const api = mockApi({
      'GET cwManage/chargeLogChannelChecks': ok({ channel: 'CNY_BANK_TRANSFER', fee: null, findings: [] }),
      'GET memberRechargeLog/voucher': { status: 200, body: 'PNG-BYTES', headers: { 'content-type': 'image/png' } },
    });
    open({ ...PENDING, currency: 'CNY', channel: 'CNY_BANK_TRANSFER', voucherImage: '77' } as unknown as RechargeRow);
    const voucher = await screen.findByTestId('recharge-voucher');
    expect(await within(voucher).findByRole('img', { name: 'Payment voucher' })).toHaveAttribute('src', 'blob:voucher');
    expect(voucher).toHaveTextContent('Each look is recorded in the operation log.');
    expect(api.calls.filter((c) => c.url.endsWith('memberRechargeLog/voucher')).map((c) => c.params)).toEqual([{ id: '41' }]);
    cleanup();

    const without = mockApi({ 'GET cwManage/chargeLogChannelChecks': ok({ channel: 'CNY_BANK_TRANSFER', fee: null, findings: [{ code: 'voucherMissing', params: {} }] }) });
    open({ ...PENDING, currency: 'CNY', channel: 'CNY_BANK_TRANSFER', voucherImage: '' } as unknown as RechargeRow);
    expect(await screen.findByTestId('recharge-channel-findings')).toHaveTextContent('The channel requires a payment voucher, and the order has none.');
    expect(screen.queryByTestId('recharge-voucher')).toBeNull();
    expect(without.count('GET memberRechargeLog/voucher')).toBe(0);
  });
});
