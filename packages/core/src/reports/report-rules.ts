/**
 * The rules of a report definition that the builder and the server share:
 * what may be grouped, what may be summarised, and how many of each.
 */
export const REPORT_FORMATS = ['tabular', 'summary', 'matrix'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const SUMMARY_FUNCTIONS = ['sum', 'avg', 'min', 'max', 'count', 'unique'] as const;
export type SummaryFunction = (typeof SUMMARY_FUNCTIONS)[number];

export const DATE_GRANULARITIES = ['day', 'month', 'quarter', 'year'] as const;
export type DateGranularity = (typeof DATE_GRANULARITIES)[number];

export const CHART_TYPES = ['bar', 'column', 'line', 'pie', 'donut', 'funnel', 'scatter'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** Summary format: up to three row groupings; matrix: one row and one column grouping. */
export const MAX_REPORT_GROUPINGS = 3;
export const MAX_REPORT_COLUMNS = 30;
export const MAX_REPORT_FILTERS = 20;
export const MAX_REPORT_SUMMARIES = 10;
/** A tabular report's rows come a page at a time. */
export const REPORT_ROWS_PAGE_SIZE = 100;
/** Groups one run answers at most; the answer says when more exist. */
export const MAX_REPORT_GROUPS = 2_000;

const NUMBER_TYPES = new Set(['N', 'P', 'c']);
const DATE_TYPES = new Set(['D', 'F']);
/** Long texts, multi-values and files make no sense as groups (and are slow to group). */
const UNGROUPABLE_TYPES = new Set(['X', 'A', 'Q', 'MR', 'file', 'AD', 'LT', 'Z']);

export function isNumberType(typeCode: string): boolean {
  return NUMBER_TYPES.has(typeCode);
}

export function isDateType(typeCode: string): boolean {
  return DATE_TYPES.has(typeCode);
}

export function isGroupableType(typeCode: string): boolean {
  return !UNGROUPABLE_TYPES.has(typeCode);
}

/** Sum and average need numbers; min and max numbers or dates; count anything; unique count what can group. */
export function summaryAppliesTo(fn: SummaryFunction, typeCode: string): boolean {
  if (fn === 'count') return true;
  if (fn === 'unique') return isGroupableType(typeCode);
  if (fn === 'sum' || fn === 'avg') return isNumberType(typeCode);
  return isNumberType(typeCode) || isDateType(typeCode);
}
