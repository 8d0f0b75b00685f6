import { describe, expect, it } from 'vitest';
import { FormulaError, type FormulaValue } from './index.js';
import { compileTestFormula, utcDay as day, formulaRunner } from './test-support/formula-fixture.js';

const RECORD = {
  Amount: 10,
  Blank: null,
  Name: 'Acme',
  BlankText: null,
  Active: true,
  CloseDate: '2024-01-31',
  BlankDate: '',
  Opened: '2024-01-01T06:00:00Z',
  Closed: '2024-01-02T18:00:00Z',
  Starts: '09:30:00',
};

const { run } = formulaRunner({ record: RECORD });

describe('formula: arithmetic operators', () => {
  it.each<[string, FormulaValue]>([
    ['1 + 2', 3],
    ['0.1 + 0.2', 0.3],
    ['1.1 * 3', 3.3],
    ['0.3 - 0.1', 0.2],
    ['7 - 10', -3],
    ['2.5 * 4', 10],
    // Division is always decimal in formulas, unlike Apex integer division.
    ['5 / 2', 2.5],
    ['-7 / 2', -3.5],
    ['1 / 3 * 3', 1],
    ['0.3 / 0.1', 3],
    ['2 ^ 10', 1024],
    ['2 ^ 0.5', Math.SQRT2],
    ['Amount * 2', 20],
    ['-Amount', -10],
    // Division by zero is blank, not an error.
    ['1 / 0', null],
    ['Amount / (Amount - 10)', null],
    ['0 ^ -1', null],
    // Treat blanks as blanks: arithmetic with a blank is blank.
    ['Blank + 1', null],
    ['1 - Blank', null],
    ['Blank * 0', null],
    ['Blank / 1', null],
    ['Blank ^ 2', null],
    ['-Blank', null],
    ['NULL + 1', null],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('formula: text operators', () => {
  it.each<[string, FormulaValue]>([
    ['"a" & "b"', 'ab'],
    ['"a" + "b"', 'ab'],
    ['Name & "!"', 'Acme!'],
    ['Name + " Ltd"', 'Acme Ltd'],
    // Blank text is "" in Salesforce, so it concatenates as nothing.
    ['BlankText & "x"', 'x'],
    ['NULL & "x"', 'x'],
    ['"x" + NULL', 'x'],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('formula: date and time arithmetic', () => {
  it.each<[string, FormulaValue]>([
    ['CloseDate + 1', day('2024-02-01')],
    ['1 + CloseDate', day('2024-02-01')],
    ['CloseDate - 31', day('2023-12-31')],
    ['CloseDate + 29', day('2024-02-29')],
    ['CloseDate + 1.9', day('2024-02-01')],
    ['CloseDate - DATE(2024, 1, 1)', 30],
    ['DATE(2024, 1, 1) - CloseDate', -30],
    ['CloseDate + Blank', null],
    ['BlankDate + 1', null],
    ['BlankDate - CloseDate', null],
    ['Opened + 0.5', new Date('2024-01-01T18:00:00.000Z')],
    ['Opened - 1', new Date('2023-12-31T06:00:00.000Z')],
    // Date-time minus date-time is in days, with the fraction.
    ['Closed - Opened', 1.5],
    ['Opened - Closed', -1.5],
    // Time plus a number adds milliseconds, round the clock; time minus time is milliseconds.
    ['Starts + 60000', new Date(Date.UTC(1970, 0, 1, 9, 31))],
    ['Starts + 15 * 3600000', new Date(Date.UTC(1970, 0, 1, 0, 30))],
    ['Starts - TIMEVALUE("09:00:00")', 1_800_000],
    ['DATE(4000, 12, 31) + 1', null],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('formula: comparisons', () => {
  it.each<[string, boolean]>([
    ['1 = 1', true],
    ['1 == 2', false],
    ['1 <> 2', true],
    ['1 != 1', false],
    ['1 < 2', true],
    ['2 < 1', false],
    ['2 > 1', true],
    ['2 <= 2', true],
    ['3 <= 2', false],
    ['2 >= 3', false],
    ['0.1 + 0.2 = 0.3', true],
    // Text comparison is case-sensitive.
    ['"abc" = "abc"', true],
    ['"abc" = "ABC"', false],
    ['"abc" <> "ABC"', true],
    ['TRUE = TRUE', true],
    ['TRUE <> FALSE', true],
    ['Active = TRUE', true],
    ['CloseDate = DATE(2024, 1, 31)', true],
    ['CloseDate > DATE(2024, 1, 1)', true],
    ['CloseDate < DATE(2024, 1, 1)', false],
    ['Opened < Closed', true],
    ['Starts > TIMEVALUE("09:00")', true],
    // Comparisons with a blank number or date are false, whichever the operator.
    ['Blank = 0', false],
    ['Blank <> 0', false],
    ['Blank < 1', false],
    ['Blank >= 0', false],
    ['Blank = NULL', false],
    ['BlankDate < CloseDate', false],
    ['BlankDate <> CloseDate', false],
    // Blank text is the empty text.
    ['BlankText = ""', true],
    ['BlankText <> "x"', true],
    ['BlankText = NULL', true],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toBe(expected);
  });
});

describe('formula: logical operators', () => {
  it.each<[string, boolean]>([
    ['TRUE && TRUE', true],
    ['TRUE && FALSE', false],
    ['FALSE || TRUE', true],
    ['FALSE || FALSE', false],
    ['!FALSE', true],
    ['!Active', false],
    // The right side is not evaluated when the left decides; either way nothing fails.
    ['FALSE && 1 / 0 > 1', false],
    ['TRUE || 1 / 0 > 1', true],
    ['NULL && TRUE', false],
    ['NULL || TRUE', true],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toBe(expected);
  });
});

describe('formula: operator type errors are found when the rule is compiled', () => {
  it.each<[string, string, number]>([
    ['1 + "a"', "Incorrect parameter type for operator '+'. Expected Number, received Text", 4],
    ['"a" + 1', "Incorrect parameter type for operator '+'. Expected Text, received Number", 6],
    [
      'TRUE + 1',
      "Incorrect parameter type for operator '+'. Expected Number, Text, Date, DateTime, Time, received Boolean",
      0,
    ],
    [
      'CloseDate + CloseDate',
      "Incorrect parameter type for operator '+'. Expected Number, received Date",
      12,
    ],
    ['1 - CloseDate', "Incorrect parameter type for operator '-'. Expected Number, received Date", 4],
    [
      '"a" - "b"',
      "Incorrect parameter type for operator '-'. Expected Number, Date, DateTime, Time, received Text",
      0,
    ],
    [
      'CloseDate - Opened',
      "Incorrect parameter type for operator '-'. Expected Number, received DateTime",
      12,
    ],
    ['"2" * 3', "Incorrect parameter type for operator '*'. Expected Number, received Text", 0],
    ['4 / TRUE', "Incorrect parameter type for operator '/'. Expected Number, received Boolean", 4],
    ['2 ^ "x"', "Incorrect parameter type for operator '^'. Expected Number, received Text", 4],
    ['"a" & 1', "Incorrect parameter type for operator '&'. Expected Text, received Number", 6],
    ['1 = "1"', "Incorrect parameter type for operator '='. Expected Number, received Text", 4],
    ['CloseDate = Opened', "Incorrect parameter type for operator '='. Expected Date, received DateTime", 12],
    [
      '"a" < "b"',
      "Incorrect parameter type for operator '<'. Expected Number, Date, DateTime, Time, received Text",
      0,
    ],
    [
      'TRUE > FALSE',
      "Incorrect parameter type for operator '>'. Expected Number, Date, DateTime, Time, received Boolean",
      0,
    ],
    ['1 && TRUE', "Incorrect parameter type for operator '&&'. Expected Boolean, received Number", 0],
    ['TRUE || "x"', "Incorrect parameter type for operator '||'. Expected Boolean, received Text", 8],
    ['-"x"', "Incorrect parameter type for operator '-'. Expected Number, received Text", 1],
    ['!1', "Incorrect parameter type for operator '!'. Expected Boolean, received Number", 1],
  ])('%s', (source, message, position) => {
    let caught: unknown;
    try {
      compileTestFormula(source);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FormulaError);
    const error = caught as FormulaError;
    expect(error.kind).toBe('type');
    expect(error.message).toBe(`${message} (at position ${position})`);
    expect(error.position).toBe(position);
  });

  it('gives operators on NULL the type of the other side', () => {
    expect(compileTestFormula('NULL + 1').returnType).toBe('number');
    expect(compileTestFormula('NULL & "a"').returnType).toBe('text');
    expect(compileTestFormula('CloseDate - NULL').returnType).toBe('date');
    expect(compileTestFormula('NULL - CloseDate').returnType).toBe('number');
    expect(compileTestFormula('NULL = NULL').returnType).toBe('boolean');
  });
});
