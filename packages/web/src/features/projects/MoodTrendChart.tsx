import { useEffect, useRef } from 'react';

/** ECharts with only a line chart: its own chunk, loaded with the first trend. */
const loadCharts = async () => {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  core.use([
    charts.LineChart,
    components.GridComponent,
    components.TooltipComponent,
    renderers.CanvasRenderer,
  ]);
  return core;
};

/** The team's daily average mood (1 to 5) as a line; a day with too few answers is a gap. */
export default function MoodTrendChart(props: {
  points: ReadonlyArray<{ day: string; average: number | null }>;
  label: string;
  seriesName: string;
}) {
  const { points, label, seriesName } = props;
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let dispose: () => void = () => {};
    void loadCharts().then((echarts) => {
      if (disposed || !element.current) return;
      const chart = echarts.init(element.current);
      chart.setOption({
        tooltip: { trigger: 'axis' },
        grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
        xAxis: { type: 'category', data: points.map((point) => point.day.slice(5)) },
        yAxis: { type: 'value', min: 1, max: 5, interval: 1 },
        series: [
          {
            name: seriesName,
            type: 'line',
            connectNulls: false,
            data: points.map((point) => point.average),
          },
        ],
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
  }, [points, seriesName]);
  return <div ref={element} role="img" aria-label={label} style={{ height: 280, width: '100%' }} />;
}
