import { termChangeResource } from '@ledgerdesk/shared/resources/contracts/term-change';
import { ResourcePage } from '@/components/resource/ResourcePage';

/** Approved changes of published terms and when each takes effect. */
export default function TermChangePage() {
  return <ResourcePage definition={termChangeResource} testId="contract-term-change-list" />;
}
