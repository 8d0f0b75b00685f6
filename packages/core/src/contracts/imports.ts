import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * The import wizard's calls (issue 21, server module imports): a file is
 * uploaded and read once (step 1), its columns mapped to fields (step 2),
 * checked in a dry run and imported on the job runner (step 3).
 */

/**
 * The largest file the JSON upload call takes (base64 inside JSON must stay under the server's body limit);
 * larger files go through the raw upload (`IMPORT_RAW_UPLOAD_PATH`), up to the organisation's import limit.
 */
export const IMPORT_MAX_FILE_BYTES = 7 * 1024 * 1024;
/** The most rows one import holds: the file is streamed batch by batch, so this guards time, not memory. */
export const IMPORT_MAX_ROWS = 5_000_000;

/** The raw upload: the file as the body's one multipart part `file`, the other choices in the query string. */
export const IMPORT_RAW_UPLOAD_PATH = '/importFile/uploadFile';
/** The organisation's import size limit when it set none (`settings_json.importSizeLimit`, bytes). */
export const IMPORT_DEFAULT_SIZE_LIMIT = 200 * 1024 * 1024;
/** The smallest and largest import size limit an organisation may set. */
export const IMPORT_MIN_SIZE_LIMIT = 1024 * 1024;
export const IMPORT_MAX_SIZE_LIMIT = 2 * 1024 * 1024 * 1024;

/** The organisation's import size limit from its settings (a whole number of bytes in range, else the default). */
export function orgImportLimitOf(settings: Record<string, unknown>): number {
  const value = settings.importSizeLimit;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= IMPORT_MIN_SIZE_LIMIT &&
    value <= IMPORT_MAX_SIZE_LIMIT
    ? value
    : IMPORT_DEFAULT_SIZE_LIMIT;
}

const MB = 1024 * 1024;
export const importSettingsSchema = z.object({
  /** The largest file one import takes, in bytes. */
  maxFileBytes: z.number().int(),
});
export type ImportSettings = z.infer<typeof importSettingsSchema>;

export const getImportSettingsContract = defineCall({
  path: '/importFile/getSettings',
  summary: "The organisation's import settings: the largest file one import takes",
  request: z.strictObject({}),
  response: importSettingsSchema,
});

export const saveImportSettingsContract = defineCall({
  path: '/importFile/saveSettings',
  summary: "Change the organisation's import size limit (system administrators)",
  request: z.strictObject({
    maxFileBytes: z
      .number({ error: 'the import size limit is a number of bytes' })
      .int({ error: 'the import size limit is a whole number of bytes' })
      .min(IMPORT_MIN_SIZE_LIMIT, {
        error: `the import size limit is at least ${IMPORT_MIN_SIZE_LIMIT / MB} MB (${IMPORT_MIN_SIZE_LIMIT} bytes)`,
      })
      .max(IMPORT_MAX_SIZE_LIMIT, {
        error: `the import size limit is at most ${IMPORT_MAX_SIZE_LIMIT / MB} MB (${IMPORT_MAX_SIZE_LIMIT} bytes)`,
      }),
  }),
  response: importSettingsSchema,
});
/** Rows shown in step 1's preview. */
export const IMPORT_PREVIEW_ROWS = 5;

export const IMPORT_OPERATIONS = ['insert', 'update', 'upsert'] as const;
export type ImportOperation = (typeof IMPORT_OPERATIONS)[number];

/** How dates in the file are written; Excel dates are real dates whatever this says. */
export const IMPORT_DATE_FORMATS = [
  'YYYY-MM-DD',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'DD.MM.YYYY',
  'YYYY/MM/DD',
] as const;
export type ImportDateFormat = (typeof IMPORT_DATE_FORMATS)[number];

/** How numbers are written: `dot` 1,234.56; `comma` 1.234,56; `space` 1 234,56. */
export const IMPORT_NUMBER_FORMATS = ['dot', 'comma', 'space'] as const;
export type ImportNumberFormat = (typeof IMPORT_NUMBER_FORMATS)[number];

/** Encodings the reader knows; '' asks it to detect. */
export const IMPORT_ENCODINGS = ['', 'UTF-8', 'GB18030', 'Shift_JIS', 'ISO-8859-1'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];

/**
 * uploaded → checking → checked → running → done; failed when the job itself failed; cancelled when
 * the person stopped the run (the rows imported until then stay). A cancelled dry run is uploaded again.
 * A done or cancelled import may be rolled back: rollingBack → rolledBack, or rollbackFailed when the
 * rollback's job gave up (the records put back until then stay so); a failed rollback may be tried again.
 */
export const IMPORT_STATUSES = [
  'uploaded',
  'checking',
  'checked',
  'running',
  'done',
  'failed',
  'cancelled',
  'rollingBack',
  'rolledBack',
  'rollbackFailed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const importId = z.string().min(4).max(64);
const objectApi = z.string().min(1).max(100);

export const importObjectSchema = z.object({
  objectApi: z.string(),
  label: z.string(),
  canCreate: z.boolean(),
  canEdit: z.boolean(),
  /** Fields an upsert may match on: unique fields, and fields named like an external id. */
  matchFields: z.array(z.object({ apiName: z.string(), label: z.string() })),
});
export type ImportObject = z.infer<typeof importObjectSchema>;

export const importFailureSchema = z.object({
  /** The row's number in the file, the header being row 1. */
  row: z.number().int(),
  reason: z.string(),
});
export type ImportFailure = z.infer<typeof importFailureSchema>;

export const importViewSchema = z.object({
  id: z.string(),
  objectApi: z.string(),
  objectLabel: z.string(),
  /** The object's id and record-id prefix: the list view's address. */
  objectId: z.string(),
  prefix: z.string(),
  operation: z.enum(IMPORT_OPERATIONS),
  matchField: z.string(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  /** The encoding the text was read in ('' for XLSX). */
  encoding: z.string(),
  /** The delimiter found (',' ';' tab '|'); '' for XLSX. */
  delimiter: z.string(),
  columns: z.array(z.string()),
  rowCount: z.number().int(),
  preview: z.array(z.array(z.string())),
  status: z.enum(IMPORT_STATUSES),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** The dry run's counts; null before one ran. */
  dryRun: z.object({ ok: z.number().int(), failed: z.number().int() }).nullable(),
  counts: z.object({ created: z.number().int(), updated: z.number().int(), failed: z.number().int() }),
  /** The first failing rows of the last phase (dry run or run), with why. */
  failures: z.array(importFailureSchema),
  /** Why the job itself stopped, when it did; '' otherwise. */
  error: z.string(),
});
export type ImportView = z.infer<typeof importViewSchema>;

export const importFieldSchema = z.object({
  apiName: z.string(),
  label: z.string(),
  type: z.string(),
  required: z.boolean(),
  /** A lookup: the file names the record by its name or id (a user by e-mail, name or id). */
  lookup: z.boolean(),
});
export type ImportField = z.infer<typeof importFieldSchema>;

export const columnMappingSchema = z.object({
  column: z.string().max(500),
  /** The field's api name; '' leaves the column out. */
  field: z.string().max(100),
});
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

export const getImportObjectsContract = defineCall({
  path: '/importFile/getObjects',
  summary:
    'The objects the caller may import into (create or edit permission), with the fields an upsert may match on',
  request: z.strictObject({}),
  response: z.array(importObjectSchema),
});

export const uploadImportFileContract = defineCall({
  path: '/importFile/upload',
  summary:
    'Step 1: read an uploaded CSV or XLSX file (encoding and delimiter detected) for an import into an object; answers the columns and a preview',
  request: z.strictObject({
    objectApi,
    operation: z.enum(IMPORT_OPERATIONS),
    /** The field an upsert matches existing records on; '' for insert and update. */
    matchField: z.string().max(100).default(''),
    fileName: z.string().min(1).max(255),
    /** The file's bytes, base64. */
    contentBase64: z.string().max(Math.ceil((IMPORT_MAX_FILE_BYTES * 4) / 3) + 8),
    encoding: z.enum(IMPORT_ENCODINGS).default(''),
  }),
  response: importViewSchema,
});

/** The raw upload's query string: the JSON upload's choices without the file (its name is the part's). */
export const uploadImportRawQuerySchema = z.strictObject({
  objectApi,
  operation: z.enum(IMPORT_OPERATIONS),
  matchField: z.string().max(100).default(''),
  encoding: z.enum(IMPORT_ENCODINGS).default(''),
});
export type UploadImportRawQuery = z.infer<typeof uploadImportRawQuerySchema>;

export const uploadImportRawContract = defineCall({
  path: IMPORT_RAW_UPLOAD_PATH,
  summary:
    'Step 1 for a file of any size up to the organisation import limit: the file as multipart/form-data part "file" (streamed to the data folder), the choices in the query string; answers the columns and a preview',
  request: uploadImportRawQuerySchema,
  response: importViewSchema,
});

export const getImportContract = defineCall({
  path: '/importFile/getImport',
  summary: "One of the caller's imports: its file, status, progress, counts and failing rows",
  request: z.strictObject({ importId }),
  response: importViewSchema,
});

export const getImportMappingContract = defineCall({
  path: '/importFile/getMapping',
  summary:
    "Step 2: the object's importable fields and each column's field, from the mapping saved last time or matched by label (any language) and api name",
  request: z.strictObject({ importId }),
  response: z.object({
    fields: z.array(importFieldSchema),
    mapping: z.array(columnMappingSchema),
    dateFormat: z.enum(IMPORT_DATE_FORMATS),
    numberFormat: z.enum(IMPORT_NUMBER_FORMATS),
    /** The mapping came from the caller's last import of this object. */
    fromSaved: z.boolean(),
  }),
});

export const dryRunImportContract = defineCall({
  path: '/importFile/dryRun',
  summary:
    'Step 3: save the mapping (kept for the next import of the object) and check every row through the save pipeline without writing (a background job)',
  request: z.strictObject({
    importId,
    mapping: z.array(columnMappingSchema).max(500),
    dateFormat: z.enum(IMPORT_DATE_FORMATS),
    numberFormat: z.enum(IMPORT_NUMBER_FORMATS),
  }),
  response: importViewSchema,
});

export const runImportContract = defineCall({
  path: '/importFile/run',
  summary: 'Import the checked file: every row through the save pipeline, in batches, as a background job',
  request: z.strictObject({ importId }),
  response: importViewSchema,
});

export const cancelImportContract = defineCall({
  path: '/importFile/cancel',
  summary: 'Stop a dry run or a run after the batch under way; the rows imported until then stay',
  request: z.strictObject({ importId }),
  response: importViewSchema,
});

export const importSummarySchema = z.object({
  id: z.string(),
  objectApi: z.string(),
  objectLabel: z.string(),
  fileName: z.string(),
  operation: z.enum(IMPORT_OPERATIONS),
  status: z.enum(IMPORT_STATUSES),
  rowCount: z.number().int(),
  /** The run's counts (zero before it ran). */
  counts: z.object({ created: z.number().int(), updated: z.number().int(), failed: z.number().int() }),
  createdAt: z.string(),
  /** When the run ended ('' before): the rollback window counts from then. */
  finishedAt: z.string(),
  /** Whether it may be rolled back now (done or cancelled, within IMPORT_ROLLBACK_DAYS). */
  canRollBack: z.boolean(),
  /** The rollback under way or done: records put back so far of all, and those it could not. */
  rollback: z
    .object({ done: z.number().int(), total: z.number().int(), failed: z.number().int() })
    .nullable(),
  /** Why the import's job or its rollback's job gave up ('' otherwise): shown with a failed rollback. */
  error: z.string(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** How long after it finished an import may be rolled back. */
export const IMPORT_ROLLBACK_DAYS = 7;

/** Whether an import that ended at `finishedAt` (ISO) in `status` may still be rolled back at `now`. */
export function importRollbackOpen(status: ImportStatus, finishedAt: string, now: Date): boolean {
  if (status !== 'done' && status !== 'cancelled' && status !== 'rollbackFailed') return false;
  const ended = Date.parse(finishedAt);
  return Number.isFinite(ended) && now.getTime() - ended <= IMPORT_ROLLBACK_DAYS * 86_400_000;
}

/** How many of a person's imports the history lists. */
export const IMPORT_HISTORY_SIZE = 20;

export const listImportsContract = defineCall({
  path: '/importFile/listImports',
  summary: "The caller's latest imports, newest first, with their status and the run's counts",
  request: z.strictObject({}),
  response: z.array(importSummarySchema),
});

export const rollbackImportContract = defineCall({
  path: '/importFile/rollback',
  summary:
    'Roll a finished import back (within 7 days): the records it created go to the recycle bin, the fields it updated get their values from before it; refused, naming them, when records changed since (a background job)',
  request: z.strictObject({ importId }),
  response: importSummarySchema,
});

/** The failure file's formats: the uploaded one (CSV) or an Excel workbook. */
export const IMPORT_FAILURE_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFailureFormat = (typeof IMPORT_FAILURE_FORMATS)[number];
