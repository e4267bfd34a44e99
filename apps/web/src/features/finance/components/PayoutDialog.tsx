import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WithdrawOrder, WithdrawPayoutRequest } from '@ledgerdesk/shared';
import { AmountText } from '@/components/format/AmountText';
import type { RecordDialogProps } from '@/components/review/FormDialog';
import { ReasonDialog } from '@/components/review/ReasonDialog';
import { payoutWithdrawal } from '../api';

export type PayoutAction = WithdrawPayoutRequest['action'];


/**
 * Start paying an approved withdrawal, then record that it completed (with the transfer's
 * reference) or failed (with the reason; the funds go back to the member's available balance).
 */
export function PayoutDialog({ target, onClose, onSettled }: RecordDialogProps<{ order: WithdrawOrder; action: PayoutAction }>) {
  const { t } = useTranslation();
  if (!target) return null;
  const { order, action } = target;
  return (
    <ReasonDialog
      open
      title={t(`message.finance.payout.${action}Title`, { orderNo: order.orderNo })}
      description={
        <span>
          {t(`message.finance.payout.${action}Confirm`)} <AmountText value={order.netAmount} currency={order.currency} strong /> → {order.address}
        </span>
      }
      reasonRequired={action === 'fail'}
      danger={action === 'fail'}
      okText={t(`message.finance.payout.${action}`)}
      extraFields={
        action === 'complete' && (
          <Form.Item name="payoutRef" label={t('message.finance.field.payoutRef')} rules={[{ max: 128 }]}>
            <Input placeholder={t('message.finance.payout.refPlaceholder')} />
          </Form.Item>
        )
      }
      onSubmit={(values) => payoutWithdrawal({ id: order.id, action, remark: values.reason, payoutRef: values.payoutRef?.trim() }).finally(onSettled)}
      onClose={onClose}
    />
  );
}
