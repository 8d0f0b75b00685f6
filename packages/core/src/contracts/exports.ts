import { z } from 'zod';
import { defineCall } from './call-contract.js';
import { EXPORT_FORMATS, type ExportFormat } from './list-views.js';

/**
 * Exports of whole objects (issue 21, server module exports): every record the
 * caller may read, with the fields they may see (all, or a chosen set), written
 * as CSV or XLSX by a background job; the file is downloaded when the job is done.
 */
/** The same two formats as a list view's export. */
export type ExportFileFormat = ExportFormat;

/** queued → running → done; failed when the job gave up (its error says why). */
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How many of a person's exports the history lists. */
export const EXPORT_HISTORY_SIZE = 20;

export const exportObjectSchema = z.object({
  objectApi: z.string(),
  label: z.string(),
  /** The fields the caller may see, in the object's order: what "all fields" exports. */
  fields: z.array(z.object({ apiName: z.string(), label: z.string() })),
});
export type ExportObject = z.infer<typeof exportObjectSchema>;

export const exportViewSchema = z.object({
  id: z.number().int(),
  objectApi: z.string(),
  objectLabel: z.string(),
  format: z.enum(EXPORT_FORMATS),
  /** The file's name as it is downloaded. */
  fileName: z.string(),
  /** How many columns the file has. */
  fieldCount: z.number().int(),
  status: z.enum(EXPORT_STATUSES),
  /** Rows written so far, of the rows the caller may read (total is null until counted). */
  progress: z.object({ done: z.number().int(), total: z.number().int().nullable() }),
  /** Why the job failed; '' otherwise. */
  error: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportView = z.infer<typeof exportViewSchema>;

const exportId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const getExportObjectsContract = defineCall({
  path: '/exportFile/getObjects',
  summary: 'The objects the caller may read, each with the fields they may see (what an export may hold)',
  request: z.strictObject({}),
  response: z.array(exportObjectSchema),
});

export const startExportContract = defineCall({
  path: '/exportFile/start',
  summary:
    'Export every record of an object the caller may read to CSV or XLSX, as a background job: all the fields they may see, or the ones chosen',
  request: z.strictObject({
    objectApi: z.string().min(1).max(100),
    format: z.enum(EXPORT_FORMATS),
    /** Api names, in the file's order; empty exports every field the caller may see. */
    fields: z.array(z.string().min(1).max(100)).max(500).default([]),
  }),
  response: exportViewSchema,
});

export const getExportContract = defineCall({
  path: '/exportFile/getExport',
  summary: "One of the caller's exports: its status and progress",
  request: z.strictObject({ exportId }),
  response: exportViewSchema,
});

export const listExportsContract = defineCall({
  path: '/exportFile/listExports',
  summary: "The caller's latest exports, newest first",
  request: z.strictObject({}),
  response: z.array(exportViewSchema),
});
