import { randomBytes } from 'node:crypto';
import {
  type ColumnMapping,
  IMPORT_ID_PREFIX,
  IMPORT_PREVIEW_ROWS,
  type ImportDateFormat,
  type ImportNumberFormat,
  type ImportOperation,
  type ImportReasonParams,
  type ImportStatus,
  type ImportView,
  importReasonText,
  isImportReasonCode,
} from '@vela/core';
import type { Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { ImportRunTable } from '../../db/migrations/0091-imports.js';
import type { CurrentUser } from '../../http/current-user.js';
import { notFound } from '../../http/envelope.js';
import type { DatabaseFailure } from './database-failure.js';
import { firstRows } from './row-source.js';
import type { StoredImportFile } from './stored-file.js';

/** An import as most calls read it: without its rows, which only the job and the failure file need. */
export type ImportRun = Omit<Selectable<ImportRunTable>, 'rows_json'>;
export type ImportRunWithRows = Selectable<ImportRunTable>;

/** Every column but the rows: an import's page asks for it every second while a large file is imported. */
const HEAD_COLUMNS = [
  'id',
  'org_id',
  'user_id',
  'user_json',
  'object_api',
  'operation',
  'match_field',
  'file_name',
  'format',
  'encoding',
  'delimiter',
  'columns_json',
  'row_count',
  'mapping_json',
  'date_format',
  'number_format',
  'status',
  'job_id',
  'error',
  'created_at',
  'updated_at',
  'finished_at',
  'rolled_back_by',
  'rolled_back_at',
  'files_purged_at',
  'preview_json',
  'file_path',
  'data_offset',
  'resume_phase',
  'resume_row',
  'resume_offset',
] as const satisfies ReadonlyArray<keyof ImportRun>;
/** A phase's rows: the dry run's, the run's, and a rollback's (one per record put back). */
export type ImportPhase = 'dryRun' | 'run' | 'rollback';

/** Failing rows an answer lists; the failure file holds them all. */
const LISTED_FAILURES = 100;

export function newImportId(): string {
  return `${IMPORT_ID_PREFIX}${randomBytes(12).toString('hex')}`;
}

export async function createImportRun(
  database: DatabaseHandle,
  user: CurrentUser,
  question: { objectApi: string; operation: ImportOperation; matchField: string; fileName: string },
  file: StoredImportFile & { id: string },
  now: Date,
): Promise<ImportRunWithRows> {
  const { sessionId: _session, channelId: _channel, ...who } = user;
  const row: ImportRunWithRows = {
    id: file.id,
    org_id: user.orgId,
    user_id: user.userId,
    user_json: JSON.stringify({ ...who, sessionId: null, channelId: null }),
    object_api: question.objectApi,
    operation: question.operation,
    match_field: question.matchField,
    file_name: question.fileName,
    format: file.format,
    encoding: file.encoding,
    delimiter: file.delimiter,
    columns_json: JSON.stringify(file.columns),
    // The rows stay in the stored file (file_path), read batch by batch.
    rows_json: '[]',
    row_count: file.rowCount,
    mapping_json: '[]',
    date_format: 'YYYY-MM-DD',
    number_format: 'dot',
    status: 'uploaded',
    job_id: null,
    error: '',
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    finished_at: '',
    rolled_back_by: '',
    rolled_back_at: '',
    files_purged_at: '',
    preview_json: JSON.stringify(file.preview.slice(0, IMPORT_PREVIEW_ROWS)),
    file_path: file.filePath,
    data_offset: file.dataOffset,
    resume_phase: '',
    resume_row: 0,
    resume_offset: 0,
  };
  await database.db.insertInto('import_run').values(row).execute();
  return row;
}

/** The caller's own import; anyone else's answers as a missing one. */
export async function readImportRun(
  database: DatabaseHandle,
  user: CurrentUser,
  id: string,
): Promise<ImportRun> {
  const row = await database.db
    .selectFrom('import_run')
    .select(HEAD_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  if (!row) throw notFound(`body.importId: import ${id}`);
  return row;
}

export function readImportById(database: DatabaseHandle, id: string): Promise<ImportRunWithRows | undefined> {
  return database.db.selectFrom('import_run').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateImportRun(
  database: DatabaseHandle,
  id: string,
  changes: Partial<Omit<ImportRun, 'id'>>,
  now: Date,
): Promise<void> {
  await database.db
    .updateTable('import_run')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export function runUser(run: ImportRun): CurrentUser {
  return JSON.parse(run.user_json) as CurrentUser;
}

export function runColumns(run: ImportRun): string[] {
  return JSON.parse(run.columns_json) as string[];
}

export function runMapping(run: ImportRun): ColumnMapping[] {
  return JSON.parse(run.mapping_json) as ColumnMapping[];
}

export async function clearPhase(database: DatabaseHandle, id: string, phase: ImportPhase): Promise<void> {
  await database.db.deleteFrom('import_row').where('import_id', '=', id).where('phase', '=', phase).execute();
  await database.db
    .updateTable('import_run')
    .set({ resume_phase: '', resume_row: 0, resume_offset: 0 })
    .where('id', '=', id)
    .where('resume_phase', '=', phase)
    .execute();
}

/** Where a phase's job got to: the last row of its last batch and the byte the next row starts at. */
export async function saveCheckpoint(
  database: DatabaseHandle,
  id: string,
  phase: ImportPhase,
  row: number,
  offset: number,
): Promise<void> {
  await database.db
    .updateTable('import_run')
    .set({ resume_phase: phase, resume_row: row, resume_offset: offset })
    .where('id', '=', id)
    .execute();
}

/** The last row whose outcome is stored: a resumed job goes on after it. */
export async function lastRowDone(database: DatabaseHandle, id: string, phase: ImportPhase): Promise<number> {
  const row = await database.db
    .selectFrom('import_row')
    .select((eb) => eb.fn.max('row_number').as('last'))
    .where('import_id', '=', id)
    .where('phase', '=', phase)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export async function phaseCounts(
  database: DatabaseHandle,
  id: string,
  phase: ImportPhase,
): Promise<Record<string, number>> {
  const rows = await database.db
    .selectFrom('import_row')
    .select(['outcome', (eb) => eb.fn.countAll<number>().as('count')])
    .where('import_id', '=', id)
    .where('phase', '=', phase)
    .groupBy('outcome')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.outcome, Number(row.count)]));
}

/** A stored reason in `language`: the import's own refusals from their code, the pipeline's as they were written. */
function reasonIn(
  language: string,
  row: { reason: string; reason_code: string; reason_params: string },
): string {
  if (!isImportReasonCode(row.reason_code)) return row.reason;
  const params = row.reason_params ? (JSON.parse(row.reason_params) as ImportReasonParams) : {};
  return importReasonText(language, row.reason_code, params);
}

/**
 * An import's or its rollback's own failure (the job's error) as stored: a database failure as its reason
 * code with the driver's words beside it, so each reader gets it in their language (`errorIn`).
 */
export function storedFailure(failure: DatabaseFailure): string {
  return JSON.stringify({ reasonCode: failure.code, detail: failure.detail });
}

/** A stored failure in `language`: a coded one translated, anything older or uncoded as it was written. */
export function errorIn(language: string, stored: string): string {
  if (!stored.startsWith('{')) return stored;
  try {
    const { reasonCode } = JSON.parse(stored) as { reasonCode?: string };
    return reasonCode && isImportReasonCode(reasonCode) ? importReasonText(language, reasonCode, {}) : stored;
  } catch {
    return stored;
  }
}

/** The failed rows of a phase with why, in `language`. */
export async function failedRows(
  database: DatabaseHandle,
  id: string,
  phase: ImportPhase,
  language: string,
  limit?: number,
): Promise<Array<{ row: number; reason: string }>> {
  let query = database.db
    .selectFrom('import_row')
    .select(['row_number', 'reason', 'reason_code', 'reason_params'])
    .where('import_id', '=', id)
    .where('phase', '=', phase)
    .where('outcome', '=', 'failed')
    .orderBy('row_number');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map((row) => ({
    row: Number(row.row_number),
    reason: reasonIn(language, row),
  }));
}

/** An import whose rollback started: the history shows its rollback's counts. */
export const ROLLBACK_STATUSES: ReadonlySet<string> = new Set([
  'rollingBack',
  'rolledBack',
  'rollbackFailed',
]);

const RUN_SHOWN: ReadonlySet<ImportStatus> = new Set([
  'running',
  'done',
  'failed',
  'cancelled',
  'rollingBack',
  'rolledBack',
  'rollbackFailed',
]);

/** The phase whose results the page shows: the run once it started, else the dry run. */
export function shownPhase(status: ImportStatus): ImportPhase {
  return RUN_SHOWN.has(status) ? 'run' : 'dryRun';
}

export async function importView(
  { database, dataDir }: { database: DatabaseHandle; dataDir: string },
  run: ImportRun,
  object: { label: string; id: string; prefix: string },
  language: string,
): Promise<ImportView> {
  const status = run.status as ImportStatus;
  const [dry, done] = await Promise.all([
    phaseCounts(database, run.id, 'dryRun'),
    phaseCounts(database, run.id, 'run'),
  ]);
  const phase = shownPhase(status);
  const counts = phase === 'run' ? done : dry;
  const progressed = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const dryTotal = (dry.ok ?? 0) + (dry.failed ?? 0);
  return {
    id: run.id,
    objectApi: run.object_api,
    objectLabel: object.label,
    objectId: object.id,
    prefix: object.prefix,
    operation: run.operation as ImportOperation,
    matchField: run.match_field,
    fileName: run.file_name,
    format: run.format === 'xlsx' ? 'xlsx' : 'csv',
    encoding: run.encoding,
    delimiter: run.delimiter,
    columns: runColumns(run),
    rowCount: run.row_count,
    preview: run.preview_json
      ? (JSON.parse(run.preview_json) as string[][])
      : await firstRows({ database, dataDir }, run, IMPORT_PREVIEW_ROWS),
    status,
    progress: { done: progressed, total: run.row_count },
    dryRun:
      dryTotal > 0 && (status !== 'checking' || dryTotal === run.row_count)
        ? { ok: dry.ok ?? 0, failed: dry.failed ?? 0 }
        : null,
    counts: { created: done.created ?? 0, updated: done.updated ?? 0, failed: done.failed ?? 0 },
    failures: await failedRows(database, run.id, phase, language, LISTED_FAILURES),
    error: errorIn(language, run.error),
  };
}

export async function savedMapping(
  database: DatabaseHandle,
  userId: string,
  objectApi: string,
): Promise<{
  mapping: ColumnMapping[];
  dateFormat: ImportDateFormat;
  numberFormat: ImportNumberFormat;
} | null> {
  const row = await database.db
    .selectFrom('import_mapping')
    .selectAll()
    .where('user_id', '=', userId)
    .where('object_api', '=', objectApi)
    .executeTakeFirst();
  if (!row) return null;
  return {
    mapping: JSON.parse(row.mapping_json) as ColumnMapping[],
    dateFormat: row.date_format as ImportDateFormat,
    numberFormat: row.number_format as ImportNumberFormat,
  };
}

export async function saveMapping(
  database: DatabaseHandle,
  userId: string,
  objectApi: string,
  choice: { mapping: ColumnMapping[]; dateFormat: ImportDateFormat; numberFormat: ImportNumberFormat },
  now: Date,
): Promise<void> {
  const values = {
    mapping_json: JSON.stringify(choice.mapping),
    date_format: choice.dateFormat,
    number_format: choice.numberFormat,
    updated_at: now.toISOString(),
  };
  await database.db
    .insertInto('import_mapping')
    .values({ user_id: userId, object_api: objectApi, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'object_api']).doUpdateSet(values))
    .execute();
}

/** Just the status and the job that owns the import now: read between batches. */
export function importState(database: DatabaseHandle, id: string) {
  return database.db
    .selectFrom('import_run')
    .select(['status', 'job_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The status a phase's job runs under: once it is something else, the job stops (cancelled). */
export function activeStatus(phase: ImportPhase): 'checking' | 'running' | 'rollingBack' {
  return phase === 'dryRun' ? 'checking' : phase === 'run' ? 'running' : 'rollingBack';
}

/** Moves the import on from `from` only: a cancel that came first wins over the job's last word. */
export async function moveImportStatus(
  database: DatabaseHandle,
  id: string,
  from: string,
  changes: Partial<Omit<ImportRun, 'id'>>,
  now: Date,
): Promise<boolean> {
  const result = await database.db
    .updateTable('import_run')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A person's latest imports (or the one `onlyId` names) without their rows, with the run's and rollback's counts. */
export async function latestImports(
  database: DatabaseHandle,
  userId: string,
  limit: number,
  onlyId?: string,
) {
  let query = database.db
    .selectFrom('import_run')
    .select([
      'id',
      'object_api',
      'file_name',
      'operation',
      'status',
      'row_count',
      'created_at',
      'finished_at',
      'error',
    ])
    .where('user_id', '=', userId);
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  const runs = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  const counts = new Map<string, Record<string, number>>();
  if (runs.length > 0) {
    const rows = await database.db
      .selectFrom('import_row')
      .select(['import_id', 'phase', 'outcome', (eb) => eb.fn.countAll<number>().as('count')])
      .where(
        'import_id',
        'in',
        runs.map((run) => run.id),
      )
      .where('phase', 'in', ['run', 'rollback'])
      .groupBy(['import_id', 'phase', 'outcome'])
      .execute();
    // A rollback puts back records, not rows: a record several rows wrote counts once.
    const rolling = runs.filter((run) => ROLLBACK_STATUSES.has(run.status));
    const records =
      rolling.length === 0
        ? []
        : await database.db
            .selectFrom('import_row')
            .select(['import_id', (eb) => eb.fn.count<number>('record_id').distinct().as('count')])
            .where(
              'import_id',
              'in',
              rolling.map((run) => run.id),
            )
            .where('phase', '=', 'run')
            .where('outcome', 'in', ['created', 'updated'])
            .groupBy('import_id')
            .execute();
    for (const row of records) counts.set(row.import_id, { records: Number(row.count) });
    for (const row of rows) {
      const of = counts.get(row.import_id) ?? {};
      // A rollback's outcomes are kept apart from the run's: rollback.deleted, rollback.failed…
      of[row.phase === 'run' ? row.outcome : `rollback.${row.outcome}`] = Number(row.count);
      counts.set(row.import_id, of);
    }
  }
  return runs.map((run) => ({ run, counts: counts.get(run.id) ?? {} }));
}
