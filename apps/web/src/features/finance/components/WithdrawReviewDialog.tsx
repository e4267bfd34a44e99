import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WithdrawOrder } from '@ledgerdesk/shared';
import { AmountText } from '@/components/format/AmountText';
import { formatDateTime } from '@/components/format/formatDateTime';
import type { RecordDialogProps } from '@/components/review/FormDialog';
import { ReviewDialog, type ReviewValues } from '@/components/review/ReviewDialog';
import { reviewWithdrawal } from '../api';

/** First or second review of a withdrawal; approving large ones needs two different operators. */
export function WithdrawReviewDialog({ target: order, onClose, onSettled }: RecordDialogProps<WithdrawOrder>) {
  const { t } = useTranslation();
  if (!order) return null;
  const submit = (values: ReviewValues) => reviewWithdrawal({ id: order.id, action: values.action, remark: values.remark }).finally(onSettled);
  const second = order.status === 'PENDING_SECOND_REVIEW';
  return (
    <ReviewDialog
      open
      title={t(second ? 'message.finance.withdraw.secondReviewTitle' : 'message.finance.withdraw.reviewTitle', { orderNo: order.orderNo })}
      createdBy={order.createdBy}
      summary={
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'member', label: t('message.finance.field.member'), children: `${order.memberAccount} #${order.memberId}` },
              { key: 'amount', label: t('message.finance.field.amount'), children: <AmountText value={order.amount} currency={order.currency} strong /> },
              { key: 'fee', label: t('message.finance.field.fee'), children: <AmountText value={order.fee} /> },
              { key: 'net', label: t('message.finance.field.netAmount'), children: <AmountText value={order.netAmount} /> },
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
                  ? t('message.finance.withdraw.secondReviewNote', { id: order.firstReviewerId ?? '-' })
                  : t('message.finance.withdraw.dualApprovalNote')
              }
            />
          )}
        </>
      }
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
