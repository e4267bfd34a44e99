import { useMemo } from 'react';
import { withdrawResource } from '@ledgerdesk/shared/resources/finance/withdraw';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { TruncatedCopyable } from '@/components/format/TruncatedCopyable';
import type { WithdrawRow } from '../../components/financeRows';
import { useAmountCells } from '../../components/amountCells';
import { PayoutDialog } from '../../components/PayoutDialog';
import { WithdrawAddDialog } from '../../components/WithdrawAddDialog';
import { WithdrawReviewDialog } from '../../components/WithdrawReviewDialog';
import { WithdrawStatusCell } from '../../components/WithdrawStatusCell';
import { TxRef } from '../../components/TxRef';
import { PayoutPanel } from '../../payout/PayoutPanel';

/** Withdrawal orders: review (twice for large amounts), pay out, export; the payout's hash opens on the network's explorer from the detail. */
const AMOUNTS = ['amount', 'fee', 'netAmount'] as const;

export default function WithdrawListPage() {
  const amounts = useAmountCells<WithdrawRow>(AMOUNTS);
  const detailCells = useMemo(() => ({ ...amounts, payoutRef: (_: unknown, order: WithdrawRow) => <TxRef value={order.payoutRef} template={order.explorerTemplate} /> }), [amounts]);
  return (
    <ResourcePage<WithdrawRow>
      definition={withdrawResource}
      detailCells={detailCells}
      cells={{
        ...amounts,
        status: (_, order) => <WithdrawStatusCell order={order} />,
        address: (_, order) => <TruncatedCopyable text={order.address} maxWidth={160} />,
      }}
      actionDialogs={{ add: WithdrawAddDialog, review: WithdrawReviewDialog, payout: PayoutDialog }}
      // Third-party payout (modules/payout): the attempt timeline and its actions.
      detailExtra={(order) => <PayoutPanel withdrawId={order.id} netAmount={order.netAmount} currency={order.currency} address={order.address} />}
      testId="withdraw-list"
    />
  );
}
