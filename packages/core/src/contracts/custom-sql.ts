import { z } from 'zod';
import { MAX_CUSTOM_SQL_LENGTH } from '../reports/custom-sql-rules.js';
import { defineCall } from './call-contract.js';

/** Custom SQL reports (issue 19, server module reports): saved read-only SELECTs run as the caller. */

const reportId = z.string().min(1).max(64);
const sqlText = z.string().max(MAX_CUSTOM_SQL_LENGTH);

export const customSqlReportInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  folderId: z.string().nullable(),
  folderName: z.string(),
  isPublic: z.boolean(),
  ownerName: z.string(),
  /** Its author may change it: an administrator (only administrators write custom SQL). */
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type CustomSqlReportInfo = z.infer<typeof customSqlReportInfoSchema>;

export const customSqlReportSchema = customSqlReportInfoSchema.extend({ sql: z.string() });
export type CustomSqlReport = z.infer<typeof customSqlReportSchema>;

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const customSqlResultSchema = z.object({
  /** The result's column names, in the query's order (a name may repeat). */
  columns: z.array(z.string()),
  /** Each row's cells, in the order of `columns`. */
  rows: z.array(z.array(cellSchema)),
  /** More rows matched than the row limit: the answer is cut there. */
  truncated: z.boolean(),
  rowLimit: z.number().int(),
  /** The objects the query read, each through the caller's access filter. */
  objects: z.array(z.string()),
});
export type CustomSqlResult = z.infer<typeof customSqlResultSchema>;

export const getCustomSqlReportsContract = defineCall({
  path: '/report/getCustomSqlReports',
  summary: 'The custom SQL reports the caller may run (their own, public ones, those in folders they see)',
  request: z.strictObject({ keyword: z.string().max(200).default('') }),
  response: z.object({
    reports: z.array(customSqlReportInfoSchema),
    /** The caller may write custom SQL (administrators). */
    canAuthor: z.boolean(),
  }),
});

export const getCustomSqlReportContract = defineCall({
  path: '/report/getCustomSqlReport',
  summary: 'One custom SQL report with its query',
  request: z.strictObject({ id: reportId }),
  response: customSqlReportSchema,
});

export const saveCustomSqlReportContract = defineCall({
  path: '/report/saveCustomSqlReport',
  summary:
    'Creates (no id) or changes a custom SQL report (administrators); the query is checked as a run checks it',
  request: z.strictObject({
    id: reportId.optional(),
    name: z.string().max(400),
    description: z.string().max(2000).default(''),
    sql: sqlText,
    isPublic: z.boolean().default(false),
    folderId: reportId.nullable().default(null),
  }),
  response: customSqlReportSchema,
});

export const deleteCustomSqlReportContract = defineCall({
  path: '/report/deleteCustomSqlReport',
  summary: 'Deletes a custom SQL report (administrators)',
  request: z.strictObject({ id: reportId }),
  response: z.object({ id: z.string() }),
});

export const runCustomSqlContract = defineCall({
  path: '/report/runCustomSql',
  summary:
    "Runs a saved custom SQL report (id) or an administrator's draft query (sql): a single SELECT over objects by API name, each object replaced by the caller's readable rows and fields, read-only, with a time and row limit",
  request: z.strictObject({ id: reportId.optional(), sql: sqlText.optional() }),
  response: customSqlResultSchema,
});

export const EXPORT_CUSTOM_SQL_PATH = '/report/exportCustomSql';

/** The raw download's request body (the answer is the file, not an envelope). */
export const exportCustomSqlRequestSchema = z.strictObject({ id: reportId, format: z.enum(['csv', 'xlsx']) });
