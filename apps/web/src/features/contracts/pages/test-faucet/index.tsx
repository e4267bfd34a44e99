import { testFaucetResource } from '@ledgerdesk/shared/resources/contracts/test-faucet';
import { ResourcePage } from '@/components/resource/ResourcePage';

/** Test-asset grants (TEST_FAUCET): refused for anyone who is not an active test member. */
export default function TestFaucetPage() {
  return <ResourcePage definition={testFaucetResource} testId="contract-test-faucet-list" />;
}
