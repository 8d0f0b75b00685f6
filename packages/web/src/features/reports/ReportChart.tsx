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
) {
  const names = points.map((point) => point.name);
  const tooltip = {
    valueFormatter: (value: unknown) => (typeof value === 'number' ? format(value) : String(value)),
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

/** A report's chart (bar, column, line, pie, donut); the figure is described for screen readers by its label. */
export default function ReportChart(props: {
  type: ChartType;
  points: readonly ChartPoint[];
  measureLabel: string;
  label: string;
  format: (n: number) => string;
}) {
  const { type, points, measureLabel, label, format } = props;
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
        ...optionFor(type, points, measureLabel, format),
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
  }, [type, points, measureLabel, format]);
  return (
    <div ref={element} className="vela-report__chart" role="img" aria-label={label} data-chart-type={type} />
  );
}
