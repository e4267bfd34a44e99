import type { RowOf } from '@ledgerdesk/shared';
import { operLogResource } from '@ledgerdesk/shared/resources/monitor/oper-log';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { ParamsView } from '../../components/audit/ParamsView';
import { StatusCell } from '../../components/audit/StatusCell';

type OperLogRow = RowOf<typeof operLogResource>;

const CELLS = { statusCode: (_v: unknown, row: OperLogRow) => <StatusCell status={row.statusCode} /> };

/** The operation log: read and export only (append-only; old rows go by the retention job); the detail shows the masked parameters pretty-printed. */
export default function OperLogPage() {
  return (
    <ResourcePage<OperLogRow>
      definition={operLogResource}
      cells={CELLS}
      detailExtra={(row) => <ParamsView params={row.params} error={row.error} />}
      testId="operlog-list"
    />
  );
}
