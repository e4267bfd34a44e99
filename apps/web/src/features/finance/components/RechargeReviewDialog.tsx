import { Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountText } from '@/components/format/AmountText';
import { sameAmount } from '@/components/format/formatAmount';
import { formatDateTime } from '@/components/format/formatDateTime';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { ReviewDialog, type ReviewValues } from '@/components/review/ReviewDialog';
import { amountRules } from './amountRules';
import type { RechargeRow } from './financeRows';

/** The recharge's review action: approve (crediting the requested amount, or a corrected one with a remark) or reject with a reason. */
export function RechargeReviewDialog({ rows, run, onDone, onClose }: ActionDialogProps<RechargeRow>) {
  const { t } = useTranslation();
  const order = rows[0]!;
  const amountChanged = (values: ReviewValues) => Boolean(values.amount && !sameAmount(values.amount, order.requestedAmount));
  const submit = (values: ReviewValues) =>
    run({
      action: values.action,
      remark: values.remark,
      amount: values.action === 'approve' && amountChanged(values) ? values.amount?.trim() : undefined,
    });

  return (
    <ReviewDialog
      open
      title={t('message.finance.recharge.reviewTitle', { orderNo: order.orderNo })}
      createdBy={order.createdBy}
      summary={
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'member', label: t('message.finance.field.member'), children: `${order.memberIdLabel ?? ''} #${order.memberId}` },
            { key: 'amount', label: t('message.finance.field.requestedAmount'), children: <AmountText value={order.requestedAmount} currency={order.currency} strong /> },
            { key: 'channel', label: t('message.finance.field.channel'), children: order.channel || '-' },
            { key: 'paymentRef', label: t('message.finance.field.paymentRef'), children: order.paymentRef || '-' },
            { key: 'createdAt', label: t('message.finance.field.createdAt'), children: formatDateTime(order.createdAt) },
            { key: 'remark', label: t('message.finance.field.remark'), children: order.remark || '-' },
          ]}
        />
      }
      approveFields={
        <Form.Item
          name="amount"
          label={t('message.finance.field.creditedAmount')}
          initialValue={order.requestedAmount}
          extra={t('message.finance.recharge.creditedHint')}
          rules={amountRules(t)}
        >
          <Input inputMode="decimal" suffix={order.currency} />
        </Form.Item>
      }
      remarkRequiredWhen={amountChanged}
      onSubmit={submit}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
