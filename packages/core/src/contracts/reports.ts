import { z } from 'zod';
import { REPORT_DEFAULT_PAGE_INDEX, REPORT_DEFAULT_PAGE_SIZE } from '../protocol/constants.js';
import { RELATIVE_DATES } from '../reports/relative-dates.js';
import {
  CHART_TYPES,
  DATE_GRANULARITIES,
  MAX_REPORT_COLUMNS,
  MAX_REPORT_FILTERS,
  MAX_REPORT_GROUPINGS,
  MAX_REPORT_SUMMARIES,
  REPORT_FORMATS,
  SUMMARY_FUNCTIONS,
} from '../reports/report-rules.js';
import { defineCall } from './call-contract.js';

/** The report calls of issue 19 (server module reports). */

const fieldApi = z.string().trim().min(1).max(100);
const reportId = z.string().min(1).max(64);

export const reportFilterSchema = z.strictObject({
  field: fieldApi,
  /** A list-view operator (e, n, c, in, l, g, …) or 'within' with a relative date as value. */
  operator: z.string().min(1).max(20),
  value: z.union([z.string().max(500), z.array(z.string().max(500)).max(100)]).optional(),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;

export const reportGroupingSchema = z.strictObject({
  field: fieldApi,
  /** Date fields: the period rows fall into; month when left out. */
  dateGranularity: z.enum(DATE_GRANULARITIES).optional(),
});
export type ReportGrouping = z.infer<typeof reportGroupingSchema>;

export const reportSummarySchema = z.strictObject({
  field: fieldApi,
  fn: z.enum(SUMMARY_FUNCTIONS),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportChartSchema = z.strictObject({
  type: z.enum(CHART_TYPES),
  /** Which summary the chart draws: -1 the record count, else an index into summaries. */
  measure: z.number().int().min(-1).max(MAX_REPORT_SUMMARIES),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportDefinitionSchema = z.strictObject({
  objectApi: z.string().trim().min(1).max(100),
  format: z.enum(REPORT_FORMATS),
  columns: z.array(fieldApi).max(MAX_REPORT_COLUMNS),
  /** Summary: up to three row groupings; matrix: the first is the rows', the second the columns'. */
  groupings: z.array(reportGroupingSchema).max(MAX_REPORT_GROUPINGS),
  filters: z.array(reportFilterSchema).max(MAX_REPORT_FILTERS),
  summaries: z.array(reportSummarySchema).max(MAX_REPORT_SUMMARIES),
  chart: reportChartSchema.nullable(),
});
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;

export const relativeDateSchema = z.enum(RELATIVE_DATES);

export const reportInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  objectApi: z.string(),
  objectLabel: z.string(),
  format: z.enum(REPORT_FORMATS),
  ownerId: z.string(),
  ownerName: z.string(),
  isPublic: z.boolean(),
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type ReportInfo = z.infer<typeof reportInfoSchema>;

export const savedReportSchema = reportInfoSchema.extend({ definition: reportDefinitionSchema });
export type SavedReport = z.infer<typeof savedReportSchema>;

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const reportColumnSchema = z.object({
  apiName: z.string(),
  label: z.string(),
  type: z.string(),
});

const summaryValue = z.union([z.number(), z.string()]).nullable();

/**
 * One group of a summary or matrix run. `by` names the groupings it is keyed by (indexes into
 * groupings): all of them for the leaves, fewer for subtotals, none for the grand total; keys and
 * labels hold one entry per grouping, null and '' where the group is not keyed by it.
 */
export const reportGroupSchema = z.object({
  by: z.array(z.number().int()),
  keys: z.array(z.string().nullable()),
  labels: z.array(z.string()),
  count: z.number(),
  /** One per summary: numbers, or dates for min and max of a date. */
  values: z.array(summaryValue),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportResultSchema = z.object({
  objectApi: z.string(),
  objectLabel: z.string(),
  format: z.enum(REPORT_FORMATS),
  columns: z.array(reportColumnSchema),
  groupings: z.array(reportColumnSchema),
  summaries: z.array(z.object({ field: z.string(), fn: z.enum(SUMMARY_FUNCTIONS), label: z.string() })),
  /** Tabular: the page of detail rows (lookups with their names as <field>ccname). */
  rows: z.array(z.object({ id: z.string() }).catchall(cellSchema)),
  /** Tabular: whether another page follows. */
  hasMore: z.boolean(),
  /** Summary and matrix: every group and subtotal, at most MAX_REPORT_GROUPS. */
  groups: z.array(reportGroupSchema),
  /** Whether more groups exist than were answered. */
  groupsTruncated: z.boolean(),
  /** Null when the rows were asked for without their totals (rowsOnly). */
  total: z.object({ count: z.number(), values: z.array(summaryValue) }).nullable(),
  chart: reportChartSchema.nullable(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

export const reportFieldSchema = z.object({
  apiName: z.string(),
  label: z.string(),
  type: z.string(),
  operators: z.array(z.string()),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  groupable: z.boolean(),
});
export type ReportField = z.infer<typeof reportFieldSchema>;

export const reportTypeSchema = z.object({
  objectApi: z.string(),
  label: z.string(),
  pluralLabel: z.string(),
});
export type ReportType = z.infer<typeof reportTypeSchema>;

export const getReportTypesContract = defineCall({
  path: '/report/getReportTypes',
  summary: 'The objects the caller may report on (read permission), by label',
  request: z.strictObject({}),
  response: z.array(reportTypeSchema),
});

export const getReportFieldsContract = defineCall({
  path: '/report/getReportFields',
  summary: "An object's fields the caller may read, with filter operators and whether each can group rows",
  request: z.strictObject({ objectApi: z.string().min(1).max(100) }),
  response: z.object({
    objectApi: z.string(),
    label: z.string(),
    fields: z.array(reportFieldSchema),
    relativeDates: z.array(relativeDateSchema),
  }),
});

export const getReportListContract = defineCall({
  path: '/report/getReportList',
  summary:
    "Reports the caller may run (their own and the organisation's shared ones), newest first, 10 a page from page 1, searched by name",
  request: z.strictObject({
    keyword: z.string().max(200).default(''),
    pageIndex: z.number().int().min(1).default(REPORT_DEFAULT_PAGE_INDEX),
    pageSize: z.number().int().min(1).max(100).default(REPORT_DEFAULT_PAGE_SIZE),
  }),
  response: z.object({ total: z.number().int(), reports: z.array(reportInfoSchema) }),
});

export const getReportContract = defineCall({
  path: '/report/getReport',
  summary: 'One saved report with its definition',
  request: z.strictObject({ id: reportId }),
  response: savedReportSchema,
});

export const saveReportContract = defineCall({
  path: '/report/saveReport',
  summary:
    'Creates (no id) or changes (its owner or an administrator) a report; the definition is checked as a run would check it',
  request: z.strictObject({
    id: reportId.optional(),
    name: z.string().max(400),
    description: z.string().max(2000).default(''),
    isPublic: z.boolean().default(false),
    definition: reportDefinitionSchema,
  }),
  response: savedReportSchema,
});

export const deleteReportContract = defineCall({
  path: '/report/deleteReport',
  summary: 'Deletes a report (its owner or an administrator)',
  request: z.strictObject({ id: reportId }),
  response: z.object({ id: z.string() }),
});

export const runReportContract = defineCall({
  path: '/report/runReport',
  summary:
    "Runs a saved report (id) or a draft definition (the builder's preview) over the rows and fields the caller may read; aggregates in SQL",
  request: z.strictObject({
    id: reportId.optional(),
    definition: reportDefinitionSchema.optional(),
    /** Tabular reports: the page of rows, from 1. */
    pageIndex: z.number().int().min(1).max(100_000).default(1),
    /**
     * Tabular reports: the page of rows only, without the totals, which read every matching row;
     * the screen shows the rows at once and asks for the totals beside them.
     */
    rowsOnly: z.boolean().default(false),
  }),
  response: reportResultSchema,
});
