import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { FINANCE_ENDPOINTS, PERMISSIONS, type MoneyLogEntry } from '@ledgerdesk/shared';
import { usePermission } from '@/components/auth/usePermission';
import { ExportButton } from '@/components/export/ExportButton';
import { amountColumn, dictColumn, memberColumn, timeColumn } from '@/components/listPage/columns';
import { CreatedRangeFilter, DictFilter, TextFilter } from '@/components/listPage/FilterFields';
import { ListPage } from '@/components/listPage/ListPage';
import { listMoneyLogs } from '../../api';
import { CurrencyFilter, MemberFilterFields } from '../../components/OrderFilterFields';

const URL_FILTERS = ['memberId', 'memberAccount', 'currency', 'type', 'orderNo'] as const;

/** The append-only money log: every balance change with before, change and after, and its order. */
export default function MoneyLogPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const f = (key: string) => t(`message.finance.field.${key}`);

  const columns: TableColumnsType<MoneyLogEntry> = [
    timeColumn(f('createdAt'), 'createdAt'),
    memberColumn(f('member')),
    { title: f('currency'), dataIndex: 'currency', width: 90 },
    dictColumn(f('type'), 'type', 'money_log_type', 140),
    dictColumn(f('balanceKind'), 'balanceKind', 'balance_kind', 110),
    amountColumn(f('before'), 'before'),
    amountColumn(f('change'), 'change', { signed: true }),
    amountColumn(f('after'), 'after'),
    { title: f('refNo'), dataIndex: 'refNo', width: 240, render: (no: string) => <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>{no}</Typography.Text> },
    { title: f('operator'), dataIndex: 'operatorId', width: 100, render: (id: number | null) => (id === null ? '-' : `#${id}`) },
    { title: f('remark'), dataIndex: 'remark', width: 200, ellipsis: true },
  ];

  return (
    <ListPage<MoneyLogEntry>
      queryKey="moneyLogList"
      fetchPage={listMoneyLogs}
      title={t('message.router.financeMoneyLog')}
      filterFields={
        <>
          <MemberFilterFields />
          <CurrencyFilter />
          <DictFilter name="type" label={f('type')} dictType="money_log_type" />
          <TextFilter name="orderNo" label={f('orderNo')} />
          <CreatedRangeFilter label={f('createdAt')} />
        </>
      }
      urlFilters={URL_FILTERS}
      columns={columns}
      scrollX={1700}
      testId="moneylog-list"
      toolbar={(filters) => has(PERMISSIONS.moneyLogExport) && <ExportButton url={FINANCE_ENDPOINTS.moneyLogExport} filters={filters} fileName="money-logs.xlsx" />}
    />
  );
}
