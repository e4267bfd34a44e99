import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreatedRangeFilter, DictFilter, TextFilter } from '@/components/listPage/FilterFields';
import { CurrencySelect } from './CurrencySelect';

/** The filters recharge and withdrawal lists share; only the status dictionary differs. */
export function OrderFilterFields({ statusDict }: { statusDict: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextFilter name="orderNo" label={t('message.finance.field.orderNo')} />
      <MemberFilterFields />
      <DictFilter name="status" label={t('message.finance.field.status')} dictType={statusDict} />
      <CurrencyFilter />
      <CreatedRangeFilter label={t('message.finance.field.createdAt')} />
    </>
  );
}

/** Member ID and account: either narrows the list to one member. */
export function MemberFilterFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextFilter name="memberId" label={t('message.finance.field.memberId')} />
      <TextFilter name="memberAccount" label={t('message.finance.field.memberAccount')} />
    </>
  );
}

export function CurrencyFilter() {
  const { t } = useTranslation();
  return (
    <Form.Item name="currency" label={t('message.finance.field.currency')}>
      <CurrencySelect allowClear placeholder={t('message.common.all')} style={{ width: 140 }} />
    </Form.Item>
  );
}

/** Lists that an address may preset (the home to-do, the pending alerts, a member's detail). */
export const ORDER_URL_FILTERS = ['status', 'memberId', 'memberAccount', 'orderNo', 'currency'] as const;
