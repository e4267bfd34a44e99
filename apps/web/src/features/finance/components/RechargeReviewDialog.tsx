import { Alert, Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { AmountText } from '@/components/format/AmountText';
import { formatAmount, sameAmount } from '@/components/format/formatAmount';
import { formatDateTime } from '@/components/format/formatDateTime';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { fieldDisplay } from '@/components/resource/fieldDisplay';
import { useDisplayContext } from '@/components/resource/useDisplayContext';
import { ReviewDialog, type ReviewValues } from '@/components/review/ReviewDialog';
import { useSession } from '@/lib/session';
import { amountRules } from './amountRules';
import { RechargeChannelFee, RechargeChannelFindings, useRechargeChannelChecks } from './RechargeChannelRules';
import { rightsOf, type RechargeRow } from './financeRows';
import { hasRechargeVoucher, RechargeVoucher } from '@/components/image/RechargeVoucher';
import { TxRef } from './TxRef';
import { useCurrencies } from './useCurrencies';

/**
 * The recharge's review action. First review: approve (crediting the requested amount, or a
 * corrected one with a remark) or reject with a reason; crediting more than requested, or a large
 * amount, waits for a second review. Second review: a different operator approves the proposed
 * amount as it stands (only then is it credited) or rejects it.
 */
export function RechargeReviewDialog({ rows, run, onDone, onClose }: ActionDialogProps<RechargeRow>) {
  const { t } = useTranslation();
  const me = useSession((s) => s.userInfo?.id);
  const order = rows[0]!;
  const scale = useCurrencies().scaleOf(order.currency);
  const second = order.status === 'PENDING_SECOND_REVIEW';
  const display = useDisplayContext();
  const checks = useRechargeChannelChecks(order.id);
  const amountChanged = (values: ReviewValues) => Boolean(values.amount && !sameAmount(values.amount, order.requestedAmount));
  const submit = (values: ReviewValues) =>
    run({
      action: values.action,
      remark: values.remark,
      amount: !second && values.action === 'approve' && amountChanged(values) ? values.amount?.trim() : undefined,
    });

  const facts = [
    { key: 'member', label: t('message.finance.field.member'), children: `${order.memberIdLabel ?? ''} #${order.memberId}` },
    { key: 'amount', label: t('message.finance.field.requestedAmount'), children: <AmountText value={order.requestedAmount} currency={order.currency} scale={scale} strong={!second} /> },
    ...(second
      ? [{ key: 'proposed', label: t('message.finance.recharge.proposedAmount'), children: <AmountText value={order.creditedAmount ?? ''} currency={order.currency} scale={scale} strong /> }]
      : []),
    // By name in the reader's language, as the list shows it.
    { key: 'channel', label: t('message.finance.field.channel'), children: fieldDisplay('channelName', rechargeResource.fields.channelName, order, display) },
    // Checked on the network's explorer before approving, where the order's network has one.
    { key: 'paymentRef', label: t('message.finance.field.paymentRef'), children: <TxRef value={order.paymentRef} template={order.explorerTemplate} /> },
    // The receipt the member sent with the order, beside the reference it should match.
    ...(hasRechargeVoucher(order) ? [{ key: 'voucher', label: t('message.finance.field.voucherImage'), span: 2, children: <RechargeVoucher orderId={order.id} /> }] : []),
    { key: 'createdAt', label: t('message.finance.field.createdAt'), children: formatDateTime(order.createdAt) },
    { key: 'remark', label: t('message.finance.field.remark'), children: order.remark || '-' },
    ...(second
      ? [
          { key: 'firstReviewer', label: t('message.finance.field.firstReviewer'), children: order.firstReviewerIdLabel ?? `#${order.firstReviewerId ?? '-'}` },
          { key: 'firstReviewedAt', label: t('message.finance.field.firstReviewedAt'), children: order.firstReviewedAt ? formatDateTime(order.firstReviewedAt) : '-' },
          { key: 'reviewRemark', label: t('message.finance.field.reviewRemark'), span: 2, children: order.reviewRemark || '-' },
        ]
      : []),
  ];
  const firstIsMe = second && order.firstReviewerId !== null && order.firstReviewerId === me;

  return (
    <ReviewDialog
      open
      title={t(second ? 'message.finance.recharge.secondReviewTitle' : 'message.finance.recharge.reviewTitle', { orderNo: order.orderNo })}
      createdBy={order.createdBy}
      createdByName={order.createdByLabel}
      rights={rightsOf(order)}
      confirmText={(values) =>
        t(values.action === 'reject' ? 'message.finance.recharge.confirmReject' : 'message.finance.recharge.confirmApprove', {
          orderNo: order.orderNo,
          account: order.memberIdLabel ?? `#${order.memberId}`,
          amount: `${formatAmount(second ? order.creditedAmount : values.action === 'approve' && values.amount ? values.amount.trim() : order.requestedAmount, scale)} ${order.currency}`,
        })
      }
      summary={
        <>
          <Descriptions size="small" column={2} items={facts} />
          <RechargeChannelFindings checks={checks} currency={order.currency} scale={scale} />
          {second && (
            <Alert
              data-testid="recharge-second-review-note"
              type={firstIsMe ? 'error' : 'warning'}
              showIcon
              style={{ marginTop: 12 }}
              title={
                firstIsMe
                  ? t('message.finance.recharge.firstApprovedByYou')
                  : t('message.finance.recharge.secondReviewNote', {
                      name: order.firstReviewerIdLabel ?? `#${order.firstReviewerId ?? '-'}`,
                      at: order.firstReviewedAt ? formatDateTime(order.firstReviewedAt) : '-',
                    })
              }
            />
          )}
        </>
      }
      approveFields={
        second ? undefined : (
          <Form.Item
            name="amount"
            label={t('message.finance.field.creditedAmount')}
            initialValue={order.requestedAmount}
            extra={
              <>
                <RechargeChannelFee checks={checks} currency={order.currency} scale={scale} />
                {t('message.finance.recharge.creditedHint')}
                <br />
                {t('message.finance.recharge.dualApprovalHint')}
              </>
            }
            rules={amountRules(t, { code: order.currency, scale })}
          >
            <Input inputMode="decimal" suffix={order.currency} />
          </Form.Item>
        )
      }
      remarkRequiredWhen={second ? undefined : amountChanged}
      onSubmit={submit}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
