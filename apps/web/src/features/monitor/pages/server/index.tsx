import { useMemo } from 'react';
import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay } from '@/components/format/formatDateTime';
import { trendOption } from '../../components/server/chartOptions';
import { DetailCards } from '../../components/server/DetailCards';
import { DiskTable } from '../../components/server/DiskTable';
import { MonitorChart } from '../../components/server/MonitorChart';
import { UsageGauges } from '../../components/server/UsageGauges';
import { useServerMonitor } from '../../components/server/useServerMonitor';
import '../../locales/server';

/**
 * The server monitor: usage gauges, a five-minute trend, host / runtime / database / job cards and
 * the disks, refreshed every 5 s while the tab is visible.
 */
export default function ServerMonitorPage() {
  const { t } = useTranslation();
  const { query, trend } = useServerMonitor();
  const names = useMemo(
    () => ({ cpu: t('message.serverMonitor.cpuUsage'), memory: t('message.serverMonitor.memoryUsage'), loop: t('message.serverMonitor.loopDelay') }),
    [t],
  );
  const trendChart = useMemo(() => trendOption(trend, names), [trend, names]);

  if (query.isPending) return <Skeleton active />;
  if (!query.data) return <Alert type="error" showIcon title={t('message.serverMonitor.loadFailed')} />;
  const data = query.data;
  return (
    <Flex vertical gap={16} data-testid="server-monitor">
      <Typography.Text type="secondary" data-testid="monitor-sampled-at">
        {t('message.serverMonitor.sampledAt', { time: formatTimeOfDay(data.sampledAt) })}
      </Typography.Text>
      <UsageGauges data={data} />
      <Card size="small" title={t('message.serverMonitor.trend')}>
        <MonitorChart option={trendChart} height={260} testId="monitor-trend" />
      </Card>
      <DetailCards data={data} />
      <DiskTable disks={data.disks} />
    </Flex>
  );
}
