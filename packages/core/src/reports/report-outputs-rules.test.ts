import { describe, expect, it } from 'vitest';
import { FormulaError } from '../formula/errors.js';
import { bucketProblem } from './report-buckets.js';
import { nextSubscriptionRun } from './report-subscriptions.js';
import { compileSummaryFormula, evaluateSummaryFormula } from './summary-formulas.js';

describe('report output rules (issue 19)', () => {
  it('checks bucket fields: rising bounds, only the last open, a picklist value in one bucket', () => {
    const sizes = (buckets: Array<{ label: string; below?: number }>) =>
      bucketProblem({ apiName: 'bucket_size', label: 'Size', field: 'amount', buckets }, 'number');
    expect(sizes([{ label: 'S', below: 10 }, { label: 'L' }])).toBeNull();
    expect(sizes([{ label: 'S' }, { label: 'L' }])).toBe(
      'Bucket field "Size": bucket "S" needs an upper bound (only the last is open)',
    );
    expect(sizes([{ label: 'S', below: 10 }, { label: 'M', below: 10 }, { label: 'L' }])).toContain(
      'must be above the one before',
    );
    const phases = (buckets: Array<{ label: string; values: string[] }>) =>
      bucketProblem({ apiName: 'bucket_phase', label: 'Phase', field: 'stage', buckets }, 'picklist');
    expect(
      phases([
        { label: 'Early', values: ['a'] },
        { label: 'Late', values: ['b'] },
      ]),
    ).toBeNull();
    expect(
      phases([
        { label: 'Early', values: ['a'] },
        { label: 'Late', values: ['a'] },
      ]),
    ).toContain('"a" is in more than one bucket');
    expect(phases([{ label: 'Early', values: [] }])).toContain('holds no values');
  });

  it('compiles summary formulas over aggregates with the formula compiler and evaluates them per group', () => {
    const formula = compileSummaryFormula('ROUND(SUM(amount) / RECORDCOUNT, 1) + 0 * sum(amount)');
    // SUM(amount) is one input however it is written.
    expect(formula.inputs.map((input) => [input.fn, input.field])).toEqual([
      ['sum', 'amount'],
      [null, ''],
    ]);
    expect(evaluateSummaryFormula(formula, [100, 3])).toBe(33.3);
    // Division by zero and blank inputs are blank, as in validation rules.
    expect(evaluateSummaryFormula(formula, [100, 0])).toBeNull();
    expect(evaluateSummaryFormula(formula, [null, 3])).toBeNull();
    expect(() => compileSummaryFormula('SUM(amount) &')).toThrow(FormulaError);
    expect(() => compileSummaryFormula('TEXT(SUM(amount))')).toThrow(/incompatible with expected data type/);
    expect(() => compileSummaryFormula('amount * 2')).toThrow(FormulaError);
  });

  it('schedules subscriptions at the hour of the subscriber’s zone, across DST and half-hour zones', () => {
    const after = new Date('2026-11-27T19:15:00Z'); // a Friday
    expect(nextSubscriptionRun({ frequency: 'daily', hour: 7, weekday: 1 }, after, 'UTC').toISOString()).toBe(
      '2026-11-28T07:00:00.000Z',
    );
    // Monthly: the next 3rd of a month at 07:00.
    expect(
      nextSubscriptionRun(
        { frequency: 'monthly', hour: 7, weekday: 1, dayOfMonth: 3 },
        after,
        'UTC',
      ).toISOString(),
    ).toBe('2026-12-03T07:00:00.000Z');
    expect(
      nextSubscriptionRun(
        { frequency: 'weekly', hour: 7, weekday: 1 },
        after,
        'America/New_York',
      ).toISOString(),
    ).toBe('2026-11-30T12:00:00.000Z');
    expect(
      nextSubscriptionRun({ frequency: 'daily', hour: 9, weekday: 1 }, after, 'Asia/Kolkata').toISOString(),
    ).toBe('2026-11-28T03:30:00.000Z');
    // The Saturday before Europe's clocks go back (25 Oct 2026): 08:00 in Berlin is 06:00 UTC, then 07:00.
    const autumn = new Date('2026-10-24T12:00:00Z');
    expect(
      nextSubscriptionRun({ frequency: 'daily', hour: 8, weekday: 1 }, autumn, 'Europe/Berlin').toISOString(),
    ).toBe('2026-10-25T07:00:00.000Z');
  });
});
