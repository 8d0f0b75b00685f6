import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { FieldModel, ObjectModel } from '../metadata/index.js';
import { filterKindOf, sortsAsText } from './filter-operators.js';
import { formulaProblem, formulaValueSql, isFormulaField } from './formula-columns.js';
import type { SortOrder } from './view-store.js';

/**
 * Sorting and keyset paging. A page after another is "rows after the last
 * row shown" in (sort value, id) order, never an OFFSET, so page 2,000 costs
 * what page 1 costs when an index serves the sort. The cursor carries the sort
 * it belongs to, so a cursor from another sort is refused rather than misread.
 */
const NOT_NULL_COLUMNS = new Set([
  'id',
  'name',
  'ownerid',
  'createbyid',
  'createdate',
  'lastmodifybyid',
  'lastmodifydate',
]);

export interface SortPlan {
  field: FieldModel;
  order: SortOrder;
  /** The value rows are ordered by: lower-cased text, or the stored value. */
  expression: RawBuilder<unknown>;
  nullable: boolean;
}

/**
 * The field a list of the object sorts by when nothing else says: its name field (a case's subject, an event's
 * subject), else its auto-number, else the date it was made. Every object lists without a sort given.
 */
export function defaultSortField(object: ObjectModel, visible: ReadonlyMap<string, FieldModel>): string {
  const sortable = (field: FieldModel | undefined) =>
    field !== undefined && !isFormulaField(field) && filterKindOf(field) !== null;
  const named = visible.get(object.nameField.toLowerCase());
  if (sortable(named)) return named!.apiName;
  // Auto-number fields ('V') number records as they are made.
  const numbered = [...visible.values()].find((field) => field.typeCode === 'V' && sortable(field));
  return numbered?.apiName ?? 'createdate';
}

/**
 * A view's stored sort where this caller can sort by it; else the object's default going up. A stored view may
 * name a field the caller cannot see or an object has since lost: the list still opens.
 */
export function usableViewSort(
  object: ObjectModel,
  visible: ReadonlyMap<string, FieldModel>,
  sort: { field: string; order: SortOrder },
): { field: string; order: SortOrder } {
  const field = visible.get(sort.field.toLowerCase());
  if (field && sortProblem(object, visible, field) === null) return sort;
  return { field: defaultSortField(object, visible), order: 'asc' };
}

export function planSort(
  dialect: DialectName,
  object: ObjectModel,
  visible: ReadonlyMap<string, FieldModel>,
  sort: { field: string; order: SortOrder },
): SortPlan {
  const field = visible.get(sort.field.toLowerCase());
  const problem = field ? sortProblem(object, visible, field) : 'no field';
  if (problem === 'no field' || !field) {
    throw new AppError(ErrorCode.BAD_REQUEST, `sort: ${object.label} has no sortable field "${sort.field}"`);
  }
  if (problem) {
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `sort: ${field.label} (${sort.field}) cannot be sorted: ${problem}`,
    );
  }
  if (isFormulaField(field)) {
    const value = formulaValueSql(dialect, object, field);
    const text = sortsAsText(field, object);
    // Text compares case-insensitively and bytewise, as the columns do.
    const expression = !text
      ? value
      : dialect === 'postgres'
        ? sql`(lower(${value}) collate "C")`
        : sql`lower(${value})`;
    return { field, order: sort.order, expression, nullable: true };
  }
  const column = sql.ref(field.columnName as string);
  // PostgreSQL compares text by byte ("C") so its order, the index and the cursor agree with SQLite's.
  const expression =
    field.typeCode === 'L' && field.picklist.length > 0
      ? picklistPosition(field, column)
      : sortsAsText(field)
        ? dialect === 'postgres'
          ? sql`(lower(${column}) collate "C")`
          : sql`lower(${column})`
        : sql`${column}`;
  return {
    field,
    order: sort.order,
    expression,
    nullable: !NOT_NULL_COLUMNS.has(field.columnName as string),
  };
}

/** Why the caller cannot sort by the field ('no field' when it is no sortable field at all), or null. */
function sortProblem(
  object: ObjectModel,
  visible: ReadonlyMap<string, FieldModel>,
  field: FieldModel,
): string | null {
  if (isFormulaField(field)) return formulaProblem(object, field, visible);
  return filterKindOf(field) ? null : 'no field';
}

/**
 * A picklist sorts in the order its values are defined (Salesforce's habit: a
 * stage column goes Prospecting, Qualification … Closed, not alphabetically),
 * by each value's position; a stored key no option knows sorts after the known
 * ones, empty stays empty. The position is a number, so the cursor carries it.
 */
function picklistPosition(field: FieldModel, column: RawBuilder<unknown> | ReturnType<typeof sql.ref>) {
  const ordered = [...field.picklist].sort((a, b) => a.sortOrder - b.sortOrder);
  const cases = sql.join(
    ordered.map((option, index) => sql`when ${column} = ${option.codeKey} then ${sql.lit(index)}`),
    sql` `,
  );
  return sql`(case when ${column} is null or ${column} = '' then null ${cases} else ${sql.lit(ordered.length)} end)`;
}

export function orderByClause(plan: SortPlan) {
  const direction = plan.order === 'desc' ? sql`desc` : sql`asc`;
  // Empty values come first going up and last going down, on both databases.
  const nulls = plan.nullable ? (plan.order === 'desc' ? sql` nulls last` : sql` nulls first`) : sql``;
  return sql`${plan.expression} ${direction}${nulls}, id ${direction}`;
}

export interface Cursor {
  field: string;
  order: SortOrder;
  value: string | number | null;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.field, cursor.order, cursor.value, cursor.id])).toString(
    'base64url',
  );
}

export function decodeCursor(text: string, plan: SortPlan): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 4 ||
    typeof parsed[3] !== 'string' ||
    !(parsed[2] === null || typeof parsed[2] === 'string' || typeof parsed[2] === 'number')
  ) {
    throw new AppError(ErrorCode.BAD_REQUEST, 'cursor: not a cursor this server gave out');
  }
  const [field, order, value, id] = parsed as [string, string, string | number | null, string];
  if (field !== plan.field.apiName || order !== plan.order) {
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `cursor: it belongs to the sort ${field} ${order}, not this one`,
    );
  }
  return { field, order: plan.order, value, id };
}

/**
 * Rows strictly after the cursor in the plan's order. Written as a plain
 * range on the sort value plus a tie-break (not as a row comparison), so
 * SQLite and PostgreSQL both seek the sort index to the cursor instead of
 * scanning it from the start: page 2,000 reads what page 1 reads.
 */
export function afterCursor(plan: SortPlan, cursor: Cursor): RawBuilder<boolean> {
  const expression = plan.expression;
  const ascending = plan.order === 'asc';
  if (cursor.value === null) {
    // Only nullable columns have empty values: first going up, last going down.
    return ascending
      ? sql<boolean>`((${expression} is null and id > ${cursor.id}) or ${expression} is not null)`
      : sql<boolean>`(${expression} is null and id < ${cursor.id})`;
  }
  const after = ascending
    ? sql<boolean>`(${expression} >= ${cursor.value} and (${expression} > ${cursor.value} or id > ${cursor.id}))`
    : sql<boolean>`(${expression} <= ${cursor.value} and (${expression} < ${cursor.value} or id < ${cursor.id}))`;
  return !ascending && plan.nullable ? sql<boolean>`(${after} or ${expression} is null)` : after;
}
