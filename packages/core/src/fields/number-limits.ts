import { compareMagnitude, type Decimal, decimalToNumber, formatDecimal, parseDecimal } from './decimal.js';

/** The size properties a layout field or a field definition carries; the wire may send them as text. */
export interface NumberFieldSize {
  length?: number | string | null;
  fieldLength?: number | string | null;
  schemefieldLength?: number | string | null;
  decimalPlaces?: number | string | null;
}

export interface NumberLimits {
  /** Negative of max; -Infinity when the field has no length. */
  min: number;
  /** 10^(length − decimals − 1) − step; Infinity when the field has no length. */
  max: number;
  /** 1 / 10^decimals. */
  step: number;
  /** Fraction digits (decimalPlaces). */
  precision: number;
  /** `max` exactly, as text: a double cannot hold every maximum (999999999999999.99). */
  maxText: string | null;
}

function sizeValue(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** DECISIONS 13: schemefieldLength where present (percent fields), else length, else fieldLength. */
export function effectiveLength(field: NumberFieldSize): number | null {
  return sizeValue(field.schemefieldLength) ?? sizeValue(field.length) ?? sizeValue(field.fieldLength);
}

function maxDecimal(length: number, precision: number): Decimal {
  // 10^k − 10^-precision, written out digit by digit so nothing is lost to doubles.
  const k = length - precision - 1;
  if (k >= 0) {
    return parseDecimal(`${'9'.repeat(k) || '0'}${precision > 0 ? `.${'9'.repeat(precision)}` : ''}`)!;
  }
  // k < 0: 10^k has its 1 at fraction digit -k; subtracting one step leaves nines after it.
  if (-k > precision) return parseDecimal('0')!;
  return parseDecimal(`0.${'0'.repeat(-k)}${'9'.repeat(precision + k)}`)!;
}

/** Spec 2 §5 number and percent limits (S2-V-004 … S2-V-007). */
export function numberLimits(field: NumberFieldSize): NumberLimits {
  const precision = sizeValue(field.decimalPlaces) ?? 0;
  const step = 1 / 10 ** precision;
  const length = effectiveLength(field);
  if (length === null) return { min: -Infinity, max: Infinity, step, precision, maxText: null };
  const max = maxDecimal(length, precision);
  const maxNumber = decimalToNumber(max);
  return {
    min: maxNumber === 0 ? 0 : -maxNumber,
    max: maxNumber,
    step,
    precision,
    maxText: formatDecimal(max),
  };
}

export type NumberCheckReason = 'not-a-number' | 'too-large' | 'too-small' | 'too-precise';

export type NumberCheck =
  /** `text` is the value exactly, for storage that keeps every digit (a double cannot: 999999999999999.99). */
  { ok: true; value: number; text: string } | { ok: false; reason: NumberCheckReason; limit?: string };

/**
 * The limits of a field size with its maximum parsed, by length and decimals: an import checks every number
 * of a column against the same few sizes, and working them out (digit strings) cost more than the check.
 */
const knownLimits = new Map<string, { limits: NumberLimits; max: Decimal | null }>();

function limitsOf(field: NumberFieldSize): { limits: NumberLimits; max: Decimal | null } {
  const key = `${effectiveLength(field)}|${sizeValue(field.decimalPlaces)}`;
  let known = knownLimits.get(key);
  if (!known) {
    const limits = numberLimits(field);
    known = { limits, max: limits.maxText === null ? null : parseDecimal(limits.maxText) };
    if (knownLimits.size > 1000) knownLimits.clear();
    knownLimits.set(key, known);
  }
  return known;
}

/**
 * Checks a number against the field's limits exactly (decimal strings, not
 * doubles). Accepts numbers and numeric text ('12.50', '-3', '1e3').
 * `limit` names the bound that was crossed: max, min, or the allowed decimals.
 */
export function checkNumberValue(field: NumberFieldSize, value: unknown): NumberCheck {
  const parsed =
    typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
      ? parseDecimal(value)
      : null;
  if (!parsed) return { ok: false, reason: 'not-a-number' };
  const { limits, max } = limitsOf(field);
  if (parsed.frac.length > limits.precision) {
    return { ok: false, reason: 'too-precise', limit: String(limits.precision) };
  }
  if (limits.maxText !== null && max) {
    if (compareMagnitude(parsed, max) > 0) {
      return parsed.negative
        ? {
            ok: false,
            reason: 'too-small',
            limit: max.int === '0' && max.frac === '' ? '0' : `-${limits.maxText}`,
          }
        : { ok: false, reason: 'too-large', limit: limits.maxText };
    }
  }
  return { ok: true, value: decimalToNumber(parsed), text: formatDecimal(parsed) };
}
