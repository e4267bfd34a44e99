import { useMemo } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerMonitor } from '@ledgerdesk/shared/monitor/server-monitor';
import { formatBytes } from '@/components/uploader/formatters';
import { gaugeOption } from './chartOptions';
import { MonitorChart } from './MonitorChart';

interface Gauge {
  key: string;
  title: string;
  percent: number;
  /** Under the gauge's figure. */
  caption: string;
  /** Under the chart: what the percentage is of. */
  footer: string;
}

/** The disk people mean by "the disk": the root mount, else the largest. */
function mainDisk(disks: ServerMonitor['disks']) {
  return disks.find((d) => d.mount === '/') ?? [...disks].sort((a, b) => b.size - a.size)[0];
}

/** Four gauges where people would rather look than read: CPU, memory, the Node heap, the main disk. */
export function UsageGauges({ data }: { data: ServerMonitor }) {
  const { t } = useTranslation();
  const gauges = useMemo<Gauge[]>(() => {
    const disk = mainDisk(data.disks);
    const heap = data.runtime.heapTotal > 0 ? (data.runtime.heapUsed / data.runtime.heapTotal) * 100 : 0;
    const list: Gauge[] = [
      { key: 'cpu', title: t('message.serverMonitor.cpu'), percent: data.cpu.usage, caption: t('message.serverMonitor.cores', { count: data.cpu.cores }), footer: data.cpu.model },
      {
        key: 'memory',
        title: t('message.serverMonitor.memory'),
        percent: data.memory.usage,
        caption: `${formatBytes(data.memory.used)} / ${formatBytes(data.memory.total)}`,
        footer: `${t('message.serverMonitor.free')} ${formatBytes(data.memory.free)}`,
      },
      {
        key: 'heap',
        title: t('message.serverMonitor.heap'),
        percent: heap,
        caption: `${formatBytes(data.runtime.heapUsed)} / ${formatBytes(data.runtime.heapTotal)}`,
        footer: `RSS ${formatBytes(data.runtime.rss)}`,
      },
    ];
    if (disk) {
      list.push({
        key: 'disk',
        title: `${t('message.serverMonitor.disk')} ${disk.mount}`,
        percent: disk.usage,
        caption: `${formatBytes(disk.used)} / ${formatBytes(disk.size)}`,
        footer: `${disk.fs} (${disk.type})`,
      });
    }
    return list;
  }, [data, t]);

  return (
    <Row gutter={[16, 16]}>
      {gauges.map((g) => (
        <Col key={g.key} xs={12} lg={6}>
          <Card size="small" title={g.title} data-testid={`monitor-gauge-${g.key}`}>
            <GaugeChart percent={g.percent} caption={g.caption} testId={`monitor-gauge-chart-${g.key}`} />
            <Typography.Text type="secondary" ellipsis={{ tooltip: g.footer }} style={{ display: 'block', textAlign: 'center', fontSize: 12 }}>
              {g.footer}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function GaugeChart({ percent, caption, testId }: { percent: number; caption: string; testId: string }) {
  const option = useMemo(() => gaugeOption('usage', percent, caption), [percent, caption]);
  return <MonitorChart option={option} height={150} testId={testId} />;
}
