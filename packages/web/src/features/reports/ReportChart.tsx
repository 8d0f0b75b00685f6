import type { ChartType } from '@vela/core';
import { useEffect, useRef } from 'react';
import type { ChartPoint } from './chart-data.js';

/** ECharts with only the charts and parts a report draws: its own chunk, loaded with the first chart. */
const loadCharts = async () => {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  core.use([
    charts.BarChart,
    charts.LineChart,
    charts.PieChart,
    charts.FunnelChart,
    charts.ScatterChart,
    components.GridComponent,
    components.TooltipComponent,
    components.LegendComponent,
    renderers.CanvasRenderer,
  ]);
  return core;
};

function optionFor(
  type: ChartType,
  points: readonly ChartPoint[],
  measureLabel: string,
  format: (n: number) => string,
  xLabel: string,
) {
  const names = points.map((point) => point.name);
  const tooltip = {
    valueFormatter: (value: unknown) => (typeof value === 'number' ? format(value) : String(value)),
  };
  if (type === 'funnel')
    return {
      tooltip: { ...tooltip, trigger: 'item' },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          name: measureLabel,
          type: 'funnel',
          top: 8,
          bottom: 32,
          sort: 'descending',
          label: { show: true, position: 'inside' },
          data: points.map((point) => ({ name: point.name, value: point.value })),
        },
      ],
    };
  if (type === 'scatter')
    return {
      tooltip: {
        trigger: 'item',
        formatter: (item: { data: { name: string; value: [number, number] } }) =>
          `${item.data.name}<br/>${xLabel}: ${format(item.data.value[0])}<br/>${measureLabel}: ${format(item.data.value[1])}`,
      },
      grid: { left: 8, right: 24, top: 24, bottom: 24, containLabel: true },
      xAxis: {
        type: 'value',
        name: xLabel,
        nameLocation: 'middle',
        nameGap: 24,
        axisLabel: { formatter: format },
      },
      yAxis: { type: 'value', name: measureLabel, axisLabel: { formatter: format } },
      series: [
        {
          name: measureLabel,
          type: 'scatter',
          symbolSize: 12,
          data: points.map((point) => ({ name: point.name, value: [point.x ?? 0, point.value] })),
        },
      ],
    };
  if (type === 'pie' || type === 'donut')
    return {
      tooltip: { ...tooltip, trigger: 'item' },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          name: measureLabel,
          type: 'pie',
          radius: type === 'donut' ? ['40%', '70%'] : '70%',
          data: points.map((point) => ({ name: point.name, value: point.value })),
        },
      ],
    };
  const horizontal = type === 'bar';
  const categories = { type: 'category', data: names, axisLabel: { hideOverlap: true } };
  const values = { type: 'value', axisLabel: { formatter: format } };
  return {
    tooltip: { ...tooltip, trigger: 'axis' },
    grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
    xAxis: horizontal ? values : categories,
    yAxis: horizontal ? { ...categories, inverse: true } : values,
    series: [
      {
        name: measureLabel,
        type: type === 'line' ? 'line' : 'bar',
        data: points.map((point) => point.value),
      },
    ],
  };
}

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
      chart.setOption({
        animation: !still,
        animationDuration: 400,
        ...optionFor(type, points, measureLabel, format, xLabel),
      });
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
