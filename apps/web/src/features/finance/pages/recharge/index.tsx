import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import { useAmountCells } from '../../components/amountCells';
import type { RechargeRow } from '../../components/financeRows';
import { RechargeFormDialog } from '../../components/RechargeFormDialog';
import { RechargeReviewDialog } from '../../components/RechargeReviewDialog';

const AMOUNTS = ['requestedAmount', 'creditedAmount', 'frozenAmount'] as const;

/**
 * Recharge orders: find, review, enter on a member's behalf, correct or cancel while pending, export;
 * a black-listed sender's frozen credit is released (four-eyes, the dialog says it was filed) or held.
 */
export default function RechargeListPage() {
  const cells = useAmountCells<RechargeRow>(AMOUNTS);
  return (
    <ResourcePage<RechargeRow>
      definition={rechargeResource}
      cells={cells}
      actionDialogs={{ add: RechargeFormDialog, edit: RechargeFormDialog, review: RechargeReviewDialog, release: ApprovalFiledDialog }}
      testId="recharge-list"
    />
  );
}
