import { FILTER_OPERATORS, type FilterOperator } from '@vela/core';
import type { FieldModel, ObjectModel } from '../metadata/index.js';
import { formulaPlanOf, isFormulaField } from './formula-columns.js';

/**
 * Which filter operators each field type takes. The server answers this table
 * with the view's fields, so the web filter panel offers exactly what the
 * server accepts (the rule lives once, here).
 */
export { FILTER_OPERATORS, type FilterOperator };

/** How a field is compared: decides the operators and how a value is read. */
export type FilterKind =
  | 'text'
  | 'picklist'
  | 'multi'
  | 'number'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'lookup';

const PRESENCE: FilterOperator[] = ['empty', 'notempty'];
const ORDERED: FilterOperator[] = ['e', 'n', 'l', 'g', 'm', 'h', ...PRESENCE];

export const OPERATORS_BY_KIND: Readonly<Record<FilterKind, readonly FilterOperator[]>> = {
  text: ['e', 'n', 'c', 'k', 's', ...PRESENCE],
  picklist: ['e', 'n', 'in', 'notin', ...PRESENCE],
  multi: ['includes', 'excludes', ...PRESENCE],
  number: ORDERED,
  date: ORDERED,
  datetime: ORDERED,
  boolean: ['e', 'n'],
  lookup: ['e', 'n', 'in', 'notin', ...PRESENCE],
};

/**
 * The filter kind of a field, or null for fields without a column (address groups) and for formulas the
 * database cannot compute. A formula compares as its result (needs its object to be planned).
 */
export function filterKindOf(field: FieldModel, object?: ObjectModel): FilterKind | null {
  if (isFormulaField(field)) {
    if (!object) return null;
    const plan = formulaPlanOf(object, field);
    return plan.compilable ? plan.type : null;
  }
  if (field.columnName === null) return null;
  switch (field.typeCode) {
    case 'N':
    case 'P':
    case 'c':
      return 'number';
    case 'D':
      return 'date';
    case 'F':
      return 'datetime';
    case 'B':
      return 'boolean';
    case 'L':
      return 'picklist';
    case 'Q':
    case 'file':
      return 'multi';
    case 'MR':
      return 'multi';
    case 'Y':
    case 'M':
      return 'lookup';
    default:
      return 'text';
  }
}

/** Sorting compares text case-insensitively; these kinds are compared as stored. */
export function sortsAsText(field: FieldModel, object?: ObjectModel): boolean {
  const kind = filterKindOf(field, object);
  return kind === 'text' || kind === 'picklist' || kind === 'multi';
}
