import type { RowOf } from '@ledgerdesk/shared';
import { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useAmountCells } from '../../components/amountCells';
import { OrderNoCell } from '../../components/OrderNoCell';

type MoneyLogRow = RowOf<typeof moneyLogResource>;

const AMOUNTS = ['before', 'change', 'after'] as const;

/** The append-only money log: every balance change with before, change (signed) and after, and the order it came from. */
export default function MoneyLogPage() {
  const amounts = useAmountCells<MoneyLogRow>(AMOUNTS, ['change']);
  return <ResourcePage<MoneyLogRow> definition={moneyLogResource} cells={{ ...amounts, refNo: (_, entry) => <OrderNoCell entry={entry} /> }} testId="moneylog-list" />;
}
