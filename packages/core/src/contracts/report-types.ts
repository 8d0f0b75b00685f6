import { z } from 'zod';
import { MAX_REPORT_TYPE_RELATIONS, REPORT_TYPE_JOINS } from '../reports/report-type-rules.js';
import { defineCall } from './call-contract.js';

/** Report types (issue 19, route dataSource; server module reports): which objects a report joins. */

const apiName = z.string().trim().min(1).max(100);

export const reportTypeRelationSchema = z.strictObject({
  /** The related object, by API name. */
  objectApi: apiName,
  /** Its lookup field that points at the object before it (the primary object for the first). */
  lookupField: apiName,
  /** with: only rows that have such related records; withOrWithout: also rows that have none. */
  join: z.enum(REPORT_TYPE_JOINS),
});
export type ReportTypeRelation = z.infer<typeof reportTypeRelationSchema>;

export const reportTypeDefinitionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  primaryObject: z.string(),
  primaryLabel: z.string(),
  relations: z.array(reportTypeRelationSchema.extend({ objectLabel: z.string(), lookupLabel: z.string() })),
  /** How many saved reports are built on it (a type in use is not deleted). */
  reportCount: z.number().int(),
  updatedAt: z.string(),
});
export type ReportTypeDefinition = z.infer<typeof reportTypeDefinitionSchema>;

export const reportTypeLinkSchema = z.object({
  objectApi: z.string(),
  label: z.string(),
  lookupField: z.string(),
  lookupLabel: z.string(),
});
export type ReportTypeLink = z.infer<typeof reportTypeLinkSchema>;

export const getReportTypeDefinitionsContract = defineCall({
  path: '/report/getReportTypeDefinitions',
  summary:
    'The report types of the organisation whose objects the caller may all read (primary object and related objects through lookups)',
  request: z.strictObject({}),
  response: z.object({
    types: z.array(reportTypeDefinitionSchema),
    /** The caller creates, changes and deletes report types (administrators). */
    canManage: z.boolean(),
  }),
});

export const getReportTypeLinksContract = defineCall({
  path: '/report/getReportTypeLinks',
  summary:
    'The objects a report type may join after this one: those with a lookup field pointing at it (its related records), readable by the caller',
  request: z.strictObject({ objectApi: apiName }),
  response: z.array(reportTypeLinkSchema),
});

export const saveReportTypeDefinitionContract = defineCall({
  path: '/report/saveReportTypeDefinition',
  summary:
    'Creates (no id) or changes a report type (administrators): each related object must reach the one before it through one of its lookup fields',
  request: z.strictObject({
    id: z.string().min(1).max(64).optional(),
    name: z.string().max(400),
    description: z.string().max(2000).default(''),
    primaryObject: apiName,
    relations: z.array(reportTypeRelationSchema).max(MAX_REPORT_TYPE_RELATIONS),
  }),
  response: reportTypeDefinitionSchema,
});

export const deleteReportTypeDefinitionContract = defineCall({
  path: '/report/deleteReportTypeDefinition',
  summary: 'Deletes a report type no saved report is built on (administrators)',
  request: z.strictObject({ id: z.string().min(1).max(64) }),
  response: z.object({ id: z.string() }),
});
