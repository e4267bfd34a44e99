import type { RowOf } from '@ledgerdesk/shared';
import { AWARD_BATCH_PATH, awardGrantResource } from '@ledgerdesk/shared/resources/marketing/award-grant';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { BatchDialog } from '@/components/resource/BatchDialog';
import { ResourcePage } from '@/components/resource/ResourcePage';

type AwardRow = RowOf<typeof awardGrantResource>;

/** The batch's CSV form, then its progress and each line's result (the batch runs as a job on the server). */
function BatchAwardDialog(props: ActionDialogProps<AwardRow>) {
  return <BatchDialog<AwardRow> {...props} progressPath={AWARD_BATCH_PATH} />;
}

/** Awards: the generic list and actions, with the batch's progress. */
export default function AwardPage() {
  return <ResourcePage<AwardRow> definition={awardGrantResource} actionDialogs={{ batchGrant: BatchAwardDialog }} />;
}
