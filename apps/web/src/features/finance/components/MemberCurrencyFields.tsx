import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from '@/components/people/MemberPicker';
import { CurrencySelect } from './CurrencySelect';

/** Whose money and in which currency: the first two fields of a new recharge or withdrawal. */
export function MemberCurrencyFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="memberId" label={t('message.finance.field.member')} rules={[{ required: true, message: t('message.finance.memberRequired') }]}>
        <MemberPicker aria-label={t('message.finance.field.member')} />
      </Form.Item>
      <Form.Item name="currency" label={t('message.finance.field.currency')} rules={[{ required: true, message: t('message.finance.currencyRequired') }]}>
        <CurrencySelect />
      </Form.Item>
    </>
  );
}
