import { describe, expect, it } from 'vitest';
import { compileFormula, FormulaError, type FormulaFieldInfo, type FormulaValue } from './index.js';

const FIELDS: FormulaFieldInfo[] = [
  { apiName: 'Amount', type: 'number' },
  { apiName: 'Name__c', type: 'text' },
  { apiName: 'Account.Name', type: 'text' },
];

function run(source: string, record: Record<string, unknown> = {}): FormulaValue {
  return compileFormula(source, FIELDS).evaluate({ record });
}

function compileError(source: string, maxLength?: number): FormulaError {
  try {
    compileFormula(source, FIELDS, maxLength === undefined ? {} : { maxLength });
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error(`"${source}" compiled, but should not`);
}

describe('formula: literals, names and comments', () => {
  it.each<[string, FormulaValue]>([
    ['42', 42],
    ['3.25', 3.25],
    ['.5', 0.5],
    ['"double"', 'double'],
    ["'single'", 'single'],
    ['"it\\"s"', 'it"s'],
    ["'it\\'s'", "it's"],
    ['"a\\\\b"', 'a\\b'],
    ['"line\\nbreak\\ttab"', 'line\nbreak\ttab'],
    ['"has \\"quotes\\" and \'others\'"', 'has "quotes" and \'others\''],
    ['TRUE', true],
    ['false', false],
    ['True', true],
    ['NULL', null],
    ['null', null],
    ['/* a comment */ 1 + /* another */ 2', 3],
    ['1 /* spans\nlines */ + 1', 2],
    ['  \n\t 7 \n', 7],
    ['if(true, 1, 2)', 1],
    ['If(TRUE, 1, 2)', 1],
    ['amount', 5],
    ['AMOUNT + Amount', 10],
    ['name__C', 'n'],
    ['Account.Name', 'acme'],
  ])('%s evaluates to %j', (source, expected) => {
    expect(run(source, { Amount: 5, Name__c: 'n', 'Account.Name': 'acme' })).toEqual(expected);
  });
});

describe('formula: operator precedence', () => {
  it.each<[string, FormulaValue]>([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['24 / 4 / 2', 3],
    ['2 * 3 ^ 2', 18],
    // Unary minus binds tighter than ^ and ^ groups to the left, as in Salesforce, Excel and formulon.
    ['-2 ^ 2', 4],
    ['2 ^ 3 ^ 2', 64],
    ['2 ^ -1', 0.5],
    ['- - 3', 3],
    ['+3', 3],
    ['"a" & "b" = "ab"', true],
    ['1 + 2 = 3', true],
    ['1 < 2 = TRUE', true],
    ['1 = 1 && 2 = 3 || TRUE', true],
    ['TRUE || FALSE && FALSE', true],
    ['(TRUE || FALSE) && FALSE', false],
    ['!TRUE || TRUE', true],
    ['!(TRUE || TRUE)', false],
    ['1 == 1', true],
    ['1 != 1', false],
    ['1 <> 2', true],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('formula: syntax errors say what and where', () => {
  it.each<[string, RegExp, number]>([
    ['', /empty/, 0],
    ['   ', /empty/, 0],
    ['1 +', /ends too early/, 3],
    ['(1 + 2', /Missing '\)'/, 6],
    ['IF(TRUE, 1, 2', /Missing '\)'/, 13],
    ['1 + 2)', /Found '\)'/, 5],
    ['1 2', /Found '2'/, 2],
    ['IF(TRUE,, 1)', /Found ','/, 8],
    ['1 # 2', /Found '#'/, 2],
    ['"unclosed', /closing quote/, 0],
    ["'bad \\q escape'", /Invalid escape sequence '\\q'/, 5],
    ['1 /* not closed', /Comment is not closed/, 2],
    ['Amount..Name', /Found '.'/, 6],
  ])('%j is a syntax error', (source, message, position) => {
    const error = compileError(source);
    expect(error.kind).toBe('syntax');
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(/^Syntax error\./);
    expect(error.position).toBe(position);
    expect(error.message).toContain(`at position ${position}`);
  });

  it('refuses formulas nested deeper than the parser allows, without overflowing the stack', () => {
    const deep = `${'('.repeat(150)}1${')'.repeat(150)}`;
    expect(compileError(deep).message).toMatch(/nested more than 100 levels/);
    const calls = `${'ABS('.repeat(150)}1${')'.repeat(150)}`;
    expect(compileError(calls).kind).toBe('syntax');
    expect(run(`${'('.repeat(90)}1${')'.repeat(90)}`)).toBe(1);
  });

  it('evaluates long chains of operators and refuses chains that could overflow the stack', () => {
    const sum = (count: number) => Array.from({ length: count }, () => '1').join('+');
    expect(compileFormula(sum(1000), FIELDS).evaluate({ record: {} })).toBe(1000);
    const error = compileError(sum(1002));
    expect(error.kind).toBe('syntax');
    expect(error.message).toMatch(/More than 1000 operators in a row at position 2001/);
    const huge = sum(50_000);
    expect(() => compileFormula(huge, FIELDS, { maxLength: huge.length })).toThrow(FormulaError);
  });
});

describe('formula: length limit', () => {
  it('accepts 3900 characters and refuses 3901 by default', () => {
    const exactly = `1${' '.repeat(3899)}`;
    expect(compileFormula(exactly, FIELDS).returnType).toBe('number');
    const error = compileError(`${exactly} `);
    expect(error.kind).toBe('too-long');
    expect(error.message).toMatch(/3901 characters long; the limit is 3900/);
    expect(error.position).toBe(3900);
  });

  it('takes the limit from the options', () => {
    expect(compileError('1 + 1', 3).kind).toBe('too-long');
    expect(compileFormula('1 + 1', FIELDS, { maxLength: 5 }).evaluate({ record: {} })).toBe(2);
  });
});
