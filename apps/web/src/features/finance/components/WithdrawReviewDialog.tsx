import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountText } from '@/components/format/AmountText';
import { formatAmount } from '@/components/format/formatAmount';
import { formatDateTime } from '@/components/format/formatDateTime';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { ReviewDialog } from '@/components/review/ReviewDialog';
import { rightsOf, type WithdrawRow } from './financeRows';
import { useCurrencies } from './useCurrencies';

/** The withdrawal's review action, first or second: approving a large one needs two different operators. */
export function WithdrawReviewDialog({ rows, run, onDone, onClose }: ActionDialogProps<WithdrawRow>) {
  const { t } = useTranslation();
  const order = rows[0]!;
  const scale = useCurrencies().scaleOf(order.currency);
  const second = order.status === 'PENDING_SECOND_REVIEW';
  return (
    <ReviewDialog
      open
      title={t(second ? 'message.finance.withdraw.secondReviewTitle' : 'message.finance.withdraw.reviewTitle', { orderNo: order.orderNo })}
      createdBy={order.createdBy}
      createdByName={order.createdByLabel}
      rights={rightsOf(order)}
      confirmText={(values) =>
        t(values.action === 'reject' ? 'message.finance.withdraw.confirmReject' : 'message.finance.withdraw.confirmApprove', {
          orderNo: order.orderNo,
          account: order.memberIdLabel ?? `#${order.memberId}`,
          amount: `${formatAmount(order.amount, scale)} ${order.currency}`,
        })
      }
      summary={
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'member', label: t('message.finance.field.member'), children: `${order.memberIdLabel ?? ''} #${order.memberId}` },
              { key: 'amount', label: t('message.finance.field.amount'), children: <AmountText value={order.amount} currency={order.currency} scale={scale} strong /> },
              { key: 'fee', label: t('message.finance.field.fee'), children: <AmountText value={order.fee} scale={scale} /> },
              { key: 'net', label: t('message.finance.field.netAmount'), children: <AmountText value={order.netAmount} scale={scale} /> },
              { key: 'address', label: t('message.finance.field.address'), span: 2, children: order.address },
              { key: 'createdAt', label: t('message.finance.field.createdAt'), children: formatDateTime(order.createdAt) },
            ]}
          />
          {(order.needsSecondReview || second) && (
            <Alert
              type="warning"
              showIcon
              title={
                second
                  ? t('message.finance.withdraw.secondReviewNote', { name: order.firstReviewerIdLabel ?? `#${order.firstReviewerId ?? '-'}` })
                  : t('message.finance.withdraw.dualApprovalNote')
              }
            />
          )}
        </>
      }
      onSubmit={(values) => run({ action: values.action, remark: values.remark })}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
