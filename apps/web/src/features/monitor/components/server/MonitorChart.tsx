import { useEffect, useRef } from 'react';
import { GaugeChart, LineChart, type GaugeSeriesOption, type LineSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, type GridComponentOption, type LegendComponentOption, type TooltipComponentOption } from 'echarts/components';
import { init, use as registerECharts, type ComposeOption, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the monitor draws: gauges and one line chart on canvas (echarts/core keeps the rest out).
registerECharts([GaugeChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type MonitorChartOption = ComposeOption<GaugeSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/**
 * One chart made once and updated in place: each poll only sets the new figures, so gauges and
 * the trend move smoothly instead of being redrawn from nothing. Follows its box's size.
 */
export function MonitorChart({ option, height, testId }: { option: MonitorChartOption; height: number; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const made = init(el);
    chart.current = made;
    const observer = new ResizeObserver(() => made.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      made.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option);
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} data-testid={testId} />;
}
