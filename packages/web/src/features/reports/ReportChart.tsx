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
      // A page that gives no canvas context (a canvas blocked for privacy; jsdom in the web tests) draws no
      // chart: the figures stay in the report's table, and it is said once, never thrown (ECharts throws on
      // drawing and again on disposing a chart without a context).
      if (!canvasAvailable()) {
        console.warn('The report chart could not be drawn: this page has no canvas');
        return;
      }
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
        console.warn('The report chart could not be drawn:', error);
        dispose = () => {
          try {
            chart.dispose();
          } catch {
            // Nothing was drawn, so nothing is left to free.
          }
        };
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

let canvasAnswer: boolean | undefined;
/** Whether this page can draw on a canvas (asked once). */
function canvasAvailable(): boolean {
  if (canvasAnswer === undefined) {
    try {
      canvasAnswer = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvasAnswer = false;
    }
  }
  return canvasAnswer;
}
