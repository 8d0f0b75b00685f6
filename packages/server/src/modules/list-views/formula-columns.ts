import { type FormulaSqlPlan, formulaToSql, todayForSql } from '@vela/core';
import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { type FieldModel, formulaFields, type ObjectModel } from '../metadata/index.js';
import { renderFormulaSql } from './formula-sql-render.js';

/**
 * A formula field in a list: its value computed by the database from core's SQL plan, so a list filters and
 * sorts on it however many records the object has. Plans are kept per field model (a metadata change makes
 * new models, so a changed formula or field type is planned again).
 */
const plans = new WeakMap<FieldModel, FormulaSqlPlan>();

export function isFormulaField(field: FieldModel): boolean {
  return field.typeCode === 'Z';
}

export function formulaPlanOf(object: ObjectModel, field: FieldModel): FormulaSqlPlan {
  let plan = plans.get(field);
  if (!plan) {
    plan = formulaToSql(field.formula, formulaFields(object));
    plans.set(field, plan);
  }
  return plan;
}

/**
 * Why the caller cannot filter or sort on the formula field, or null when they can: the formula has no SQL
 * form, or it reads a field hidden from the caller (filtering on it would reveal that field's values).
 */
export function formulaProblem(
  object: ObjectModel,
  field: FieldModel,
  visible: ReadonlyMap<string, FieldModel>,
): string | null {
  const plan = formulaPlanOf(object, field);
  if (!plan.compilable) return `its formula cannot be computed by the database (${plan.reason})`;
  const hidden = plan.fields.find((api) => !visible.has(api.toLowerCase()));
  return hidden === undefined ? null : 'its formula reads a field you cannot see';
}

/**
 * The formula's value as an SQL expression over the object's table. A true/false formula answers 1 or 0,
 * as a checkbox column holds it (a blank reads as false, as in the formula language).
 */
export function formulaValueSql(
  dialect: DialectName,
  object: ObjectModel,
  field: FieldModel,
  now: Date = new Date(),
): RawBuilder<unknown> {
  const plan = formulaPlanOf(object, field);
  if (!plan.compilable) throw new Error(`formula field ${field.apiName} has no SQL form`);
  const expression = renderFormulaSql(plan.root, {
    dialect,
    today: todayForSql(now),
    columnOf(apiName) {
      const column = object.fieldsByApi.get(apiName.toLowerCase())?.columnName;
      if (!column) throw new Error(`formula field ${field.apiName} reads ${apiName}, which has no column`);
      return column;
    },
  });
  return plan.type === 'boolean' ? sql`(case when ${expression} then 1 else 0 end)` : expression;
}
