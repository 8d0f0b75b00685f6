/**
 * Differential tests: the decimal-string rounding and the limit checks
 * against a BigInt oracle over many generated values, so no double ever
 * decides a money amount.
 */
import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from './decimal.js';
import { checkNumberValue } from './number-limits.js';

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function randomDecimalText(random: () => number): string {
  const intDigits = Math.floor(random() * 18);
  const fracDigits = Math.floor(random() * 6);
  let text = random() < 0.3 ? '-' : '';
  text += intDigits === 0 ? '0' : String(1 + Math.floor(random() * 9));
  for (let i = 1; i < intDigits; i++) text += String(Math.floor(random() * 10));
  if (fracDigits > 0) {
    text += '.';
    for (let i = 0; i < fracDigits; i++) text += String(Math.floor(random() * 10));
  }
  return text;
}

/** value × 10^scale as a BigInt, exactly. */
function scaled(text: string, scale: number): bigint {
  const negative = text.startsWith('-');
  const [int = '0', frac = ''] = text.replace('-', '').split('.');
  const digits = BigInt(int + frac.padEnd(scale, '0').slice(0, scale));
  return negative ? -digits : digits;
}

/** Rounds half away from zero to `places` with BigInts. */
function oracleRound(text: string, places: number): string {
  const negative = text.startsWith('-');
  const [, frac = ''] = text.replace('-', '').split('.');
  const scale = Math.max(frac.length, places);
  const abs = scaled(text.replace('-', ''), scale);
  const factor = 10n ** BigInt(scale - places);
  let rounded = abs / factor;
  if (factor > 1n && (abs % factor) * 2n >= factor) rounded += 1n;
  const digits = rounded.toString().padStart(places + 1, '0');
  const body = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative && rounded !== 0n ? `-${body}` : body;
}

describe('decimal arithmetic against a BigInt oracle', () => {
  const random = seededRandom(20240501);
  const samples = Array.from(
    { length: 2000 },
    () => [randomDecimalText(random), Math.floor(random() * 5)] as const,
  );

  it('[S2-B-085] rounds 2000 generated values exactly like the oracle', () => {
    for (const [text, places] of samples) {
      expect(formatDecimal(parseDecimal(text)!, places), `${text} to ${places}`).toBe(
        oracleRound(text, places),
      );
    }
  });

  it('[S2-V-005][S2-V-007] decides the limits of 2000 generated values exactly like the oracle', () => {
    for (const [text, places] of samples) {
      const length = 3 + (text.length % 16);
      const check = checkNumberValue({ length, decimalPlaces: places }, text);
      const [, frac = ''] = text.split('.');
      const maxScaled = 10n ** BigInt(length - 1) - 1n; // (10^(length−places−1) − 10^−places) × 10^places
      const value = scaled(text, places);
      const expected =
        frac.replace(/0+$/, '').length > places
          ? 'too-precise'
          : value > maxScaled
            ? 'too-large'
            : value < -maxScaled
              ? 'too-small'
              : 'ok';
      expect(check.ok ? 'ok' : check.reason, `${text} length ${length} decimals ${places}`).toBe(expected);
    }
  });
});
