import type { EChartsOption } from 'echarts';
import type { TodoSummary } from '@ledgerdesk/shared';

type Translate = (key: string) => string;

/** What every dashboard chart shares: transparent over the page, compact grid, readable axes. */
const BASE: EChartsOption = {
  backgroundColor: 'transparent',
  grid: { left: 56, right: 16, top: 36, bottom: 28 },
  tooltip: { trigger: 'axis' },
  textStyle: { color: '#c6d8f5' },
};

const KINDS = [
  ['recharge', 'systemRechargeCount'],
  ['withdraw', 'withdrawCount'],
  ['kyc', 'realNameAuthCount'],
] as const;

/** What waits for review, per kind (the pending poll's counts). */
export function pendingByKindOption(summary: TodoSummary, t: Translate): EChartsOption {
  return {
    ...BASE,
    xAxis: { type: 'category', data: KINDS.map(([k]) => t(`message.visualizing.${k}`)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: t('message.visualizing.pending'), type: 'bar', data: KINDS.map(([, field]) => summary[field]), itemStyle: { color: '#36cfc9' } }],
  };
}

function currencies(summary: TodoSummary): string[] {
  return [...new Set([...summary.today.recharged, ...summary.today.withdrawn].map((r) => r.currency))].sort();
}

/**
 * Today's recharged and withdrawn per currency, side by side; `measure` picks the amounts or the
 * order counts. Amounts of different currencies share an axis only as bars, never as one sum.
 */
export function todayByCurrencyOption(summary: TodoSummary, t: Translate, measure: 'amount' | 'count'): EChartsOption {
  const names = currencies(summary);
  const value = (rows: TodoSummary['today']['recharged'], currency: string) => {
    const row = rows.find((r) => r.currency === currency);
    if (!row) return 0;
    return measure === 'amount' ? Number(row.amount) : row.count;
  };
  return {
    ...BASE,
    legend: { data: [t('message.visualizing.recharge'), t('message.visualizing.withdraw')], top: 0, textStyle: { color: '#c6d8f5' } },
    xAxis: { type: 'category', data: names },
    yAxis: { type: 'value', ...(measure === 'count' ? { minInterval: 1 } : {}) },
    series: [
      { name: t('message.visualizing.recharge'), type: 'bar', data: names.map((c) => value(summary.today.recharged, c)), itemStyle: { color: '#5cdbd3' } },
      { name: t('message.visualizing.withdraw'), type: 'bar', data: names.map((c) => value(summary.today.withdrawn, c)), itemStyle: { color: '#597ef7' } },
    ],
  };
}

/** Whether anything moved today (a chart of nothing would draw empty axes). */
export const movedToday = (summary: TodoSummary) => summary.today.recharged.length + summary.today.withdrawn.length > 0;
