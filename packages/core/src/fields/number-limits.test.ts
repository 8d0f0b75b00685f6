import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal, roundDecimal } from './decimal.js';
import { checkNumberValue, numberLimits } from './number-limits.js';

describe('number and percent limits', () => {
  it.each([
    // length, decimals, max, step
    { length: 18, decimalPlaces: 2, maxText: '999999999999999.99', step: 0.01 },
    { length: 10, decimalPlaces: 0, maxText: '999999999', step: 1 },
    { length: 5, decimalPlaces: 2, maxText: '99.99', step: 0.01 },
    { length: 3, decimalPlaces: 2, maxText: '0.99', step: 0.01 },
    { length: 2, decimalPlaces: 2, maxText: '0.09', step: 0.01 },
    { length: 8, decimalPlaces: 4, maxText: '999.9999', step: 0.0001 },
  ])(
    '[S2-V-004][S2-V-005][S2-V-006][S2-V-007] length $length, $decimalPlaces decimals: max $maxText, step $step, min is -max',
    ({ length, decimalPlaces, maxText, step }) => {
      const limits = numberLimits({ length, decimalPlaces });
      expect(limits.maxText).toBe(maxText);
      expect(limits.max).toBe(Number(maxText));
      expect(limits.min).toBe(-Number(maxText));
      expect(limits.step).toBe(step);
      expect(limits.precision).toBe(decimalPlaces);
    },
  );

  it('[S2-V-005] reads the size from text, fieldLength when length is absent', () => {
    expect(numberLimits({ fieldLength: '6', decimalPlaces: '1' }).maxText).toBe('9999.9');
  });

  it('[S2-V-005] percent uses schemefieldLength over length (DECISIONS 13)', () => {
    expect(numberLimits({ length: 18, schemefieldLength: 5, decimalPlaces: 2 }).maxText).toBe('99.99');
  });

  it('has no bounds when the field has no length, and precision 0 without decimalPlaces', () => {
    expect(numberLimits({})).toEqual({ min: -Infinity, max: Infinity, step: 1, precision: 0, maxText: null });
  });
});

describe('checkNumberValue', () => {
  const money = { length: 18, decimalPlaces: 2 };
  it.each<[unknown, unknown]>([
    ['12.5', { ok: true, value: 12.5, text: '12.5' }],
    [12.5, { ok: true, value: 12.5, text: '12.5' }],
    ['-999999999999999.99', { ok: true, value: Number('-999999999999999.99'), text: '-999999999999999.99' }],
    ['999999999999999.99', { ok: true, value: Number('999999999999999.99'), text: '999999999999999.99' }],
    // 1e15 is what a double makes of the maximum; exact comparison still refuses it.
    ['1000000000000000', { ok: false, reason: 'too-large', limit: '999999999999999.99' }],
    ['-1000000000000000.00', { ok: false, reason: 'too-small', limit: '-999999999999999.99' }],
    ['0.001', { ok: false, reason: 'too-precise', limit: '2' }],
    ['1.10', { ok: true, value: 1.1, text: '1.1' }],
    ['1e3', { ok: true, value: 1000, text: '1000' }],
    ['abc', { ok: false, reason: 'not-a-number' }],
    ['', { ok: false, reason: 'not-a-number' }],
    [Number.NaN, { ok: false, reason: 'not-a-number' }],
    [null, { ok: false, reason: 'not-a-number' }],
    ['12,5', { ok: false, reason: 'not-a-number' }],
  ])('[S2-V-005][S2-V-007] %j → %j', (value, expected) => {
    expect(checkNumberValue(money, value)).toEqual(expected);
  });

  it('[S2-V-004] a whole-number field refuses decimals', () => {
    expect(checkNumberValue({ length: 10, decimalPlaces: 0 }, '3.5')).toEqual({
      ok: false,
      reason: 'too-precise',
      limit: '0',
    });
  });
});

describe('decimal text arithmetic', () => {
  it.each([
    ['1.005', 2, '1.01'],
    ['-1.005', 2, '-1.01'],
    ['9.995', 2, '10.00'],
    ['0.5', 0, '1'],
    ['0.0049', 2, '0.00'],
    ['-0.001', 2, '0.00'],
    ['12', 3, '12.000'],
    ['1e21', 0, '1000000000000000000000'],
    ['1.5e-3', 4, '0.0015'],
    ['.5', 1, '0.5'],
  ])('rounds %s to %i places half away from zero: %s', (text, places, expected) => {
    expect(formatDecimal(roundDecimal(parseDecimal(text)!, places), places)).toBe(expected);
  });

  it('refuses text that is not a plain decimal', () => {
    for (const bad of ['', '.', '1.2.3', '0x10', 'Infinity', '1e', '--1'])
      expect(parseDecimal(bad)).toBeNull();
  });
});
