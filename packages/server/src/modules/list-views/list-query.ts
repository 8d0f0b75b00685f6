import type { ListRow } from '@vela/core';
import { type RawBuilder, sql } from 'kysely';
import { type DatabaseHandle, executePrepared } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { FieldModel, MetadataSnapshot, ObjectModel } from '../metadata/index.js';
import { isLookupType } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  lookupNameSelects,
  lookupNames,
  type NameColumn,
  namesFromRow,
  type RecordValues,
  rowToValues,
} from '../records/index.js';
import { criteriaCondition, type FilterCriterion } from './filter-sql.js';
import { keywordCondition, keywordIndexState, nameBeginsCondition } from './keyword-index.js';
import { askForKeywordIndex } from './keyword-index-jobs.js';
import { accessCondition, scopeCondition } from './list-access.js';
import {
  afterCursor,
  decodeCursor,
  encodeCursor,
  orderByClause,
  planSort,
  type SortPlan,
} from './list-sort.js';
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

/** The WHERE of a list question, and whether its keyword was searched without the keyword index. */
export interface ListConditions {
  conditions: Condition[];
  /**
   * 'preparing': the object's keyword index is not built yet, so the keyword matched names by
   * their beginning only (its build is queued). Null when no keyword was asked or the index served it.
   */
  keywordIndex: 'preparing' | null;
}

/** The WHERE of a list question: not deleted, access, scope, the view's and ad-hoc filters, keyword. */
export async function conditionsFor(
  context: ModuleContext,
  user: CurrentUser,
  question: ListQuestion,
): Promise<ListConditions> {
  const { object, visible } = question;
  const { database } = context;
  const dialect = database.dialect;
  const conditions: Condition[] = [sql<boolean>`is_deleted = 0`, accessCondition(user, object)];
  const scope = scopeCondition(user, question.scope);
  if (scope) conditions.push(scope);
  const saved = criteriaCondition(dialect, object, visible, question.criteria, question.logic);
  if (saved) conditions.push(saved);
  const extra = criteriaCondition(dialect, object, visible, question.extraCriteria, question.extraLogic);
  if (extra) conditions.push(extra);
  let keywordIndex: ListConditions['keywordIndex'] = null;
  if (question.keyword.trim() !== '') {
    const state = await keywordIndexState(database, object);
    if (state === 'preparing') {
      // Never built inside a request (tens of seconds on a big table): names beginning with it, at once.
      await askForKeywordIndex(database, object, context.now());
      keywordIndex = 'preparing';
      const beginning = nameBeginsCondition(database, question.keyword);
      if (beginning) conditions.push(beginning);
    } else {
      const keyword = await keywordCondition(database, object, question.keyword, state === 'ready');
      if (keyword) conditions.push(keyword);
    }
  }
  return { conditions, keywordIndex };
}

export interface PageRequest {
  sort: { field: string; order: SortOrder };
  pageSize: number;
  cursor: string | undefined;
  columns: readonly string[];
}

export interface ListPage {
  rows: ListRow[];
  /** Give this back for the next page; null on the last page. */
  nextCursor: string | null;
  pageSize: number;
  sort: { field: string; order: SortOrder };
  /**
   * A keyword search sorts at most `limit` matches (the first the index finds) by the view's sort;
   * `reached` says the search found that many (there may be more), so the rows are the view's
   * sort over a bounded set of matches rather than over every match. Null without a keyword.
   */
  keywordCandidates: { limit: number; reached: boolean } | null;
  /** 'preparing': the keyword matched the beginning of names only, its index is still being built. */
  keywordIndex: 'preparing' | null;
}

/**
 * A keyword search on a common word matches a few percent of a big table
 * (25,000 of a million rows for a company word): sorting all of them by name
 * to show 25 read every match (1.2 s on PostgreSQL at a million rows). The
 * page sorts the first matches the index yields instead, at most this many,
 * and says so (keywordCandidates.reached). 500 keeps the trigram index's
 * recheck of the rows it reads (about 7 µs a row with accents folded) to a few ms.
 */
export const KEYWORD_CANDIDATE_LIMIT = 500;

/** The fields a page shows beyond its id and name: the owner, then the chosen columns. */
function shownFields(
  object: ObjectModel,
  visible: ReadonlyMap<string, FieldModel>,
  columns: readonly string[],
): FieldModel[] {
  const fields = new Map<string, FieldModel>();
  const owner = object.fieldsByApi.get('ownerid');
  if (owner?.columnName) fields.set(owner.columnName, owner);
  for (const api of columns) {
    const field = visible.get(api.toLowerCase());
    if (!field?.columnName)
      throw new AppError(ErrorCode.BAD_REQUEST, `columns: ${object.label} has no field "${api}"`);
    fields.set(field.columnName, field);
  }
  return [...fields.values()];
}

const CANDIDATES = 'lv_candidates';

export async function readListPage(
  context: ModuleContext,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  question: ListQuestion,
  request: PageRequest,
): Promise<ListPage> {
  const { object, visible } = question;
  const { database } = context;
  const plan = planSort(database.dialect, object, visible, request.sort);
  const { conditions, keywordIndex } = await conditionsFor(context, user, question);
  const cursor = request.cursor ? decodeCursor(request.cursor, plan) : undefined;
  const fields = shownFields(object, visible, request.columns);
  const selected = new Set(['id', 'name', ...fields.map((field) => field.columnName as string)]);
  const columns = sql.join([...selected].map((column) => sql.ref(column)));
  const where = sql.join(conditions, sql` and `);
  const limit = request.pageSize + 1;
  const searching = question.keyword.trim() !== '';
  let statement: RawBuilder<PageRow>;
  let nameColumns: NameColumn[];
  if (!searching) {
    const table = `"${object.tableName}"`;
    const lookups = lookupNameSelects(snapshot, fields, table);
    nameColumns = lookups.nameColumns;
    const after = cursor ? sql` and ${afterCursor(plan, cursor)}` : sql``;
    statement = sql<PageRow>`select ${columns}${nameSelects(lookups.selects)}, ${plan.expression} as lv_sort from ${sql.table(object.tableName)} where ${where}${after} order by ${orderByClause(plan)} limit ${sql.lit(limit)}`;
  } else {
    // The matches first (in the index's own order, at most the limit), then the view's sort over them.
    const lookups = lookupNameSelects(snapshot, fields, CANDIDATES);
    nameColumns = lookups.nameColumns;
    const sorted: SortPlan = { ...plan, expression: sql`lv_sort` };
    const after = cursor ? sql`where ${afterCursor(sorted, cursor)} ` : sql``;
    statement = sql<PageRow>`with ${sql.raw(CANDIDATES)} as (select ${columns}, ${plan.expression} as lv_sort from ${sql.table(object.tableName)} where ${where} limit ${sql.lit(KEYWORD_CANDIDATE_LIMIT)}) select ${sql.raw(CANDIDATES)}.*${nameSelects(lookups.selects)}, (select count(*) from ${sql.raw(CANDIDATES)}) as lv_found from ${sql.raw(CANDIDATES)} ${after}order by ${orderByClause(sorted)} limit ${sql.lit(limit)}`;
  }
  const result = await runListStatement<PageRow>(database, statement, keepsPlan(question));
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
  const known = new Map<string, string>();
  for (const row of rows) namesFromRow(snapshot, nameColumns, row, known);
  // Only multi-valued lookups (and ids of another object than the field's) are still unnamed here.
  const lookedUp = await lookupNames(database, snapshot, object, rows, user, known);
  const found = Number(result.rows[0]?.lv_found ?? 0);
  return {
    rows: rows.map((row) => project(rowToValues(object, row, lookedUp), object, request.columns)),
    nextCursor,
    pageSize: request.pageSize,
    sort: { field: plan.field.apiName, order: plan.order },
    keywordCandidates: searching
      ? { limit: KEYWORD_CANDIDATE_LIMIT, reached: found >= KEYWORD_CANDIDATE_LIMIT }
      : null,
    keywordIndex,
  };
}

type PageRow = RecordRow & { lv_sort: string | number | null; lv_found?: number | string };

function nameSelects(selects: readonly string[]) {
  return selects.length === 0 ? sql`` : sql.raw(`, ${selects.join(', ')}`);
}

/** Operators whose every value a generic plan serves as well as a plan made for the value. */
const PLAN_STABLE_OPERATORS = new Set<string>([
  'e',
  'n',
  'in',
  'notin',
  'includes',
  'excludes',
  'empty',
  'notempty',
]);

/**
 * Whether a list question may run as a named statement on PostgreSQL, its plan
 * made once per connection instead of on every page (planning cost more than
 * running it). Not with a keyword, a range or a text pattern: a generic plan
 * cannot tell a rare word, a narrow range or a rare prefix from a common one,
 * and choosing wrongly between the trigram, a range and the sort index costs
 * far more than planning.
 */
function keepsPlan(question: ListQuestion): boolean {
  if (question.keyword.trim() !== '') return false;
  return [...question.criteria, ...question.extraCriteria].every((criterion) =>
    PLAN_STABLE_OPERATORS.has(criterion.operator),
  );
}

function runListStatement<Row>(database: DatabaseHandle, statement: RawBuilder<Row>, prepared: boolean) {
  const compiled = statement.compile(database.db);
  return prepared ? executePrepared<Row>(database, compiled) : database.db.executeQuery<Row>(compiled);
}

/** Only what the list shows leaves the server: id, name, owner and the view's columns (lookups with their names). */
export function project(row: RecordValues, object: ObjectModel, columns: readonly string[]): ListRow {
  const shown: ListRow = { id: String(row.id), name: row.name ?? null };
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

/** Rows a count samples before it decides between counting and estimating. */
const SAMPLE_ROWS = 2_000;
/** Matches the sample must hold before its estimate is trusted without counting (about ±18 %). */
const TRUSTED_SAMPLE_HITS = 30;

/**
 * Counts exactly up to a limit; past it, answers an estimate that says it is one.
 * Without a keyword a fixed-size sample comes first: when it already shows far
 * more matches than the limit (a filter on a common value), the estimate is the
 * answer and no row is counted, so the cost stays that of the sample however
 * big the table. Otherwise the matches are counted up to the limit, through
 * whatever index the conditions have (the keyword index for a search), and
 * sampled only when they pass it.
 */
export async function countList(
  context: ModuleContext,
  user: CurrentUser,
  question: ListQuestion,
  exactLimit: number,
): Promise<ListCount> {
  const { database } = context;
  const { conditions } = await conditionsFor(context, user, question);
  const tableName = question.object.tableName;
  const table = sql.table(tableName);
  const where = sql.join(conditions, sql` and `);
  const searching = question.keyword.trim() !== '';
  // A keyword reaches its matches through its index, so counting them up to the limit is bounded
  // work; sampling first would only add the keyword's cost over the sample.
  const sample = searching ? undefined : await sampleMatches(database, tableName, where);
  const trusted =
    sample !== undefined &&
    sample.hit >= TRUSTED_SAMPLE_HITS &&
    sample.estimate > 2 * exactLimit &&
    sample.sampled < sample.total;
  if (!trusted) {
    const exact = await runListStatement<{
      n: number | string;
    }>(
      database,
      sql`select count(*) as n from (select 1 from ${table} where ${where} limit ${sql.lit(exactLimit + 1)}) counted`,
      keepsPlan(question),
    );
    const count = Number(exact.rows[0]?.n ?? 0);
    if (count <= exactLimit) return { count, estimated: false, exactLimit };
  }
  const estimate = (sample ?? (await sampleMatches(database, tableName, where))).estimate;
  return { count: roundEstimate(Math.max(estimate, exactLimit + 1)), estimated: true, exactLimit };
}

interface Sample {
  /** Rows the sample read, and how many of them matched. */
  sampled: number;
  hit: number;
  /** The table's size the estimate scales to. */
  total: number;
  estimate: number;
}

/** A table's size (PostgreSQL's reltuples, SQLite's largest rowid), read at most once a minute. */
const TABLE_SIZE_TTL_MS = 60_000;
const tableSizes = new WeakMap<DatabaseHandle, Map<string, { size: number; at: number }>>();

async function tableSize(database: DatabaseHandle, tableName: string): Promise<number> {
  let sizes = tableSizes.get(database);
  if (!sizes) {
    sizes = new Map();
    tableSizes.set(database, sizes);
  }
  const known = sizes.get(tableName);
  if (known && Date.now() - known.at < TABLE_SIZE_TTL_MS) return known.size;
  const table = sql.table(tableName);
  let size: number;
  if (database.dialect === 'postgres') {
    const sized = await sql<{
      n: number | string | null;
    }>`select greatest(reltuples, 0) as n from pg_class where oid = to_regclass(${tableName})`.execute(
      database.db,
    );
    size = Number(sized.rows[0]?.n ?? 0);
    // A table never analysed has no reltuples yet: count it once.
    if (size <= 0) {
      const counted = await sql<{ n: number | string }>`select count(*) as n from ${table}`.execute(
        database.db,
      );
      size = Number(counted.rows[0]?.n ?? 0);
    }
  } else {
    const top = await sql<{ m: number | null }>`select max(rowid) as m from ${table}`.execute(database.db);
    size = Number(top.rows[0]?.m ?? 0);
  }
  sizes.set(tableName, { size, at: Date.now() });
  return size;
}

/**
 * About SAMPLE_ROWS rows, and how many of them match: PostgreSQL samples pages
 * (TABLESAMPLE SYSTEM, repeatable so the same question gets the same answer);
 * SQLite has no sampling and reads four windows of rowids spread over the table.
 * Its plan is the sample's scan whatever the conditions, so it is always kept.
 */
async function sampleMatches(
  database: DatabaseHandle,
  tableName: string,
  where: RawBuilder<unknown>,
): Promise<Sample> {
  const table = sql.table(tableName);
  const total = await tableSize(database, tableName);
  if (database.dialect === 'postgres') {
    // Two significant digits: a literal (the plan is kept per statement text) that changes only as the table grows.
    const percent = Number(
      Math.min(100, Math.max(0.01, (100 * SAMPLE_ROWS) / Math.max(total, 1))).toPrecision(2),
    );
    const found = await runListStatement<{
      all_rows: number | string;
      hit: number | string | null;
    }>(
      database,
      sql`select count(*) as all_rows, count(*) filter (where ${where}) as hit from ${table} tablesample system (${sql.lit(percent)}) repeatable (7)`,
      true,
    );
    const sampled = Number(found.rows[0]?.all_rows ?? 0);
    const hit = Number(found.rows[0]?.hit ?? 0);
    return { sampled, hit, total, estimate: sampled === 0 ? 0 : Math.round((hit / sampled) * total) };
  }
  const windows = 4;
  const width = Math.ceil(SAMPLE_ROWS / windows);
  const ranges = Array.from({ length: windows }, (_, part) => {
    const from = Math.floor((total * part) / windows);
    return sql`(rowid > ${from} and rowid <= ${Math.min(total, from + width)})`;
  });
  const found = await runListStatement<{
    all_rows: number;
    hit: number | null;
  }>(
    database,
    sql`select count(*) as all_rows, sum(case when ${where} then 1 else 0 end) as hit from ${table} where ${sql.join(ranges, sql` or `)}`,
    true,
  );
  const sampled = Number(found.rows[0]?.all_rows ?? 0);
  const hit = Number(found.rows[0]?.hit ?? 0);
  // Deleted rows still hold their rowids, so the share of matches is taken over the rows present.
  const read = Math.min(total, windows * width) || 1;
  const present = (sampled / read) * total;
  return {
    sampled,
    hit,
    total: present,
    estimate: sampled === 0 ? 0 : Math.round((hit / sampled) * present),
  };
}

/** An estimate shown with two significant digits (rounded up, so it stays past the limit), never mistaken for a count. */
function roundEstimate(value: number): number {
  if (value < 100) return Math.ceil(value);
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.ceil(value / magnitude) * magnitude;
}
