import { useTranslation } from 'react-i18next';
import type { Member } from '@ledgerdesk/shared';
import type { RecordDialogProps } from '@/components/review/FormDialog';
import { ReasonDialog } from '@/components/review/ReasonDialog';
import { changeMemberStatus } from '../api';
import { TARGET_STATUS, type StatusAction } from './statusActions';

/** Freeze, disable or restore a member, confirmed with the reason it is recorded under. Balances never change. */
export function MemberStatusDialog({ target, onClose, onSettled }: RecordDialogProps<{ member: Member; action: StatusAction }>) {
  const { t } = useTranslation();
  if (!target) return null;
  const { member, action } = target;
  return (
    <ReasonDialog
      open
      title={t(`message.member.status.${action}Title`, { account: member.account })}
      description={t(`message.member.status.${action}Effect`)}
      danger={action !== 'restore'}
      okText={t(`message.member.status.${action}`)}
      onSubmit={(values) => changeMemberStatus({ id: member.id, status: TARGET_STATUS[action], reason: values.reason }).finally(onSettled)}
      onClose={onClose}
    />
  );
}
