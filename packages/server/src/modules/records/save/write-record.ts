import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { FieldModel, ObjectModel } from '../../metadata/index.js';
import {
  insertMatchKeys,
  insertReturningIdWithMatchKeys,
  type MatchKeyRow,
  matchKeyRows,
  writeMatchKeys,
} from '../../metadata/index.js';
import type { ColumnValue, DynamicTables } from '../record-store.js';
import { inTransaction } from './in-transaction.js';
import { staleRefusal } from './prepare-draft.js';
import { refreshRollupsOf, rollupTouchedBy } from './rollups.js';
import type { SaveContext, SaveDraft } from './save-types.js';

/**
 * Steps 9–10: write the row, its duplicate match keys and the history of
 * tracked fields in one transaction (a new record on PostgreSQL: in one
 * statement, which is atomic by itself). An update only lands while
 * lastmodifydate is still what the save read, so a concurrent change is
 * refused rather than overwritten.
 */
export function toColumnValue(value: unknown): ColumnValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

/** Never the same instant as the previous version, so equality on lastmodifydate detects every change. */
function nextModified(now: Date, previous: unknown): string {
  const iso = now.toISOString();
  if (typeof previous === 'string' && previous >= iso)
    return new Date(Date.parse(previous) + 1).toISOString();
  return iso;
}

export function recordName(object: ObjectModel, values: Record<string, unknown>): string {
  const value = values[object.nameField];
  return value === null || value === undefined ? '' : String(value);
}

async function nextAutoNumber(db: Kysely<Database>, object: ObjectModel, field: FieldModel): Promise<string> {
  return autoNumberText(field, await reserveSequenceNumbers(db, object.id, field.apiName, 1));
}

/** An auto-number field's text for `number`. */
function autoNumberText(field: FieldModel, number: number): string {
  // 'C-{000000}' → C-000042; a format without braces is a prefix.
  const format = field.formula || '{0}';
  const match = /\{(0+)\}/.exec(format);
  if (!match) return `${format}${number}`;
  return format.replace(match[0], String(number).padStart(match[1]?.length ?? 1, '0'));
}

export async function writeRecord(
  context: SaveContext,
  draft: SaveDraft,
): Promise<{ name: string; lastModified: string }> {
  const { object, user } = context;
  const name = recordName(object, draft.values);
  const lastModified = nextModified(context.now, draft.existing?.lastmodifydate);
  const autoNumbered = object.fields.filter((field) => field.typeCode === 'V' && field.columnName);
  if (
    draft.isNew &&
    autoNumbered.length === 0 &&
    context.database.dialect === 'postgres' &&
    object.childRollups.length === 0
  ) {
    // One statement writes the row and its match keys: atomic without BEGIN/COMMIT, one round trip.
    await insertWithMatchKeys(
      context.database.db,
      object.tableName,
      newRow(context, draft, name, lastModified),
      matchKeyRows(object, draft.id, draft.values),
    );
    return { name, lastModified };
  }
  return inTransaction(context.database.db, async (trx) => {
    const records = trx as unknown as Kysely<DynamicTables>;
    if (draft.isNew) {
      for (const field of autoNumbered)
        draft.values[field.apiName] = await nextAutoNumber(trx, object, field);
      await records
        .insertInto(object.tableName)
        .values(newRow(context, draft, name, lastModified))
        .execute();
    } else {
      const set: Record<string, ColumnValue> = {
        name,
        lastmodifybyid: user.userId,
        lastmodifydate: lastModified,
      };
      for (const [api, value] of Object.entries(draft.changes)) {
        const field = object.fieldsByApi.get(api.toLowerCase());
        if (field?.columnName) set[field.columnName] = toColumnValue(value);
      }
      const result = await records
        .updateTable(object.tableName)
        .set(set)
        .where('id', '=', draft.id)
        .where('lastmodifydate', '=', String(draft.existing?.lastmodifydate ?? ''))
        .where('is_deleted', '=', 0)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw staleRefusal(object, 'just now');
      await writeHistory(trx, context, draft, lastModified);
    }
    await writeMatchKeys(trx, object, draft.id, draft.values, !draft.isNew);
    // The roll-ups of the parents it left and joined (issue 18), when it changed what they read.
    const changed = Object.keys(draft.changes);
    await refreshRollupsOf(trx, context.database.dialect, object, [draft.existing, draft.values], (rollup) =>
      draft.isNew ? true : rollupTouchedBy(rollup, changed),
    );
    return { name, lastModified };
  });
}

/** Values bound per statement of a multi-row insert: under SQLite's 32,766 and PostgreSQL's 65,535. */
const VALUES_PER_STATEMENT = 30_000;

/**
 * New records of one object written together (the batch save), in the caller's transaction: the
 * auto-numbers they need reserved at once, the rows in multi-row inserts (rows with the same columns
 * together) and their match keys in one more. Answers each record's name, in order.
 */
export async function writeNewRecords(
  context: SaveContext,
  drafts: readonly SaveDraft[],
): Promise<Array<{ name: string; lastModified: string }>> {
  if (drafts.length === 0) return [];
  const { object } = context;
  const db = context.database.db;
  const lastModified = nextModified(context.now, undefined);
  for (const field of object.fields.filter(
    (candidate) => candidate.typeCode === 'V' && candidate.columnName,
  )) {
    const first = await reserveSequenceNumbers(db, object.id, field.apiName, drafts.length);
    drafts.forEach((draft, offset) => {
      draft.values[field.apiName] = autoNumberText(field, first + offset);
    });
  }
  const written = drafts.map((draft) => ({ name: recordName(object, draft.values), lastModified }));
  const rows = drafts.map((draft, index) => newRow(context, draft, written[index]?.name ?? '', lastModified));
  const byColumns = new Map<string, Array<Record<string, ColumnValue>>>();
  for (const row of rows) {
    const columns = Object.keys(row).join(',');
    const group = byColumns.get(columns);
    if (group) group.push(row);
    else byColumns.set(columns, [row]);
  }
  const records = db as unknown as Kysely<DynamicTables>;
  for (const [columns, group] of byColumns) {
    const perStatement = Math.max(1, Math.floor(VALUES_PER_STATEMENT / columns.split(',').length));
    for (let start = 0; start < group.length; start += perStatement)
      await records
        .insertInto(object.tableName)
        .values(group.slice(start, start + perStatement))
        .execute();
  }
  await insertMatchKeys(
    db,
    drafts.flatMap((draft) => matchKeyRows(object, draft.id, draft.values)),
  );
  await refreshRollupsOf(
    db,
    context.database.dialect,
    object,
    drafts.map((draft) => draft.values),
  );
  return written;
}

/** The stored row of a new record: platform columns, then every stored field with a value. */
function newRow(
  context: SaveContext,
  draft: SaveDraft,
  name: string,
  at: string,
): Record<string, ColumnValue> {
  const row: Record<string, ColumnValue> = {
    id: draft.id,
    name,
    ownerid: toColumnValue(draft.values.ownerid),
    createbyid: context.user.userId,
    createdate: at,
    lastmodifybyid: context.user.userId,
    lastmodifydate: at,
    recordtype: draft.recordTypeId,
    is_deleted: 0,
  };
  for (const field of context.object.fields) {
    if (!field.columnName || field.system) continue;
    if (field.columnName === 'name') continue;
    const value = draft.values[field.apiName];
    if (value !== undefined && value !== null) row[field.columnName] = toColumnValue(value);
  }
  return row;
}

/** PostgreSQL: the row and its match keys in one statement (metadata's data-modifying WITH). */
async function insertWithMatchKeys(
  db: Kysely<Database>,
  table: string,
  row: Record<string, ColumnValue>,
  keys: readonly MatchKeyRow[],
): Promise<void> {
  const columns = Object.keys(row);
  const insert = sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values (${sql.join(
    columns.map((column) => row[column]),
  )})`;
  if (keys.length === 0) {
    await insert.execute(db);
    return;
  }
  await insertReturningIdWithMatchKeys(insert, keys).execute(db);
}

/**
 * Reserves `count` numbers of an auto-number field at once, in one atomic statement (two saves never get
 * the same number); answers the first (a save takes one, the batch save and the bulk generator many).
 */
export async function reserveSequenceNumbers(
  db: Kysely<Database>,
  objectId: string,
  fieldApi: string,
  count: number,
): Promise<number> {
  const updated = await db
    .updateTable('record_sequence')
    .set((eb) => ({ next_value: eb('next_value', '+', count) }))
    .where('object_id', '=', objectId)
    .where('field_api', '=', fieldApi)
    .returning('next_value')
    .executeTakeFirst();
  if (updated) return Number(updated.next_value) - count;
  await db
    .insertInto('record_sequence')
    .values({ object_id: objectId, field_api: fieldApi, next_value: 1 + count })
    .execute();
  return 1;
}

async function writeHistory(
  trx: Kysely<Database>,
  context: SaveContext,
  draft: SaveDraft,
  at: string,
): Promise<void> {
  const rows = [];
  for (const [api, value] of Object.entries(draft.changes)) {
    const field = context.object.fieldsByApi.get(api.toLowerCase());
    if (!field?.trackHistory || !field.columnName) continue;
    const before = toColumnValue(draft.existing?.[field.columnName] ?? null);
    const after = toColumnValue(value);
    if (String(before ?? '') === String(after ?? '')) continue;
    rows.push({
      object_id: context.object.id,
      record_id: draft.id,
      field_api: field.apiName,
      old_value: before === null ? null : String(before),
      new_value: after === null ? null : String(after),
      changed_by: context.user.userId,
      changed_at: at,
      changed_via: context.changedVia ?? '',
    });
  }
  if (rows.length > 0) await trx.insertInto('record_history').values(rows).execute();
}
