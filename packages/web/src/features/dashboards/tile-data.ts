import type { ReportResult } from '@vela/core';
import { chartPoints } from '../reports/index.js';

/** One segment of a component: its label, the group key the server filters by when it is clicked, its value. */
export interface Segment {
  label: string;
  key: string | null;
  value: number;
  /** Scatter charts: the point's place along the x axis (the chart's x measure). */
  x?: number;
}

/** The measure a component shows: the report chart's, else its first summary, else the record count. */
export function measureIndex(result: ReportResult): number {
  if (result.chart) return result.chart.measure;
  return result.summaries.length > 0 ? 0 : -1;
}

export function measureLabel(result: ReportResult, countLabel: string): string {
  const index = measureIndex(result);
  return index < 0 ? countLabel : (result.summaries[index]?.label ?? countLabel);
}

/**
 * The first grouping's groups (the subtotals when there are more levels), as the server aggregated them.
 * A scatter chart's points are the report screen's own (a point per leaf group, at its x measure across);
 * clicking one opens the records of its first grouping's key, the key a segment filters by.
 */
export function segments(result: ReportResult, emptyLabel: string): Segment[] {
  const index = measureIndex(result);
  if (result.chart?.type === 'scatter')
    return chartPoints(result, emptyLabel).map(({ name, key, value, x }) => ({
      label: name,
      key,
      value,
      ...(x === undefined ? {} : { x }),
    }));
  return result.groups
    .filter((group) => group.by.length === 1 && group.by[0] === 0)
    .map((group) => {
      const raw = index < 0 ? group.count : group.values[index];
      return {
        label: group.keys[0] === null ? emptyLabel : (group.labels[0] ?? ''),
        key: group.keys[0] ?? null,
        value: typeof raw === 'number' ? raw : 0,
      };
    });
}

/** The one number a metric or a gauge shows: the grand total of the measure. */
export function headline(result: ReportResult): number {
  const index = measureIndex(result);
  if (!result.total) return 0;
  const raw = index < 0 ? result.total.count : result.total.values[index];
  return typeof raw === 'number' ? raw : 0;
}

/** What a chart component draws: its report chart's type (columns when it has none) over its segments. */
export function chartDrawing(result: ReportResult, emptyLabel: string, countLabel: string) {
  const xMeasure = result.chart?.xMeasure ?? -1;
  return {
    kind: 'chart' as const,
    type: result.chart?.type ?? ('column' as const),
    segments: segments(result, emptyLabel),
    xLabel: xMeasure < 0 ? countLabel : (result.summaries[xMeasure]?.label ?? countLabel),
  };
}
