import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '@ledgerdesk/shared';
import { swapPairResource } from '@ledgerdesk/shared/resources/report/swap-pair';
import { ResourcePage } from '@/components/resource/ResourcePage';

type PairRow = RowOf<typeof swapPairResource>;
interface RateChange {
  feeRate: { from: string | null; to: string };
  maxSpread: { from: string | null; to: string };
}

const percent = (rate: string | null) => (rate === null ? '—' : `${(Number(rate) * 100).toFixed(4).replace(/\.?0+$/, '')}%`);

/** Swap pairs: fee and spread changes wait for a second operator; the list says which, from and to. */
export default function SwapPairPage() {
  const { t } = useTranslation();
  const pending = (value: unknown) => {
    if (!value) return '—';
    const change = JSON.parse(String(value)) as RateChange;
    return (
      <Tag color="warning">
        {t('message.report.pendingRates', {
          fee: `${percent(change.feeRate.from)} → ${percent(change.feeRate.to)}`,
          spread: `${percent(change.maxSpread.from)} → ${percent(change.maxSpread.to)}`,
        })}
      </Tag>
    );
  };
  return <ResourcePage<PairRow> definition={swapPairResource} cells={{ pendingChange: pending }} testId="swap-pair-list" />;
}
