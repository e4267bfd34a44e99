import { useTranslation } from 'react-i18next';
import type { CurrencyTotal } from '@ledgerdesk/shared';
import { formatAmount } from '@/components/format/formatAmount';
import type { DashboardFigures } from '../api';

/** Per currency, never summed across them: "1,200 USDT · 300 CNY". */
function PerCurrency({ rows }: { rows: CurrencyTotal[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <small>{t('message.dashboard.noMovement')}</small>;
  // The decimal text as the server sums it: a Number would round a crypto amount's last digits.
  return <small>{rows.map((r) => `${formatAmount(r.amount)} ${r.currency}`).join(' · ')}</small>;
}

/** The headline figures across the top of a dashboard, each from the server or marked unavailable. */
export function KpiRow({ figures }: { figures: DashboardFigures }) {
  const { t, i18n } = useTranslation();
  const { summary, memberTotal } = figures;
  const format = (n: number | null | undefined) => (n === null || n === undefined ? '—' : n.toLocaleString(i18n.language));
  const count = (rows: CurrencyTotal[]) => rows.reduce((sum, r) => sum + r.count, 0);
  const pending = summary ? summary.systemRechargeCount + summary.withdrawCount + summary.realNameAuthCount : null;
  return (
    <div className="vz-kpis">
      <div className="vz-kpi" data-testid="kpi-members">
        <span>{t('message.visualizing.kpiMembers')}</span>
        <strong>{format(memberTotal)}</strong>
        {memberTotal === null && !figures.loading && <small>{t('message.dashboard.notPermitted')}</small>}
      </div>
      <div className="vz-kpi" data-testid="kpi-pending">
        <span>{t('message.visualizing.kpiPending')}</span>
        <strong>{format(pending)}</strong>
        {!summary && !figures.loading && <small>{t('message.dashboard.notPermitted')}</small>}
      </div>
      <div className="vz-kpi" data-testid="kpi-recharge">
        <span>{t('message.visualizing.kpiRecharge')}</span>
        <strong>{summary ? t('message.dashboard.orderCount', { count: count(summary.today.recharged) }) : '—'}</strong>
        {summary && <PerCurrency rows={summary.today.recharged} />}
      </div>
      <div className="vz-kpi" data-testid="kpi-withdraw">
        <span>{t('message.visualizing.kpiWithdraw')}</span>
        <strong>{summary ? t('message.dashboard.orderCount', { count: count(summary.today.withdrawn) }) : '—'}</strong>
        {summary && <PerCurrency rows={summary.today.withdrawn} />}
      </div>
    </div>
  );
}
