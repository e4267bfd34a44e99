import { App } from 'antd';
import type { Label } from '@ledgerdesk/shared';
import { ActionFormDialog } from './ActionFormDialog';
import type { ActionDialogProps } from './actionTypes';
import type { ResourceRow } from './resourceApi';
import { useLabel } from './useLabel';

const FILED: Label = {
  'zh-cn': '已提交复核（申请 #{{id}}），另一位操作员在“审批”页批准后生效。',
  en: 'Filed for a second operator (request #{{id}}); it takes effect once approved on the Approvals page.',
  'zh-tw': '已提交覆核（申請 #{{id}}），另一位操作員在「審批」頁批准後生效。',
};

/** What a four-eyes action answers when it was filed instead of applied. */
export interface FiledAnswer {
  approvalId?: number;
  applied?: boolean;
}

/**
 * The generic action dialog (its Idempotency-Key included) for an action that may be filed for a
 * second operator instead of applied: when the answer names an approval request, the operator is
 * told so, and where it waits, rather than only "done". `onAnswer` hands the answer to a page
 * that continues from it (a batch's progress).
 */
export function ApprovalFiledDialog<Row extends ResourceRow>(props: ActionDialogProps<Row> & { onAnswer?: (answer: unknown) => void }) {
  const { onAnswer, ...dialog } = props;
  const { message } = App.useApp();
  const label = useLabel();
  const run = async (input: Record<string, unknown>) => {
    const answer = (await dialog.run(input)) as FiledAnswer | null;
    if (answer && typeof answer.approvalId === 'number' && answer.applied !== true) {
      void message.info(label(FILED).replace('{{id}}', String(answer.approvalId)), 6);
    }
    onAnswer?.(answer);
    return answer;
  };
  return <ActionFormDialog {...(dialog as unknown as ActionDialogProps)} run={run} />;
}
