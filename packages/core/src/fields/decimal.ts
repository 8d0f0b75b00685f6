/**
 * Exact decimal arithmetic on digit strings, enough for limits and rounding.
 * Doubles cannot hold 999999999999999.99 (a length-18, 2-decimal maximum), and
 * `(1.005).toFixed(2)` is '1.00'; money must not depend on either.
 */
export interface Decimal {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for none). */
  int: string;
  /** Fraction digits without trailing zeros ('' for none). */
  frac: string;
}

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function make(negative: boolean, int: string, frac: string): Decimal {
  const cleanInt = int.replace(/^0+/, '') || '0';
  const cleanFrac = frac.replace(/0+$/, '');
  const zero = cleanInt === '0' && cleanFrac === '';
  return { negative: negative && !zero, int: cleanInt, frac: cleanFrac };
}

/** Parses '12', '-0.5', '1e21', '.5' or a finite number; null for anything else. */
export function parseDecimal(input: string | number): Decimal | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const text = String(input).trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign, intPart = '', fracPart = '', exponentText] = match;
  if (intPart === '' && fracPart === '') return null;
  const exponent = exponentText ? Number(exponentText) : 0;
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  const digits = intPart + fracPart;
  let point = intPart.length + exponent;
  let padded = digits;
  if (point < 0) {
    padded = '0'.repeat(-point) + padded;
    point = 0;
  }
  if (point > padded.length) padded += '0'.repeat(point - padded.length);
  return make(sign === '-', padded.slice(0, point), padded.slice(point));
}

/** Compares absolute values: -1, 0 or 1. */
export function compareMagnitude(a: Decimal, b: Decimal): number {
  if (a.int.length !== b.int.length) return a.int.length < b.int.length ? -1 : 1;
  if (a.int !== b.int) return a.int < b.int ? -1 : 1;
  const width = Math.max(a.frac.length, b.frac.length);
  const fa = a.frac.padEnd(width, '0');
  const fb = b.frac.padEnd(width, '0');
  if (fa === fb) return 0;
  return fa < fb ? -1 : 1;
}

function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** Rounds half away from zero to `places` fraction digits. */
export function roundDecimal(value: Decimal, places: number): Decimal {
  if (value.frac.length <= places) return value;
  const kept = value.frac.slice(0, places);
  const next = Number(value.frac[places]);
  if (next < 5) return make(value.negative, value.int, kept);
  const bumped = incrementDigits(value.int + kept);
  const intLength = bumped.length - places;
  return make(value.negative, bumped.slice(0, intLength), bumped.slice(intLength));
}

/** Formats with exactly `places` fraction digits when given, else as few as needed. */
export function formatDecimal(value: Decimal, places?: number): string {
  const rounded = places === undefined ? value : roundDecimal(value, places);
  const frac = places === undefined ? rounded.frac : rounded.frac.padEnd(places, '0');
  const sign = rounded.negative ? '-' : '';
  return frac ? `${sign}${rounded.int}.${frac}` : `${sign}${rounded.int}`;
}

export function decimalToNumber(value: Decimal): number {
  return Number(formatDecimal(value));
}
