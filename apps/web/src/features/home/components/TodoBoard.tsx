import { Alert, Col, Flex, Row, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REVIEW_QUEUE_PATHS } from '@ledgerdesk/shared/resources/finance/review-queues';
import { fetchTodoSummary } from '../api';
import { PendingCard } from './PendingCard';
import { TodayTotals } from './TodayTotals';

/** Refreshed as often as the pending alerts poll, so the board and the alerts agree. */
const REFRESH_MS = 10_000;

/** The operator's to-do: what waits for review, the oldest of each kind, today's totals. */
export function TodoBoard() {
  const { t } = useTranslation();
  const summary = useQuery({ queryKey: ['todoSummary'], queryFn: fetchTodoSummary, refetchInterval: REFRESH_MS });
  if (summary.isLoading) return <Skeleton active />;
  if (!summary.data) return <Alert type="warning" showIcon title={t('message.home.todo.loadFailed')} />;
  const data = summary.data;
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]} data-testid="home-todo">
        <Col xs={24} md={8}>
          <PendingCard title={t('message.home.todo.recharge')} count={data.systemRechargeCount} oldest={data.oldest.recharge} reviewPath={REVIEW_QUEUE_PATHS.recharge} testId="todo-recharge" />
        </Col>
        <Col xs={24} md={8}>
          <PendingCard title={t('message.home.todo.withdraw')} count={data.withdrawCount} oldest={data.oldest.withdraw} reviewPath={REVIEW_QUEUE_PATHS.withdraw} testId="todo-withdraw" />
        </Col>
        <Col xs={24} md={8}>
          <PendingCard title={t('message.home.todo.realName')} count={data.realNameAuthCount} oldest={data.oldest.realNameAuth} reviewPath={REVIEW_QUEUE_PATHS.realName} testId="todo-realname" />
        </Col>
      </Row>
      <TodayTotals summary={data} />
    </Flex>
  );
}
