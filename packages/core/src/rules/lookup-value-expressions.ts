/**
 * Lookup-value expressions (spec 2 §4): choosing a record in a lookup copies
 * some of its field values into this form.
 */
import type { FieldValues, LookupValueExpression, OperationType } from '../metadata/types.js';
import { visibilityText } from './visibility-operators.js';

export interface LookupValueInput {
  expressions: readonly LookupValueExpression[];
  /** The lookup field the user just set. */
  lookupFieldApi: string;
  /** The chosen record's values keyed by field api name; null when the lookup was cleared (nothing is copied). */
  lookedUpRecord: FieldValues | null;
  values: FieldValues;
  mode: OperationType;
}

export interface LookupValueResult {
  values: Record<string, unknown>;
  /** Target fields whose value changed, in expression order. */
  changed: string[];
}

function isEmptyValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return visibilityText(value) === '';
}

function sameValue(a: unknown, b: unknown): boolean {
  return visibilityText(a) === visibilityText(b);
}

/** Whether an expression may write its target (S2-B-078, S2-B-079). */
export function mayOverwrite(
  mode: OperationType,
  expression: LookupValueExpression,
  current: unknown,
): boolean {
  if (mode !== 'EDIT') return true;
  return isEmptyValue(current) || expression.iscover === 'true';
}

/**
 * Copies values from the chosen record (S2-B-077): on NEW and COPY every
 * target is overwritten; on EDIT only an empty target, or any target of an
 * expression whose cover flag is 'true'. A source value the record does not
 * have copies as ''.
 */
export function applyLookupValueExpressions(input: LookupValueInput): LookupValueResult {
  const values: Record<string, unknown> = { ...input.values };
  const changed: string[] = [];
  if (!input.lookedUpRecord) return { values, changed };
  for (const expression of input.expressions) {
    if (expression.lookupFieldApi !== input.lookupFieldApi) continue;
    const target = expression.fieldrelateid;
    if (!mayOverwrite(input.mode, expression, values[target])) continue;
    const next = input.lookedUpRecord[expression.expression] ?? '';
    if (sameValue(values[target], next)) continue;
    values[target] = next;
    if (!changed.includes(target)) changed.push(target);
  }
  return { values, changed };
}
