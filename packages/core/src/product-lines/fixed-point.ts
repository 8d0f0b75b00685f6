import { parseDecimal } from '../fields/decimal.js';

/**
 * Money as scaled integers (12 fraction digits in a bigint), so a line's
 * amount is the same on the server, in the browser and in a test: doubles
 * make 1.005 × 100 = 100.49999… and would round line totals differently.
 */
export type Fixed = bigint;

const PLACES = 12;
const SCALE = 10n ** BigInt(PLACES);

export const ZERO: Fixed = 0n;

/** A number or decimal text as fixed point; null when it is not a finite number. */
export function toFixed(value: string | number): Fixed | null {
  const parsed = parseDecimal(value);
  if (!parsed) return null;
  const frac = parsed.frac.slice(0, PLACES).padEnd(PLACES, '0');
  const magnitude = BigInt(parsed.int) * SCALE + BigInt(frac);
  // Digits past the 12th are dropped: inputs never carry more than 6 (exchange rates).
  return parsed.negative ? -magnitude : magnitude;
}

export function fixedOf(whole: number): Fixed {
  return BigInt(whole) * SCALE;
}

/** Divides rounding half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

export function multiply(a: Fixed, b: Fixed): Fixed {
  return divideRounded(a * b, SCALE);
}

export function divide(a: Fixed, b: Fixed): Fixed {
  return divideRounded(a * SCALE, b);
}

/** Rounds half away from zero to `places` fraction digits (the way people round money). */
export function roundTo(value: Fixed, places: number): Fixed {
  const step = 10n ** BigInt(PLACES - places);
  return divideRounded(value, step) * step;
}

export function percentOf(value: Fixed, percent: Fixed): Fixed {
  return divide(multiply(value, percent), fixedOf(100));
}

/** Fixed-point text with exactly `places` fraction digits, e.g. '1234.50'. */
export function formatFixed(value: Fixed, places: number): string {
  const rounded = roundTo(value, places);
  const negative = rounded < 0n;
  const magnitude = negative ? -rounded : rounded;
  const whole = magnitude / SCALE;
  const fraction = (magnitude % SCALE).toString().padStart(PLACES, '0').slice(0, places);
  const text = places > 0 ? `${whole}.${fraction}` : `${whole}`;
  return negative ? `-${text}` : text;
}

export function fixedToNumber(value: Fixed, places: number): number {
  return Number(formatFixed(value, places));
}
