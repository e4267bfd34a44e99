import { TRIAL_BATCH_PATH } from '@ledgerdesk/shared/resources/member/trial-grant';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { BatchDialog } from '@/components/resource/BatchDialog';
import type { ResourceRow } from '@/components/resource/resourceApi';

/** The batch form (one Idempotency-Key per opening); once the batch is stored, its progress. */
export function BatchGrantDialog<Row extends ResourceRow>(props: ActionDialogProps<Row>) {
  return <BatchDialog {...props} progressPath={TRIAL_BATCH_PATH} />;
}
