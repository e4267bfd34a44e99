import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/components/dict/DictTag';
import type { WithdrawRow } from './financeRows';

/** A withdrawal's state, marked when it will need a second, different approver. */
export function WithdrawStatusCell({ order }: { order: Pick<WithdrawRow, 'status' | 'needsSecondReview'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <DictTag dictType="withdraw_status" value={order.status} />
      {order.needsSecondReview && order.status === 'PENDING_REVIEW' && <Tag color="gold">{t('message.finance.withdraw.dualApproval')}</Tag>}
    </Space>
  );
}
