import { z } from 'zod';
import { REPORT_FORMATS } from '../reports/report-rules.js';
import { defineCall } from './call-contract.js';
import { reportDefinitionSchema } from './reports.js';

/**
 * Report templates (issue 19, setup pages reportTemplate, newTemplate and editTemplate; server module
 * reports): a report's shape without a home — its object or report type, format, columns, groupings,
 * filters, summaries and chart, but no folder, owner or sharing. Administrators keep them; a user starts a
 * new report from one ("Start from a template"), which copies the definition into the builder.
 */

/** How many templates one organisation keeps at most. */
export const MAX_REPORT_TEMPLATES = 200;
export const MAX_REPORT_TEMPLATE_NAME = 80;

const id = z.string().min(1).max(64);

export const reportTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  objectApi: z.string(),
  /** The object's plural label (or the object's API name when it is gone). */
  objectLabel: z.string(),
  format: z.enum(REPORT_FORMATS),
  definition: reportDefinitionSchema,
  updatedAt: z.string(),
});
export type ReportTemplate = z.infer<typeof reportTemplateSchema>;

export const getReportTemplatesContract = defineCall({
  path: '/reportTemplate/list',
  summary:
    'Report templates: those on objects the caller may read, for a user creating a report (profile flag new); every one for administrators',
  request: z.strictObject({}),
  response: z.object({
    templates: z.array(reportTemplateSchema),
    /** The caller creates, changes and deletes templates (administrators). */
    canManage: z.boolean(),
  }),
});

export const getReportTemplateContract = defineCall({
  path: '/reportTemplate/get',
  summary: 'One report template with its definition, if the caller may use it',
  request: z.strictObject({ id }),
  response: reportTemplateSchema,
});

export const reportTemplateDraftSchema = z.strictObject({
  id: id.optional(),
  name: z.string().max(400),
  description: z.string().max(2000).default(''),
  definition: reportDefinitionSchema,
});
export type ReportTemplateDraft = z.infer<typeof reportTemplateDraftSchema>;

export const saveReportTemplateContract = defineCall({
  path: '/reportTemplate/save',
  summary:
    'Creates (no id) or changes a report template; its definition is checked as a run would check it (administrators)',
  request: reportTemplateDraftSchema,
  response: reportTemplateSchema,
});

export const deleteReportTemplateContract = defineCall({
  path: '/reportTemplate/delete',
  summary: 'Deletes a report template; reports started from it stay (administrators)',
  request: z.strictObject({ id }),
  response: z.object({ id: z.string() }),
});
