import type { RowOf } from '@ledgerdesk/shared';
import { trialGrantResource } from '@ledgerdesk/shared/resources/member/trial-grant';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { AmountText } from '@/components/format/AmountText';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import { BatchGrantDialog } from '../../components/trial/BatchGrantDialog';

type GrantRow = RowOf<typeof trialGrantResource>;

/** Money shown as the server keeps it (trimmed, grouped); the currency is the row's. */
const MONEY_CELLS = Object.fromEntries(['amount', 'remaining', 'realisedProfit'].map((name) => [name, (value: unknown) => <AmountText value={value === null || value === undefined ? null : String(value)} />]));

/** Trial-fund grants: grant one member or a batch (with its per-member result), revoke with four-eyes, export. */
export default function TrialGrantPage() {
  return (
    <ResourcePage<GrantRow>
      definition={trialGrantResource}
      cells={MONEY_CELLS}
      actionDialogs={{ batchGrant: BatchGrantDialog, revoke: ApprovalFiledDialog }}
      testId="trial-grant-list"
    />
  );
}
