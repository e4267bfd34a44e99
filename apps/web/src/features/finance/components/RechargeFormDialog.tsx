import { useEffect } from 'react';
import { Form, Input, Typography } from 'antd';
import { MANUAL_RECHARGE_CHANNEL } from '@ledgerdesk/shared';
import { useTranslation } from 'react-i18next';
import { sameAmount } from '@/components/format/formatAmount';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { FormDialog } from '@/components/review/FormDialog';
import { AmountField } from './AmountField';
import { MemberCurrencyFields } from './MemberCurrencyFields';
import { RechargeChannelSelect } from './RechargeChannelSelect';
import type { RechargeRow } from './financeRows';

interface RechargeFormValues {
  memberId?: number;
  currency?: string;
  amount: string;
  channel?: string;
  paymentRef?: string;
  remark?: string;
}

/**
 * The dialog of the recharge's `add` and `edit` actions: enters a recharge on a member's behalf
 * (it waits PENDING for another operator's review; it never credits) or corrects a pending one.
 * An edit sends the version it read, so a stale edit is refused.
 */
export function RechargeFormDialog({ rows, run, onDone, onClose }: ActionDialogProps<RechargeRow>) {
  const { t } = useTranslation();
  const editing = rows[0] ?? null;
  const [form] = Form.useForm<RechargeFormValues>();
  const chosenCurrency = Form.useWatch('currency', form);
  const currency = editing?.currency ?? chosenCurrency;
  // A channel carries one currency: choosing another starts again from the manual entry.
  useEffect(() => {
    if (!editing && chosenCurrency !== undefined) form.setFieldValue('channel', MANUAL_RECHARGE_CHANNEL);
  }, [chosenCurrency, editing, form]);

  const submit = (values: RechargeFormValues) =>
    run(
      editing
        ? {
            version: editing.version,
            amount: sameAmount(values.amount, editing.requestedAmount) ? undefined : values.amount.trim(),
            channel: values.channel,
            paymentRef: values.paymentRef,
            remark: values.remark,
          }
        : {
            memberId: values.memberId,
            currency: values.currency ?? '',
            amount: values.amount.trim(),
            channel: values.channel || undefined,
            paymentRef: values.paymentRef,
            remark: values.remark,
          },
    );

  return (
    <FormDialog<RechargeFormValues>
      open
      title={editing ? t('message.finance.recharge.editTitle', { orderNo: editing.orderNo }) : t('message.finance.recharge.addTitle')}
      form={form}
      initialValues={
        editing
          ? { amount: editing.requestedAmount, channel: editing.channel, paymentRef: editing.paymentRef ?? '', remark: editing.remark ?? '' }
          : { channel: MANUAL_RECHARGE_CHANNEL }
      }
      onSubmit={submit}
      onDone={onDone}
      onClose={onClose}
      testId="recharge-form"
    >
      {!editing && <MemberCurrencyFields />}
      <AmountField label={t('message.finance.field.requestedAmount')} currency={currency} />
      <Form.Item name="channel" label={t('message.finance.field.channel')} extra={t('message.finance.recharge.channelHint')} rules={[{ required: true }]}>
        <RechargeChannelSelect currency={currency} data-testid="recharge-channel" />
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
