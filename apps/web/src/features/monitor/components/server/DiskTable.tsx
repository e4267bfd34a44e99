import { Card, Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerMonitor } from '@ledgerdesk/shared/monitor/server-monitor';
import { formatBytes } from '@/components/uploader/formatters';

type Disk = ServerMonitor['disks'][number];

/** Every mounted file system with its fill level. */
export function DiskTable({ disks }: { disks: ServerMonitor['disks'] }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`message.serverMonitor.${key}`);
  return (
    <Card size="small" title={m('disks')} data-testid="monitor-disks">
      <Table<Disk>
        size="small"
        rowKey="mount"
        pagination={false}
        dataSource={disks}
        scroll={{ x: 640 }}
        columns={[
          { key: 'mount', title: m('mount'), dataIndex: 'mount', ellipsis: true },
          { key: 'fs', title: m('fs'), dataIndex: 'fs', ellipsis: true },
          { key: 'type', title: m('fsType'), dataIndex: 'type', width: 100 },
          { key: 'size', title: m('total'), dataIndex: 'size', width: 100, render: (v: number) => formatBytes(v) },
          { key: 'used', title: m('used'), dataIndex: 'used', width: 100, render: (v: number) => formatBytes(v) },
          {
            key: 'usage',
            title: m('usage'),
            dataIndex: 'usage',
            width: 180,
            render: (v: number, disk) => (
              // Named for assistive technology: a bar alone says neither what nor where.
              <Progress aria-label={`${m('usage')} ${disk.mount}`} percent={v} size="small" status={v >= 90 ? 'exception' : 'normal'} format={(p) => `${p}%`} />
            ),
          },
        ]}
      />
    </Card>
  );
}
