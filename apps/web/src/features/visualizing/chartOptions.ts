import type { EChartsOption } from 'echarts';
import { CHANNELS, DAYS, HOURS, MONTHS, NEW_MEMBERS_BY_MONTH, ORDERS_BY_HOUR, RECHARGE_BY_DAY, REVIEWS, WITHDRAW_BY_DAY } from './demoData';

type Translate = (key: string) => string;

/** What every dashboard chart shares: transparent over the page, compact grid, readable axes. */
const BASE: EChartsOption = {
  backgroundColor: 'transparent',
  grid: { left: 48, right: 16, top: 32, bottom: 28 },
  tooltip: { trigger: 'axis' },
  textStyle: { color: '#c6d8f5' },
};

export function flowTrendOption(t: Translate): EChartsOption {
  return {
    ...BASE,
    legend: { data: [t('message.visualizing.recharge'), t('message.visualizing.withdraw')], top: 0 },
    xAxis: { type: 'category', data: DAYS, boundaryGap: false },
    yAxis: { type: 'value' },
    series: [
      { name: t('message.visualizing.recharge'), type: 'line', smooth: true, areaStyle: { opacity: 0.25 }, data: RECHARGE_BY_DAY },
      { name: t('message.visualizing.withdraw'), type: 'line', smooth: true, areaStyle: { opacity: 0.25 }, data: WITHDRAW_BY_DAY },
    ],
  };
}

export function reviewStatusOption(t: Translate): EChartsOption {
  const kinds = ['recharge', 'withdraw', 'kyc'] as const;
  const states = ['pending', 'approved', 'rejected'] as const;
  return {
    ...BASE,
    legend: { top: 0 },
    xAxis: { type: 'category', data: kinds.map((k) => t(`message.visualizing.${k}`)) },
    yAxis: { type: 'value' },
    series: states.map((s) => ({ name: t(`message.visualizing.${s}`), type: 'bar', stack: 'reviews', data: kinds.map((k) => REVIEWS[k][s]) })),
  };
}

export function channelShareOption(): EChartsOption {
  return {
    ...BASE,
    tooltip: { trigger: 'item' },
    series: [{ type: 'pie', radius: ['40%', '70%'], center: ['50%', '55%'], data: CHANNELS, label: { color: '#c6d8f5' } }],
  };
}

export function hourlyOrdersOption(t: Translate): EChartsOption {
  return {
    ...BASE,
    xAxis: { type: 'category', data: HOURS },
    yAxis: { type: 'value' },
    series: [{ name: t('message.visualizing.orders'), type: 'bar', data: ORDERS_BY_HOUR, itemStyle: { color: '#36cfc9' } }],
  };
}

export function newMembersOption(t: Translate): EChartsOption {
  return {
    ...BASE,
    xAxis: { type: 'category', data: MONTHS },
    yAxis: { type: 'value' },
    series: [{ name: t('message.visualizing.members'), type: 'bar', data: NEW_MEMBERS_BY_MONTH, itemStyle: { color: '#597ef7' } }],
  };
}

export function pendingGaugeOption(t: Translate, kind: 'recharge' | 'withdraw' | 'kyc'): EChartsOption {
  const r = REVIEWS[kind];
  const done = Math.round(((r.approved + r.rejected) / (r.approved + r.rejected + r.pending)) * 100);
  return {
    ...BASE,
    series: [
      {
        type: 'gauge',
        progress: { show: true, width: 12 },
        axisLine: { lineStyle: { width: 12 } },
        detail: { valueAnimation: true, formatter: '{value}%', fontSize: 20, color: '#e6f0ff' },
        title: { color: '#9cc3ff' },
        data: [{ value: done, name: t(`message.visualizing.${kind}`) }],
      },
    ],
  };
}
