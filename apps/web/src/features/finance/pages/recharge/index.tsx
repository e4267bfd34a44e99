import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useAmountCells } from '../../components/amountCells';
import type { RechargeRow } from '../../components/financeRows';
import { RechargeFormDialog } from '../../components/RechargeFormDialog';
import { RechargeReviewDialog } from '../../components/RechargeReviewDialog';

const AMOUNTS = ['requestedAmount', 'creditedAmount'] as const;

/** Recharge orders: find, review, enter on a member's behalf, correct or cancel while pending, export. */
export default function RechargeListPage() {
  const cells = useAmountCells<RechargeRow>(AMOUNTS);
  return (
    <ResourcePage<RechargeRow>
      definition={rechargeResource}
      cells={cells}
      actionDialogs={{ add: RechargeFormDialog, edit: RechargeFormDialog, review: RechargeReviewDialog }}
      testId="recharge-list"
    />
  );
}
