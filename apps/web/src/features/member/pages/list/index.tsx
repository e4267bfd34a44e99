import type { RowOf, Wallet } from '@ledgerdesk/shared';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { MemberDetailTabs } from '../../components/MemberDetailTabs';

type MemberRow = RowOf<typeof memberResource> & { wallets?: Wallet[] };

/** Members: find one, see wallets and history; freeze, disable or restore with a reason (the definition's actions). */
export default function MemberListPage() {
  return (
    <ResourcePage<MemberRow>
      definition={memberResource}
      detailExtra={(member) => <MemberDetailTabs memberId={member.id} wallets={member.wallets ?? []} />}
      testId="member-list"
    />
  );
}
