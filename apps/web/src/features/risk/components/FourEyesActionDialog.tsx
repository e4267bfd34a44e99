import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionFormDialog } from '@/components/resource/ActionFormDialog';
import type { ActionDialogProps } from '@/components/resource/actionTypes';

/**
 * The generic dialog of disable/remove, saying so when the server filed the change for a second
 * operator (a compliance entry) instead of making it.
 */
export function FourEyesActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const run = async (input: Record<string, unknown>) => {
    const answer = (await props.run(input)) as { pending?: boolean; approvalId?: number } | null;
    if (answer?.pending) void message.info(t('message.risk.pendingApproval', { id: answer.approvalId }), 6);
    return answer;
  };
  return <ActionFormDialog {...props} run={run} />;
}
