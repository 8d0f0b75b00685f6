import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { FieldModel, ObjectModel } from '../metadata/index.js';
import { FilterLogicError, type LogicNode, parseFilterLogic } from './filter-logic.js';
import { type FilterKind, type FilterOperator, filterKindOf, OPERATORS_BY_KIND } from './filter-operators.js';
import { formulaProblem, formulaValueSql, isFormulaField } from './formula-columns.js';

/** One saved or ad-hoc criterion: field api name, operator, value (a list for in/includes). */
export interface FilterCriterion {
  field: string;
  operator: string;
  value?: string | string[] | undefined;
}

type Condition = RawBuilder<boolean>;

function refuse(message: string): never {
  throw new AppError(ErrorCode.BAD_REQUEST, message);
}

/**
 * Turns criteria and their logic into one SQL condition over the object's
 * table. Field names are looked up in the fields the caller may see, so a
 * column name in SQL always comes from metadata.
 */
export function criteriaCondition(
  dialect: DialectName,
  object: ObjectModel,
  visible: ReadonlyMap<string, FieldModel>,
  criteria: readonly FilterCriterion[],
  logic: string,
): Condition | null {
  const conditions = criteria.map((criterion, index) =>
    criterionCondition(dialect, object, visible, criterion, index + 1),
  );
  let tree: LogicNode | null;
  try {
    tree = parseFilterLogic(logic, criteria.length);
  } catch (error) {
    if (error instanceof FilterLogicError) refuse(error.message);
    throw error;
  }
  if (!tree) return null;
  const walk = (node: LogicNode): Condition => {
    if (node.kind === 'criterion') return conditions[node.index - 1] as Condition;
    if (node.kind === 'not') return sql<boolean>`not (${walk(node.operand)})`;
    const joiner = node.kind === 'and' ? sql` and ` : sql` or `;
    return sql<boolean>`(${walk(node.left)}${joiner}${walk(node.right)})`;
  };
  return walk(tree);
}

function valuesOf(criterion: FilterCriterion): string[] {
  const raw = criterion.value;
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((value) => value.trim()).filter((value) => value !== '');
}

function criterionCondition(
  dialect: DialectName,
  object: ObjectModel,
  visible: ReadonlyMap<string, FieldModel>,
  criterion: FilterCriterion,
  position: number,
): Condition {
  const field = visible.get(criterion.field.toLowerCase());
  if (!field) refuse(`Filter ${position}: ${object.label} has no field "${criterion.field}"`);
  const formula = isFormulaField(field);
  const problem = formula ? formulaProblem(object, field, visible) : null;
  if (problem)
    refuse(`Filter ${position}: ${field.label} (${criterion.field}) cannot be filtered: ${problem}`);
  const kind = filterKindOf(field, object);
  if (!kind) refuse(`Filter ${position}: ${field.label} (${criterion.field}) cannot be filtered`);
  const allowed = OPERATORS_BY_KIND[kind];
  const operator = criterion.operator as FilterOperator;
  if (!allowed.includes(operator)) {
    refuse(
      `Filter ${position}: operator "${criterion.operator}" does not apply to ${field.label} (${kind}); use one of ${allowed.join(', ')}`,
    );
  }
  const column = formula ? formulaValueSql(dialect, object, field) : sql.ref(field.columnName as string);
  if (operator === 'empty' || operator === 'notempty') {
    const isEmpty =
      kind === 'number' || kind === 'boolean'
        ? sql<boolean>`${column} is null`
        : sql<boolean>`(${column} is null or ${column} = '')`;
    return operator === 'empty' ? isEmpty : sql<boolean>`not ${isEmpty}`;
  }
  const values = valuesOf(criterion);
  if (values.length === 0) refuse(`Filter ${position}: ${field.label} needs a value for "${operator}"`);
  const many =
    operator === 'in' || operator === 'notin' || operator === 'includes' || operator === 'excludes';
  if (!many && values.length > 1) refuse(`Filter ${position}: "${operator}" takes one value`);
  if (values.length > 100) refuse(`Filter ${position}: at most 100 values`);
  const first = values[0] as string;
  return typedCondition(dialect, kind, operator, column, first, values, field, position);
}

function typedCondition(
  dialect: DialectName,
  kind: FilterKind,
  operator: FilterOperator,
  column: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
  value: string,
  values: string[],
  field: FieldModel,
  position: number,
): Condition {
  switch (kind) {
    case 'number': {
      const number = Number(value);
      if (!Number.isFinite(number))
        refuse(`Filter ${position}: ${field.label} needs a number, not "${value}"`);
      return compare(column, operator, number, true);
    }
    case 'date': {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
        refuse(`Filter ${position}: ${field.label} needs a date as YYYY-MM-DD, not "${value}"`);
      return compare(column, operator, value, true);
    }
    case 'datetime':
      return datetimeCondition(column, operator, value, field, position);
    case 'boolean': {
      const truthy = ['true', '1', 'yes'].includes(value.toLowerCase());
      const falsy = ['false', '0', 'no'].includes(value.toLowerCase());
      if (!truthy && !falsy) refuse(`Filter ${position}: ${field.label} takes true or false, not "${value}"`);
      const isTrue = sql<boolean>`${column} = 1`;
      return truthy === (operator === 'e') ? isTrue : sql<boolean>`(${column} is null or ${column} <> 1)`;
    }
    case 'multi': {
      // Stored as 'a;b;c': wrap in separators so 'b' never matches 'bb'.
      const holds = values.map(
        (one) => sql<boolean>`(';' || ${column} || ';') like ${`%;${escapeLike(one)};%`} escape '\\'`,
      );
      const any = sql<boolean>`(${sql.join(holds, sql` or `)})`;
      return operator === 'includes' ? any : sql<boolean>`(${column} is null or not ${any})`;
    }
    case 'picklist':
    case 'lookup': {
      if (operator === 'in') return sql<boolean>`${column} in (${sql.join(values)})`;
      if (operator === 'notin')
        return sql<boolean>`(${column} is null or ${column} not in (${sql.join(values)}))`;
      return operator === 'e'
        ? sql<boolean>`${column} = ${value}`
        : sql<boolean>`(${column} is null or ${column} <> ${value})`;
    }
    default:
      return textCondition(dialect, operator, column, value);
  }
}

function compare(
  column: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
  operator: FilterOperator,
  value: string | number,
  nullsDiffer: boolean,
): Condition {
  switch (operator) {
    case 'e':
      return sql<boolean>`${column} = ${value}`;
    case 'n':
      return nullsDiffer
        ? sql<boolean>`(${column} is null or ${column} <> ${value})`
        : sql<boolean>`${column} <> ${value}`;
    case 'l':
      return sql<boolean>`${column} < ${value}`;
    case 'g':
      return sql<boolean>`${column} > ${value}`;
    case 'm':
      return sql<boolean>`${column} <= ${value}`;
    default:
      return sql<boolean>`${column} >= ${value}`;
  }
}

/** A date-time compared with a date means that whole (UTC) day; with a full time stamp, that instant. */
function datetimeCondition(
  column: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
  operator: FilterOperator,
  value: string,
  field: FieldModel,
  position: number,
): Condition {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = value;
    const next = nextDay(day);
    if (!next) refuse(`Filter ${position}: "${value}" is not a date`);
    switch (operator) {
      case 'e':
        return sql<boolean>`(${column} >= ${day} and ${column} < ${next})`;
      case 'n':
        return sql<boolean>`(${column} is null or ${column} < ${day} or ${column} >= ${next})`;
      case 'l':
        return sql<boolean>`${column} < ${day}`;
      case 'g':
        return sql<boolean>`${column} >= ${next}`;
      case 'm':
        return sql<boolean>`${column} < ${next}`;
      default:
        return sql<boolean>`${column} >= ${day}`;
    }
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    refuse(
      `Filter ${position}: ${field.label} needs a date (YYYY-MM-DD) or a date-time (ISO 8601), not "${value}"`,
    );
  }
  return compare(column, operator, instant.toISOString(), true);
}

function nextDay(day: string): string | null {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null;
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Text compares case-insensitively, as people expect of a list filter. */
function textCondition(
  _dialect: DialectName,
  operator: FilterOperator,
  column: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
  value: string,
): Condition {
  const lowered = value.toLowerCase();
  const lowerColumn = sql`lower(${column})`;
  switch (operator) {
    case 'e':
      return sql<boolean>`${lowerColumn} = ${lowered}`;
    case 'n':
      return sql<boolean>`(${column} is null or ${lowerColumn} <> ${lowered})`;
    case 'c':
      return sql<boolean>`${lowerColumn} like ${`%${escapeLike(lowered)}%`} escape '\\'`;
    case 'k':
      return sql<boolean>`(${column} is null or ${lowerColumn} not like ${`%${escapeLike(lowered)}%`} escape '\\')`;
    default:
      return sql<boolean>`${lowerColumn} like ${`${escapeLike(lowered)}%`} escape '\\'`;
  }
}
