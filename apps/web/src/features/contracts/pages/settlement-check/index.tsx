import { settlementCheckResource } from '@ledgerdesk/shared/resources/contracts/settlement-check';
import { ResourcePage } from '@/components/resource/ResourcePage';

/** The nightly verification's runs: hash chains and every settled order against its samples. */
export default function SettlementCheckPage() {
  return <ResourcePage definition={settlementCheckResource} testId="contract-settlement-check-list" />;
}
