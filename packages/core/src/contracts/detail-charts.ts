import { z } from 'zod';
import { defineCall } from './call-contract.js';
import { reportResultSchema } from './reports.js';

/**
 * Charts on record detail pages (issue 19, setup pages reportChart and detailsPageChart; server module
 * reports): a saved report's chart shown on each record of an object, its rows filtered to the record.
 */

/** How many charts one object's detail page shows at most. */
export const MAX_DETAIL_CHARTS_PER_OBJECT = 6;

const apiName = z.string().trim().min(1).max(100);
const id = z.string().min(1).max(64);

export const detailChartSchema = z.object({
  id: z.string(),
  /** The object whose record detail pages show it. */
  objectApi: z.string(),
  objectLabel: z.string(),
  reportId: z.string(),
  reportName: z.string(),
  /** The report's object, whose rows the chart counts. */
  reportObjectApi: z.string(),
  /** The report object's lookup that points at the record: the rows shown are those whose lookup is the record. */
  linkField: z.string(),
  linkLabel: z.string(),
  /** The heading on the detail page; the report's name when empty. */
  label: z.string(),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type DetailChart = z.infer<typeof detailChartSchema>;

export const getDetailChartsContract = defineCall({
  path: '/detailChart/list',
  summary:
    "Charts on record detail pages: with objectApi, those that object's detail page shows to the caller (reports they may run); without, every one (administrators)",
  request: z.strictObject({ objectApi: apiName.optional() }),
  response: z.object({
    charts: z.array(detailChartSchema),
    /** The caller adds, changes and removes detail page charts (administrators). */
    canManage: z.boolean(),
  }),
});

export const detailChartDraftSchema = z.strictObject({
  id: id.optional(),
  objectApi: apiName,
  reportId: id,
  linkField: apiName,
  label: z.string().trim().max(80).default(''),
  position: z.number().int().min(0).max(1000).default(0),
});
export type DetailChartDraft = z.infer<typeof detailChartDraftSchema>;

export const saveDetailChartContract = defineCall({
  path: '/detailChart/save',
  summary:
    "Adds or changes a chart on an object's record detail pages: a saved report with a chart, filtered to the record through one of its lookups (administrators)",
  request: detailChartDraftSchema,
  response: detailChartSchema,
});

export const deleteDetailChartContract = defineCall({
  path: '/detailChart/delete',
  summary: 'Removes a chart from record detail pages; the report stays (administrators)',
  request: z.strictObject({ id }),
  response: z.object({ id: z.string() }),
});

export const runDetailChartContract = defineCall({
  path: '/detailChart/run',
  summary:
    'Runs a detail page chart for one record: its report over the rows the caller may read whose lookup is that record',
  request: z.strictObject({ id, recordId: id }),
  response: reportResultSchema,
});
