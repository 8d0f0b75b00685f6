import { type RawBuilder, sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { FieldModel, MetadataSnapshot, ObjectModel } from '../metadata/index.js';
import { isLookupType } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { type RecordValues, toRecordValues } from '../records/index.js';
import { criteriaCondition, type FilterCriterion } from './filter-sql.js';
import { ensureKeywordIndex, keywordCondition } from './keyword-index.js';
import { accessCondition, scopeCondition } from './list-access.js';
import { afterCursor, decodeCursor, encodeCursor, orderByClause, planSort } from './list-sort.js';
import type { SortOrder, ViewScope } from './view-store.js';

/** What one list question asks: the view's own filter, an ad-hoc filter on top, a keyword. */
export interface ListQuestion {
  object: ObjectModel;
  visible: ReadonlyMap<string, FieldModel>;
  scope: ViewScope;
  criteria: readonly FilterCriterion[];
  logic: string;
  extraCriteria: readonly FilterCriterion[];
  extraLogic: string;
  keyword: string;
}

export type Condition = RawBuilder<boolean>;
/** A stored row of an object table, as the records module reads it. */
export type RecordRow = Record<string, string | number | null>;

/** The WHERE of a list question: not deleted, access, scope, the view's and ad-hoc filters, keyword. */
export async function conditionsFor(
  context: ModuleContext,
  user: CurrentUser,
  question: ListQuestion,
): Promise<Condition[]> {
  const { object, visible } = question;
  const dialect = context.database.dialect;
  const conditions: Condition[] = [sql<boolean>`is_deleted = 0`, accessCondition(user, object)];
  const scope = scopeCondition(user, question.scope);
  if (scope) conditions.push(scope);
  const saved = criteriaCondition(dialect, object, visible, question.criteria, question.logic);
  if (saved) conditions.push(saved);
  const extra = criteriaCondition(dialect, object, visible, question.extraCriteria, question.extraLogic);
  if (extra) conditions.push(extra);
  if (question.keyword.trim() !== '') {
    const indexed = await ensureKeywordIndex(context.database, object);
    const keyword = await keywordCondition(context.database, object, question.keyword, indexed);
    if (keyword) conditions.push(keyword);
  }
  return conditions;
}

export interface PageRequest {
  sort: { field: string; order: SortOrder };
  pageSize: number;
  cursor: string | undefined;
  columns: readonly string[];
}

export interface ListPage {
  rows: RecordValues[];
  /** Give this back for the next page; null on the last page. */
  nextCursor: string | null;
  pageSize: number;
  sort: { field: string; order: SortOrder };
}

export async function readListPage(
  context: ModuleContext,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  question: ListQuestion,
  request: PageRequest,
): Promise<ListPage> {
  const { object, visible } = question;
  // The index also builds the sort indexes, so a first list of a big table is slow once, not every time.
  await ensureKeywordIndex(context.database, object);
  const plan = planSort(context.database.dialect, object, visible, request.sort);
  const conditions = await conditionsFor(context, user, question);
  if (request.cursor) conditions.push(afterCursor(plan, decodeCursor(request.cursor, plan)));
  const columns = new Set(['id', 'name', 'ownerid']);
  for (const api of request.columns) {
    const field = visible.get(api.toLowerCase());
    if (!field?.columnName)
      throw new AppError(ErrorCode.BAD_REQUEST, `columns: ${object.label} has no field "${api}"`);
    columns.add(field.columnName);
  }
  const result = await sql<RecordRow & { lv_sort: string | number | null }>`select ${sql.join(
    [...columns].map((column) => sql.ref(column)),
  )}, ${plan.expression} as lv_sort from ${sql.table(object.tableName)} where ${sql.join(conditions, sql` and `)} order by ${orderByClause(plan)} limit ${request.pageSize + 1}`.execute(
    context.database.db,
  );
  const rows = result.rows.slice(0, request.pageSize);
  const last = rows[rows.length - 1];
  const nextCursor =
    result.rows.length > request.pageSize && last
      ? encodeCursor({
          field: plan.field.apiName,
          order: plan.order,
          value: last.lv_sort,
          id: String(last.id),
        })
      : null;
  const values = await toRecordValues(context.database, snapshot, object, rows);
  return {
    rows: values.map((row) => project(row, object, request.columns)),
    nextCursor,
    pageSize: request.pageSize,
    sort: { field: plan.field.apiName, order: plan.order },
  };
}

/** Only what the list shows leaves the server: id, name, owner and the view's columns (lookups with their names). */
export function project(row: RecordValues, object: ObjectModel, columns: readonly string[]): RecordValues {
  const shown: RecordValues = { id: row.id ?? null, name: row.name ?? null };
  for (const api of ['ownerid', ...columns]) {
    const field = object.fieldsByApi.get(api.toLowerCase());
    if (!field) continue;
    shown[field.apiName] = row[field.apiName] ?? null;
    if (isLookupType(field.typeCode)) shown[`${field.apiName}ccname`] = row[`${field.apiName}ccname`] ?? null;
  }
  return shown;
}

export interface ListCount {
  count: number;
  /** True when the count passed the exact limit and is the database's estimate. */
  estimated: boolean;
  exactLimit: number;
}

/** Counts exactly up to a limit; past it, answers an estimate that says it is one. */
export async function countList(
  context: ModuleContext,
  user: CurrentUser,
  question: ListQuestion,
  exactLimit: number,
): Promise<ListCount> {
  const conditions = await conditionsFor(context, user, question);
  const table = sql.table(question.object.tableName);
  const where = sql.join(conditions, sql` and `);
  const exact = await sql<{
    n: number | string;
  }>`select count(*) as n from (select 1 from ${table} where ${where} limit ${exactLimit + 1}) counted`.execute(
    context.database.db,
  );
  const count = Number(exact.rows[0]?.n ?? 0);
  if (count <= exactLimit) return { count, estimated: false, exactLimit };
  const estimate =
    context.database.dialect === 'postgres'
      ? await sampledEstimatePostgres(context, question.object.tableName, where)
      : await sampledEstimateSqlite(context, table, where);
  return { count: roundEstimate(Math.max(estimate, exactLimit + 1)), estimated: true, exactLimit };
}

/** About 5,000 rows' worth of pages, chosen by PostgreSQL's block sampling, scaled to the table's size. */
async function sampledEstimatePostgres(
  context: ModuleContext,
  tableName: string,
  where: RawBuilder<unknown>,
) {
  const table = sql.table(tableName);
  const sized = await sql<{
    n: number | string | null;
  }>`select greatest(reltuples, 0) as n from pg_class where oid = to_regclass(${tableName})`.execute(
    context.database.db,
  );
  let total = Number(sized.rows[0]?.n ?? 0);
  if (total <= 0) {
    const counted = await sql<{ n: number | string }>`select count(*) as n from ${table}`.execute(
      context.database.db,
    );
    total = Number(counted.rows[0]?.n ?? 0);
  }
  const percent = Math.min(100, Math.max(0.1, (100 * 5000) / Math.max(total, 1)));
  const sample = await sql<{
    all_rows: number | string;
    hit: number | string | null;
  }>`select count(*) as all_rows, count(*) filter (where ${where}) as hit from ${table} tablesample system (${sql.lit(
    percent,
  )}) repeatable (7)`.execute(context.database.db);
  const sampled = Number(sample.rows[0]?.all_rows ?? 0);
  const hit = Number(sample.rows[0]?.hit ?? 0);
  return sampled === 0 ? 0 : Math.round((hit / sampled) * total);
}

/** SQLite has no sampling: four windows of rowids spread over the table, scaled to its size. */
async function sampledEstimateSqlite(
  context: ModuleContext,
  table: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
) {
  const top = await sql<{ m: number | null }>`select max(rowid) as m from ${table}`.execute(
    context.database.db,
  );
  const maxRowid = Number(top.rows[0]?.m ?? 0);
  const window = 2500;
  let hit = 0;
  let sampled = 0;
  for (let part = 0; part < 4; part += 1) {
    const from = Math.floor((maxRowid * part) / 4);
    const to = Math.min(maxRowid, from + window);
    const found = await sql<{
      all_rows: number;
      hit: number | null;
    }>`select count(*) as all_rows, sum(case when ${where} then 1 else 0 end) as hit from ${table} where rowid > ${from} and rowid <= ${to}`.execute(
      context.database.db,
    );
    sampled += Number(found.rows[0]?.all_rows ?? 0);
    hit += Number(found.rows[0]?.hit ?? 0);
  }
  // Deleted rows still hold their rowids, so the share of matches is taken over the rows present.
  const present = sampled === 0 ? 0 : (sampled / (Math.min(maxRowid, 4 * window) || 1)) * maxRowid;
  return sampled === 0 ? 0 : Math.round((hit / sampled) * present);
}

/** An estimate shown with two significant digits (rounded up, so it stays past the limit), never mistaken for a count. */
function roundEstimate(value: number): number {
  if (value < 100) return Math.ceil(value);
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.ceil(value / magnitude) * magnitude;
}
