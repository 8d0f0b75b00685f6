import { describe, expect, it } from 'vitest';
import { compileFormula, type FormulaError, type FormulaFieldInfo, type FormulaValue } from '../index.js';

const FIELDS: FormulaFieldInfo[] = [
  { apiName: 'Amount', type: 'number' },
  { apiName: 'Name', type: 'text' },
  { apiName: 'Stage', type: 'picklist' },
  { apiName: 'Colors', type: 'multipicklist' },
  { apiName: 'CloseDate', type: 'date' },
];

const PRIOR = { Amount: 100, Name: 'Acme', Stage: 'Open', Colors: 'Red;Blue', CloseDate: '2024-01-31' };

function run(source: string, record: Record<string, unknown>, priorRecord?: Record<string, unknown> | null) {
  return compileFormula(source, FIELDS).evaluate({ record, priorRecord });
}

describe('formula: ISNEW, ISCHANGED, PRIORVALUE', () => {
  it.each<[string, Record<string, unknown>, FormulaValue]>([
    ['ISNEW()', PRIOR, false],
    ['ISCHANGED(Amount)', PRIOR, false],
    ['ISCHANGED(Amount)', { ...PRIOR, Amount: 101 }, true],
    ['ISCHANGED(Amount)', { ...PRIOR, Amount: '100' }, false],
    ['ISCHANGED(Amount)', { ...PRIOR, Amount: null }, true],
    ['ISCHANGED(Name)', { ...PRIOR, Name: 'ACME' }, true],
    ['ISCHANGED(Stage)', { ...PRIOR, Stage: 'Won' }, true],
    ['ISCHANGED(Colors)', { ...PRIOR, Colors: ['Blue', 'Red'] }, false],
    ['ISCHANGED(Colors)', { ...PRIOR, Colors: 'Red' }, true],
    ['ISCHANGED(CloseDate)', { ...PRIOR, CloseDate: '2024-01-31T00:00:00Z' }, false],
    ['ISCHANGED(CloseDate)', { ...PRIOR, CloseDate: '2024-02-01' }, true],
    ['PRIORVALUE(Amount)', { ...PRIOR, Amount: 5 }, 100],
    ['PRIORVALUE(Amount) > Amount', { ...PRIOR, Amount: 5 }, true],
    ['PRIORVALUE(Name)', { ...PRIOR, Name: 'New' }, 'Acme'],
    ['ISPICKVAL(PRIORVALUE(Stage), "Open") && ISPICKVAL(Stage, "Won")', { ...PRIOR, Stage: 'Won' }, true],
    ['TEXT(PRIORVALUE(Stage))', { ...PRIOR, Stage: 'Won' }, 'Open'],
    ['INCLUDES(PRIORVALUE(Colors), "Blue")', { ...PRIOR, Colors: '' }, true],
  ])('on update: %s', (source, record, expected) => {
    expect(run(source, record, PRIOR)).toEqual(expected);
  });

  it.each<[string, FormulaValue]>([
    ['ISNEW()', true],
    // Salesforce: ISCHANGED is false for a new record; PRIORVALUE gives the current value.
    ['ISCHANGED(Amount)', false],
    ['ISCHANGED(Name)', false],
    ['PRIORVALUE(Amount)', 7],
    ['PRIORVALUE(Name)', 'Fresh'],
    ['ISPICKVAL(PRIORVALUE(Stage), "Won")', true],
  ])('on create: %s is %j', (source, expected) => {
    const record = { Amount: 7, Name: 'Fresh', Stage: 'Won' };
    expect(run(source, record, null)).toEqual(expected);
    expect(run(source, record, undefined)).toEqual(expected);
  });

  it('sees a text field that was blank and now has a value as changed', () => {
    expect(run('ISCHANGED(Name)', { Name: 'x' }, { Name: null })).toBe(true);
    expect(run('ISCHANGED(Name)', { Name: '' }, { Name: null })).toBe(false);
  });

  it.each<[string, FormulaError['kind'], string]>([
    ['ISCHANGED(Amount + 1)', 'type', 'ISCHANGED expects a field, not an expression (at position 10)'],
    ['PRIORVALUE("x")', 'type', 'PRIORVALUE expects a field, not an expression (at position 11)'],
    ['ISCHANGED()', 'arity', 'ISCHANGED expects 1 argument, got 0 (at position 0)'],
    ['ISNEW(Amount)', 'arity', 'ISNEW expects no arguments, got 1 (at position 0)'],
    [
      'PRIORVALUE(Stage) = "x"',
      'type',
      'This expression is a picklist value. Picklist fields are only supported in certain functions (ISPICKVAL, TEXT, CASE, ISCHANGED and PRIORVALUE) (at position 0)',
    ],
  ])('refuses %s', (source, kind, message) => {
    let caught: unknown;
    try {
      compileFormula(source, FIELDS);
    } catch (error) {
      caught = error;
    }
    expect((caught as FormulaError).kind).toBe(kind);
    expect((caught as FormulaError).message).toBe(message);
  });
});
