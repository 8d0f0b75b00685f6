/**
 * Visibility-rule comparison (spec 1 §5, spec 2 §4 "Dynamic layout rules"):
 * how one condition `<field> <operator> <value>` is decided for each field
 * type. Readings where the spec is silent:
 * - `n` is always the negation of `e`, and `k` of `c`.
 * - Numbers, currency, dates and times: when either side is empty the
 *   ordering operators (l g m h) are false, since an empty value is no
 *   amount; e/n/c/k/s then compare the empty string.
 * - A value that does not parse as its type is compared as text.
 * - Multi-select (Q): l/m/g/h are proper subset, subset, proper superset,
 *   superset; c means every expected value is selected.
 * - Text compares case-insensitively, the way a person reads "equals Acme".
 */
import { parseDecimal } from '../fields/decimal.js';
import { parseDateTimeText, parseTimeText } from '../fields/temporal-values.js';
import type { FieldTypeCode, VisibilityOperator } from '../metadata/types.js';

export const VISIBILITY_OPERATORS: readonly VisibilityOperator[] = [
  'e',
  'n',
  'l',
  'g',
  'm',
  'h',
  'c',
  'k',
  's',
];

export function isVisibilityOperator(value: unknown): value is VisibilityOperator {
  return typeof value === 'string' && (VISIBILITY_OPERATORS as readonly string[]).includes(value);
}

/** A form value as text: empty values are '' (S1-V-016); lists are joined with ';'. */
export function visibilityText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(visibilityText).join(';');
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    return typeof id === 'string' ? id : '';
  }
  return String(value).trim();
}

/** Checkbox values as 'true'/'false'; an empty boolean is false (S1-V-014, S1-V-017). */
export function booleanText(value: unknown): string {
  if (value === true || value === 1) return 'true';
  if (value === false || value === 0) return 'false';
  const text = visibilityText(value).toLowerCase();
  if (text === '' || text === '0') return 'false';
  return text === '1' ? 'true' : text;
}

/** 'USD 1,200.50' → '1200.50'; '$-3' → '-3' (S1-V-015). */
export function stripCurrencyLabel(text: string): string {
  return text
    .trim()
    .replace(/^[^\d+\-.]+/, '')
    .replace(/[,\s]/g, '');
}

/**
 * A rule's listed values, split once per text: the texts come from the rules (a few), while a batch save
 * decides them for every record it checks. Bounded, as a safeguard against texts that are not rules'.
 */
const splitLists = new Map<string, readonly string[]>();

function splitValues(text: string): string[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function splitList(text: string): readonly string[] {
  const known = splitLists.get(text);
  if (known) return known;
  const parts = splitValues(text);
  if (splitLists.size >= 1000) splitLists.clear();
  splitLists.set(text, parts);
  return parts;
}

function decideOrder(operator: VisibilityOperator, order: number): boolean {
  switch (operator) {
    case 'e':
      return order === 0;
    case 'n':
      return order !== 0;
    case 'l':
      return order < 0;
    case 'g':
      return order > 0;
    case 'm':
      return order <= 0;
    case 'h':
      return order >= 0;
    default:
      return false;
  }
}

function compareText(
  operator: VisibilityOperator,
  actual: string,
  expected: string,
  foldCase: boolean,
): boolean {
  const a = foldCase ? actual.toLowerCase() : actual;
  const b = foldCase ? expected.toLowerCase() : expected;
  switch (operator) {
    case 'c':
      return a.includes(b);
    case 'k':
      return !a.includes(b);
    case 's':
      return a.startsWith(b);
    default:
      return decideOrder(operator, a === b ? 0 : a < b ? -1 : 1);
  }
}

/** Compares values that measure to numbers (amounts, timestamps, seconds). */
function compareMeasured(
  operator: VisibilityOperator,
  actual: string,
  expected: string,
  measure: (text: string) => number | null,
): boolean {
  const isOrdering = operator === 'l' || operator === 'g' || operator === 'm' || operator === 'h';
  if (actual === '' || expected === '')
    return isOrdering ? false : compareText(operator, actual, expected, false);
  const a = measure(actual);
  const b = measure(expected);
  if (a === null || b === null || operator === 'c' || operator === 'k' || operator === 's') {
    return compareText(operator, actual, expected, true);
  }
  return decideOrder(operator, a === b ? 0 : a < b ? -1 : 1);
}

function measureNumber(text: string): number | null {
  const parsed = parseDecimal(text);
  return parsed ? Number(text) : null;
}

function compareSets(operator: VisibilityOperator, actualText: string, expectedText: string): boolean {
  const actual = new Set(splitValues(actualText));
  const expected = new Set(splitList(expectedText));
  const actualInExpected = [...actual].every((v) => expected.has(v));
  const expectedInActual = [...expected].every((v) => actual.has(v));
  const same = actualInExpected && expectedInActual;
  switch (operator) {
    case 'e':
      return same;
    case 'n':
      return !same;
    case 'l':
      return actualInExpected && !same;
    case 'm':
      return actualInExpected;
    case 'g':
      return expectedInActual && !same;
    case 'h':
      return expectedInActual;
    case 'c':
      return expectedInActual;
    case 'k':
      return !expectedInActual;
    case 's':
      return actualText.startsWith(expectedText);
  }
}

/** Picklist: `expected` may list several allowed values separated by ';' (S1-V-011). */
function comparePicklist(operator: VisibilityOperator, actual: string, expectedText: string): boolean {
  const listed = splitList(expectedText);
  const allowed = listed.length > 0 ? listed : [''];
  switch (operator) {
    case 'e':
      return allowed.includes(actual);
    case 'n':
      return !allowed.includes(actual);
    case 'c':
      return allowed.some((v) => actual.includes(v));
    case 'k':
      return !allowed.some((v) => actual.includes(v));
    case 's':
      return allowed.some((v) => actual.startsWith(v));
    default:
      return compareText(operator, actual, expectedText, false);
  }
}

/** Decides one visibility-rule condition for a field of the given type (S1-V-001 … S1-V-017). */
export function compareForVisibility(
  fieldType: FieldTypeCode,
  operator: VisibilityOperator,
  actual: unknown,
  expected: string,
): boolean {
  // Rules come from stored metadata; an operator this version does not know never matches.
  if (!isVisibilityOperator(operator)) return false;
  const expectedText = (expected ?? '').trim();
  switch (fieldType) {
    case 'Q':
      return compareSets(operator, visibilityText(actual), expectedText);
    case 'L':
      return comparePicklist(operator, visibilityText(actual), expectedText);
    case 'B':
      return compareText(operator, booleanText(actual), booleanText(expectedText), false);
    case 'D':
    case 'F':
      return compareMeasured(operator, visibilityText(actual), expectedText, parseDateTimeText);
    case 'T':
      return compareMeasured(operator, visibilityText(actual), expectedText, parseTimeText);
    case 'c':
      return compareMeasured(
        operator,
        stripCurrencyLabel(visibilityText(actual)),
        stripCurrencyLabel(expectedText),
        measureNumber,
      );
    case 'N':
    case 'P': {
      const clean = (text: string) => text.replace(/[,\s]/g, '').replace(/%$/, '');
      return compareMeasured(operator, clean(visibilityText(actual)), clean(expectedText), measureNumber);
    }
    default:
      return compareText(operator, visibilityText(actual), expectedText, true);
  }
}
