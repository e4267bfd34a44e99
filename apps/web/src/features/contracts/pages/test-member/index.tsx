import { testMemberResource } from '@ledgerdesk/shared/resources/contracts/test-member';
import { ResourcePage } from '@/components/resource/ResourcePage';

/** Test members: the only members who see test products and receive test assets. */
export default function TestMemberPage() {
  return <ResourcePage definition={testMemberResource} testId="contract-test-member-list" />;
}
