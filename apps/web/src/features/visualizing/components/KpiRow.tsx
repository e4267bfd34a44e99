import { useTranslation } from 'react-i18next';
import { KPIS } from '../demoData';

/** The headline figures across the top of a dashboard. */
export function KpiRow() {
  const { t, i18n } = useTranslation();
  const format = (n: number) => n.toLocaleString(i18n.language);
  const items = [
    ['message.visualizing.kpiMembers', format(KPIS.members)],
    ['message.visualizing.kpiRecharge', format(KPIS.rechargeToday)],
    ['message.visualizing.kpiWithdraw', format(KPIS.withdrawToday)],
    ['message.visualizing.kpiPending', format(KPIS.pending)],
  ] as const;
  return (
    <div className="vz-kpis">
      {items.map(([label, value]) => (
        <div key={label} className="vz-kpi">
          <span>{t(label)}</span>
          <strong>{value}</strong>
        </div>
      ))}
    </div>
  );
}
