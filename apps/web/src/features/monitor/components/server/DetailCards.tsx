import { Card, Col, Descriptions, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerMonitor } from '@ledgerdesk/shared/monitor/server-monitor';
import { formatTimeOfDay } from '@/components/format/formatDateTime';
import { formatBytes } from '@/components/uploader/formatters';
import { formatUptime } from './formatUptime';

/** Host, Node runtime, database and job runner: figures people read rather than watch. */
export function DetailCards({ data }: { data: ServerMonitor }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`message.serverMonitor.${key}`);
  const uptime = (seconds: number) => formatUptime(seconds, (key, options) => t(key, options));
  const { host, runtime, database, jobs } = data;
  const delay = runtime.eventLoopDelay;
  const descriptions = { size: 'small', column: 1, labelStyle: { width: '45%' } } as const;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={m('host')} style={{ height: '100%' }} data-testid="monitor-host">
          <Descriptions {...descriptions}>
            <Descriptions.Item label={m('hostname')}>{host.hostname}</Descriptions.Item>
            <Descriptions.Item label={m('os')}>{host.os}</Descriptions.Item>
            <Descriptions.Item label={m('arch')}>{host.arch}</Descriptions.Item>
            <Descriptions.Item label={m('load')}>{data.cpu.load.map((l) => l.toFixed(2)).join(' / ')}</Descriptions.Item>
            <Descriptions.Item label={m('uptime')}>{uptime(host.uptimeSeconds)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={m('runtime')} style={{ height: '100%' }} data-testid="monitor-runtime">
          <Descriptions {...descriptions}>
            <Descriptions.Item label={m('version')}>{runtime.node}</Descriptions.Item>
            <Descriptions.Item label={m('pid')}>{runtime.pid}</Descriptions.Item>
            <Descriptions.Item label={m('uptime')}>{uptime(runtime.uptimeSeconds)}</Descriptions.Item>
            <Descriptions.Item label={m('rss')}>{formatBytes(runtime.rss)}</Descriptions.Item>
            <Descriptions.Item label={m('heapUsed')}>{`${formatBytes(runtime.heapUsed)} / ${formatBytes(runtime.heapTotal)}`}</Descriptions.Item>
            <Descriptions.Item label={m('external')}>{formatBytes(runtime.external)}</Descriptions.Item>
            <Descriptions.Item label={m('delay')}>{`${delay.p50} / ${delay.p99} / ${delay.max} ms`}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={m('database')} style={{ height: '100%' }} data-testid="monitor-database">
          <Descriptions {...descriptions}>
            <Descriptions.Item label={m('kind')}>{database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}</Descriptions.Item>
            <Descriptions.Item label={m('version')}>{database.version.split(' on ')[0]}</Descriptions.Item>
            <Descriptions.Item label={m('size')}>{database.size === null ? '—' : formatBytes(database.size)}</Descriptions.Item>
            <Descriptions.Item label={m('connections')}>{database.kind === 'pglite' ? `${database.connections} (${database.note})` : database.connections}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={m('jobs')} style={{ height: '100%' }} data-testid="monitor-jobs">
          <Row gutter={[8, 12]}>
            <Col span={8}>
              <Statistic title={m('enabled')} value={jobs.enabled} />
            </Col>
            <Col span={8}>
              <Statistic title={m('pausedJobs')} value={jobs.paused} />
            </Col>
            <Col span={8}>
              <Statistic title={m('runningNow')} value={jobs.runningNow} />
            </Col>
            <Col span={8}>
              <Statistic title={m('runsLastHour')} value={jobs.runsLastHour} />
            </Col>
            <Col span={8}>
              <Statistic title={m('failuresLastHour')} value={jobs.failuresLastHour} valueStyle={jobs.failuresLastHour ? { color: '#ff4d4f' } : undefined} />
            </Col>
            <Col span={8}>
              <Statistic title={m('lastRunAt')} value={jobs.lastRunAt ? formatTimeOfDay(jobs.lastRunAt) : m('never')} valueStyle={{ fontSize: 16 }} />
            </Col>
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
