/**
 * Save normalisation (spec 2 §5): the form's values turned into the flat
 * text record that `/objectInfo/save` carries.
 */
import { isNumericType } from '../metadata/field-types.js';
import type { FieldTypeCode, FieldValues } from '../metadata/types.js';
import { formatDecimal, parseDecimal } from './decimal.js';
import { numberLimits } from './number-limits.js';

export interface NormalisableField {
  apiName: string;
  type: FieldTypeCode;
  decimalPlaces?: number | string | null;
}

export type SaveValue = string | boolean;

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map(asText)
      .filter((part) => part !== '')
      .join(';');
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    return typeof id === 'string' ? id : '';
  }
  return String(value);
}

/** A number formatted to the field's precision, exactly (no double rounding); '' when empty (S2-B-085, S2-B-086). */
export function formatNumberForSave(
  value: unknown,
  decimalPlaces: number | string | null | undefined,
): string {
  const text = asText(value).trim();
  if (text === '') return '';
  const parsed = parseDecimal(text);
  if (!parsed) return text;
  return formatDecimal(parsed, numberLimits({ decimalPlaces }).precision);
}

/**
 * Normalises every value (S2-B-085 … S2-B-088): numbers of number, percent
 * and currency fields to their precision, empty numbers to '', arrays joined
 * with ';', null and undefined to '', lookup objects to their id. Booleans
 * stay booleans. Values of fields not in `fields` are normalised the same way
 * apart from number formatting.
 */
export function normaliseForSave(
  values: FieldValues,
  fields: readonly NormalisableField[],
): Record<string, SaveValue> {
  const byApi = new Map(fields.map((field) => [field.apiName, field]));
  const out: Record<string, SaveValue> = {};
  for (const [api, value] of Object.entries(values)) {
    const field = byApi.get(api);
    if (field && isNumericType(field.type)) out[api] = formatNumberForSave(value, field.decimalPlaces);
    else if (typeof value === 'boolean') out[api] = value;
    else out[api] = asText(value);
  }
  return out;
}
