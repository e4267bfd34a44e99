import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/charts/EChart';
import { channelShareOption, flowTrendOption, hourlyOrdersOption, reviewStatusOption } from '../chartOptions';
import { DashboardFrame } from '../components/DashboardFrame';
import { KpiRow } from '../components/KpiRow';
import { Panel } from '../components/Panel';

/** /visualizingDemo1: money flows, reviews and channels at a glance (full screen, demo data). */
export default function VisualizingDemo1() {
  const { t, i18n } = useTranslation();
  // Options carry translated names: rebuilt when the language changes.
  const options = useMemo(
    () => ({ flow: flowTrendOption(t), reviews: reviewStatusOption(t), channels: channelShareOption(), hourly: hourlyOrdersOption(t) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  return (
    <DashboardFrame title={t('message.visualizing.demo1Title')}>
      <KpiRow />
      <Panel title={t('message.visualizing.flowTrend')} wide>
        <EChart option={options.flow} theme="dark" height={300} />
      </Panel>
      <Panel title={t('message.visualizing.channelShare')}>
        <EChart option={options.channels} theme="dark" height={300} />
      </Panel>
      <Panel title={t('message.visualizing.reviewStatus')}>
        <EChart option={options.reviews} theme="dark" />
      </Panel>
      <Panel title={t('message.visualizing.hourly')} wide>
        <EChart option={options.hourly} theme="dark" />
      </Panel>
    </DashboardFrame>
  );
}
