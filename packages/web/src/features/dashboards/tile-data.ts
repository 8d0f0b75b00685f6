import type { ReportResult } from '@vela/core';

/** One segment of a component: its label, the group key the server filters by when it is clicked, its value. */
export interface Segment {
  label: string;
  key: string | null;
  value: number;
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

/** The first grouping's groups (the subtotals when there are more levels), as the server aggregated them. */
export function segments(result: ReportResult, emptyLabel: string): Segment[] {
  const index = measureIndex(result);
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
