import { useEffect, useRef } from 'react';
import type { EChartsOption } from 'echarts';

/**
 * One echarts chart. echarts is loaded on first use, in its own chunk, so pages without charts
 * never pay for it; the chart follows its box's size.
 */
export function EChart({ option, height = 260, theme }: { option: EChartsOption; height?: number | string; theme?: 'dark' }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void import('echarts').then((echarts) => {
      const el = box.current;
      if (disposed || !el) return;
      const chart = echarts.init(el, theme);
      chart.setOption(option);
      const observer = new ResizeObserver(() => chart.resize());
      observer.observe(el);
      cleanup = () => {
        observer.disconnect();
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [option, theme]);
  return <div ref={box} style={{ width: '100%', height }} />;
}
