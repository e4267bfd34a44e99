import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/charts/EChart';
import { channelShareOption, newMembersOption, pendingGaugeOption } from '../chartOptions';
import { DashboardFrame } from '../components/DashboardFrame';
import { KpiRow } from '../components/KpiRow';
import { Panel } from '../components/Panel';

/** /visualizingDemo2: members and the share of reviews done per kind (full screen, demo data). */
export default function VisualizingDemo2() {
  const { t, i18n } = useTranslation();
  // Options carry translated names: rebuilt when the language changes.
  const options = useMemo(
    () => ({
      members: newMembersOption(t),
      recharge: pendingGaugeOption(t, 'recharge'),
      withdraw: pendingGaugeOption(t, 'withdraw'),
      kyc: pendingGaugeOption(t, 'kyc'),
      channels: channelShareOption(),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  return (
    <DashboardFrame title={t('message.visualizing.demo2Title')}>
      <KpiRow />
      <Panel title={t('message.visualizing.recharge')}>
        <EChart option={options.recharge} theme="dark" />
      </Panel>
      <Panel title={t('message.visualizing.withdraw')}>
        <EChart option={options.withdraw} theme="dark" />
      </Panel>
      <Panel title={t('message.visualizing.kyc')}>
        <EChart option={options.kyc} theme="dark" />
      </Panel>
      <Panel title={t('message.visualizing.newMembers')} wide>
        <EChart option={options.members} theme="dark" height={300} />
      </Panel>
      <Panel title={t('message.visualizing.channelShare')}>
        <EChart option={options.channels} theme="dark" height={300} />
      </Panel>
    </DashboardFrame>
  );
}
