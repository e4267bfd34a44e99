import { Card, Col, Empty, Row, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrencyTotal, TodoSummary } from '@ledgerdesk/shared';
import { AmountText } from '@/components/format/AmountText';
import { formatDateTime } from '@/components/format/formatDateTime';

function TotalsTable({ rows }: { rows: CurrencyTotal[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('message.home.todo.noMovement')} />;
  return (
    <Table<CurrencyTotal>
      rowKey="currency"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: t('message.home.todo.currency'), dataIndex: 'currency', width: 100 },
        { title: t('message.home.todo.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => <AmountText value={v} strong /> },
        { title: t('message.home.todo.count'), dataIndex: 'count', align: 'right', width: 90 },
      ]}
    />
  );
}

/** Today's approved recharges and completed withdrawals per currency (the server's UTC day). */
export function TodayTotals({ summary }: { summary: TodoSummary }) {
  const { t } = useTranslation();
  return (
    <Card title={t('message.home.todo.todayTitle')} extra={t('message.home.todo.since', { time: formatDateTime(summary.dayStart) })}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card type="inner" size="small" title={t('message.home.todo.recharged')}>
            <TotalsTable rows={summary.today.recharged} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card type="inner" size="small" title={t('message.home.todo.withdrawn')}>
            <TotalsTable rows={summary.today.withdrawn} />
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
