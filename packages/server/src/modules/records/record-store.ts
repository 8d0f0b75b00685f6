import { recordIdPrefix, UNREADABLE_LOOKUP_NAME } from '@vela/core';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { type DatabaseHandle, executePrepared } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { userNameSubselectText, userNames } from '../auth/index.js';
import type { FieldModel, MetadataSnapshot, ObjectModel } from '../metadata/index.js';
import { isLookupType, METADATA_REVISION_SUBSELECT } from '../metadata/index.js';
import { unreadableLookedUpIds } from './record-access.js';

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

/** The stored rows of several records of one object, in one statement (a batch of flow runs reads its records so). */
export async function findRows(
  database: DatabaseHandle,
  object: ObjectModel,
  ids: readonly string[],
): Promise<RecordRow[]> {
  if (ids.length === 0) return [];
  return recordsDb(database)
    .selectFrom(object.tableName)
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .where('is_deleted', '=', 0)
    .execute();
}

/**
 * Converts a stored row to API values: checkboxes as booleans, names of
 * looked-up records beside their ids (as `reader` may see them, see lookupNames).
 */
export async function toRecordValues(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  rows: readonly RecordRow[],
  reader: NameReader,
): Promise<RecordValues[]> {
  const names = await lookupNames(database, snapshot, object, rows, reader);
  return rows.map((row) => rowToValues(object, row, names));
}

/** One stored row as API values, given the names of the records its lookups point at. */
export function rowToValues(
  object: ObjectModel,
  row: RecordRow,
  names: ReadonlyMap<string, string>,
): RecordValues {
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
}

/** The table a looked-up id lives in: the user table for user lookups, else the object its prefix names. */
function lookupTargetOf(snapshot: MetadataSnapshot, field: FieldModel, id: string): string {
  return field.lookupObjectId === 'user' ? 'user' : (snapshot.byPrefix.get(recordIdPrefix(id))?.id ?? '');
}

/**
 * Who the names are for: a user sees the name of a looked-up record only when
 * they may read it (else the neutral placeholder, with the id kept);
 * 'system' is for the server's own use, never shown to a person.
 */
export type NameReader = CurrentUser | 'system';

/**
 * Names of every record the rows' lookup fields point at, in one query per
 * target table; ids already in `known` are not asked for again. This is the
 * one place lookup names are settled for people: whatever found them (the
 * row statement's sub-selects or this), a record the reader may not read
 * gets the placeholder instead of its name.
 */
export async function lookupNames(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  rows: readonly RecordRow[],
  reader: NameReader,
  known: ReadonlyMap<string, string> = new Map(),
): Promise<Map<string, string>> {
  const idsByTarget = new Map<string, Set<string>>();
  for (const field of storedColumns(object)) {
    if (!isLookupType(field.typeCode)) continue;
    for (const row of rows) {
      const raw = row[field.columnName as string];
      if (typeof raw !== 'string' || raw === '') continue;
      for (const id of raw.split(';')) {
        const target = lookupTargetOf(snapshot, field, id);
        if (!target) continue;
        const set = idsByTarget.get(target) ?? new Set<string>();
        set.add(id);
        idsByTarget.set(target, set);
      }
    }
  }
  const names = new Map<string, string>(known);
  const recordTargets: Array<{ object: ObjectModel; ids: string[] }> = [];
  for (const [target, ids] of idsByTarget) {
    const list = [...ids].filter((id) => !known.has(id));
    if (target === 'user') {
      for (const [id, name] of await userNames(database, list)) names.set(id, name);
      continue;
    }
    const targetObject = snapshot.byId.get(target);
    if (!targetObject) continue;
    recordTargets.push({ object: targetObject, ids: [...ids] });
    if (list.length === 0) continue;
    const found = await recordsDb(database)
      .selectFrom(targetObject.tableName)
      .select(['id', 'name'])
      .where('id', 'in', list)
      .execute();
    for (const row of found) names.set(String(row.id), String(row.name ?? ''));
  }
  if (reader !== 'system') {
    for (const id of await unreadableLookedUpIds(database, reader, recordTargets))
      names.set(id, UNREADABLE_LOOKUP_NAME);
  }
  return names;
}

/** A single-valued lookup whose looked-up name one scalar sub-select can fetch along with the row. */
export interface NameColumn {
  alias: string;
  column: string;
  field: FieldModel;
  /** 'user', or the id of the one object the field looks up. */
  target: string;
}

/** The row that one read shows, with what the same statement learnt beside it. */
export interface ReadableRow {
  row: RecordRow;
  /** meta_revision when the statement ran: the caller checks its metadata snapshot against it. */
  revision: number;
  /** The caller's sharing level on the row, when the read asked for it (1 read, 2 edit, 3 full). */
  accessLevel: number | null;
  /** Names of looked-up records the statement fetched; lookupNames completes the rest. */
  names: Map<string, string>;
}

/** The fixed part of an object's read statement: everything up to its where-conditions. */
interface ReadStatement {
  /** `select …` up to, not including, ` from`. */
  selectList: string;
  /** ` from <table> where `. */
  fromWhere: string;
  nameColumns: NameColumn[];
}

const REVISION_ALIAS = '_vela_revision';
const LEVEL_ALIAS = '_vela_level';
// Per object model, so per metadata snapshot: a metadata change makes new models and new statements.
const readStatements = new WeakMap<ObjectModel, ReadStatement>();

/**
 * Building and compiling a query with Kysely costs ten times what SQLite
 * takes to run it (0.5 ms against 0.05 ms for this one), so the fixed part is
 * written once per object model as text. Table and column names are checked
 * identifiers (assertIdentifier); aliases start with an underscore, which no
 * column name may, and the inner table of each sub-select gets its own alias
 * so a lookup into the same table still means the outer row.
 */
function readStatementOf(snapshot: MetadataSnapshot, object: ObjectModel): ReadStatement {
  const known = readStatements.get(object);
  if (known) return known;
  const table = `"${object.tableName}"`;
  const names = lookupNameSelects(snapshot, storedColumns(object), table);
  const selects = [
    `select ${table}.*`,
    `${METADATA_REVISION_SUBSELECT} as "${REVISION_ALIAS}"`,
    ...names.selects,
  ];
  const statement = {
    selectList: selects.join(', '),
    fromWhere: ` from ${table} where `,
    nameColumns: names.nameColumns,
  };
  readStatements.set(object, statement);
  return statement;
}

/**
 * For each single-target lookup among `fields`, a scalar sub-select of the
 * looked-up record's name on its primary key, over the row of `qualifier` (a
 * quoted table name or alias): the names come with the rows, in the same statement.
 */
export function lookupNameSelects(
  snapshot: MetadataSnapshot,
  fields: readonly FieldModel[],
  qualifier: string,
): { selects: string[]; nameColumns: NameColumn[] } {
  const nameColumns: NameColumn[] = [];
  const selects: string[] = [];
  for (const field of fields) {
    const target = field.lookupObjectId ?? '';
    if (!field.columnName || !isLookupType(field.typeCode) || target === '' || target.includes(',')) continue;
    const targetTable = target === 'user' ? undefined : snapshot.byId.get(target)?.tableName;
    if (target !== 'user' && !targetTable) continue;
    const alias = `_vela_name_${nameColumns.length}`;
    const column = field.columnName;
    const id = `${qualifier}."${column}"`;
    nameColumns.push({ alias, column, field, target });
    // A user's name comes from auth's sub-select (auth owns the users); a record's from its table.
    const name = targetTable
      ? `(select _lk.name from "${targetTable}" as _lk where _lk.id = ${id})`
      : userNameSubselectText(id);
    selects.push(`${name} as "${alias}"`);
  }
  return { selects, nameColumns };
}

/** The names a row's sub-selects fetched (see lookupNameSelects), by looked-up id. */
export function namesFromRow(
  snapshot: MetadataSnapshot,
  nameColumns: readonly NameColumn[],
  row: RecordRow,
  names: Map<string, string> = new Map(),
): Map<string, string> {
  for (const { alias, column, field, target } of nameColumns) {
    const raw = row[column];
    // Multi-valued lookups, and ids of another object than the field's, are left to lookupNames.
    if (typeof raw !== 'string' || raw === '' || raw.includes(';')) continue;
    if (lookupTargetOf(snapshot, field, raw) !== target) continue;
    names.set(raw, String(row[alias] ?? ''));
  }
  return names;
}

/**
 * The record detail read in ONE statement: the row, only when it is live and
 * passes `visible` (the caller's access filter), the metadata revision, and
 * the name of each record a single-target lookup points at (a scalar
 * sub-select per field, on the target's primary key).
 */
export async function findReadableRow(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  id: string,
  visible: Expression<SqlBool>,
  accessLevel?: Expression<number>,
): Promise<ReadableRow | undefined> {
  const { selectList, fromWhere, nameColumns } = readStatementOf(snapshot, object);
  const level = accessLevel ? sql`, ${accessLevel} as ${sql.raw(`"${LEVEL_ALIAS}"`)}` : sql``;
  const statement = sql<RecordRow>`${sql.raw(selectList)}${level}${sql.raw(fromWhere)}(${visible}) and "id" = ${id} and "is_deleted" = 0`;
  const result = await executePrepared<RecordRow>(database, statement.compile(database.db));
  const row = result.rows[0];
  if (!row) return undefined;
  const names = namesFromRow(snapshot, nameColumns, row);
  const stored: RecordRow = {};
  for (const [key, value] of Object.entries(row)) if (!key.startsWith('_vela_')) stored[key] = value;
  const levelValue = row[LEVEL_ALIAS];
  return {
    row: stored,
    revision: Number(row[REVISION_ALIAS]),
    accessLevel: levelValue === undefined || levelValue === null ? null : Number(levelValue),
    names,
  };
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
