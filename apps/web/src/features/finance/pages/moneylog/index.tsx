import { useMemo } from 'react';
import type { RowOf } from '@ledgerdesk/shared';
import { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useAmountCells } from '../../components/amountCells';
import { OrderNoCell } from '../../components/OrderNoCell';

type MoneyLogRow = RowOf<typeof moneyLogResource>;

const AMOUNTS = ['before', 'change', 'after'] as const;
const SIGNED = ['change'] as const;

/** The append-only money log: every balance change with before, change (signed) and after, and the order it came from. */
export default function MoneyLogPage() {
  const amounts = useAmountCells<MoneyLogRow>(AMOUNTS, SIGNED);
  const cells = useMemo(() => ({ ...amounts, refNo: (_: unknown, entry: MoneyLogRow) => <OrderNoCell entry={entry} /> }), [amounts]);
  return <ResourcePage<MoneyLogRow> definition={moneyLogResource} cells={cells} detailCells={amounts} testId="moneylog-list" />;
}
