import { describe, expect, it } from 'vitest';
import type { FormulaError, FormulaValue } from '../index.js';
import { utcDay as day, formulaRunner } from '../test-support/formula-fixture.js';

const RECORD = {
  Amount: 10,
  Name: 'Acme',
  BlankText: '',
  Active: false,
  CloseDate: '2024-01-31',
  Stage: 'Won',
  Colors: 'Red;Blue',
  NoColors: [],
};

const { run, compileError } = formulaRunner({ record: RECORD });

describe('formula: IF, CASE, AND, OR, NOT', () => {
  it.each<[string, FormulaValue]>([
    ['IF(Amount > 5, "big", "small")', 'big'],
    ['IF(Amount > 50, "big", "small")', 'small'],
    ['IF(Active, 1, 2)', 2],
    ['IF(Blank > 5, 1, 2)', 2],
    ['IF(NULL, 1, 2)', 2],
    ['IF(TRUE, NULL, 2)', null],
    ['IF(FALSE, CloseDate, NULL)', null],
    ['IF(TRUE, CloseDate, NULL)', day('2024-01-31')],
    // Only the chosen branch runs.
    ['IF(Amount = 0, 1 / Amount, 7)', 7],
    ['CASE(Amount, 1, "one", 10, "ten", "other")', 'ten'],
    ['CASE(Amount, 1, "one", 2, "two", "other")', 'other'],
    ['CASE(Name, "Acme", 1, 0)', 1],
    ['CASE(Name, "acme", 1, 0)', 0],
    ['CASE(Stage, "Lost", 0, "Won", 100, 50)', 100],
    ['CASE(Blank, 0, "zero", "blank")', 'blank'],
    ['CASE(CloseDate, DATE(2024, 1, 31), "end", "other")', 'end'],
    ['CASE(BlankText, "", "empty", "full")', 'empty'],
    ['AND(TRUE, TRUE, TRUE)', true],
    ['AND(TRUE, FALSE, TRUE)', false],
    ['AND(TRUE)', true],
    ['AND(Active, 1 / 0 > 1)', false],
    ['OR(FALSE, FALSE, TRUE)', true],
    ['OR(FALSE)', false],
    ['OR(Blank > 1, Blank < 1)', false],
    ['NOT(TRUE)', false],
    ['NOT(Active)', true],
    ['NOT(Blank > 1)', true],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('formula: ISBLANK, ISNULL, BLANKVALUE, NULLVALUE', () => {
  it.each<[string, FormulaValue]>([
    ['ISBLANK(Blank)', true],
    ['ISBLANK(Amount)', false],
    ['ISBLANK(0)', false],
    ['ISBLANK(BlankText)', true],
    ['ISBLANK("")', true],
    ['ISBLANK(" ")', false],
    ['ISBLANK(Name)', false],
    ['ISBLANK(BlankDate)', true],
    ['ISBLANK(CloseDate)', false],
    ['ISBLANK(NULL)', true],
    ['ISBLANK(NoColors)', true],
    ['ISBLANK(Colors)', false],
    ['ISBLANK(Active)', false],
    ['ISBLANK(1 / 0)', true],
    ['ISBLANK(TEXT(Stage))', false],
    ['ISNULL(Blank)', true],
    ['ISNULL(Amount)', false],
    // Text is never null in Salesforce: ISNULL of blank text is false, ISBLANK is true.
    ['ISNULL(BlankText)', false],
    ['ISNULL(NULL)', true],
    ['ISNULL(NoColors)', true],
    ['BLANKVALUE(Blank, 5)', 5],
    ['BLANKVALUE(Amount, 5)', 10],
    ['BLANKVALUE(BlankText, "none")', 'none'],
    ['BLANKVALUE(Name, "none")', 'Acme'],
    ['BLANKVALUE(BlankDate, DATE(2000, 1, 1))', day('2000-01-01')],
    ['BLANKVALUE(Amount, 1 / 0)', 10],
    ['NULLVALUE(Blank, 5)', 5],
    ['NULLVALUE(BlankText, "none")', ''],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('formula: logical function errors', () => {
  it.each<[string, FormulaError['kind'], string]>([
    ['IF(TRUE, 1)', 'arity', 'IF expects 3 arguments, got 2 (at position 0)'],
    ['IF(TRUE, 1, 2, 3)', 'arity', 'IF expects 3 arguments, got 4 (at position 0)'],
    ['AND()', 'arity', 'AND expects at least 1 argument, got 0 (at position 0)'],
    ['NOT(TRUE, FALSE)', 'arity', 'NOT expects 1 argument, got 2 (at position 0)'],
    ['CASE(1, 1, 2)', 'arity', 'CASE expects at least 4 arguments, got 3 (at position 0)'],
    [
      'CASE(1, 1, 2, 3, 4)',
      'arity',
      'CASE expects an even number of arguments (at least 4), got 5 (at position 0)',
    ],
    [
      'IF(1, 2, 3)',
      'type',
      "Incorrect parameter type for function 'IF()'. Expected Boolean, received Number (at position 3)",
    ],
    [
      'IF(TRUE, 1, "a")',
      'type',
      "Incorrect parameter type for function 'IF()'. Expected Number, received Text (at position 12)",
    ],
    [
      'AND(TRUE, 1)',
      'type',
      "Incorrect parameter type for function 'AND()'. Expected Boolean, received Number (at position 10)",
    ],
    [
      'OR("a")',
      'type',
      "Incorrect parameter type for function 'OR()'. Expected Boolean, received Text (at position 3)",
    ],
    [
      'NOT(Amount)',
      'type',
      "Incorrect parameter type for function 'NOT()'. Expected Boolean, received Number (at position 4)",
    ],
    [
      'CASE(Amount, "1", 1, 0)',
      'type',
      "Incorrect parameter type for function 'CASE()'. Expected Number, received Text (at position 13)",
    ],
    [
      'CASE(Amount, 1, 1, "x")',
      'type',
      "Incorrect parameter type for function 'CASE()'. Expected Number, received Text (at position 19)",
    ],
    [
      'CASE(Active, TRUE, 1, 0)',
      'type',
      "Incorrect parameter type for function 'CASE()'. Expected Number, Text, Date, DateTime, Time, Picklist, received Boolean (at position 5)",
    ],
    [
      'BLANKVALUE(Amount, "x")',
      'type',
      "Incorrect parameter type for function 'BLANKVALUE()'. Expected Number, received Text (at position 19)",
    ],
    [
      'ISBLANK(Stage)',
      'type',
      'Field Stage is a picklist field. Picklist fields are only supported in certain functions (ISPICKVAL, TEXT, CASE, ISCHANGED and PRIORVALUE) (at position 8)',
    ],
    [
      'IF(TRUE, Stage, "x")',
      'type',
      'Field Stage is a picklist field. Picklist fields are only supported in certain functions (ISPICKVAL, TEXT, CASE, ISCHANGED and PRIORVALUE) (at position 9)',
    ],
    [
      'CASE("Won", Stage, 1, 0)',
      'type',
      'Field Stage is a picklist field. Picklist fields are only supported in certain functions (ISPICKVAL, TEXT, CASE, ISCHANGED and PRIORVALUE) (at position 12)',
    ],
    [
      'IF(TRUE, Colors, Colors)',
      'type',
      'Field Colors is a multi-select picklist field. Multi-select picklist fields are only supported in certain functions (INCLUDES, ISBLANK, ISNULL, ISCHANGED and PRIORVALUE) (at position 9)',
    ],
  ])('%s', (source, kind, message) => {
    const error = compileError(source);
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
  });
});
