import type { ReportGroup, ReportResult } from '@vela/core';

export interface ChartPoint {
  name: string;
  value: number;
  /** Scatter charts: the point's place along the x axis. */
  x?: number;
  /** The key of the point's first grouping (null: the empty group): what a dashboard's click filters by. */
  key: string | null;
}

const measured = (group: ReportGroup, measure: number) => {
  const raw = measure < 0 ? group.count : group.values[measure];
  return typeof raw === 'number' ? raw : 0;
};

/**
 * What a report's chart draws: one point per group of the first grouping
 * (the subtotals when there are more levels), measured by the record count
 * or one summary. A scatter chart draws every leaf group instead, at its x
 * measure across and its measure up. Values come from the server as they are.
 */
export function chartPoints(result: ReportResult, emptyLabel: string): ChartPoint[] {
  const measure = result.chart?.measure ?? -1;
  const labelOf = (group: ReportGroup, index: number) =>
    group.keys[index] === null ? emptyLabel : (group.labels[index] ?? '');
  if (result.chart?.type === 'scatter') {
    const depth = result.groupings.length;
    const xMeasure = result.chart.xMeasure ?? -1;
    return result.groups
      .filter((group) => group.by.length === depth)
      .map((group) => ({
        name: group.by.map((index) => labelOf(group, index)).join(' · '),
        value: measured(group, measure),
        x: measured(group, xMeasure),
        key: group.keys[0] ?? null,
      }));
  }
  return result.groups
    .filter((group) => group.by.length === 1 && group.by[0] === 0)
    .map((group) => ({
      name: labelOf(group, 0),
      value: measured(group, measure),
      key: group.keys[0] ?? null,
    }));
}
