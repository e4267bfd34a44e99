import { useState } from 'react';
import { Alert, Button, Input, InputNumber, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHARED_WINDOW_DAYS_DEFAULT, SHARED_WINDOW_DAYS_MAX } from '@ledgerdesk/shared/resources/risk/ip-record';
import type { SharedQueryInput, SharedRowData } from '@ledgerdesk/shared/resources/risk/risk-endpoints';
import { formatDateTime } from '@/components/format/formatDateTime';
import { useSharedAddresses } from '../api';

export interface SharedAddressesProps {
  /** Opens the sign-ins of one address or device. */
  onShowRecords: (by: 'ip' | 'device', key: string) => void;
  /** Offered on addresses when the operator may add to the black list. */
  onBlock?: (ip: string) => void;
}

/**
 * The IP record's pivot: addresses or devices that several members signed in from within a
 * window, most members first (shared-device rings, one person behind many accounts).
 */
export function SharedAddresses({ onShowRecords, onBlock }: SharedAddressesProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<{ by: 'ip' | 'device'; windowDays: number; cidr: string }>({ by: 'ip', windowDays: SHARED_WINDOW_DAYS_DEFAULT, cidr: '' });
  const [query, setQuery] = useState<SharedQueryInput>({ by: 'ip', windowDays: SHARED_WINDOW_DAYS_DEFAULT });
  const shared = useSharedAddresses(query);
  const by = query.by ?? 'ip';
  const s = (key: string) => t(`message.risk.shared.${key}`);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="risk-shared">
      <Alert type="info" showIcon title={s('note')} />
      <Space wrap>
        <Segmented
          value={draft.by}
          options={[
            { value: 'ip', label: s('byIp') },
            { value: 'device', label: s('byDevice') },
          ]}
          onChange={(value) => setDraft({ ...draft, by: value as 'ip' | 'device' })}
        />
        <Space.Compact>
          <Button disabled>{s('windowDays')}</Button>
          <InputNumber min={1} max={SHARED_WINDOW_DAYS_MAX} value={draft.windowDays} onChange={(v) => setDraft({ ...draft, windowDays: Number(v ?? SHARED_WINDOW_DAYS_DEFAULT) })} style={{ width: 90 }} />
        </Space.Compact>
        <Input allowClear placeholder={s('cidr')} value={draft.cidr} onChange={(e) => setDraft({ ...draft, cidr: e.target.value })} style={{ width: 220 }} disabled={draft.by === 'device'} />
        <Button type="primary" onClick={() => setQuery({ by: draft.by, windowDays: draft.windowDays, ...(draft.by === 'ip' && draft.cidr.trim() ? { cidr: draft.cidr.trim() } : {}) })}>
          {s('search')}
        </Button>
      </Space>
      <Table<SharedRowData>
        rowKey="key"
        size="middle"
        loading={shared.isFetching}
        dataSource={shared.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'key', title: s('key'), dataIndex: 'key', render: (key: string) => <Typography.Text code>{key}</Typography.Text> },
          { key: 'members', title: s('members'), dataIndex: 'members', align: 'right', render: (n: number) => <Tag color={n >= 3 ? 'error' : 'warning'}>{n}</Tag> },
          { key: 'events', title: s('events'), dataIndex: 'events', align: 'right' },
          { key: 'failures', title: s('failures'), dataIndex: 'failures', align: 'right' },
          { key: 'countries', title: s('countries'), dataIndex: 'countries', render: (c: string[]) => c.join(', ') },
          { key: 'accounts', title: s('accounts'), dataIndex: 'accounts', render: (a: string[]) => a.join(', ') },
          { key: 'lastAt', title: s('lastAt'), dataIndex: 'lastAt', render: (v: string) => formatDateTime(v) },
          {
            key: 'actions',
            title: t('message.common.actions'),
            render: (_: unknown, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => onShowRecords(by, row.key)}>
                  {s('showRecords')}
                </Button>
                {by === 'ip' && onBlock ? (
                  <Button type="link" size="small" danger onClick={() => onBlock(row.key)}>
                    {t('message.risk.blockIp')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
