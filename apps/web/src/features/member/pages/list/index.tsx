import type { RowOf, Wallet } from '@ledgerdesk/shared';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { AssignOperatorDialog } from '../../components/AssignOperatorDialog';
import { MemberDetailTabs } from '../../components/MemberDetailTabs';
import { MemberStatusDialog } from '../../components/MemberStatusDialog';

type MemberRow = RowOf<typeof memberResource> & { wallets?: Wallet[] };

/** Each member, or the selected ones, assigned to an operator through the same picker; status changes confirmed by account. */
const dialogs = {
  assignOperator: AssignOperatorDialog,
  assignOperators: AssignOperatorDialog,
  freeze: MemberStatusDialog,
  disable: MemberStatusDialog,
  restore: MemberStatusDialog,
};

/**
 * Members: find one (by its operator too), see wallets and history; freeze, disable or restore
 * with a reason, and assign members to operators one at a time or selected in bulk (the
 * definition's actions).
 */
export default function MemberListPage() {
  return (
    <ResourcePage<MemberRow>
      definition={memberResource}
      actionDialogs={dialogs}
      detailExtra={(member) => <MemberDetailTabs memberId={member.id} wallets={member.wallets ?? []} />}
      testId="member-list"
    />
  );
}
