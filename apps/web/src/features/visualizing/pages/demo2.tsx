import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/charts/EChart';
import { useDashboardFigures } from '../api';
import { movedToday, todayByCurrencyOption } from '../chartOptions';
import { DashboardFrame } from '../components/DashboardFrame';
import { KpiRow } from '../components/KpiRow';
import { OldestWaiting } from '../components/OldestWaiting';
import { Panel } from '../components/Panel';

/** /visualizingDemo2: members and today's funds, amounts and order counts per currency, from the server (full screen). */
export default function VisualizingDemo2() {
  const { t, i18n } = useTranslation();
  const figures = useDashboardFigures();
  const { summary } = figures;
  const options = useMemo(
    () => (summary ? { amounts: todayByCurrencyOption(summary, t, 'amount'), counts: todayByCurrencyOption(summary, t, 'count') } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [summary, t, i18n.language],
  );
  const forbidden = !summary && !figures.loading ? 'forbidden' : null;
  const still = forbidden ?? (summary && !movedToday(summary) && t('message.dashboard.noMovement'));
  return (
    <DashboardFrame titleKey="message.visualizing.demo2Title" updatedAt={figures.updatedAt}>
      <KpiRow figures={figures} />
      <Panel title={t('message.dashboard.todayFlows')} wide empty={still}>
        {options && <EChart option={options.amounts} theme="dark" height={300} />}
      </Panel>
      <Panel title={t('message.dashboard.oldestWaiting')} empty={forbidden}>
        {summary && <OldestWaiting summary={summary} />}
      </Panel>
      <Panel title={t('message.dashboard.todayCounts')} wide empty={still}>
        {options && <EChart option={options.counts} theme="dark" height={300} />}
      </Panel>
    </DashboardFrame>
  );
}
