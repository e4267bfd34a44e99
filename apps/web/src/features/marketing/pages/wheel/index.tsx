import { wheelResource } from '@ledgerdesk/shared/resources/marketing/wheel';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { BatchResultDialog } from '../../components/BatchResultDialog';
import { WheelOdds } from '../../components/WheelOdds';

/** Prize wheels: create (prizes and odds), publish with a second operator, pause/resume, end (reveals the seed), grant chances; the detail shows the odds chart. */
export default function WheelPage() {
  return (
    <ResourcePage
      definition={wheelResource}
      actionDialogs={{ publish: ApprovalFiledDialog, grantChances: BatchResultDialog }}
      detailExtra={(row) => <WheelOdds wheelId={row.id} />}
      testId="wheel-list"
    />
  );
}
