import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { FormDialog } from '@/components/review/FormDialog';
import { AmountField } from './AmountField';
import { MemberCurrencyFields } from './MemberCurrencyFields';
import type { WithdrawRow } from './financeRows';

interface WithdrawFormValues {
  memberId?: number;
  currency?: string;
  amount: string;
  address: string;
}

/** A member's withdrawal request entered on their behalf: the member found by name, the amount in the currency's precision. */
export function WithdrawAddDialog({ run, onDone, onClose }: ActionDialogProps<WithdrawRow>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WithdrawFormValues>();
  const currency = Form.useWatch('currency', form);
  return (
    <FormDialog<WithdrawFormValues>
      open
      form={form}
      title={t('message.finance.withdraw.addTitle')}
      onSubmit={(values) => run({ memberId: values.memberId, currency: values.currency, amount: values.amount.trim(), address: values.address.trim() })}
      onDone={onDone}
      onClose={onClose}
      testId="withdraw-form"
    >
      <MemberCurrencyFields />
      <AmountField label={t('message.finance.field.amount')} currency={currency} />
      <Form.Item name="address" label={t('message.finance.field.address')} rules={[{ required: true, whitespace: true }, { max: 128 }]}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}
