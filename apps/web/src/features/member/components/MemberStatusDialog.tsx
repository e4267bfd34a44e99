import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '@ledgerdesk/shared';
import type { memberResource } from '@ledgerdesk/shared/resources/member/member';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { useLabel } from '@/components/resource/useLabel';
import { FormDialog } from '@/components/review/FormDialog';

type MemberRow = RowOf<typeof memberResource>;

const REASON_MAX = 500;

/**
 * Freezing, disabling or restoring a member: what the change does, the reason for the review
 * history, then a confirmation naming the account before anything is sent.
 */
export function MemberStatusDialog({ action, rows, run, onDone, onClose }: ActionDialogProps<MemberRow>) {
  const { t } = useTranslation();
  const label = useLabel();
  const { modal } = App.useApp();
  const member = rows[0]!;
  const name = label(action.label);
  return (
    <FormDialog<{ reason?: string }>
      open
      title={`${name}: ${member.account}`}
      danger={action.danger}
      okText={name}
      confirm={async () =>
        modal.confirm({
          title: t('message.member.statusConfirm', { action: name, account: member.account }),
          content: action.confirm ? label(action.confirm) : undefined,
          okText: name,
          okButtonProps: { danger: action.danger },
          cancelText: t('message.resource.cancel'),
        })
      }
      onSubmit={(values) => run({ reason: values.reason?.trim() ?? '' })}
      onDone={onDone}
      onClose={onClose}
      testId="member-status-dialog"
    >
      {action.confirm ? <Typography.Paragraph>{label(action.confirm)}</Typography.Paragraph> : null}
      <Form.Item
        name="reason"
        label={t('message.common.review.reason')}
        rules={[{ required: true, whitespace: true, message: t('message.common.review.reasonRequired') }, { max: REASON_MAX }]}
      >
        <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
