import type { ChartType } from '@vela/core';
import type { ChartPoint } from './chart-data.js';

/**
 * ECharts with only the charts and parts reports and dashboards draw: its own chunk, loaded with the
 * first chart. The one place both screens take a chart's look from.
 */
export const loadCharts = async () => {
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
    charts.GaugeChart,
    components.GridComponent,
    components.TooltipComponent,
    components.LegendComponent,
    renderers.CanvasRenderer,
  ]);
  return core;
};

/** The ECharts option for a report chart of `type` over `points` (a scatter point's x measured by xLabel). */
export function chartOption(
  type: ChartType,
  points: ReadonlyArray<Pick<ChartPoint, 'name' | 'value' | 'x'>>,
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
