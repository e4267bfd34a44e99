import { Card, Statistic, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OldestWaiting } from '@ledgerdesk/shared';
import { waitingTime } from './waitingTime';

interface PendingCardProps {
  title: string;
  count: number;
  oldest: OldestWaiting | null;
  /** The review list filtered to every state the count counts. */
  reviewPath: string;
  testId: string;
}

/** One kind of pending work: how many wait, and how long the oldest has waited. Clicking opens its review list. */
export function PendingCard({ title, count, oldest, reviewPath, testId }: PendingCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card hoverable onClick={() => navigate(reviewPath)} data-testid={testId} style={{ height: '100%' }}>
      <Statistic title={title} value={count} styles={{ content: { color: count > 0 ? '#fa8c16' : undefined } }} />
      <Typography.Text type="secondary">
        <ClockCircleOutlined />{' '}
        {oldest
          ? t('message.home.todo.oldest', { ref: oldest.ref, waited: waitingTime(oldest.waitingSeconds, t) })
          : t('message.home.todo.nothingWaiting')}
      </Typography.Text>
    </Card>
  );
}
