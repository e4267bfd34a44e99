import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { ResourcePage } from '@/components/resource/ResourcePage';
import type { RechargeRow } from '../../components/financeRows';
import { RechargeFormDialog } from '../../components/RechargeFormDialog';
import { RechargeReviewDialog } from '../../components/RechargeReviewDialog';

/** Recharge orders: find, review, enter on a member's behalf, correct or cancel while pending, export. */
export default function RechargeListPage() {
  return (
    <ResourcePage<RechargeRow>
      definition={rechargeResource}
      actionDialogs={{ add: RechargeFormDialog, edit: RechargeFormDialog, review: RechargeReviewDialog }}
      testId="recharge-list"
    />
  );
}
