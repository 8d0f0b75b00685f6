import {
  type ChartType,
  type DateGranularity,
  MAX_REPORT_GROUPINGS,
  type ReportDefinition,
  type ReportField,
  type ReportFormat,
  type SummaryFunction,
  summaryAppliesTo,
} from '@vela/core';

/** A new report: the record name as its only column, as a table (on a report type when one is named). */
export function blankDefinition(objectApi: string, reportTypeId?: string): ReportDefinition {
  return {
    objectApi,
    ...(reportTypeId ? { reportTypeId } : {}),
    format: 'tabular',
    columns: ['name'],
    groupings: [],
    filters: [],
    summaries: [],
    chart: null,
  };
}

/**
 * Switching format keeps what still applies: a tabular report has no
 * groupings or chart, a matrix exactly two groupings.
 */
export function withFormat(
  definition: ReportDefinition,
  format: ReportFormat,
  fields: readonly ReportField[],
): ReportDefinition {
  if (format === 'tabular') return { ...definition, format, groupings: [], chart: null };
  const groupable = fields.filter((field) => field.groupable && field.apiName !== 'name');
  const groupings = [...definition.groupings];
  const wanted = format === 'matrix' ? 2 : Math.max(1, Math.min(groupings.length, MAX_REPORT_GROUPINGS));
  for (const field of groupable) {
    if (groupings.length >= wanted) break;
    if (!groupings.some((grouping) => grouping.field === field.apiName))
      groupings.push({ field: field.apiName });
  }
  return {
    ...definition,
    format,
    groupings: groupings.slice(0, wanted),
    chart: definition.chart ?? { type: 'column', measure: definition.summaries.length > 0 ? 0 : -1 },
  };
}

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

export function withoutSummary(definition: ReportDefinition, index: number): ReportDefinition {
  const summaries = definition.summaries.filter((_, at) => at !== index);
  const chart = definition.chart;
  const measure =
    !chart || chart.measure < index ? chart?.measure : chart.measure === index ? -1 : chart.measure - 1;
  return { ...definition, summaries, chart: chart ? { ...chart, measure: measure ?? -1 } : null };
}

/** The functions a field takes in a summary, in the order the builder offers them. */
export function functionsFor(field: ReportField | undefined): SummaryFunction[] {
  const all: SummaryFunction[] = ['sum', 'avg', 'min', 'max', 'count', 'unique'];
  return field ? all.filter((fn) => summaryAppliesTo(fn, field.type)) : [];
}

export const isDateField = (field: ReportField | undefined) => field?.type === 'D' || field?.type === 'F';
export const GRANULARITIES: DateGranularity[] = ['day', 'month', 'quarter', 'year'];
export const CHARTS: ChartType[] = ['bar', 'column', 'line', 'pie', 'donut', 'funnel', 'scatter'];
