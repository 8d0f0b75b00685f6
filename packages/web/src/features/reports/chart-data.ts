import type { ReportResult } from '@vela/core';

export interface ChartPoint {
  name: string;
  value: number;
}

/**
 * What a report's chart draws: one point per group of the first grouping
 * (the subtotals when there are more levels), measured by the record count
 * or one summary. Values come from the server's aggregation as they are.
 */
export function chartPoints(result: ReportResult, emptyLabel: string): ChartPoint[] {
  const measure = result.chart?.measure ?? -1;
  return result.groups
    .filter((group) => group.by.length === 1 && group.by[0] === 0)
    .map((group) => {
      const raw = measure < 0 ? group.count : group.values[measure];
      return {
        name: group.keys[0] === null ? emptyLabel : (group.labels[0] ?? ''),
        value: typeof raw === 'number' ? raw : 0,
      };
    });
}
