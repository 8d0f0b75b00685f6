import type { ChartType } from '@vela/core';
import { useEffect, useRef } from 'react';
import { chartOption, loadCharts } from '../reports/index.js';
import type { Segment } from './tile-data.js';

type Drawn =
  | { kind: 'chart'; type: ChartType; segments: readonly Segment[]; xLabel: string }
  | { kind: 'gauge'; value: number; max: number };

function optionFor(drawn: Drawn, label: string, format: (n: number) => string) {
  if (drawn.kind === 'gauge')
    return {
      series: [
        {
          type: 'gauge',
          min: 0,
          max: drawn.max,
          progress: { show: true, width: 12 },
          axisLine: { lineStyle: { width: 12 } },
          axisLabel: { show: false },
          splitLine: { show: false },
          axisTick: { show: false },
          pointer: { show: false },
          detail: { formatter: format, fontSize: 18, offsetCenter: [0, '10%'] },
          data: [{ value: drawn.value, name: label }],
          title: { show: false },
        },
      ],
    };
  // A chart is drawn exactly as the report screen draws it (funnel and scatter included).
  const points = drawn.segments.map((segment) => ({
    name: segment.label,
    value: segment.value,
    ...(segment.x === undefined ? {} : { x: segment.x }),
  }));
  return chartOption(drawn.type, points, label, format, drawn.xLabel);
}

/**
 * A tile's chart or gauge. Clicking a segment names it to onSegment (the records behind it open);
 * the tile also lists the segments as buttons, so a keyboard reaches the same records.
 */
export default function DashboardChart(props: {
  drawn: Drawn;
  label: string;
  format: (n: number) => string;
  onSegment?: (segment: Segment) => void;
}) {
  const { drawn, label, format, onSegment } = props;
  const element = useRef<HTMLDivElement>(null);
  const clicked = useRef(onSegment);
  clicked.current = onSegment;
  useEffect(() => {
    let disposed = false;
    let dispose: () => void = () => {};
    void loadCharts().then((echarts) => {
      if (disposed || !element.current) return;
      const chart = echarts.init(element.current);
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      chart.setOption({ animation: !still, animationDuration: 300, ...optionFor(drawn, label, format) });
      if (drawn.kind === 'chart')
        chart.on('click', (event: { dataIndex?: number }) => {
          const segment = event.dataIndex === undefined ? undefined : drawn.segments[event.dataIndex];
          if (segment) clicked.current?.(segment);
        });
      // The grid resizes tiles without a window resize: follow the tile's own size.
      const observer = new ResizeObserver(() => chart.resize());
      observer.observe(element.current);
      element.current.dataset.painted = 'true';
      dispose = () => {
        observer.disconnect();
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [drawn, label, format]);
  return (
    <div
      ref={element}
      className="vela-dashboard__chart"
      role="img"
      aria-label={label}
      data-chart-type={drawn.kind === 'gauge' ? 'gauge' : drawn.type}
    />
  );
}
