import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queueConsumerResource, queueEventResource, type QueueTopicStats } from '@ledgerdesk/shared/resources/infra/queue';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { fetchQueueStats } from '../../api';
import '../../locales';

const k = (key: string) => `message.infra.queue.${key}`;

function useAge() {
  const { t } = useTranslation();
  return (seconds: number | null) => {
    if (seconds === null) return t(k('noLag'));
    if (seconds < 120) return t(k('seconds'), { n: seconds });
    if (seconds < 7200) return t(k('minutes'), { n: Math.floor(seconds / 60) });
    return t(k('hours'), { n: Math.floor(seconds / 3600) });
  };
}

/** Per topic: counts by status, lag and throughput (refreshed every 10 s). */
function TopicSummary() {
  const { t } = useTranslation();
  const age = useAge();
  const stats = useQuery({ queryKey: ['infra', 'queue', 'stats'], queryFn: fetchQueueStats, refetchInterval: 10_000 });
  const count = (colour: string) => (n: number) => (n > 0 ? <Tag color={colour}>{n}</Tag> : <Typography.Text type="secondary">0</Typography.Text>);
  return (
    <Card
      size="small"
      title={t(k('summary'))}
      extra={<Button size="small" icon={<ReloadOutlined />} onClick={() => void stats.refetch()} aria-label={t(k('refresh'))} />}
      data-testid="queue-summary"
    >
      <Table<QueueTopicStats>
        size="small"
        rowKey="topic"
        pagination={false}
        loading={stats.isLoading}
        dataSource={stats.data?.topics ?? []}
        locale={{ emptyText: t(k('empty')) }}
        columns={[
          { key: 'topic', title: t(k('topic')), dataIndex: 'topic', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { key: 'pending', title: t(k('pending')), dataIndex: 'pending', render: count('processing') },
          { key: 'failed', title: t(k('failed')), dataIndex: 'failed', render: count('warning') },
          { key: 'dead', title: t(k('dead')), dataIndex: 'dead', render: count('error') },
          { key: 'delivered', title: t(k('delivered')), dataIndex: 'delivered' },
          { key: 'lag', title: t(k('lag')), dataIndex: 'lagSeconds', render: (v: number | null) => (v !== null && v > 300 ? <Typography.Text type="danger">{age(v)}</Typography.Text> : age(v)) },
          {
            key: 'throughput',
            title: t(k('throughput')),
            render: (_: unknown, row) => `${row.deliveredLastHour} (${t(k('perMinute'), { n: row.perMinute })})`,
          },
        ]}
      />
    </Card>
  );
}

/**
 * The message queue (catalogue §11): the topics' summary, the events (newest first; filters topic,
 * status, key; detail with the masked payload; retry a DEAD or FAILED event; purge delivered ones)
 * and the consumer groups (pause, resume). Nothing here edits a payload.
 */
export default function MessageQueuePage() {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <TopicSummary />
      <ResourcePage definition={queueConsumerResource} testId="queue-consumer-list" />
      <ResourcePage definition={queueEventResource} testId="queue-event-list" />
    </Space>
  );
}
