import type { RowOf } from '@ledgerdesk/shared';
import { trialTemplateResource } from '@ledgerdesk/shared/resources/member/trial-template';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { AmountText } from '@/components/format/AmountText';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';

type TemplateRow = RowOf<typeof trialTemplateResource>;

/** Money shown as the server keeps it (trimmed, grouped); the currency is the row's. */
const MONEY_CELLS = Object.fromEntries(['amount'].map((name) => [name, (value: unknown) => <AmountText value={value === null || value === undefined ? null : String(value)} />]));

/** Trial-fund templates: drafted, activated (four-eyes), paused and ended; a live one's amount or budget changes with four-eyes. */
export default function TrialTemplatePage() {
  return (
    <ResourcePage<TemplateRow>
      definition={trialTemplateResource}
      cells={MONEY_CELLS}
      actionDialogs={{ activate: ApprovalFiledDialog, changeTerms: ApprovalFiledDialog }}
      testId="trial-template-list"
    />
  );
}
