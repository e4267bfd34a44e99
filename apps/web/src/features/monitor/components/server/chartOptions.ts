import type { MonitorChartOption } from './MonitorChart';

/** Green up to 70 %, amber to 90 %, red beyond: the arc takes the colour of the figure. */
const levelColor = (percent: number) => (percent >= 90 ? '#ff4d4f' : percent >= 70 ? '#faad14' : '#52c41a');

/** A usage gauge: a grey track, filled up to the figure in its level's colour. */
export function gaugeOption(name: string, percent: number, detail: string): MonitorChartOption {
  const color = levelColor(percent);
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
        progress: { show: true, width: 12, roundCap: true, itemStyle: { color } },
        axisLine: { roundCap: true, lineStyle: { width: 12, color: [[1, 'rgba(140, 140, 140, 0.18)']] } },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        anchor: { show: false },
        title: { show: true, offsetCenter: [0, '38%'], fontSize: 12, color: '#8c8c8c' },
        detail: { valueAnimation: true, offsetCenter: [0, '-4%'], fontSize: 22, fontWeight: 600, formatter: '{value}%', color },
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
