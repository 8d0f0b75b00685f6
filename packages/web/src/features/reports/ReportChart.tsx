import type { ChartType } from '@vela/core';
import { useEffect, useRef } from 'react';
import type { ChartPoint } from './chart-data.js';
import { chartOption, loadCharts } from './chart-options.js';

/**
 * A report's chart (bar, column, line, pie, donut, funnel, scatter); the figure is described for screen
 * readers by its label. A scatter chart's x axis is measured by `xLabel`.
 */
export default function ReportChart(props: {
  type: ChartType;
  points: readonly ChartPoint[];
  measureLabel: string;
  xLabel?: string;
  label: string;
  format: (n: number) => string;
}) {
  const { type, points, measureLabel, label, format } = props;
  const xLabel = props.xLabel ?? '';
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let dispose: () => void = () => {};
    void loadCharts().then((echarts) => {
      if (disposed || !element.current) return;
      const chart = echarts.init(element.current);
      // People who ask for less motion get the chart drawn at once.
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      try {
        chart.setOption({
          animation: !still,
          animationDuration: 400,
          ...chartOption(type, points, measureLabel, format, xLabel),
        });
      } catch (error) {
        // A page that gives no canvas context (a canvas blocked for privacy; jsdom in the web tests) draws no
        // chart: the figures stay in the report's table, and the failure is said once, not left unhandled.
        console.warn('The report chart could not be drawn:', error);
        dispose = () => chart.dispose();
        return;
      }
      const resize = () => chart.resize();
      window.addEventListener('resize', resize);
      dispose = () => {
        window.removeEventListener('resize', resize);
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [type, points, measureLabel, format, xLabel]);
  return (
    <div ref={element} className="vela-report__chart" role="img" aria-label={label} data-chart-type={type} />
  );
}
