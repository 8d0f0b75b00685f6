import type { DatabaseHandle } from '../../db/database.js';
import { dropAllShares } from '../access/index.js';
import {
  deleteMatchKeysOf,
  type FieldModel,
  type MetadataSnapshot,
  type ObjectModel,
} from '../metadata/index.js';
import {
  appendFieldHistory,
  deleteFieldHistoryOf,
  type FieldHistoryEntry,
  recordsDb,
} from '../records/index.js';

/**
 * Deleting records for good (the recycle bin's "delete now" and its 15-day
 * purge), and the lookups of other records that point at them. `database`
 * should be a transaction's handle: the row and its traces go together.
 */

/** Every lookup field of every object that may point at `target` (polymorphic ones list several objects). */
export function lookupsPointingAt(
  snapshot: MetadataSnapshot,
  target: ObjectModel,
): Array<{ object: ObjectModel; field: FieldModel }> {
  const found: Array<{ object: ObjectModel; field: FieldModel }> = [];
  for (const object of snapshot.objects) {
    for (const field of object.fields) {
      if (!field.columnName || !field.lookupObjectId) continue;
      if (!['Y', 'M', 'MR'].includes(field.typeCode)) continue;
      if (field.lookupObjectId.split(',').includes(target.id)) found.push({ object, field });
    }
  }
  return found;
}

/** Who moved related records and when: a merge leaves this trace on each record it repoints. */
export interface RepointHistory {
  userId: string;
  at: string;
}

type HistoryRow = FieldHistoryEntry;

function historyRow(
  by: RepointHistory,
  object: ObjectModel,
  field: FieldModel,
  row: Record<string, unknown>,
  before: unknown,
  after: string | null,
): HistoryRow {
  return {
    object_id: object.id,
    record_id: String(row.id),
    field_api: field.apiName,
    old_value: before === null || before === undefined ? null : String(before),
    new_value: after,
    changed_by: by.userId,
    changed_at: by.at,
  };
}

/**
 * Points lookups at `from` ids to `to` instead (null clears them). Single
 * lookups are one UPDATE per field; multi-record lookups (MR, ids joined by
 * ';') are rewritten row by row. With `history`, each moved row gets a
 * field-history entry for the lookup, whether or not the field is tracked:
 * the loser of a merge goes, and this is the only trace of where the row was.
 * Answers how many rows changed.
 */
export async function repointLookups(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  target: ObjectModel,
  from: readonly string[],
  to: string | null,
  options: { skipMasterDetail?: boolean; history?: RepointHistory } = {},
): Promise<number> {
  if (from.length === 0) return 0;
  let changed = 0;
  const history: HistoryRow[] = [];
  for (const { object, field } of lookupsPointingAt(snapshot, target)) {
    const column = field.columnName as string;
    if (field.typeCode === 'M' && options.skipMasterDetail) continue;
    if (field.typeCode !== 'MR') {
      if (options.history) {
        const moving = await recordsDb(database)
          .selectFrom(object.tableName)
          .select(['id', column])
          .where(column, 'in', [...from])
          .execute();
        for (const row of moving)
          history.push(historyRow(options.history, object, field, row, row[column], to));
      }
      const result = await recordsDb(database)
        .updateTable(object.tableName)
        .set({ [column]: to })
        .where(column, 'in', [...from])
        .executeTakeFirst();
      changed += Number(result.numUpdatedRows);
      continue;
    }
    for (const id of from) {
      const rows = await recordsDb(database)
        .selectFrom(object.tableName)
        .select(['id', column])
        .where(column, 'like', `%${id}%`)
        .execute();
      for (const row of rows) {
        const ids = String(row[column] ?? '')
          .split(';')
          .map((part) => (part === id ? to : part))
          .filter((part): part is string => !!part);
        const joined = [...new Set(ids)].join(';');
        if (options.history)
          history.push(historyRow(options.history, object, field, row, row[column], joined || null));
        await recordsDb(database)
          .updateTable(object.tableName)
          .set({ [column]: joined === '' ? null : joined })
          .where('id', '=', String(row.id))
          .execute();
        changed += 1;
      }
    }
  }
  await appendFieldHistory(database.db, history);
  return changed;
}

const MAX_CASCADE_DEPTH = 4;

/**
 * Deletes rows of `object` for good: master-detail children go with them (a
 * detail cannot live without its master), other lookups at them are cleared,
 * and their match keys, shares and field history are removed.
 */
export async function deleteRowsForGood(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  ids: readonly string[],
  depth = 0,
): Promise<void> {
  if (ids.length === 0) return;
  for (const { object: child, field } of lookupsPointingAt(snapshot, object)) {
    if (field.typeCode !== 'M' || depth >= MAX_CASCADE_DEPTH) continue;
    const children = await recordsDb(database)
      .selectFrom(child.tableName)
      .select('id')
      .where(field.columnName as string, 'in', [...ids])
      .execute();
    await deleteRowsForGood(
      database,
      snapshot,
      child,
      children.map((row) => String(row.id)),
      depth + 1,
    );
  }
  await repointLookups(database, snapshot, object, ids, null, { skipMasterDetail: true });
  await deleteMatchKeysOf(database.db, ids);
  await dropAllShares(database, object.id, [...ids]);
  await deleteFieldHistoryOf(database.db, ids);
  await recordsDb(database)
    .deleteFrom(object.tableName)
    .where('id', 'in', [...ids])
    .execute();
}
