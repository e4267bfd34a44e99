import { useMemo } from 'react';
import { PERMISSIONS } from '@ledgerdesk/shared';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { usePermission } from '@/components/auth/usePermission';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import { useAmountCells } from '../../components/amountCells';
import type { RechargeRow } from '../../components/financeRows';
import { RechargeFormDialog } from '../../components/RechargeFormDialog';
import { RechargeReviewDialog } from '../../components/RechargeReviewDialog';
import { RechargeChannelFilter } from '../../components/RechargeChannelFilter';
import { hasRechargeVoucher, RechargeVoucher } from '@/components/image/RechargeVoucher';
import { TxRef } from '../../components/TxRef';

const AMOUNTS = ['requestedAmount', 'creditedAmount', 'frozenAmount'] as const;
// Made once: the filter form is memoised on its props. Named as the channel's column: it offers names.
const FILTER_INPUTS = { channel: { control: <RechargeChannelFilter />, label: rechargeResource.fields.channelName.label } };

/**
 * Recharge orders: find (by channel too, chosen by name), review, enter on a member's behalf,
 * correct or cancel while pending, export; a black-listed sender's frozen credit is released
 * (four-eyes, the dialog says it was filed) or held. The payment reference opens on the network's
 * explorer from the detail and the review; its payment voucher shows there to whoever may review.
 */
export default function RechargeListPage() {
  const cells = useAmountCells<RechargeRow>(AMOUNTS);
  const mayReview = usePermission().has(PERMISSIONS.rechargeReview);
  const detailCells = useMemo(() => ({ ...cells, paymentRef: (_: unknown, order: RechargeRow) => <TxRef value={order.paymentRef} template={order.explorerTemplate} /> }), [cells]);
  return (
    <ResourcePage<RechargeRow>
      definition={rechargeResource}
      cells={cells}
      detailCells={detailCells}
      detailExtra={(order) => (mayReview && hasRechargeVoucher(order) ? <RechargeVoucher orderId={order.id} heading /> : null)}
      actionDialogs={{ add: RechargeFormDialog, edit: RechargeFormDialog, review: RechargeReviewDialog, release: ApprovalFiledDialog }}
      filterInputs={FILTER_INPUTS}
      testId="recharge-list"
    />
  );
}
