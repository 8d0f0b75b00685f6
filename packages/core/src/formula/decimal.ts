/**
 * Salesforce computes with decimals; JavaScript with binary floating point. These helpers keep results
 * decimal-looking (0.1 + 0.2 is 0.3, ROUND(1.005, 2) is 1.01) and turn NaN and Infinity into blank.
 */

/** Digits after the decimal point in the shortest text form of `value` (1.25 → 2, 1e-7 → 7). */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** Multiplies by 10^places exactly in decimal, by moving the decimal point in the text form. */
function shift(value: number, places: number): number {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds half away from zero, as Salesforce's ROUND: ROUND(-1.5, 0) is -2, ROUND(1234, -2) is 1200. */
export function roundHalfAwayFromZero(value: number, places: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.round(shift(Math.abs(value), places));
  const rounded = shift(magnitude, -places);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** A finite number, or null (blank) for NaN and ±Infinity. Also folds -0 into 0. */
export function finiteOrNull(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}

/** Removes binary noise from a result whose exact decimal scale is known. */
export function toScale(value: number, places: number): number | null {
  if (!Number.isFinite(value)) return null;
  if (places > 15) return finiteOrNull(value);
  return finiteOrNull(roundHalfAwayFromZero(value, places));
}

export function addDecimals(left: number, right: number): number | null {
  return toScale(left + right, Math.max(decimalPlaces(left), decimalPlaces(right)));
}

export function subtractDecimals(left: number, right: number): number | null {
  return toScale(left - right, Math.max(decimalPlaces(left), decimalPlaces(right)));
}

export function multiplyDecimals(left: number, right: number): number | null {
  return toScale(left * right, decimalPlaces(left) + decimalPlaces(right));
}

/**
 * For results with no exact decimal scale (quotients, powers): when the value is a short decimal plus
 * binary noise in the last digits (0.3 / 0.1 = 2.9999999999999996), the short decimal; otherwise the
 * value as computed, so 1 / 3 keeps every digit and 1 / 3 * 3 is 1.
 */
export function snapToShortDecimal(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const short = Number(value.toPrecision(12));
  return finiteOrNull(Math.abs(short - value) <= Math.abs(value) * 1e-14 ? short : value);
}

export function divideDecimals(left: number, right: number): number | null {
  if (right === 0) return null;
  return snapToShortDecimal(left / right);
}

/** The number as plain decimal text, never in exponent form, without trailing zeros: 1.50 → "1.5". */
export function formatDecimal(value: number): string {
  if (value === 0) return '0';
  const text = String(value);
  if (!text.includes('e')) return text;
  if (Number.isInteger(value)) return BigInt(value).toString();
  return value.toFixed(Math.min(100, decimalPlaces(value)));
}

const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** What VALUE() accepts: a plain decimal number, spaces around it allowed; anything else is null. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return null;
  return finiteOrNull(Number(trimmed));
}
