import {
  type ColumnMapping,
  IMPORT_HISTORY_SIZE,
  IMPORT_MAX_FILE_BYTES,
  type ImportDateFormat,
  type ImportEncoding,
  type ImportNumberFormat,
  type ImportObject,
  type ImportOperation,
  type ImportStatus,
  type ImportSummary,
  type ImportView,
  importRollbackOpen,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { objectPermissionsFor } from '../access/index.js';
import {
  currentMetadata,
  labelIn,
  type MetadataSnapshot,
  type ObjectModel,
  resolveObject,
} from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  ID_FIELD,
  importableFields,
  importFieldViews,
  matchFieldsOf,
  matchKey,
  proposeMapping,
} from './import-fields.js';
import { IMPORT_JOB_TYPE, type ImportJobPayload } from './import-job.js';
import {
  clearPhase,
  createImportRun,
  errorIn,
  type ImportRun,
  importView,
  latestImports,
  moveImportStatus,
  newImportId,
  ROLLBACK_STATUSES,
  readImportRun,
  runColumns,
  runMapping,
  savedMapping,
  saveMapping,
  updateImportRun,
} from './import-store.js';
import { importUploadTarget, removeImportFile, storeImportFile, writeUploadBytes } from './stored-file.js';

/** What an operation needs: insert creates, update edits, upsert does both. */
async function requireImportRights(
  context: ModuleContext,
  user: CurrentUser,
  object: ObjectModel,
  operation: ImportOperation,
): Promise<void> {
  const rights = await objectPermissionsFor(context.database, user, object.id);
  const needsCreate = operation !== 'update';
  const needsEdit = operation !== 'insert';
  if (!rights.read || (needsCreate && !rights.create) || (needsEdit && !rights.edit)) {
    const what = needsCreate && needsEdit ? 'create and edit' : needsCreate ? 'create' : 'edit';
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `You may not ${what} ${object.pluralLabel || object.label} records, so you may not import them`,
    );
  }
}

async function objectOf(context: ModuleContext, objectApi: string): Promise<ObjectModel> {
  return resolveObject(await currentMetadata(context.database), { objectApi });
}

async function viewOf(context: ModuleContext, user: CurrentUser, run: ImportRun): Promise<ImportView> {
  const object = await objectOf(context, run.object_api);
  return importView(
    { database: context.database, dataDir: context.config.dataDir },
    run,
    {
      label: labelIn(object.labels, object.label, user.language),
      id: object.id,
      prefix: object.prefix,
    },
    user.language ?? 'en',
  );
}

export async function listImportObjects(context: ModuleContext, user: CurrentUser): Promise<ImportObject[]> {
  const snapshot = await currentMetadata(context.database);
  const answers: ImportObject[] = [];
  for (const object of snapshot.objects) {
    const rights = await objectPermissionsFor(context.database, user, object.id);
    if (!rights.read || (!rights.create && !rights.edit)) continue;
    answers.push({
      objectApi: object.apiName,
      label: labelIn(object.labels, object.label, user.language),
      canCreate: rights.create,
      canEdit: rights.edit,
      matchFields: matchFieldsOf(object).map((field) => ({
        apiName: field.apiName,
        label: labelIn(field.labels, field.label, user.language),
      })),
    });
  }
  return answers.sort((a, b) => a.label.localeCompare(b.label));
}

/** The upload's choices checked (rights, an upsert's match field) before any byte is stored. */
export async function checkUploadChoice(
  context: ModuleContext,
  user: CurrentUser,
  question: { objectApi: string; operation: ImportOperation; matchField: string },
): Promise<{ object: ObjectModel; matchField: string }> {
  const object = await objectOf(context, question.objectApi);
  await requireImportRights(context, user, object, question.operation);
  let matchField = '';
  if (question.operation === 'upsert') {
    const field = matchFieldsOf(object).find(
      (candidate) => candidate.apiName.toLowerCase() === question.matchField.toLowerCase(),
    );
    if (!field)
      throw badRequest(
        `body.matchField: an upsert matches on a unique or external-id field of ${object.label}`,
      );
    matchField = field.apiName;
  }
  return { object, matchField };
}

/**
 * Step 1 once the file's bytes are at `uploaded` (streamed there by the raw upload, or written from the JSON
 * call): read and checked as a stored file (stored-file.ts), then the import is created on it.
 */
export async function importUploaded(
  context: ModuleContext,
  user: CurrentUser,
  question: {
    importId: string;
    objectApi: string;
    operation: ImportOperation;
    matchField: string;
    fileName: string;
    encoding: ImportEncoding;
  },
  uploaded: string,
): Promise<ImportView> {
  const { object, matchField } = await checkUploadChoice(context, user, question);
  const file = await storeImportFile(
    context.config.dataDir,
    { orgId: user.orgId, importId: question.importId },
    uploaded,
    question.fileName,
    question.encoding,
  );
  try {
    const run = await createImportRun(
      context.database,
      user,
      { objectApi: object.apiName, operation: question.operation, matchField, fileName: question.fileName },
      { ...file, id: question.importId },
      context.now(),
    );
    return viewOf(context, user, run);
  } catch (error) {
    await removeImportFile(context.config.dataDir, file.filePath);
    throw error;
  }
}

/** The JSON upload (a file of up to IMPORT_MAX_FILE_BYTES as base64): written out, then read as any upload. */
export async function uploadImport(
  context: ModuleContext,
  user: CurrentUser,
  question: {
    objectApi: string;
    operation: ImportOperation;
    matchField: string;
    fileName: string;
    contentBase64: string;
    encoding: ImportEncoding;
  },
): Promise<ImportView> {
  await checkUploadChoice(context, user, question);
  const bytes = Buffer.from(question.contentBase64, 'base64');
  if (bytes.length > IMPORT_MAX_FILE_BYTES)
    throw badRequest(`The file is larger than ${Math.round(IMPORT_MAX_FILE_BYTES / 1024 / 1024)} MB`);
  const importId = newImportId();
  const target = await importUploadTarget(context.config.dataDir, user.orgId, importId);
  await writeUploadBytes(target, bytes);
  return importUploaded(context, user, { ...question, importId }, target);
}

export async function importOf(
  context: ModuleContext,
  user: CurrentUser,
  importId: string,
): Promise<ImportView> {
  return viewOf(context, user, await readImportRun(context.database, user, importId));
}

export async function importMapping(context: ModuleContext, user: CurrentUser, importId: string) {
  const run = await readImportRun(context.database, user, importId);
  const object = await objectOf(context, run.object_api);
  const saved = await savedMapping(context.database, user.userId, object.apiName);
  const current = runMapping(run);
  const mapping = proposeMapping(
    object,
    runColumns(run),
    current.length > 0 ? current : (saved?.mapping ?? []),
  );
  return {
    fields: importFieldViews(object, user.language),
    mapping,
    dateFormat: (current.length > 0
      ? run.date_format
      : (saved?.dateFormat ?? run.date_format)) as ImportDateFormat,
    numberFormat: (current.length > 0
      ? run.number_format
      : (saved?.numberFormat ?? run.number_format)) as ImportNumberFormat,
    fromSaved:
      current.length === 0 &&
      (saved?.mapping ?? []).some((entry) =>
        runColumns(run).some((column) => matchKey(column) === matchKey(entry.column)),
      ),
  };
}

const BUSY = new Set(['checking', 'running']);

export async function startDryRun(
  context: ModuleContext,
  user: CurrentUser,
  question: {
    importId: string;
    mapping: ColumnMapping[];
    dateFormat: ImportDateFormat;
    numberFormat: ImportNumberFormat;
  },
): Promise<ImportView> {
  const run = await readImportRun(context.database, user, question.importId);
  if (BUSY.has(run.status) || run.status === 'done')
    throw badRequest(`The import is ${run.status}; it cannot be checked again`);
  const object = await objectOf(context, run.object_api);
  await requireImportRights(context, user, object, run.operation as ImportOperation);
  const mapping = checkedMapping(object, runColumns(run), question.mapping);
  const fields = new Set(mapping.map((entry) => entry.field));
  if (run.operation === 'update' && !fields.has(ID_FIELD))
    throw badRequest('body.mapping: an update needs a column mapped to the record id');
  if (run.operation === 'upsert' && !fields.has(run.match_field)) {
    throw badRequest(
      `body.mapping: an upsert needs a column mapped to ${run.match_field}, the field it matches on`,
    );
  }
  if (![...fields].some((field) => field !== '' && field !== ID_FIELD))
    throw badRequest('body.mapping: map at least one column to a field');
  const choice = { mapping, dateFormat: question.dateFormat, numberFormat: question.numberFormat };
  await saveMapping(context.database, user.userId, object.apiName, choice, context.now());
  return startPhase(context, user, run, 'dryRun', {
    mapping_json: JSON.stringify(mapping),
    date_format: question.dateFormat,
    number_format: question.numberFormat,
  });
}

export async function startRun(
  context: ModuleContext,
  user: CurrentUser,
  importId: string,
): Promise<ImportView> {
  const run = await readImportRun(context.database, user, importId);
  if (run.status !== 'checked') {
    throw badRequest(
      run.status === 'done' || BUSY.has(run.status)
        ? `The import is ${run.status}; it runs once`
        : 'Check the file with a dry run before importing it',
    );
  }
  const object = await objectOf(context, run.object_api);
  await requireImportRights(context, user, object, run.operation as ImportOperation);
  return startPhase(context, user, run, 'run', {});
}

async function startPhase(
  context: ModuleContext,
  user: CurrentUser,
  run: ImportRun,
  phase: 'dryRun' | 'run',
  changes: Partial<ImportRun>,
): Promise<ImportView> {
  await clearPhase(context.database, run.id, phase);
  // The import is marked before the job exists: a worker may take the job the moment it is queued,
  // and it only works for an import in its phase's status (job_id null: not yet known, taken as its own).
  const status = phase === 'dryRun' ? 'checking' : 'running';
  await updateImportRun(
    context.database,
    run.id,
    { ...changes, status, job_id: null, error: '' },
    context.now(),
  );
  const payload: ImportJobPayload = { importId: run.id, phase };
  const jobId = await context.jobs.enqueueJob(IMPORT_JOB_TYPE, payload, {
    orgId: user.orgId,
    createdBy: user.userId,
  });
  await context.database.db
    .updateTable('import_run')
    .set({ job_id: jobId })
    .where('id', '=', run.id)
    .where('job_id', 'is', null)
    .execute();
  return importOf(context, user, run.id);
}

/** The mapping with every column once, naming only fields the file may set (each at most once). */
function checkedMapping(
  object: ObjectModel,
  columns: readonly string[],
  mapping: readonly ColumnMapping[],
): ColumnMapping[] {
  const fields = new Map(
    importableFields(object).map((field) => [field.apiName.toLowerCase(), field.apiName]),
  );
  fields.set(ID_FIELD, ID_FIELD);
  const chosen = new Map(mapping.map((entry) => [entry.column, entry.field]));
  const taken = new Set<string>();
  return columns.map((column) => {
    const wanted = chosen.get(column) ?? '';
    if (wanted === '') return { column, field: '' };
    const field = fields.get(wanted.toLowerCase());
    if (!field)
      throw badRequest(`body.mapping: "${wanted}" is not a field of ${object.label} a file may set`);
    if (taken.has(field)) throw badRequest(`body.mapping: two columns are mapped to ${field}`);
    taken.add(field);
    return { column, field };
  });
}

/** Stops the job after its batch under way: a dry run goes back to uploaded, a run is cancelled (its rows stay). */
export async function cancelImport(
  context: ModuleContext,
  user: CurrentUser,
  importId: string,
): Promise<ImportView> {
  const run = await readImportRun(context.database, user, importId);
  if (!BUSY.has(run.status)) throw badRequest(`The import is ${run.status}: there is nothing to cancel`);
  const status = run.status === 'checking' ? 'uploaded' : 'cancelled';
  const finished = status === 'cancelled' ? { finished_at: context.now().toISOString() } : {};
  await moveImportStatus(context.database, run.id, run.status, { status, ...finished }, context.now());
  return importOf(context, user, run.id);
}

export async function listImports(context: ModuleContext, user: CurrentUser): Promise<ImportSummary[]> {
  const snapshot = await currentMetadata(context.database);
  const latest = await latestImports(context.database, user.userId, IMPORT_HISTORY_SIZE);
  return latest.map((entry) => summaryOf(snapshot, user, entry, context.now()));
}

/** One of the caller's imports as the history lists it. */
export async function importSummary(
  context: ModuleContext,
  user: CurrentUser,
  importId: string,
): Promise<ImportSummary> {
  const [entry] = await latestImports(context.database, user.userId, 1, importId);
  if (!entry) throw notFound(`body.importId: import ${importId}`);
  return summaryOf(await currentMetadata(context.database), user, entry, context.now());
}

function summaryOf(
  snapshot: MetadataSnapshot,
  user: CurrentUser,
  { run, counts }: Awaited<ReturnType<typeof latestImports>>[number],
  now: Date,
): ImportSummary {
  const object = snapshot.byApi.get(run.object_api.toLowerCase());
  const status = run.status as ImportStatus;
  const rolled = (counts['rollback.deleted'] ?? 0) + (counts['rollback.restored'] ?? 0);
  const rollbackFailed = counts['rollback.failed'] ?? 0;
  const rollingBack = ROLLBACK_STATUSES.has(status);
  return {
    id: run.id,
    objectApi: run.object_api,
    objectLabel: object ? labelIn(object.labels, object.label, user.language) : run.object_api,
    fileName: run.file_name,
    operation: run.operation as ImportOperation,
    status,
    rowCount: Number(run.row_count),
    counts: { created: counts.created ?? 0, updated: counts.updated ?? 0, failed: counts.failed ?? 0 },
    createdAt: run.created_at,
    finishedAt: run.finished_at,
    canRollBack:
      importRollbackOpen(status, run.finished_at, now) && (counts.created ?? 0) + (counts.updated ?? 0) > 0,
    rollback: rollingBack
      ? {
          done: rolled + rollbackFailed,
          total: counts.records ?? 0,
          failed: rollbackFailed,
        }
      : null,
    error: errorIn(user.language ?? 'en', run.error),
  };
}
