import { describe, expect, it } from 'vitest';
import { FormulaError, type FormulaValue } from '../index.js';
import { compileTestFormula, utcDay as day, formulaRunner } from '../test-support/formula-fixture.js';

/** 2024-03-10 23:30 UTC: already March 11 in Tokyo, still March 10 in New York. */
const NOW = new Date('2024-03-10T23:30:00.000Z');

const { run } = formulaRunner({
  record: { CloseDate: '2024-01-31', Opened: '2024-01-31T22:15:30Z', Starts: '09:30:00', Months: 1 },
  now: NOW,
});

describe('formula: TODAY and NOW', () => {
  it.each<[string | undefined, FormulaValue]>([
    [undefined, day('2024-03-10')],
    ['UTC', day('2024-03-10')],
    ['Asia/Tokyo', day('2024-03-11')],
    ['America/New_York', day('2024-03-10')],
    ['Not/AZone', day('2024-03-10')],
  ])('TODAY() in %s', (timeZone, expected) => {
    expect(run('TODAY()', timeZone ? { timeZone } : {})).toEqual(expected);
  });

  it('NOW() is the context time and TODAY() - 1 is yesterday', () => {
    expect(run('NOW()')).toEqual(NOW);
    expect(run('TODAY() - 1')).toEqual(day('2024-03-09'));
    expect(run('NOW() - 0.5')).toEqual(new Date('2024-03-10T11:30:00.000Z'));
    expect(run('TODAY() > CloseDate')).toBe(true);
  });

  it('NOW() defaults to the current time', () => {
    const before = Date.now();
    const value = compileTestFormula('NOW()').evaluate({ record: {} });
    expect(value).toBeInstanceOf(Date);
    expect((value as Date).getTime()).toBeGreaterThanOrEqual(before);
    expect((value as Date).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('formula: DATE, DATEVALUE, DATETIMEVALUE and date parts', () => {
  it.each<[string, FormulaValue]>([
    ['DATE(2024, 2, 29)', day('2024-02-29')],
    ['DATE(2023, 2, 29)', null],
    ['DATE(2024, 13, 1)', null],
    ['DATE(2024, 0, 1)', null],
    ['DATE(1699, 1, 1)', null],
    ['DATE(2024, 1, Months)', day('2024-01-01')],
    ['DATE(2024, 1, NULL)', null],
    ['DATEVALUE("2024-02-29")', day('2024-02-29')],
    ['DATEVALUE("2023-02-29")', null],
    ['DATEVALUE("not a date")', null],
    ['DATEVALUE(Opened)', day('2024-01-31')],
    ['DATEVALUE(CloseDate)', day('2024-01-31')],
    ['DATEVALUE(BlankDate)', null],
    ['DATETIMEVALUE("2024-01-31 10:20:30")', new Date('2024-01-31T10:20:30.000Z')],
    ['DATETIMEVALUE("2024-01-31T10:20:30+02:00")', new Date('2024-01-31T08:20:30.000Z')],
    ['DATETIMEVALUE("garbage")', null],
    ['DATETIMEVALUE(CloseDate)', day('2024-01-31')],
    ['TIMEVALUE("17:30:45.125")', new Date(Date.UTC(1970, 0, 1, 17, 30, 45, 125))],
    ['TIMEVALUE("25:00")', null],
    ['TIMEVALUE(Opened)', new Date(Date.UTC(1970, 0, 1, 22, 15, 30))],
    ['YEAR(CloseDate)', 2024],
    ['MONTH(CloseDate)', 1],
    ['DAY(CloseDate)', 31],
    ['WEEKDAY(CloseDate)', 4],
    ['YEAR(BlankDate)', null],
    ['HOUR(Opened)', 22],
    ['MINUTE(Opened)', 15],
    ['SECOND(Opened)', 30],
    ['HOUR(Starts)', 9],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('formula: ADDMONTHS keeps month ends at month ends', () => {
  it.each<[string, FormulaValue]>([
    ['ADDMONTHS(DATE(2024, 1, 15), 1)', day('2024-02-15')],
    ['ADDMONTHS(DATE(2024, 1, 31), 1)', day('2024-02-29')],
    ['ADDMONTHS(DATE(2023, 1, 31), 1)', day('2023-02-28')],
    ['ADDMONTHS(DATE(2024, 3, 31), -1)', day('2024-02-29')],
    // The last day of a month maps to the last day of the resulting month.
    ['ADDMONTHS(DATE(2023, 2, 28), 1)', day('2023-03-31')],
    ['ADDMONTHS(DATE(2024, 4, 30), 1)', day('2024-05-31')],
    ['ADDMONTHS(DATE(2024, 2, 28), 1)', day('2024-03-28')],
    ['ADDMONTHS(DATE(2024, 11, 30), 3)', day('2025-02-28')],
    ['ADDMONTHS(DATE(2024, 1, 10), -13)', day('2022-12-10')],
    ['ADDMONTHS(DATE(2024, 1, 10), 1.9)', day('2024-02-10')],
    ['ADDMONTHS(CloseDate, Months)', day('2024-02-29')],
    ['ADDMONTHS(BlankDate, 1)', null],
    ['ADDMONTHS(CloseDate, NULL)', null],
    ['ADDMONTHS(Opened, 1)', new Date('2024-02-29T22:15:30.000Z')],
    ['ADDMONTHS(DATE(4000, 12, 1), 1)', null],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('formula: date function errors', () => {
  it.each<[string, FormulaError['kind'], string]>([
    ['TODAY(1)', 'arity', 'TODAY expects no arguments, got 1 (at position 0)'],
    ['DATE(2024, 1)', 'arity', 'DATE expects 3 arguments, got 2 (at position 0)'],
    [
      'DATE("2024", 1, 1)',
      'type',
      "Incorrect parameter type for function 'DATE()'. Expected Number, received Text (at position 5)",
    ],
    [
      'YEAR(Opened)',
      'type',
      "Incorrect parameter type for function 'YEAR()'. Expected Date, received DateTime (at position 5)",
    ],
    [
      'DATEVALUE(1)',
      'type',
      "Incorrect parameter type for function 'DATEVALUE()'. Expected Text, Date, DateTime, received Number (at position 10)",
    ],
    [
      'ADDMONTHS(Name, 1)',
      'type',
      "Incorrect parameter type for function 'ADDMONTHS()'. Expected Date, DateTime, received Text (at position 10)",
    ],
    [
      'ADDMONTHS(CloseDate, "1")',
      'type',
      "Incorrect parameter type for function 'ADDMONTHS()'. Expected Number, received Text (at position 21)",
    ],
  ])('%s', (source, kind, message) => {
    let caught: unknown;
    try {
      compileTestFormula(source);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FormulaError);
    expect((caught as FormulaError).kind).toBe(kind);
    expect((caught as FormulaError).message).toBe(message);
  });
});
