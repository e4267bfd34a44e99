import { settlementAuditResource } from '@ledgerdesk/shared/resources/contracts/settlement-audit';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { AuditLookup } from '../../components/AuditLookup';
import { QuotesTable, type Quote } from '../../components/QuotesTable';

/** Settlement audit (replaces "periodic control records"): the look-up by product and time, then every recorded sample, read only. */
export default function SettlementAuditPage() {
  return (
    <>
      <AuditLookup />
      <ResourcePage definition={settlementAuditResource} detailExtra={(row) => <QuotesTable quotes={(row.quotes as Quote[]) ?? []} />} testId="contract-settlement-audit-list" />
    </>
  );
}
