import { Typography } from 'antd';
import { withdrawResource } from '@ledgerdesk/shared/resources/finance/withdraw';
import { ResourcePage } from '@/components/resource/ResourcePage';
import type { WithdrawRow } from '../../components/financeRows';
import { PayoutDialog } from '../../components/PayoutDialog';
import { WithdrawReviewDialog } from '../../components/WithdrawReviewDialog';
import { WithdrawStatusCell } from '../../components/WithdrawStatusCell';

/** Withdrawal orders: review (twice for large amounts), pay out, export. */
export default function WithdrawListPage() {
  return (
    <ResourcePage<WithdrawRow>
      definition={withdrawResource}
      cells={{
        status: (_, order) => <WithdrawStatusCell order={order} />,
        address: (_, order) => <Typography.Text copyable={{ text: order.address }} ellipsis style={{ maxWidth: 160 }}>{order.address}</Typography.Text>,
      }}
      actionDialogs={{ review: WithdrawReviewDialog, payout: PayoutDialog }}
      testId="withdraw-list"
    />
  );
}
