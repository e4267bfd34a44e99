import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/charts/EChart';
import { useDashboardFigures } from '../api';
import { movedToday, pendingByKindOption, todayByCurrencyOption } from '../chartOptions';
import { DashboardFrame } from '../components/DashboardFrame';
import { KpiRow } from '../components/KpiRow';
import { OldestWaiting } from '../components/OldestWaiting';
import { Panel } from '../components/Panel';

/** /visualizingDemo1: what waits for review and today's money, from the server (full screen). */
export default function VisualizingDemo1() {
  const { t, i18n } = useTranslation();
  const figures = useDashboardFigures();
  const { summary } = figures;
  // Options carry translated names: rebuilt when the language or the figures change.
  const options = useMemo(
    () => (summary ? { pending: pendingByKindOption(summary, t), amounts: todayByCurrencyOption(summary, t, 'amount') } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [summary, t, i18n.language],
  );
  const forbidden = !summary && !figures.loading ? 'forbidden' : null;
  return (
    <DashboardFrame titleKey="message.visualizing.demo1Title" updatedAt={figures.updatedAt}>
      <KpiRow figures={figures} />
      <Panel title={t('message.dashboard.pendingByKind')} empty={forbidden}>
        {options && <EChart option={options.pending} theme="dark" height={300} />}
      </Panel>
      <Panel title={t('message.dashboard.todayFlows')} wide empty={forbidden ?? (summary && !movedToday(summary) && t('message.dashboard.noMovement'))}>
        {options && <EChart option={options.amounts} theme="dark" height={300} />}
      </Panel>
      <Panel title={t('message.dashboard.oldestWaiting')} wide empty={forbidden}>
        {summary && <OldestWaiting summary={summary} />}
      </Panel>
    </DashboardFrame>
  );
}
