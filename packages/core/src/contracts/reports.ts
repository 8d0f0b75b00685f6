import { z } from 'zod';
import { REPORT_DEFAULT_PAGE_INDEX, REPORT_DEFAULT_PAGE_SIZE } from '../protocol/constants.js';
import { MAX_FILTER_LOGIC_LENGTH } from '../reports/filter-logic.js';
import { RELATIVE_DATES } from '../reports/relative-dates.js';
import { MAX_BUCKETS_PER_FIELD, MAX_REPORT_BUCKET_FIELDS } from '../reports/report-buckets.js';
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
import { MAX_SUMMARY_FORMULA_LENGTH, MAX_SUMMARY_FORMULAS } from '../reports/summary-formulas.js';
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
  /**
   * Which measure the chart draws: -1 the record count, else an index into the summaries and then the
   * summary formulas (in that order). A scatter chart draws it upwards.
   */
  measure: z
    .number()
    .int()
    .min(-1)
    .max(MAX_REPORT_SUMMARIES + MAX_SUMMARY_FORMULAS),
  /** Scatter only: the measure along the x axis (same numbering); each leaf group is one point. */
  xMeasure: z
    .number()
    .int()
    .min(-1)
    .max(MAX_REPORT_SUMMARIES + MAX_SUMMARY_FORMULAS)
    .optional(),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportBucketSchema = z.strictObject({
  /** How groupings name it: bucket_ and lower-case letters, digits and underscores. */
  apiName: z
    .string()
    .regex(/^bucket_[a-z0-9_]{1,40}$/, 'a bucket field is named bucket_ and letters, digits or _'),
  label: z.string().trim().min(1).max(80),
  field: fieldApi,
  buckets: z
    .array(
      z.strictObject({
        label: z.string().trim().min(1).max(80),
        /** A number field: the values below this (the last bucket leaves it out). */
        below: z.number().finite().optional(),
        /** A picklist field: the values this bucket holds. */
        values: z.array(z.string().max(200)).max(500).optional(),
      }),
    )
    .min(1)
    .max(MAX_BUCKETS_PER_FIELD),
});
export type ReportBucket = z.infer<typeof reportBucketSchema>;

export const reportSummaryFormulaSchema = z.strictObject({
  label: z.string().trim().min(1).max(80),
  /** For example SUM(amount) / RECORDCOUNT (see compileSummaryFormula). */
  expression: z.string().trim().min(1).max(MAX_SUMMARY_FORMULA_LENGTH),
});
export type ReportSummaryFormula = z.infer<typeof reportSummaryFormulaSchema>;

export const reportDefinitionSchema = z.strictObject({
  objectApi: z.string().trim().min(1).max(100),
  /** A report type (route dataSource) joining related objects to objectApi, its primary object; left out: none. */
  reportTypeId: z.string().min(1).max(64).optional(),
  format: z.enum(REPORT_FORMATS),
  columns: z.array(fieldApi).max(MAX_REPORT_COLUMNS),
  /** Summary: up to three row groupings; matrix: the first is the rows', the second the columns'. */
  groupings: z.array(reportGroupingSchema).max(MAX_REPORT_GROUPINGS),
  filters: z.array(reportFilterSchema).max(MAX_REPORT_FILTERS),
  /** How the numbered filters combine ("1 AND (2 OR 3)"); empty or left out: all must hold. */
  filterLogic: z.string().max(MAX_FILTER_LOGIC_LENGTH).optional(),
  summaries: z.array(reportSummarySchema).max(MAX_REPORT_SUMMARIES),
  /** Bucket fields a grouping may name instead of a field. */
  buckets: z.array(reportBucketSchema).max(MAX_REPORT_BUCKET_FIELDS).optional(),
  /** Evaluated per group at every level, after the summaries. */
  summaryFormulas: z.array(reportSummaryFormulaSchema).max(MAX_SUMMARY_FORMULAS).optional(),
  chart: reportChartSchema.nullable(),
});
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;

export const relativeDateSchema = z.enum(RELATIVE_DATES);

export const reportActionsSchema = z.object({ run: z.boolean(), export: z.boolean(), new: z.boolean() });

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
  /** The folder it is saved in; null: none (its owner's, or the organisation's when public). */
  folderId: z.string().nullable(),
  folderName: z.string(),
  canEdit: z.boolean(),
  /** What the caller may do with it: the report's own flags and the caller's profile (DECISIONS 15). */
  actions: reportActionsSchema,
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
  /** One per summary, then one per summary formula: numbers, or dates for min and max of a date. */
  values: z.array(summaryValue),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportResultSchema = z.object({
  objectApi: z.string(),
  objectLabel: z.string(),
  format: z.enum(REPORT_FORMATS),
  columns: z.array(reportColumnSchema),
  groupings: z.array(reportColumnSchema),
  /** The summaries, then the summary formulas (fn 'formula', field ''); values follow this order. */
  summaries: z.array(
    z.object({ field: z.string(), fn: z.enum([...SUMMARY_FUNCTIONS, 'formula']), label: z.string() }),
  ),
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
  /** A report type's id (its related objects join the object); absent: the object alone. */
  reportTypeId: z.string().optional(),
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
  request: z.strictObject({
    objectApi: z.string().min(1).max(100),
    /** A report type: its related objects' readable fields follow, named Object.field. */
    reportTypeId: z.string().min(1).max(64).optional(),
  }),
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
    /** Only the reports saved in this folder; left out: every report the caller may run. */
    folderId: reportId.optional(),
    pageIndex: z.number().int().min(1).default(REPORT_DEFAULT_PAGE_INDEX),
    pageSize: z.number().int().min(1).max(100).default(REPORT_DEFAULT_PAGE_SIZE),
  }),
  response: z.object({
    total: z.number().int(),
    reports: z.array(reportInfoSchema),
    /** The caller's profile lets them create reports (spec 1 §6 flag new). */
    canCreate: z.boolean(),
  }),
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
    /** The folder to save it in (edit access to it needed); null or left out: no folder. */
    folderId: reportId.nullable().default(null),
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

export const EXPORT_REPORT_PATH = '/report/exportReport';

/** The raw download's request body (the answer is the file, not an envelope). */
export const exportReportRequestSchema = z.strictObject({
  id: reportId,
  format: z.enum(['csv', 'xlsx']),
  /**
   * A summary report with its detail rows: XLSX lays out each group, its rows, the subtotals and the
   * total (Salesforce's formatted report); CSV the detail rows flat, each with its group columns.
   */
  details: z.boolean().default(false),
});
