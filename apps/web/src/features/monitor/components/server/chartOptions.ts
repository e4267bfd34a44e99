import type { MonitorChartOption } from './MonitorChart';

/** A usage gauge: green, amber past 70 %, red past 90 %. */
export function gaugeOption(name: string, percent: number, detail: string): MonitorChartOption {
  return {
    series: [
      {
        type: 'gauge',
        name,
        min: 0,
        max: 100,
        radius: '92%',
        center: ['50%', '58%'],
        startAngle: 210,
        endAngle: -30,
        progress: { show: true, width: 12 },
        axisLine: {
          lineStyle: {
            width: 12,
            color: [
              [0.7, '#52c41a'],
              [0.9, '#faad14'],
              [1, '#ff4d4f'],
            ],
          },
        },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        anchor: { show: false },
        title: { show: true, offsetCenter: [0, '38%'], fontSize: 12, color: '#8c8c8c' },
        detail: { valueAnimation: true, offsetCenter: [0, '-4%'], fontSize: 22, fontWeight: 600, formatter: '{value}%', color: 'inherit' },
        data: [{ value: Math.round(percent * 10) / 10, name: detail }],
      },
    ],
  };
}

export interface TrendPoint {
  time: string;
  cpu: number;
  memory: number;
  loopP99: number;
}

/** CPU and memory usage (%) on the left axis, the event-loop delay (ms) on the right. */
export function trendOption(points: readonly TrendPoint[], names: { cpu: string; memory: string; loop: string }): MonitorChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [names.cpu, names.memory, names.loop] },
    grid: { left: 44, right: 48, top: 36, bottom: 28 },
    xAxis: { type: 'category', boundaryGap: false, data: points.map((p) => p.time) },
    yAxis: [
      { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
      { type: 'value', min: 0, axisLabel: { formatter: '{value} ms' }, splitLine: { show: false } },
    ],
    series: [
      { name: names.cpu, type: 'line', smooth: true, showSymbol: false, areaStyle: { opacity: 0.15 }, data: points.map((p) => p.cpu) },
      { name: names.memory, type: 'line', smooth: true, showSymbol: false, areaStyle: { opacity: 0.15 }, data: points.map((p) => p.memory) },
      { name: names.loop, type: 'line', smooth: true, showSymbol: false, yAxisIndex: 1, data: points.map((p) => p.loopP99) },
    ],
  };
}
