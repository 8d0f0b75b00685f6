import { z } from 'zod';
import type { FieldTypeCode } from './types.js';

/**
 * Roll-up summary fields (issue 18): a number, currency, percent or date field
 * of a parent object whose value is the count, sum, minimum or maximum of a
 * field of the child records that point at it through a lookup or
 * master-detail field, optionally of only the children meeting one condition.
 * The value is stored on the parent (so lists filter and sort on it like any
 * stored number) and kept current by the server on every child write.
 *
 * The rules live here so the field editor and the server agree on what may be
 * summarised and what type the result has.
 */
export const ROLLUP_FUNCTIONS = ['count', 'sum', 'min', 'max'] as const;
export type RollupFunction = (typeof ROLLUP_FUNCTIONS)[number];

export const ROLLUP_FILTER_OPERATORS = ['equals', 'notEquals', 'lessThan', 'greaterThan'] as const;
export type RollupFilterOperator = (typeof ROLLUP_FILTER_OPERATORS)[number];

const apiName = z.string().min(1).max(100);

export const rollupFilterSchema = z.strictObject({
  /** A field of the child object, by api name. */
  field: apiName,
  operator: z.enum(ROLLUP_FILTER_OPERATORS),
  /** The value compared with, as typed (a picklist's value key, a number, `true`/`false`, a date). */
  value: z.string().max(255),
});
export type RollupFilter = z.infer<typeof rollupFilterSchema>;

/** A roll-up as the field editor sends it and as it is stored with the field. */
export const rollupDefinitionSchema = z.strictObject({
  /** The child object's objId. */
  childObject: z.string().min(1).max(100),
  /** The child's lookup or master-detail field that points at the parent, by api name. */
  relationshipField: apiName,
  function: z.enum(ROLLUP_FUNCTIONS),
  /** The child's field summarised; absent for count. */
  summarisedField: apiName.optional(),
  filter: rollupFilterSchema.optional(),
});
export type RollupDefinition = z.infer<typeof rollupDefinitionSchema>;

/** What the rules need to know of a field. */
export interface RollupFieldFacts {
  api: string;
  label: string;
  type: string;
  /** The object a lookup points at (its objId); null otherwise. */
  lookupObjectId: string | null;
  /** The field is itself a roll-up. */
  isRollup: boolean;
  /** The field has a stored column (formulas and groups have none). */
  stored: boolean;
  decimals: number;
}

/** Types a roll-up may summarise, per function. */
const SUMMABLE = new Set<string>(['N', 'P', 'c']);
const ORDERED = new Set<string>(['N', 'P', 'c', 'D', 'F']);
/** Relationship types: a lookup or master-detail (a multi lookup holds several parents in one value). */
const RELATIONSHIPS = new Set<string>(['Y', 'M']);
/** Filter field types: what compares as one stored value. */
const FILTERABLE = new Set<string>(['S', 'L', 'B', 'N', 'P', 'c', 'D', 'F', 'E', 'H', 'U', 'Y', 'M', 'V']);

export interface RollupCheck {
  /** The problem, naming the request field it is about; null when the roll-up is allowed. */
  error: string | null;
  /** The stored type of the roll-up's value: N for count, else the summarised field's own type. */
  resultType: FieldTypeCode;
  decimals: number;
}

/** The type a roll-up's value has; the field is created with it. */
export function rollupResultType(
  fn: RollupFunction,
  summarised: Pick<RollupFieldFacts, 'type' | 'decimals'> | null,
): { type: FieldTypeCode; decimals: number } {
  if (fn === 'count' || !summarised) return { type: 'N', decimals: 0 };
  return { type: summarised.type as FieldTypeCode, decimals: summarised.decimals };
}

/**
 * Whether `definition` may be a roll-up of the object `parentObjectId`, given the child's fields:
 * the relationship must be a lookup or master-detail to the parent; sum needs a number, currency or
 * percent; min and max also take dates; a roll-up never summarises or filters on another roll-up.
 */
export function checkRollup(
  definition: RollupDefinition,
  parentObjectId: string,
  childFields: readonly RollupFieldFacts[],
): RollupCheck {
  const byApi = new Map(childFields.map((field) => [field.api.toLowerCase(), field]));
  const refuse = (error: string): RollupCheck => ({ error, resultType: 'N', decimals: 0 });
  const relationship = byApi.get(definition.relationshipField.toLowerCase());
  if (!relationship)
    return refuse(`rollup.relationshipField: the child object has no field ${definition.relationshipField}`);
  if (!RELATIONSHIPS.has(relationship.type))
    return refuse(
      `rollup.relationshipField: ${relationship.label} is no lookup or master-detail field; a roll-up follows one of those`,
    );
  if (relationship.lookupObjectId !== parentObjectId)
    return refuse(
      `rollup.relationshipField: ${relationship.label} does not point at this object, so its records are not this object's children`,
    );
  let summarised: RollupFieldFacts | null = null;
  if (definition.function !== 'count') {
    if (!definition.summarisedField)
      return refuse(`rollup.summarisedField: ${definition.function} needs the field it summarises`);
    summarised = byApi.get(definition.summarisedField.toLowerCase()) ?? null;
    if (!summarised)
      return refuse(`rollup.summarisedField: the child object has no field ${definition.summarisedField}`);
    if (summarised.isRollup)
      return refuse(
        `rollup.summarisedField: ${summarised.label} is itself a roll-up summary; a roll-up of a roll-up is not allowed`,
      );
    if (!summarised.stored)
      return refuse(
        `rollup.summarisedField: ${summarised.label} is computed, not stored, so it cannot be summarised`,
      );
    if (definition.function === 'sum' && !SUMMABLE.has(summarised.type))
      return refuse(
        `rollup.summarisedField: ${summarised.label} is not a number, currency or percent field, so it cannot be summed`,
      );
    if (!ORDERED.has(summarised.type))
      return refuse(
        `rollup.summarisedField: ${summarised.label} is not a number, currency, percent, date or date-time field, so it has no ${definition.function}`,
      );
  }
  if (definition.filter) {
    const filterField = byApi.get(definition.filter.field.toLowerCase());
    if (!filterField)
      return refuse(`rollup.filter.field: the child object has no field ${definition.filter.field}`);
    if (filterField.isRollup)
      return refuse(
        `rollup.filter.field: ${filterField.label} is a roll-up summary; a roll-up cannot filter on one`,
      );
    if (!filterField.stored || !FILTERABLE.has(filterField.type))
      return refuse(`rollup.filter.field: the children cannot be filtered on ${filterField.label}`);
    const ordered = definition.filter.operator === 'lessThan' || definition.filter.operator === 'greaterThan';
    if (ordered && !ORDERED.has(filterField.type))
      return refuse(
        `rollup.filter.operator: ${filterField.label} is not a number or date, so it has no less than or greater than`,
      );
    const valueError = filterValueError(filterField, definition.filter.value);
    if (valueError) return refuse(`rollup.filter.value: ${valueError}`);
  }
  const result = rollupResultType(definition.function, summarised);
  return { error: null, resultType: result.type, decimals: result.decimals };
}

/** The filter's value as stored in the child's column: a number, 1/0 for a checkbox, else the text. */
export function rollupFilterValue(type: string, value: string): string | number {
  if (SUMMABLE.has(type)) return Number(value.trim());
  if (type === 'B') return value.trim().toLowerCase() === 'true' ? 1 : 0;
  return value;
}

function filterValueError(field: RollupFieldFacts, value: string): string | null {
  const text = value.trim();
  if (SUMMABLE.has(field.type) && (text === '' || !Number.isFinite(Number(text))))
    return `${field.label} is a number; "${value}" is not one`;
  if (field.type === 'B' && text.toLowerCase() !== 'true' && text.toLowerCase() !== 'false')
    return `${field.label} is a checkbox; compare it with true or false`;
  if (field.type === 'D' && !/^\d{4}-\d{2}-\d{2}$/.test(text))
    return `${field.label} is a date; write it as YYYY-MM-DD`;
  return null;
}
