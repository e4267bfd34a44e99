import { payoutQueueResource } from '@ledgerdesk/shared/resources/finance/payout-queue';
import { ResourcePage } from '@/components/resource/ResourcePage';
import type { RowOf } from '@ledgerdesk/shared';
import { useAmountCells } from '../../components/amountCells';
import { PayoutPanel } from '../../payout/PayoutPanel';

type QueueRow = RowOf<typeof payoutQueueResource>;
const AMOUNTS = ['netAmount'] as const;

/** Withdrawals PAYING for more than 30 minutes, oldest first: retry or reconcile from the detail. */
export default function PayoutQueuePage() {
  const amounts = useAmountCells<QueueRow>(AMOUNTS);
  return (
    <ResourcePage<QueueRow>
      definition={payoutQueueResource}
      cells={amounts}
      detailCells={amounts}
      detailExtra={(row) => <PayoutPanel withdrawId={row.id} netAmount={row.netAmount} currency={row.currency} address={row.address} />}
      testId="payout-queue"
    />
  );
}
