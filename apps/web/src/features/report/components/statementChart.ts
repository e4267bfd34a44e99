import type { EChartsOption } from 'echarts';
import type { StatementPoint } from '@ledgerdesk/shared/report';
import { isProvisional } from './provisional';

/** A provisional day's bars and point are drawn faded: its figures are only as of its last close. */
const PROVISIONAL = { opacity: 0.4 };

/**
 * One currency's days: credits and debits as bars, the closing balance as a line on its own
 * axis. Numbers here only draw the chart; every figure the operator reads is the server's text.
 */
export function statementChartOption(points: readonly StatementPoint[], names: { credits: string; debits: string; closing: string }): EChartsOption {
  const dates = points.map((p) => p.businessDate);
  const values = (pick: (p: StatementPoint) => string) => points.map((p) => (isProvisional(p) ? { value: Number(pick(p)), itemStyle: PROVISIONAL } : Number(pick(p))));
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: [names.credits, names.debits, names.closing], top: 0 },
    grid: { left: 56, right: 64, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: dates },
    yAxis: [
      { type: 'value', name: `${names.credits} / ${names.debits}`, nameTextStyle: { align: 'left' } },
      { type: 'value', name: names.closing, position: 'right', splitLine: { show: false } },
    ],
    series: [
      { name: names.credits, type: 'bar', data: values((p) => p.credits), itemStyle: { color: '#52c41a' } },
      { name: names.debits, type: 'bar', data: values((p) => p.debits), itemStyle: { color: '#fa8c16' } },
      { name: names.closing, type: 'line', yAxisIndex: 1, data: values((p) => p.closing), itemStyle: { color: '#1677ff' }, smooth: false },
    ],
  };
}
