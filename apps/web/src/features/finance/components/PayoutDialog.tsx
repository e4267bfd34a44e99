import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WithdrawPayoutRequest } from '@ledgerdesk/shared';
import { AmountText } from '@/components/format/AmountText';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { FormDialog } from '@/components/review/FormDialog';
import type { WithdrawRow } from './financeRows';

type PayoutStep = WithdrawPayoutRequest['action'];

interface PayoutValues {
  step?: PayoutStep;
  payoutRef?: string;
  remark?: string;
}

/** The payout steps each state allows: start an approved one, then record it completed or failed. */
const STEPS_FROM: Partial<Record<WithdrawRow['status'], PayoutStep[]>> = { APPROVED: ['start'], PAYING: ['complete', 'fail'] };

/**
 * The withdrawal's payout action: start paying an approved order, then record that it completed
 * (with the transfer's reference) or failed (with the reason; the funds go back to the member's
 * available balance).
 */
export function PayoutDialog({ rows, run, onDone, onClose }: ActionDialogProps<WithdrawRow>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PayoutValues>();
  const order = rows[0]!;
  const steps = STEPS_FROM[order.status] ?? [];
  const step: PayoutStep = Form.useWatch('step', form) ?? steps[0] ?? 'start';
  return (
    <FormDialog<PayoutValues>
      open
      form={form}
      title={t(`message.finance.payout.${step}Title`, { orderNo: order.orderNo })}
      initialValues={{ step: steps[0] }}
      okText={t(`message.finance.payout.${step}`)}
      danger={step === 'fail'}
      onSubmit={(values) => run({ action: step, remark: values.remark?.trim() ?? '', payoutRef: values.payoutRef?.trim() ?? '' })}
      onDone={onDone}
      onClose={onClose}
      testId="payout-dialog"
    >
      {steps.length > 1 && (
        <Form.Item name="step">
          <Radio.Group optionType="button" buttonStyle="solid" options={steps.map((s) => ({ value: s, label: t(`message.finance.payout.${s}`) }))} />
        </Form.Item>
      )}
      <div style={{ marginBottom: 16 }}>
        {t(`message.finance.payout.${step}Confirm`)} <AmountText value={order.netAmount} currency={order.currency} strong /> → {order.address}
      </div>
      {step === 'complete' && (
        <Form.Item name="payoutRef" label={t('message.finance.field.payoutRef')} rules={[{ max: 128 }]}>
          <Input placeholder={t('message.finance.payout.refPlaceholder')} />
        </Form.Item>
      )}
      <Form.Item
        name="remark"
        label={t('message.common.review.reason')}
        rules={[{ required: step === 'fail', whitespace: true, message: t('message.common.review.reasonRequired') }, { max: 500 }]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
