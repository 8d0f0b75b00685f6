import { describe, expect, it } from 'vitest';
import type { FormulaError, FormulaValue } from '../index.js';
import { compileTestFormula, formulaRunner } from '../test-support/formula-fixture.js';

const { run } = formulaRunner({ record: { Amount: -7.25, Blank: null } });

describe('formula: ROUND, TRUNC, MOD, ABS, MAX, MIN and friends', () => {
  it.each<[string, FormulaValue]>([
    // Half away from zero, in decimal: 1.005 is exactly halfway.
    ['ROUND(1.5, 0)', 2],
    ['ROUND(2.5, 0)', 3],
    ['ROUND(-1.5, 0)', -2],
    ['ROUND(-2.5, 0)', -3],
    ['ROUND(1.4, 0)', 1],
    ['ROUND(1.005, 2)', 1.01],
    ['ROUND(-1.005, 2)', -1.01],
    ['ROUND(1234.5678, 2)', 1234.57],
    ['ROUND(1234.5678, -2)', 1200],
    ['ROUND(1250, -2)', 1300],
    ['ROUND(-0.4, 0)', 0],
    ['ROUND(Amount, 1)', -7.3],
    ['ROUND(Blank, 1)', null],
    ['ROUND(1.25, Blank)', null],
    ['TRUNC(1.59)', 1],
    ['TRUNC(-1.59, 1)', -1.5],
    ['TRUNC(1299, -2)', 1200],
    // MOD keeps the sign of the dividend.
    ['MOD(5, 3)', 2],
    ['MOD(-5, 3)', -2],
    ['MOD(5, -3)', 2],
    ['MOD(5.5, 2)', 1.5],
    ['MOD(0.3, 0.1)', 0],
    ['MOD(5, 0)', null],
    ['MOD(Blank, 2)', null],
    ['ABS(-3)', 3],
    ['ABS(Amount)', 7.25],
    ['ABS(Blank)', null],
    ['MAX(1, 5, 3)', 5],
    ['MAX(-1)', -1],
    ['MIN(1, 5, -3)', -3],
    ['MAX(1, Blank)', null],
    // Salesforce's CEILING and FLOOR round the magnitude; MCEILING and MFLOOR are mathematical.
    ['CEILING(2.1)', 3],
    ['CEILING(-2.1)', -3],
    ['FLOOR(2.9)', 2],
    ['FLOOR(-2.9)', -2],
    ['MCEILING(-2.1)', -2],
    ['MFLOOR(-2.1)', -3],
    ['SQRT(16)', 4],
    ['SQRT(-1)', null],
    ['LN(0)', null],
    ['LOG(1000)', 3],
    ['EXP(0)', 1],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });

  it.each<[string, FormulaError['kind'], string]>([
    ['ROUND(1.5)', 'arity', 'ROUND expects 2 arguments, got 1 (at position 0)'],
    ['MOD(1)', 'arity', 'MOD expects 2 arguments, got 1 (at position 0)'],
    ['MAX()', 'arity', 'MAX expects at least 1 argument, got 0 (at position 0)'],
    [
      'ABS("1")',
      'type',
      "Incorrect parameter type for function 'ABS()'. Expected Number, received Text (at position 4)",
    ],
    [
      'MIN(1, TRUE)',
      'type',
      "Incorrect parameter type for function 'MIN()'. Expected Number, received Boolean (at position 7)",
    ],
  ])('%s is refused', (source, kind, message) => {
    expect(() => compileTestFormula(source)).toThrow(message);
    try {
      compileTestFormula(source);
    } catch (error) {
      expect((error as FormulaError).kind).toBe(kind);
    }
  });
});
