import {
  APPROVAL_LOCKED_MESSAGE_KEY,
  type ImportDateFormat,
  type ImportNumberFormat,
  type ImportOperation,
  importReasonText,
  MessageKey,
  REQUIRED_MESSAGE_KEY,
} from '@vela/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';
import { currentMetadata, type FieldModel, type ObjectModel, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  inTransaction,
  type RecordValues,
  recordsDb,
  rowToValues,
  type SaveResult,
  saveRecordsBatch,
  transactionHandle,
} from '../records/index.js';
import { writeInBatchOrOneByOne } from './batch-or-one-by-one.js';
import { CellRefusal, type ConvertOptions, convertCell } from './convert-values.js';
import { databaseFailure } from './database-failure.js';
import { ID_FIELD } from './import-fields.js';
import { tellImportFinished } from './import-notice.js';
import {
  activeStatus,
  type ImportPhase,
  type ImportRun,
  importState,
  lastRowDone,
  moveImportStatus,
  readImportById,
  runColumns,
  runMapping,
  runUser,
  saveCheckpoint,
  storedFailure,
} from './import-store.js';
import { LookupResolver } from './lookup-resolver.js';
import { importRows, type SourceRow } from './row-source.js';

export const IMPORT_JOB_TYPE = 'imports.run';
export interface ImportJobPayload {
  importId: string;
  phase: ImportPhase;
}

/** Rows saved in one transaction: big enough for speed, small enough to keep a lock short. */
export const IMPORT_BATCH_ROWS = 200;

/** The dry run's transaction ends by throwing this: everything it wrote is undone. */
class DryRunRollback extends Error {}

export interface RowOutcome {
  row: number;
  outcome: 'ok' | 'created' | 'updated' | 'failed';
  reason: string;
  /** A refusal the import made itself: its code and parameters, rendered in each reader's language. */
  reasonCode?: string;
  reasonParams?: Record<string, string | number>;
  recordId: string;
  /** A run's update: the values it overwrote, for a rollback. */
  before?: Record<string, unknown>;
  /** A run's saved record: its version once written, for a rollback to see whether it changed since. */
  afterModified?: string;
}

type Batch = ReadonlyArray<{ cells: string[]; row: number }>;

interface Prepared {
  row: number;
  values: Record<string, unknown>;
  isUpdate: boolean;
  /** An upsert's key, as text. */
  matchValue?: string;
}

interface Phase {
  context: ModuleContext;
  run: ImportRun;
  phase: ImportPhase;
  object: ObjectModel;
  user: CurrentUser;
  columns: string[];
  mapping: Array<{ index: number; field: FieldModel | null }>;
  convert: Omit<ConvertOptions, 'database'>;
}

/**
 * One phase of an import as a job: the dry run saves every row through the
 * record engine's pipeline inside transactions it rolls back; the run commits
 * them, in batches. Each batch stores its rows' outcomes in the same
 * transaction as the records, so a job resumed after a crash goes on after
 * the last stored row.
 */
export async function runImportPhase(
  context: ModuleContext,
  payload: ImportJobPayload,
  signal: AbortSignal,
  progress: (done: number, total: number) => Promise<void>,
  /** The job running it; null when called directly (tests). */
  jobId: number | null = null,
): Promise<void> {
  const run = await readImportById(context.database, payload.importId);
  if (!run) return;
  try {
    const state = await phaseState(context, run, payload.phase);
    const total = Number(run.row_count);
    // Row numbers are the file's: the header is row 1, the first data row 2.
    const done = await lastRowDone(context.database, run.id, payload.phase);
    await progress(Math.max(0, done - 1), total);
    const active = activeStatus(payload.phase);
    // The last batch's checkpoint, when it is this phase's and no later than the rows stored (the checkpoint
    // is written after its batch's transaction: the rows it stored decide, rows after it are passed over).
    const from =
      run.resume_phase === payload.phase && run.resume_row > 0 && run.resume_row <= done
        ? { row: run.resume_row, offset: Number(run.resume_offset) }
        : null;
    let batch: SourceRow[] = [];
    const flush = async (): Promise<boolean> => {
      signal.throwIfAborted();
      // Cancelled, or started again by a newer job, since: the batches done stay, the rest is not touched.
      const now = await importState(context.database, run.id);
      if (now?.status !== active || (jobId !== null && now.job_id !== null && now.job_id !== jobId))
        return false;
      await saveBatch(state, batch);
      const last = batch[batch.length - 1] as SourceRow;
      if (last.end > 0) await saveCheckpoint(context.database, run.id, payload.phase, last.row, last.end);
      await progress(last.row - 1, total);
      batch = [];
      // SQLite answers synchronously, so a batch is one long chain of microtasks: without a turn of the
      // event loop between batches no request (the page's progress, a cancel) is served until the end.
      await new Promise((resolve) => setImmediate(resolve));
      return true;
    };
    const source = { dataDir: context.config.dataDir, database: context.database };
    for await (const item of importRows(source, run, from)) {
      if (item.row <= done) continue;
      batch.push(item);
      if (batch.length >= IMPORT_BATCH_ROWS && !(await flush())) return;
    }
    if (batch.length > 0 && !(await flush())) return;
    if (payload.phase === 'dryRun') {
      await moveImportStatus(context.database, run.id, active, { status: 'checked' }, context.now());
    } else if (
      await moveImportStatus(
        context.database,
        run.id,
        active,
        { status: 'done', finished_at: context.now().toISOString() },
        context.now(),
      )
    ) {
      await tellImportFinished(context, run, 'done');
    }
  } catch (error) {
    if (signal.aborted) throw error;
    const from = activeStatus(payload.phase);
    await moveImportStatus(
      context.database,
      run.id,
      from,
      { status: 'failed', error: storedFailure(databaseFailure(error)) },
      context.now(),
    );
  }
}

async function phaseState(context: ModuleContext, run: ImportRun, phase: ImportPhase): Promise<Phase> {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { objectApi: run.object_api });
  const user = runUser(run);
  const columns = runColumns(run);
  const chosen = new Map(runMapping(run).map((entry) => [entry.column, entry.field]));
  const mapping = columns.flatMap((column, index): Phase['mapping'] => {
    const field = chosen.get(column) ?? '';
    if (field === '') return [];
    if (field === ID_FIELD) return [{ index, field: null }];
    const model = object.fieldsByApi.get(field.toLowerCase());
    return model ? [{ index, field: model }] : [];
  });
  return {
    context,
    run,
    phase,
    object,
    user,
    columns,
    mapping,
    convert: {
      dateFormat: run.date_format as ImportDateFormat,
      numberFormat: run.number_format as ImportNumberFormat,
      lookups: new LookupResolver(snapshot, user),
    },
  };
}

async function saveBatch(state: Phase, batch: Batch): Promise<void> {
  const { db } = state.context.database;
  if (state.phase === 'dryRun') {
    let outcomes: RowOutcome[];
    try {
      outcomes = await rolledBack(state, (trx) => saveRows(state, trx, batch));
    } catch {
      // A row broke the transaction (a database error, not a refusal): each row alone then.
      outcomes = [];
      for (const item of batch)
        outcomes.push(...(await rolledBack(state, (trx) => saveRows(state, trx, [item], true))));
    }
    await db.transaction().execute((trx) => storeOutcomes(trx, state, outcomes));
    return;
  }
  await writeInBatchOrOneByOne(
    db,
    batch,
    async (trx, rows) => storeOutcomes(trx, state, await saveRows(state, trx, rows)),
    (trx, item, error) => storeOutcomes(trx, state, [{ row: item.row, ...databaseRefusal(error) }]),
  );
}

/** Runs `work` in a transaction that is rolled back whatever it wrote; answers what work answered. */
async function rolledBack<T>(state: Phase, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  let answer: { value: T } | null = null;
  try {
    await inTransaction(state.context.database.db, async (trx) => {
      answer = { value: await work(trx) };
      throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  if (!answer) throw new Error('the dry run answered nothing');
  return (answer as { value: T }).value;
}

async function saveRows(
  state: Phase,
  trx: Kysely<Database>,
  batch: Batch,
  tolerant = false,
): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = [];
  let pending: Prepared[] = [];
  // An upsert's key that a row of this batch is about to create a record for.
  const creating = new Set<string>();
  const flush = async () => {
    outcomes.push(...(await savePrepared(state, trx, pending, tolerant)));
    pending = [];
    creating.clear();
  };
  for (const { cells, row } of batch) {
    try {
      let item = await prepareRow(state, trx, cells, row);
      if (item.matchValue !== undefined && creating.has(item.matchValue)) {
        // A later row with the key of a record the batch creates updates it, as one save after another
        // would: the rows before it are saved first, and the row matched again.
        await flush();
        item = await prepareRow(state, trx, cells, row);
      }
      if (item.matchValue !== undefined && !item.isUpdate) creating.add(item.matchValue);
      pending.push(item);
    } catch (error) {
      if (!(error instanceof CellRefusal)) throw error;
      outcomes.push({
        row,
        outcome: 'failed',
        reason: error.message,
        reasonCode: error.code,
        reasonParams: { ...error.params },
        recordId: '',
      });
    }
  }
  await flush();
  return outcomes.sort((a, b) => a.row - b.row);
}

/** Prepared rows through the records module's batch save (every rule per row, written together). */
async function savePrepared(
  state: Phase,
  trx: Kysely<Database>,
  prepared: readonly Prepared[],
  tolerant: boolean,
): Promise<RowOutcome[]> {
  if (prepared.length === 0) return [];
  const database = transactionHandle(state.context.database, trx);
  const before = state.phase === 'run' ? await valuesBefore(state, trx, prepared) : new Map();
  let results: SaveResult[];
  try {
    results = await saveRecordsBatch({ ...state.context, database }, state.user, {
      objectApi: state.object.apiName,
      records: prepared.map((item) => item.values),
    });
  } catch (error) {
    if (!tolerant) throw error;
    const refusal = databaseRefusal(error);
    return prepared.map((item) => ({ row: item.row, ...refusal }));
  }
  const outcomes = prepared.map((item, index): RowOutcome => {
    const result = results[index];
    if (!result?.isSaveSuccess)
      return {
        row: item.row,
        outcome: 'failed',
        reason: refusalReason(state.object, result),
        recordId: '',
        ...codedRefusal(state.object, result),
      };
    const previous = item.isUpdate ? before.get(String(item.values.id)) : undefined;
    return {
      row: item.row,
      outcome: state.phase === 'dryRun' ? 'ok' : item.isUpdate ? 'updated' : 'created',
      reason: '',
      recordId: result.id,
      ...(previous ? { before: pick(previous, Object.keys(item.values)) } : {}),
    };
  });
  if (state.phase === 'run') await stampVersions(state, trx, outcomes);
  return outcomes;
}

/** The records a batch updates as they are before it, by id (one query). */
async function valuesBefore(
  state: Phase,
  trx: Kysely<Database>,
  prepared: readonly Prepared[],
): Promise<Map<string, RecordValues>> {
  const ids = prepared.filter((item) => item.isUpdate).map((item) => String(item.values.id));
  if (ids.length === 0) return new Map();
  const rows = await recordsDb(transactionHandle(state.context.database, trx))
    .selectFrom(state.object.tableName)
    .selectAll()
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [String(row.id), rowToValues(state.object, row, new Map())]));
}

/** The fields a row set, as they were: what a rollback writes back. */
function pick(values: RecordValues, keys: readonly string[]): Record<string, unknown> {
  const fields = keys.filter((key) => key !== 'id' && key !== 'lastWriterWins');
  return Object.fromEntries(fields.map((key) => [key, values[key] ?? null]));
}

/** Each saved record's version as the batch left it (one query). */
async function stampVersions(state: Phase, trx: Kysely<Database>, outcomes: RowOutcome[]): Promise<void> {
  const saved = outcomes.filter((outcome) => outcome.recordId !== '');
  if (saved.length === 0) return;
  const rows = await recordsDb(transactionHandle(state.context.database, trx))
    .selectFrom(state.object.tableName)
    .select(['id', 'lastmodifydate'])
    .where(
      'id',
      'in',
      saved.map((outcome) => outcome.recordId),
    )
    .execute();
  const versions = new Map(rows.map((row) => [String(row.id), String(row.lastmodifydate ?? '')]));
  for (const outcome of saved) outcome.afterModified = versions.get(outcome.recordId) ?? '';
}

/**
 * A refusal of the save pipeline that carries a message key, as the import's reason code and parameters:
 * read in each reader's language (the wizard's list, the failure file). Labels are the object's as the
 * import ran; a refusal without a key (a validation rule's own text, a unique value) keeps its text.
 */
export function codedRefusal(
  object: ObjectModel,
  result: SaveResult | undefined,
): Pick<RowOutcome, 'reasonCode' | 'reasonParams'> {
  if (!result || result.isSaveSuccess) return {};
  const params = result.messageParams ?? {};
  if (result.duplicateAction === 'block' || result.duplicateAction === 'warn') {
    const rule = object.duplicateRules.find((candidate) => candidate.id === result.veladupecatcherids);
    if (!rule) return {};
    return {
      reasonCode: result.duplicateAction === 'block' ? 'duplicateBlocked' : 'duplicateWarned',
      reasonParams: {
        object: object.label,
        fields: rule.match
          .map(({ field }) => object.fieldsByApi.get(field.toLowerCase())?.label ?? field)
          .join(', '),
        rule: rule.name,
        records: result.duplicateCandidates.map((candidate) => candidate.name).join(', '),
      },
    };
  }
  switch (result.messageKey) {
    case REQUIRED_MESSAGE_KEY:
      return { reasonCode: 'required', reasonParams: { field: String(params.label ?? '') } };
    case APPROVAL_LOCKED_MESSAGE_KEY:
      return { reasonCode: 'approvalLocked', reasonParams: { approver: String(params.approver ?? '') } };
    case MessageKey.relatedListRequired:
      return { reasonCode: 'relatedListRequired', reasonParams: { list: String(params.list ?? '') } };
    case MessageKey.orderOverInvoiced:
      return { reasonCode: 'overInvoiced', reasonParams: { count: Number(result.orderCheck ?? 0) } };
    case MessageKey.receivableSumMismatch:
      return {
        reasonCode: 'receivableSumMismatch',
        reasonParams: { total: String(params.total ?? ''), expected: String(params.expected ?? '') },
      };
    default:
      return {};
  }
}

export function refusalReason(object: ObjectModel, result: SaveResult | undefined): string {
  if (!result) return 'The record was not saved';
  const field = result.errorField ? object.fieldsByApi.get(result.errorField.toLowerCase()) : undefined;
  const message =
    result.errormessage ||
    (result.duplicateAction ? 'A duplicate rule matched an existing record' : 'The record was not saved');
  if (result.duplicateCandidates.length > 0) {
    return `${message} (${result.duplicateCandidates.map((candidate) => candidate.name).join(', ')})`;
  }
  return field && !message.includes(field.label) ? `${field.label}: ${message}` : message;
}

/** A row's cells as field values for the pipeline; refuses what cannot be read. */
async function prepareRow(
  state: Phase,
  trx: Kysely<Database>,
  cells: string[],
  row: number,
): Promise<Prepared> {
  const operation = state.run.operation as ImportOperation;
  const extra = cells.slice(state.columns.length).filter((cell) => cell.trim() !== '');
  if (extra.length > 0) {
    throw new CellRefusal('tooManyValues', { count: cells.length, columns: state.columns.length });
  }
  const values: Record<string, unknown> = {};
  let id = '';
  let convert: ConvertOptions | null = null;
  for (const { index, field } of state.mapping) {
    const raw = cells[index] ?? '';
    if (field === null) {
      id = raw.trim();
      continue;
    }
    // An empty cell leaves the field alone: a new record gets its default, an updated one keeps its value.
    if (raw.trim() === '') continue;
    convert ??= { ...state.convert, database: transactionHandle(state.context.database, trx) };
    const value = convertCell(field, raw, convert);
    // Only a lookup reads the database: the other cells are converted without a promise each.
    values[field.apiName] = value instanceof Promise ? await value : value;
  }
  if (operation === 'update') {
    if (id === '') throw new CellRefusal('noRecordId', {});
    return { row, values: { ...values, id, lastWriterWins: true }, isUpdate: true };
  }
  if (operation === 'upsert') {
    const key = values[state.run.match_field];
    const existing = await matchingRecord(state, trx, key);
    const matchValue = String(key);
    if (existing)
      return { row, values: { ...values, id: existing, lastWriterWins: true }, isUpdate: true, matchValue };
    return { row, values, isUpdate: false, matchValue };
  }
  return { row, values, isUpdate: false };
}

async function matchingRecord(state: Phase, trx: Kysely<Database>, key: unknown): Promise<string | null> {
  const field = state.object.fieldsByApi.get(state.run.match_field.toLowerCase());
  if (!field?.columnName)
    throw new CellRefusal('matchFieldUnknown', { field: state.run.match_field, object: state.object.label });
  if (key === undefined || key === null || key === '')
    throw new CellRefusal('matchEmpty', { field: field.label });
  const rows = await recordsDb(transactionHandle(state.context.database, trx))
    .selectFrom(state.object.tableName)
    .select('id')
    .where(field.columnName, '=', typeof key === 'boolean' ? (key ? 1 : 0) : (key as string | number))
    .where('is_deleted', '=', 0)
    .limit(2)
    .execute();
  if (rows.length > 1) throw new CellRefusal('matchMany', { field: field.label, text: String(key) });
  return rows[0] ? String(rows[0].id) : null;
}

async function storeOutcomes(
  trx: Kysely<Database>,
  state: Phase,
  outcomes: readonly RowOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await trx
    .insertInto('import_row')
    .values(
      outcomes.map((outcome) => ({
        import_id: state.run.id,
        phase: state.phase,
        row_number: outcome.row,
        outcome: outcome.outcome,
        reason: outcome.reason,
        record_id: outcome.recordId,
        reason_code: outcome.reasonCode ?? '',
        reason_params: outcome.reasonParams ? JSON.stringify(outcome.reasonParams) : '',
        before_json: outcome.before ? JSON.stringify(outcome.before) : '',
        after_modified: outcome.afterModified ?? '',
      })),
    )
    .execute();
}

/** A row the database itself refused (not the pipeline): its reason in words a person can act on. */
export function databaseRefusal(error: unknown): Omit<RowOutcome, 'row'> {
  const failure = databaseFailure(error);
  return {
    outcome: 'failed',
    reason: importReasonText('en', failure.code, {}),
    reasonCode: failure.code,
    reasonParams: { detail: failure.detail },
    recordId: '',
  };
}
