import {
  evaluateSummaryFormula,
  isNumberType,
  MAX_REPORT_GROUPS,
  REPORT_ROWS_PAGE_SIZE,
  type ReportGroup,
  type ReportResult,
} from '@vela/core';
import { type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { type FieldModel, isLookupType, nameOrder } from '../metadata/index.js';
import { lookupNames, type RecordRow } from '../records/index.js';
import type { ReportPlan } from './report-plan.js';

type Cell = string | number | boolean | null;

/** The SQL of a grouping's key: a date falls into its period, other values group as stored. */
export function groupKey(grouping: ReportPlan['groupings'][number]): RawBuilder<unknown> {
  const column = sql.ref(grouping.field.columnName as string);
  if (grouping.bucket) return bucketKey(column, grouping.bucket);
  switch (grouping.granularity) {
    case 'day':
      return sql`substr(${column}, 1, 10)`;
    case 'month':
      return sql`substr(${column}, 1, 7)`;
    case 'year':
      return sql`substr(${column}, 1, 4)`;
    case 'quarter':
      return sql`(substr(${column}, 1, 4) || '-Q' || cast((cast(substr(${column}, 6, 2) as integer) + 2) / 3 as text))`;
    default:
      return column;
  }
}

/**
 * A bucket field's key: the index of the first bucket the value falls in; a value in none (and an empty
 * one) is null, the "(empty)" group. Bounds and values are literals checked by the plan.
 */
function bucketKey(
  column: RawBuilder<unknown>,
  bucket: NonNullable<ReportPlan['groupings'][number]['bucket']>,
) {
  const branches = bucket.buckets.map((entry, index) => {
    if (entry.values !== undefined)
      return entry.values.length === 0
        ? sql``
        : sql` when ${column} in (${sql.join(entry.values.map((value) => sql.val(value)))}) then ${sql.lit(index)}`;
    if (entry.below === undefined) return sql` when ${column} is not null then ${sql.lit(index)}`;
    return sql` when ${column} < ${sql.val(entry.below)} then ${sql.lit(index)}`;
  });
  return sql`(case${sql.join(branches, sql``)} else null end)`;
}

/**
 * What the leaf groups keep of each summary so that every coarser level (subtotals, the grand
 * total) is computed from the leaves, not from the rows again: sums, counts, minima, maxima;
 * an average keeps its sum and count.
 */
function leafParts(summary: ReportPlan['summaries'][number], index: number): RawBuilder<unknown>[] {
  const column = sql.ref(summary.field.columnName as string);
  const sum = sql`sum(${column}) as ${sql.ref(`rr_s${index}`)}`;
  const counted = sql`count(${column}) as ${sql.ref(`rr_n${index}`)}`;
  switch (summary.fn) {
    case 'sum':
      return [sum];
    case 'avg':
      return [sum, counted];
    case 'min':
      return [sql`min(${column}) as ${sql.ref(`rr_s${index}`)}`];
    case 'max':
      return [sql`max(${column}) as ${sql.ref(`rr_s${index}`)}`];
    default:
      return [counted];
  }
}

/** A summary computed straight from rows (the unique-count path). */
function directAggregate(fn: ReportPlan['summaries'][number]['fn'], column: RawBuilder<unknown>) {
  switch (fn) {
    case 'sum':
      return sql`sum(${column})`;
    case 'avg':
      return sql`avg(${column} * 1.0)`;
    case 'min':
      return sql`min(${column})`;
    case 'max':
      return sql`max(${column})`;
    case 'unique':
      return sql`count(distinct ${column})`;
    default:
      return sql`count(${column})`;
  }
}

function rolledUp(summary: ReportPlan['summaries'][number], index: number): RawBuilder<unknown> {
  const part = sql.ref(`rr_s${index}`);
  const count = sql.ref(`rr_n${index}`);
  switch (summary.fn) {
    case 'sum':
      return sql`sum(${part})`;
    case 'avg':
      return sql`(sum(${part}) * 1.0) / nullif(sum(${count}), 0)`;
    case 'min':
      return sql`min(${part})`;
    case 'max':
      return sql`max(${part})`;
    default:
      return sql`sum(${count})`;
  }
}

/**
 * The grouping sets a run answers, deepest first: summary reports every
 * level (leaves, each subtotal, the grand total); matrix reports the cells,
 * the row totals, the column totals and the grand total; tabular only the
 * grand total. Deepest first also lets PostgreSQL type the union's key
 * columns from real values before the nulls of the totals.
 */
function groupingSets(plan: ReportPlan): number[][] {
  const count = plan.groupings.length;
  if (plan.definition.format === 'matrix') return [[0, 1], [0], [1], []];
  return Array.from({ length: count + 1 }, (_, level) => Array.from({ length: count - level }, (_, i) => i));
}

interface GroupRow {
  rr_set: number | string;
  rr_count: number | string;
  [column: string]: unknown;
}

/**
 * Every grouping set in ONE statement: the filtered rows are read once and
 * grouped by every key (the leaves); the subtotals and the grand total are a
 * union of GROUP BYs over those few leaf rows. The database aggregates, the
 * server only names the keys. Portable to SQLite, which has no GROUPING SETS.
 */
async function runGroups(database: DatabaseHandle, plan: ReportPlan, sets: number[][]) {
  const table = plan.source;
  const where = sql.join(plan.conditions, sql` and `);
  const keys = plan.groupings.map(groupKey);
  const keyRef = (index: number) => sql.ref(`rr_k${index}`);
  const keyColumnsOf = (set: number[]) =>
    keys.map((_, index) => (set.includes(index) ? sql`${keyRef(index)}` : sql`null as ${keyRef(index)}`));
  const groupByOf = (set: number[]) =>
    set.length === 0 ? sql`` : sql` group by ${sql.join(set.map(keyRef))}`;
  // By position: a bucket's CASE carries bound parameters, and PostgreSQL would not match a repeated expression.
  const byPosition =
    keys.length === 0 ? sql`` : sql` group by ${sql.join(keys.map((_, index) => sql.lit(index + 1)))}`;
  let source: RawBuilder<unknown>;
  let branches: RawBuilder<unknown>[];
  const unique = plan.summaries.some((summary) => summary.fn === 'unique');
  // The rows path reads rr_leaf once per level: kept as a table, not the scan repeated (both databases).
  const materialized = unique ? sql`materialized ` : sql``;
  if (unique) {
    // A unique count cannot be added up from the leaves (a value may sit in two of them): every level
    // counts over the filtered rows themselves, read once into rr_leaf with their keys.
    const rowColumns = [
      ...keys.map((key, index) => sql`${key} as ${keyRef(index)}`),
      ...plan.summaries.map(
        (summary, index) => sql`${sql.ref(summary.field.columnName as string)} as ${sql.ref(`rr_f${index}`)}`,
      ),
    ];
    source = sql`select ${sql.join(rowColumns)} from ${table} where ${where}`;
    const values = plan.summaries.map(
      (summary, index) =>
        sql`${directAggregate(summary.fn, sql.ref(`rr_f${index}`))} as ${sql.ref(`rr_v${index}`)}`,
    );
    branches = sets.map(
      (set, setIndex) =>
        sql`select ${sql.join([sql`${sql.lit(setIndex)} as rr_set`, ...keyColumnsOf(set), sql`count(*) as rr_count`, ...values])} from rr_leaf${groupByOf(set)}`,
    );
  } else {
    const leafColumns = [
      ...keys.map((key, index) => sql`${key} as ${keyRef(index)}`),
      sql`count(*) as rr_c`,
      ...plan.summaries.flatMap(leafParts),
    ];
    source = sql`select ${sql.join(leafColumns)} from ${table} where ${where}${byPosition}`;
    const values = plan.summaries.map(
      (summary, index) => sql`${rolledUp(summary, index)} as ${sql.ref(`rr_v${index}`)}`,
    );
    branches = sets.map(
      (set, setIndex) =>
        sql`select ${sql.join([sql`${sql.lit(setIndex)} as rr_set`, ...keyColumnsOf(set), sql`sum(rr_c) as rr_count`, ...values])} from rr_leaf${groupByOf(set)}`,
    );
  }
  // The grand total and subtotals first, so a cut-off answer loses leaves, never totals;
  // nulls last on both databases: the empty group after the others.
  const order = [
    sql`rr_set desc`,
    ...keys.flatMap((_, index) => [sql`(${keyRef(index)} is null)`, keyRef(index)]),
  ];
  const statement = sql<GroupRow>`with rr_leaf as ${materialized}(${source}) select * from (${sql.join(branches, sql` union all `)}) rr order by ${sql.join(order)} limit ${sql.lit(MAX_REPORT_GROUPS + 1)}`;
  return (await statement.execute(database.db)).rows;
}

function keyText(grouping: ReportPlan['groupings'][number], raw: unknown): string | null {
  const { field } = grouping;
  if (raw === null || raw === undefined) return null;
  if (grouping.bucket || isNumberType(field.typeCode) || field.typeCode === 'B') return String(Number(raw));
  return String(raw);
}

function summaryValue(plan: ReportPlan, index: number, raw: unknown): number | string | null {
  if (raw === null || raw === undefined) return null;
  const summary = plan.summaries[index];
  if (summary && (summary.fn === 'count' || summary.fn === 'unique' || isNumberType(summary.field.typeCode)))
    return Number(raw);
  return String(raw);
}

/** Picklist keys show their labels and lookup keys the names the caller may see; other keys are their own label. */
async function keyLabels(
  database: DatabaseHandle,
  user: CurrentUser,
  plan: ReportPlan,
  rows: readonly GroupRow[],
): Promise<Array<Map<string, string>>> {
  const lookupRows: RecordRow[] = [];
  plan.groupings.forEach(({ field, bucket }, index) => {
    if (bucket || !isLookupType(field.typeCode)) return;
    for (const row of rows) {
      const key = row[`rr_k${index}`];
      if (typeof key === 'string') lookupRows.push({ id: '', [field.columnName as string]: key });
    }
  });
  const names =
    lookupRows.length > 0
      ? await lookupNames(database, plan.snapshot, plan.object, lookupRows, user)
      : new Map<string, string>();
  return plan.groupings.map(({ field, bucket }) => {
    if (bucket) return new Map(bucket.buckets.map((entry, index) => [String(index), entry.label]));
    if (isLookupType(field.typeCode)) return names;
    return new Map(field.picklist.map((value) => [value.codeKey, value.codeValue]));
  });
}

/** The columns every detail read selects: the row's id and name, and the report's columns. */
export function detailColumns(plan: ReportPlan): string[] {
  return [
    ...new Set(['id', 'name', plan.rowKey, ...plan.columns.map((field) => field.columnName as string)]),
  ];
}

/** Stored rows as a report shows them: by api name, numbers as numbers, lookups with the names the user may see. */
export async function shownRows(
  database: DatabaseHandle,
  user: CurrentUser,
  plan: ReportPlan,
  page: readonly RecordRow[],
): Promise<ReportResult['rows']> {
  const names = await lookupNames(database, plan.snapshot, plan.object, [...page], user);
  return page.map((row) => {
    const shown: { id: string } & Record<string, Cell> = { id: String(row.id), name: row.name ?? null };
    for (const field of plan.columns) {
      const raw = row[field.columnName as string] ?? null;
      if (field.typeCode === 'B') shown[field.apiName] = raw === 1 || raw === '1';
      else if (isNumberType(field.typeCode) && raw !== null) shown[field.apiName] = Number(raw);
      else shown[field.apiName] = raw;
      if (isLookupType(field.typeCode))
        shown[`${field.apiName}ccname`] =
          typeof raw === 'string'
            ? raw
                .split(';')
                .map((id) => names.get(id) ?? '')
                .join(';')
            : '';
    }
    return shown;
  });
}

async function detailRows(
  database: DatabaseHandle,
  user: CurrentUser,
  plan: ReportPlan,
  pageIndex: number,
): Promise<{ rows: ReportResult['rows']; hasMore: boolean }> {
  const selected = detailColumns(plan);
  const where = sql.join(plan.conditions, sql` and `);
  const offset = (pageIndex - 1) * REPORT_ROWS_PAGE_SIZE;
  // By the name index's own expression: the first page reads 101 index entries, not every row.
  const found =
    await sql<RecordRow>`select ${sql.join(selected.map((column) => sql.ref(column)))} from ${plan.source} where ${where} order by ${nameOrder(database.dialect)}, ${sql.ref(plan.rowKey)} limit ${sql.lit(REPORT_ROWS_PAGE_SIZE + 1)} offset ${sql.lit(offset)}`.execute(
      database.db,
    );
  const rows = await shownRows(database, user, plan, found.rows.slice(0, REPORT_ROWS_PAGE_SIZE));
  return { rows, hasMore: found.rows.length > REPORT_ROWS_PAGE_SIZE };
}

/** Each summary formula evaluated on one group's summaries (the record count for RECORDCOUNT). */
function formulaValues(plan: ReportPlan, count: number, computed: ReadonlyArray<number | string | null>) {
  return plan.formulas.map(({ formula, inputs }) =>
    evaluateSummaryFormula(
      formula,
      inputs.map((input) => {
        const value = input < 0 ? count : computed[input];
        return typeof value === 'number' ? value : null;
      }),
    ),
  );
}

const describe = (field: FieldModel) => ({
  apiName: field.apiName,
  label: field.label,
  type: field.typeCode,
});

/** Runs a checked plan: detail rows for tabular reports, groups and totals aggregated by the database. */
export async function runReportPlan(
  database: DatabaseHandle,
  user: CurrentUser,
  plan: ReportPlan,
  pageIndex: number,
  rowsOnly = false,
): Promise<ReportResult> {
  const sets = groupingSets(plan);
  const tabular = plan.definition.format === 'tabular';
  const groupRows = tabular && rowsOnly ? [] : await runGroups(database, plan, sets);
  const truncated = groupRows.length > MAX_REPORT_GROUPS;
  const answered = groupRows.slice(0, MAX_REPORT_GROUPS);
  const labels = await keyLabels(database, user, plan, answered);
  const groups: ReportGroup[] = answered.map((row) => {
    const by = sets[Number(row.rr_set)] ?? [];
    const keys = plan.groupings.map((grouping, index) =>
      by.includes(index) ? keyText(grouping, row[`rr_k${index}`]) : null,
    );
    const count = Number(row.rr_count);
    const computed = plan.summaries.map((_, index) => summaryValue(plan, index, row[`rr_v${index}`]));
    return {
      by,
      keys,
      labels: keys.map((key, index) => (key === null ? '' : (labels[index]?.get(key) ?? key))),
      count,
      values: [...computed.slice(0, plan.shownSummaries), ...formulaValues(plan, count, computed)],
    };
  });
  const totalGroup = groups.find((group) => group.by.length === 0);
  const total =
    tabular && rowsOnly
      ? null
      : totalGroup
        ? { count: totalGroup.count, values: totalGroup.values }
        : {
            count: 0,
            values: [...plan.summaries.slice(0, plan.shownSummaries), ...plan.formulas].map(() => null),
          };
  const details =
    plan.definition.format === 'tabular'
      ? await detailRows(database, user, plan, pageIndex)
      : { rows: [], hasMore: false };
  return {
    objectApi: plan.object.apiName,
    objectLabel: plan.object.pluralLabel,
    format: plan.definition.format,
    columns: plan.columns.map(describe),
    groupings: plan.groupings.map(({ field, bucket }) =>
      bucket ? { apiName: bucket.apiName, label: bucket.label, type: 'bucket' } : describe(field),
    ),
    summaries: [
      ...plan.summaries
        .slice(0, plan.shownSummaries)
        .map(({ field, fn }) => ({ field: field.apiName, fn, label: field.label })),
      ...plan.formulas.map(({ label }) => ({ field: '', fn: 'formula' as const, label })),
    ],
    rows: details.rows,
    hasMore: details.hasMore,
    groups: groups.filter((group) => group.by.length > 0),
    groupsTruncated: truncated,
    total,
    chart: plan.definition.chart,
  };
}
