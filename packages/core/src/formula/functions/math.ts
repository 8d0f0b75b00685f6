import { decimalPlaces, finiteOrNull, roundHalfAwayFromZero, toScale } from '../decimal.js';
import type { FormulaValue } from '../types.js';
import { expectArguments, type FunctionDefinition, numberOf } from './function-definition.js';

/** A function of numbers: blank in any argument gives blank, as arithmetic does. */
function numeric(
  name: string,
  minArgs: number,
  maxArgs: number,
  compute: (...numbers: number[]) => number | null,
): FunctionDefinition {
  return {
    name,
    minArgs,
    maxArgs,
    returns(args) {
      expectArguments(name, args, ['number']);
      return 'number';
    },
    evaluate(args): FormulaValue {
      const numbers: number[] = [];
      for (const arg of args) {
        const value = numberOf(arg.value());
        if (value === null) return null;
        numbers.push(value);
      }
      const result = compute(...numbers);
      return result === null ? null : finiteOrNull(result);
    },
  };
}

/** The remainder with the sign of the dividend (MOD(-5, 3) is -2), computed on scaled integers. */
function remainder(dividend: number, divisor: number): number | null {
  if (divisor === 0) return null;
  const places = Math.max(decimalPlaces(dividend), decimalPlaces(divisor));
  if (places > 15) return dividend % divisor;
  const scale = 10 ** places;
  const result = Math.round(dividend * scale) % Math.round(divisor * scale);
  return toScale(result / scale, places);
}

/** Cuts off digits toward zero: TRUNC(-1.59, 1) is -1.5. */
function truncate(value: number, places: number): number | null {
  const digits = Math.trunc(places);
  const rounded = roundHalfAwayFromZero(value, digits);
  // Rounding away from zero overshoots when the dropped digits are ≥ 5; step back one unit then.
  const overshoot = Math.abs(rounded) > Math.abs(value);
  return toScale(overshoot ? rounded - Math.sign(value) * 10 ** -digits : rounded, Math.max(0, digits));
}

export const MATH_FUNCTIONS: readonly FunctionDefinition[] = [
  numeric('ROUND', 2, 2, (value, places) => roundHalfAwayFromZero(value, Math.trunc(places ?? 0))),
  numeric('TRUNC', 1, 2, (value, places) => truncate(value, places ?? 0)),
  numeric('MOD', 2, 2, (dividend, divisor) => remainder(dividend, divisor ?? 0)),
  numeric('ABS', 1, 1, Math.abs),
  numeric('MAX', 1, Number.POSITIVE_INFINITY, Math.max),
  numeric('MIN', 1, Number.POSITIVE_INFINITY, Math.min),
  // Salesforce's CEILING and FLOOR work on the magnitude (CEILING(-2.5) is -3, FLOOR(-2.5) is -2);
  // MCEILING and MFLOOR are the mathematical ones.
  numeric('CEILING', 1, 1, (value) => Math.sign(value) * Math.ceil(Math.abs(value))),
  numeric('FLOOR', 1, 1, (value) => Math.sign(value) * Math.floor(Math.abs(value))),
  numeric('MCEILING', 1, 1, Math.ceil),
  numeric('MFLOOR', 1, 1, Math.floor),
  numeric('SQRT', 1, 1, Math.sqrt),
  numeric('EXP', 1, 1, Math.exp),
  numeric('LN', 1, 1, Math.log),
  numeric('LOG', 1, 1, Math.log10),
];
