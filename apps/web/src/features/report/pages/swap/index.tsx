import { useEffect, useState } from 'react';
import { Card, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '@ledgerdesk/shared';
import type { SwapPairTotal } from '@ledgerdesk/shared/report';
import { swapOrderResource } from '@ledgerdesk/shared/resources/report/swap-order';
import { AmountText } from '@/components/format/AmountText';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { fetchSwapTotals } from '../../api';

type SwapRow = RowOf<typeof swapOrderResource>;

const percent = (rate: string) => `${(Number(rate) * 100).toFixed(4).replace(/\.?0+$/, '')}%`;

/** Money flash logs (catalogue §10.3): totals per pair, then every swap with the reference and applied rates and the spread between them. */
export default function SwapPage() {
  const { t } = useTranslation();
  const [totals, setTotals] = useState<SwapPairTotal[] | null>(null);
  useEffect(() => {
    void fetchSwapTotals().then((answer) => setTotals(answer.list));
  }, []);
  const amount = (value: unknown) => <AmountText value={String(value)} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={t('message.report.pairTotals')}>
        <Table<SwapPairTotal>
          size="small"
          data-testid="swap-totals"
          loading={totals === null}
          rowKey={(p) => `${p.fromCode}-${p.toCode}`}
          dataSource={totals ?? []}
          pagination={false}
          columns={[
            { key: 'pair', title: t('message.report.pair'), render: (_, p) => `${p.fromCode} → ${p.toCode}` },
            { key: 'count', title: t('message.report.count'), dataIndex: 'count', align: 'right' },
            { key: 'from', title: t('message.report.sold'), align: 'right', render: (_, p) => <AmountText value={p.fromAmount} /> },
            { key: 'to', title: t('message.report.bought'), align: 'right', render: (_, p) => <AmountText value={p.toAmount} /> },
            { key: 'fee', title: t('message.report.fee'), align: 'right', render: (_, p) => <AmountText value={p.fee} /> },
            { key: 'spread', title: t('message.report.maxSpreadApplied'), align: 'right', render: (_, p) => percent(p.maxSpread) },
          ]}
        />
      </Card>
      <ResourcePage<SwapRow>
        definition={swapOrderResource}
        cells={{ fromAmount: amount, toAmount: amount, fee: amount, spreadRate: (value) => percent(String(value)) }}
        testId="swap-list"
      />
    </Space>
  );
}
