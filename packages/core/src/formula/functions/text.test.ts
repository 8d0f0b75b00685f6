import { describe, expect, it } from 'vitest';
import type { FormulaError, FormulaValue } from '../index.js';
import { formulaRunner } from '../test-support/formula-fixture.js';

const RECORD = {
  Amount: 1234.5,
  Name: 'Acme Corp',
  CloseDate: '2024-01-31',
  Opened: '2024-01-31T08:05:09.250Z',
  Starts: '17:30:45.125',
  Stage: 'Closed Won',
  Colors: ['Red', 'Blue'],
};

const { run, compileError } = formulaRunner({ record: RECORD });

describe('formula: LEN, TEXT, VALUE, ISNUMBER', () => {
  it.each<[string, FormulaValue]>([
    ['LEN("abc")', 3],
    ['LEN("")', 0],
    ['LEN(BlankText)', 0],
    ['LEN(NULL)', 0],
    ['LEN(Name)', 9],
    ['TEXT(1.50)', '1.5'],
    ['TEXT(100)', '100'],
    ['TEXT(-0.25)', '-0.25'],
    ['TEXT(0.1 + 0.2)', '0.3'],
    ['TEXT(Amount)', '1234.5'],
    ['TEXT(10 ^ 21)', '1000000000000000000000'],
    ['TEXT(0.0000001)', '0.0000001'],
    ['TEXT(Blank)', ''],
    ['TEXT(CloseDate)', '2024-01-31'],
    ['TEXT(Opened)', '2024-01-31 08:05:09Z'],
    ['TEXT(Starts)', '17:30:45.125Z'],
    ['TEXT(Stage)', 'Closed Won'],
    ['TEXT(BlankStage)', ''],
    ['VALUE("42")', 42],
    ['VALUE(" -3.5 ")', -3.5],
    ['VALUE("+7")', 7],
    ['VALUE("1E3")', 1000],
    ['VALUE(".5")', 0.5],
    // Text that is not a number is blank, never a run-time error.
    ['VALUE("12abc")', null],
    ['VALUE("abc")', null],
    ['VALUE("")', null],
    ['VALUE("1,000")', null],
    ['VALUE(BlankText)', null],
    ['ISBLANK(VALUE("x"))', true],
    ['ISNUMBER("12.5")', true],
    ['ISNUMBER("12a")', false],
    ['ISNUMBER("")', false],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('formula: ISPICKVAL, INCLUDES, REGEX', () => {
  it.each<[string, FormulaValue]>([
    ['ISPICKVAL(Stage, "Closed Won")', true],
    ['ISPICKVAL(Stage, "closed won")', false],
    ['ISPICKVAL(Stage, "Open")', false],
    ['ISPICKVAL(BlankStage, "")', true],
    ['ISPICKVAL(Stage, "Closed" & " Won")', true],
    ['INCLUDES(Colors, "Red")', true],
    ['INCLUDES(Colors, "Green")', false],
    ['INCLUDES(Colors, "red")', false],
    ['INCLUDES(Colors, "")', false],
    // The whole text must match, as Java's String.matches.
    ['REGEX("abc", "a.c")', true],
    ['REGEX("abcd", "a.c")', false],
    ['REGEX("xabc", "abc")', false],
    ['REGEX("12345", "[0-9]{5}")', true],
    ['REGEX("12345-6789", "\\\\d{5}(-\\\\d{4})?")', true],
    ['REGEX("ABC", "(?i)abc")', true],
    ['REGEX("a|b", "a|b")', false],
    ['REGEX("b", "a|b")', true],
    ['REGEX("line\\nbreak", "line.break")', false],
    ['REGEX(BlankText, "")', true],
    ['REGEX(Name, "[A-Z].*")', true],
    ['REGEX("x", Name)', false],
    ['REGEX("x", "(" & "x")', false],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('formula: CONTAINS, BEGINS, LEFT, RIGHT, MID, FIND, SUBSTITUTE, case and padding', () => {
  it.each<[string, FormulaValue]>([
    ['CONTAINS(Name, "Corp")', true],
    ['CONTAINS(Name, "corp")', false],
    ['CONTAINS(Name, "")', true],
    ['CONTAINS(BlankText, "a")', false],
    ['BEGINS(Name, "Acme")', true],
    ['BEGINS(Name, "acme")', false],
    ['BEGINS(Name, "Corp")', false],
    ['LEFT("hello", 2)', 'he'],
    ['LEFT("hello", 0)', ''],
    ['LEFT("hello", -1)', ''],
    ['LEFT("hello", 10)', 'hello'],
    ['LEFT("hello", 2.9)', 'he'],
    ['LEFT("hello", Blank)', ''],
    ['RIGHT("hello", 3)', 'llo'],
    ['RIGHT("hello", 0)', ''],
    ['RIGHT("hello", -2)', ''],
    ['RIGHT("hello", 10)', 'hello'],
    ['MID("hello", 2, 3)', 'ell'],
    ['MID("hello", 1, 1)', 'h'],
    ['MID("hello", 0, 2)', 'he'],
    ['MID("hello", 4, 10)', 'lo'],
    ['MID("hello", 9, 2)', ''],
    ['MID("hello", 2, -1)', ''],
    ['FIND("l", "hello")', 3],
    ['FIND("l", "hello", 4)', 4],
    ['FIND("z", "hello")', 0],
    ['FIND("", "hello")', 0],
    ['FIND("h", "hello", 0)', 0],
    ['SUBSTITUTE("a-b-c", "-", "+")', 'a+b+c'],
    ['SUBSTITUTE("a.b", ".", "")', 'ab'],
    ['SUBSTITUTE("abc", "", "x")', 'abc'],
    ['UPPER("MixEd ß")', 'MIXED SS'],
    ['LOWER("MixEd")', 'mixed'],
    ['UPPER("i", "tr")', 'İ'],
    ['UPPER("i", "no-such-locale-x")', 'I'],
    ['TRIM("  padded \t")', 'padded'],
    ['LPAD("7", 3, "0")', '007'],
    ['LPAD("abc", 2, "x")', 'ab'],
    ['LPAD("ab", 5, "xy")', 'xyxab'],
    ['LPAD("ab", 4)', '  ab'],
    ['RPAD("7", 3, "0")', '700'],
    ['RPAD("ab", 5, "xy")', 'abxyx'],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('formula: text function errors', () => {
  it.each<[string, FormulaError['kind'], string]>([
    [
      'LEN(5)',
      'type',
      "Incorrect parameter type for function 'LEN()'. Expected Text, received Number (at position 4)",
    ],
    ['LEN()', 'arity', 'LEN expects 1 argument, got 0 (at position 0)'],
    [
      'TEXT(Active)',
      'type',
      "Incorrect parameter type for function 'TEXT()'. Expected Number, Date, DateTime, Time, Picklist, received Boolean (at position 5)",
    ],
    [
      'TEXT("x")',
      'type',
      "Incorrect parameter type for function 'TEXT()'. Expected Number, Date, DateTime, Time, Picklist, received Text (at position 5)",
    ],
    [
      'VALUE(1)',
      'type',
      "Incorrect parameter type for function 'VALUE()'. Expected Text, received Number (at position 6)",
    ],
    [
      'ISPICKVAL(Name, "x")',
      'type',
      "Incorrect parameter type for function 'ISPICKVAL()'. Expected Picklist, received Text (at position 10)",
    ],
    [
      'ISPICKVAL(Stage, 1)',
      'type',
      "Incorrect parameter type for function 'ISPICKVAL()'. Expected Text, received Number (at position 17)",
    ],
    [
      'ISPICKVAL("x", Stage)',
      'type',
      'Field Stage is a picklist field. Picklist fields are only supported in certain functions (ISPICKVAL, TEXT, CASE, ISCHANGED and PRIORVALUE) (at position 15)',
    ],
    [
      'INCLUDES(Name, "x")',
      'type',
      "Incorrect parameter type for function 'INCLUDES()'. Expected Multi-Select Picklist, received Text (at position 9)",
    ],
    [
      'INCLUDES(Stage, "x")',
      'type',
      'Field Stage is a picklist field. Picklist fields are only supported in certain functions (ISPICKVAL, TEXT, CASE, ISCHANGED and PRIORVALUE) (at position 9)',
    ],
    [
      'LEN(Colors)',
      'type',
      'Field Colors is a multi-select picklist field. Multi-select picklist fields are only supported in certain functions (INCLUDES, ISBLANK, ISNULL, ISCHANGED and PRIORVALUE) (at position 4)',
    ],
    [
      'Stage & "x"',
      'type',
      'Field Stage is a picklist field. Picklist fields are only supported in certain functions (ISPICKVAL, TEXT, CASE, ISCHANGED and PRIORVALUE) (at position 0)',
    ],
    ['REGEX(Name, "(")', 'syntax', 'REGEX pattern "(" is not a valid regular expression (at position 12)'],
    [
      'CONTAINS(Name, 1)',
      'type',
      "Incorrect parameter type for function 'CONTAINS()'. Expected Text, received Number (at position 15)",
    ],
    [
      'LEFT(Name, "2")',
      'type',
      "Incorrect parameter type for function 'LEFT()'. Expected Number, received Text (at position 11)",
    ],
    ['MID("abc", 1)', 'arity', 'MID expects 3 arguments, got 2 (at position 0)'],
    ['UPPER("a", "en", "x")', 'arity', 'UPPER expects 1 to 2 arguments, got 3 (at position 0)'],
    ['TRIM("a", "b")', 'arity', 'TRIM expects 1 argument, got 2 (at position 0)'],
  ])('%s', (source, kind, message) => {
    const error = compileError(source);
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
  });
});
