import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RechargeOrder } from '@ledgerdesk/shared';
import { sameAmount } from '@/components/format/formatAmount';
import { FormDialog } from '@/components/review/FormDialog';
import { addRecharge, editRecharge } from '../api';
import { amountRules } from './amountRules';
import { CurrencySelect } from './CurrencySelect';

interface RechargeFormValues {
  memberId?: string;
  currency?: string;
  amount: string;
  channel?: string;
  paymentRef?: string;
  remark?: string;
}

interface RechargeFormDialogProps {
  /** 'add' enters a new order; an order edits that (still pending) order. */
  target: 'add' | RechargeOrder | null;
  onClose: () => void;
  onSettled: () => void;
}

/**
 * Enters a recharge on a member's behalf (it waits PENDING for another operator's review; it never
 * credits) or corrects a pending one. An edit sends the version it read, so a stale edit is refused.
 */
export function RechargeFormDialog({ target, onClose, onSettled }: RechargeFormDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (!target) return null;
  const editing = target === 'add' ? null : target;

  const submit = (values: RechargeFormValues) => {
    const call = editing
      ? editRecharge({
          id: editing.id,
          version: editing.version,
          amount: sameAmount(values.amount, editing.requestedAmount) ? undefined : values.amount.trim(),
          channel: values.channel,
          paymentRef: values.paymentRef,
          remark: values.remark,
        })
      : addRecharge({
          memberId: Number(values.memberId),
          currency: values.currency ?? '',
          amount: values.amount.trim(),
          channel: values.channel || undefined,
          paymentRef: values.paymentRef,
          remark: values.remark,
        });
    return call.then(() => void message.success(t('message.common.saved'))).finally(onSettled);
  };

  return (
    <FormDialog<RechargeFormValues>
      open
      title={editing ? t('message.finance.recharge.editTitle', { orderNo: editing.orderNo }) : t('message.finance.recharge.addTitle')}
      initialValues={
        editing
          ? { amount: editing.requestedAmount, channel: editing.channel, paymentRef: editing.paymentRef, remark: editing.remark }
          : { channel: 'MANUAL' }
      }
      onSubmit={submit}
      onClose={onClose}
      testId="recharge-form"
    >
      {!editing && (
        <>
          <Form.Item name="memberId" label={t('message.finance.field.memberId')} rules={[{ required: true, pattern: /^\d+$/, message: t('message.finance.memberIdRequired') }]}>
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item name="currency" label={t('message.finance.field.currency')} rules={[{ required: true, message: t('message.finance.currencyRequired') }]}>
            <CurrencySelect />
          </Form.Item>
        </>
      )}
      <Form.Item name="amount" label={t('message.finance.field.requestedAmount')} rules={amountRules(t)}>
        <Input inputMode="decimal" suffix={editing?.currency} />
      </Form.Item>
      <Form.Item name="channel" label={t('message.finance.field.channel')} rules={[{ max: 32 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="paymentRef" label={t('message.finance.field.paymentRef')} rules={[{ max: 128 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="remark" label={t('message.finance.field.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      {!editing && <Typography.Paragraph type="secondary">{t('message.finance.recharge.addHint')}</Typography.Paragraph>}
    </FormDialog>
  );
}
