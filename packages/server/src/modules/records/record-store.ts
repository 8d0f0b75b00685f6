import { recordIdPrefix } from '@vela/core';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { FieldModel, MetadataSnapshot, ObjectModel } from '../metadata/index.js';
import { isLookupType } from '../metadata/index.js';

/**
 * Reading rows of the per-object tables. Table and column names come from
 * metadata (validated when the object was installed), never from a request.
 */
export type ColumnValue = string | number | null;
export type RecordRow = Record<string, ColumnValue>;
/** Object tables are made at run time, so Kysely sees them as "any name, any column". */
export type DynamicTables = Record<string, RecordRow>;

export function recordsDb(database: DatabaseHandle): Kysely<DynamicTables> {
  return database.db as unknown as Kysely<DynamicTables>;
}

/** A record as the API shows it: values by field api name, lookups with their names beside (<api>ccname). */
export type RecordValues = Record<string, string | number | boolean | null>;

export const PLATFORM_COLUMNS = [
  'id',
  'name',
  'ownerid',
  'createbyid',
  'createdate',
  'lastmodifybyid',
  'lastmodifydate',
  'recordtype',
] as const;

export function storedColumns(object: ObjectModel): FieldModel[] {
  return object.fields.filter((field) => field.columnName !== null);
}

export async function findRow(
  database: DatabaseHandle,
  object: ObjectModel,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<RecordRow | undefined> {
  let query = recordsDb(database).selectFrom(object.tableName).selectAll().where('id', '=', id);
  if (!options.includeDeleted) query = query.where('is_deleted', '=', 0);
  return query.executeTakeFirst();
}

/** Converts a stored row to API values: checkboxes as booleans, names of looked-up records beside their ids. */
export async function toRecordValues(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  rows: readonly RecordRow[],
): Promise<RecordValues[]> {
  const names = await lookupNames(database, snapshot, object, rows);
  return rows.map((row) => {
    const values: RecordValues = { id: String(row.id), name: (row.name as string | null) ?? '' };
    for (const field of storedColumns(object)) {
      const raw = row[field.columnName as string] ?? null;
      values[field.apiName] = field.typeCode === 'B' ? raw === 1 || raw === '1' : raw;
      if (isLookupType(field.typeCode)) {
        values[`${field.apiName}ccname`] =
          typeof raw === 'string'
            ? raw
                .split(';')
                .map((id) => names.get(id) ?? '')
                .join(';')
            : '';
      }
    }
    values.is_deleted = row.is_deleted === 1 || row.is_deleted === '1';
    return values;
  });
}

/** Names of every record the rows' lookup fields point at, in one query per target table. */
export async function lookupNames(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  rows: readonly RecordRow[],
): Promise<Map<string, string>> {
  const idsByTarget = new Map<string, Set<string>>();
  for (const field of storedColumns(object)) {
    if (!isLookupType(field.typeCode)) continue;
    for (const row of rows) {
      const raw = row[field.columnName as string];
      if (typeof raw !== 'string' || raw === '') continue;
      for (const id of raw.split(';')) {
        const target =
          field.lookupObjectId === 'user' ? 'user' : (snapshot.byPrefix.get(recordIdPrefix(id))?.id ?? '');
        if (!target) continue;
        const set = idsByTarget.get(target) ?? new Set<string>();
        set.add(id);
        idsByTarget.set(target, set);
      }
    }
  }
  const names = new Map<string, string>();
  for (const [target, ids] of idsByTarget) {
    const list = [...ids];
    if (target === 'user') {
      const users = await database.db
        .selectFrom('app_user')
        .select(['id', 'name'])
        .where('id', 'in', list)
        .execute();
      for (const user of users) names.set(user.id, user.name);
      continue;
    }
    const targetObject = snapshot.byId.get(target);
    if (!targetObject) continue;
    const found = await recordsDb(database)
      .selectFrom(targetObject.tableName)
      .select(['id', 'name'])
      .where('id', 'in', list)
      .execute();
    for (const row of found) names.set(String(row.id), String(row.name ?? ''));
  }
  return names;
}

/** The ids among `ids` that exist (not deleted) in the object's table. */
export async function existingIds(
  database: DatabaseHandle,
  object: ObjectModel,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await recordsDb(database)
    .selectFrom(object.tableName)
    .select('id')
    .where('id', 'in', [...ids])
    .where('is_deleted', '=', 0)
    .execute();
  return new Set(rows.map((row) => String(row.id)));
}

export function countSql() {
  return sql<number>`count(*)`;
}
