import { CUSTOM_SQL_ROW_LIMIT, CUSTOM_SQL_TIMEOUT_MS, type CustomSqlResult } from '@vela/core';
import { type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest } from '../../http/envelope.js';
import { accessCondition, visibleFields } from '../list-views/index.js';
import { currentMetadata, type FieldModel, findObject, type ObjectModel } from '../metadata/index.js';
import { lookupTargetRights, prepareRecordAccess } from '../records/index.js';
import { QueryTimedOut, runReadOnly } from './custom-sql-execute.js';
import { type CheckedSql, checkCustomSql, OBJECT_SOURCE_PREFIX } from './custom-sql-guard.js';

type Cell = string | number | boolean | null;

export interface CustomSqlLimits {
  timeoutMs?: number;
  rowLimit?: number;
}

/** One object as the caller may see it: their rows (the record engine's access filter), their fields. */
interface ObjectSource {
  object: ObjectModel;
  visible: ReadonlyMap<string, FieldModel>;
}

async function sourcesFor(
  database: DatabaseHandle,
  user: CurrentUser,
  checked: CheckedSql,
  objects: ReadonlyMap<string, ObjectModel>,
): Promise<Map<string, ObjectSource>> {
  const sources = new Map<string, ObjectSource>();
  for (const api of checked.objects) {
    const object = objects.get(api) as ObjectModel;
    if (!(await lookupTargetRights(database, user, object)).isQuery)
      throw badRequest(`SQL: your profile may not read ${object.pluralLabel} (${object.apiName})`);
    await prepareRecordAccess(database, object);
    sources.set(api, { object, visible: await visibleFields(database, user, object) });
  }
  return sources;
}

/** A field the query names that its object has but the caller may not read is refused by name. */
function checkColumns(checked: CheckedSql, sources: ReadonlyMap<string, ObjectSource>): void {
  const refused = (source: ObjectSource, field: FieldModel) =>
    badRequest(
      `SQL: you may not read the field ${source.object.apiName}.${field.apiName} (${field.label}); leave it out`,
    );
  for (const { source: api, column } of checked.columns) {
    const candidates = api ? [sources.get(api)] : [...sources.values()];
    for (const source of candidates) {
      if (!source) continue;
      const field = source.object.fields.find((entry) => entry.apiName.toLowerCase() === column);
      if (!field) {
        if (api && column !== 'id')
          throw badRequest(`SQL: ${source.object.apiName} has no field "${column}"`);
        continue;
      }
      if (!source.visible.has(column)) throw refused(source, field);
      if (!field.columnName)
        throw badRequest(
          `SQL: ${source.object.apiName}.${field.apiName} is computed when a record is read and cannot be queried`,
        );
    }
  }
}

/**
 * An object's row source: its rows the caller may read (not deleted, the record engine's access filter),
 * its readable fields by lower-cased API name.
 */
function sourceSql(source: ObjectSource, user: CurrentUser) {
  const { object, visible } = source;
  const columns: RawBuilder<unknown>[] = [];
  const named = new Set<string>();
  for (const [api, field] of visible) {
    if (!field.columnName || named.has(api)) continue;
    named.add(api);
    columns.push(sql`${sql.ref(field.columnName)} as ${sql.ref(api)}`);
  }
  if (!named.has('id')) columns.unshift(sql`id as id`);
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`is_deleted = 0`, accessCondition(user, object)];
  const name = sql.ref(`${OBJECT_SOURCE_PREFIX}${object.apiName.toLowerCase()}`);
  return sql`${name} as not materialized (select ${sql.join(columns)} from ${sql.table(object.tableName)} where ${sql.join(conditions, sql` and `)})`;
}

function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  return JSON.stringify(value);
}

/** What the database said, as a refusal naming the problem (never a 500). */
function refusalOf(error: unknown, timeoutMs: number): AppError {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof QueryTimedOut || code === '57014')
    return badRequest(
      `SQL: the query ran longer than ${timeoutMs / 1000} s and was stopped; narrow it with filters`,
    );
  if (code === '25006' || /readonly|read-only|query_only|VELA_NOT_READ_ONLY/i.test(message))
    return badRequest('SQL: the query tried to change data; custom SQL reports only read');
  const shown = message.split(OBJECT_SOURCE_PREFIX).join('').split('\n')[0];
  return badRequest(`SQL: the database could not run the query: ${shown}`);
}

/**
 * Runs a custom SQL query as the caller: checked (custom-sql-guard), every object it names replaced by
 * the caller's readable rows and fields, in a read-only transaction with a time limit (PostgreSQL:
 * statement_timeout; SQLite: a read-only connection in a process ended at the limit), at most the row
 * limit answered.
 */
export async function runCustomSql(
  database: DatabaseHandle,
  user: CurrentUser,
  text: string,
  limits: CustomSqlLimits = {},
): Promise<CustomSqlResult> {
  const timeoutMs = limits.timeoutMs ?? CUSTOM_SQL_TIMEOUT_MS;
  const rowLimit = limits.rowLimit ?? CUSTOM_SQL_ROW_LIMIT;
  const snapshot = await currentMetadata(database);
  const objects = new Map<string, ObjectModel>();
  const checked = checkCustomSql(text, database.dialect, (name) => {
    const object = findObject(snapshot, { objectApi: name });
    if (object) objects.set(name, object);
    return object !== undefined;
  });
  const sources = await sourcesFor(database, user, checked, objects);
  checkColumns(checked, sources);
  const withs = [...sources.values()].map((source) => sourceSql(source, user));
  const withClause = withs.length > 0 ? sql`with ${sql.join(withs)} ` : sql``;
  const statement = sql`${withClause}select * from (${sql.raw(checked.text)}) as vq_result limit ${sql.lit(rowLimit + 1)}`;
  let answer: Awaited<ReturnType<typeof runReadOnly>>;
  try {
    answer = await runReadOnly(database, statement, rowLimit + 1, timeoutMs);
  } catch (error) {
    throw refusalOf(error, timeoutMs);
  }
  const { rows, columns } = answer;
  const truncated = rows.length > rowLimit;
  const shown = truncated ? rows.slice(0, rowLimit) : rows;
  return {
    columns,
    rows: shown.map((row) => row.map(cellOf)),
    truncated,
    rowLimit,
    objects: [...sources.values()].map((source) => source.object.apiName),
  };
}
