import { describe, expect, it } from 'vitest';
import {
  type CompiledFormula,
  compileFormula,
  evaluateValidationRule,
  FormulaError,
  type FormulaFieldInfo,
} from './index.js';

const FIELDS: FormulaFieldInfo[] = [
  { apiName: 'Amount', type: 'number' },
  { apiName: 'Discount__c', type: 'number' },
  { apiName: 'Name', type: 'text' },
  { apiName: 'Stage', type: 'picklist' },
  { apiName: 'IsVip__c', type: 'boolean' },
  { apiName: 'CloseDate', type: 'date' },
  { apiName: 'Colors__c', type: 'multipicklist' },
];

function compileError(source: string, options = {}): FormulaError {
  try {
    compileFormula(source, FIELDS, options);
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error(`"${source}" compiled, but should not`);
}

describe('formula: compileFormula', () => {
  it('reports the result type, the source and the fields used, each once under its api name', () => {
    const compiled = compileFormula(
      'AND(amount > 100, DISCOUNT__C > 0.1, Amount < 1000, $User.Email <> "")',
      FIELDS,
    );
    expect(compiled.returnType).toBe('boolean');
    expect(compiled.referencedFields).toEqual(['Amount', 'Discount__c']);
    expect(compiled.source).toContain('DISCOUNT__C');
    expect(compileFormula('Name & "!"', FIELDS).returnType).toBe('text');
    expect(compileFormula('CloseDate + 1', FIELDS).returnType).toBe('date');
    expect(compileFormula('NULL', FIELDS).returnType).toBe('null');
  });

  it('names an unknown field and where it is', () => {
    const error = compileError('1 + Amout');
    expect(error.kind).toBe('unknown-field');
    expect(error.message).toBe('Unknown field "Amout" at position 4');
    expect(error.position).toBe(4);
    expect(compileError('$User.Shoe').message).toBe('Unknown field "$User.Shoe" at position 0');
    expect(compileError('$Profile.Name = "x"').kind).toBe('unknown-field');
  });

  it('names an unknown function and where it is', () => {
    const error = compileError('IF(TRUE, FROB(1), 2)');
    expect(error.kind).toBe('unknown-function');
    expect(error.message).toBe('Unknown function "FROB" at position 9');
    expect(error.position).toBe(9);
  });

  it('checks the result type against the expected one', () => {
    const error = compileError('Amount * 2', { expectedType: 'boolean' });
    expect(error.kind).toBe('type');
    expect(error.message).toBe(
      'Formula result is data type (Number), incompatible with expected data type (Boolean) (at position 0)',
    );
    expect(compileFormula('Amount > 2', FIELDS, { expectedType: 'boolean' }).returnType).toBe('boolean');
    expect(compileFormula('NULL', FIELDS, { expectedType: 'boolean' }).returnType).toBe('null');
  });

  it('refuses a bare picklist as the result', () => {
    expect(compileError('Stage').message).toMatch(/^Field Stage is a picklist field/);
    expect(compileError('Colors__c').message).toMatch(/^Field Colors__c is a multi-select picklist field/);
  });

  it('reads record values of every shape the server stores', () => {
    const compiled = compileFormula(
      'TEXT(Amount) & "|" & Name & "|" & TEXT(Stage) & "|" & IF(IsVip__c, "vip", "-") & "|" & TEXT(CloseDate) & "|" & IF(INCLUDES(Colors__c, "Red"), "red", "-")',
      FIELDS,
    );
    const shapes: Array<[Record<string, unknown>, string]> = [
      [
        { Amount: 5, Name: 'A', Stage: 'Won', IsVip__c: true, CloseDate: '2024-01-31', Colors__c: ['Red'] },
        '5|A|Won|vip|2024-01-31|red',
      ],
      [
        {
          Amount: '5.50',
          Name: 7,
          Stage: null,
          IsVip__c: 1,
          CloseDate: '2024-01-31T10:00:00Z',
          Colors__c: 'Blue;Red',
        },
        '5.5|7||vip|2024-01-31|red',
      ],
      [
        { Amount: '', IsVip__c: 'false', CloseDate: new Date('2024-01-31T00:00:00Z'), Colors__c: '' },
        '|||-|2024-01-31|-',
      ],
      [{ Amount: 'abc', IsVip__c: 0, CloseDate: 'garbage', Colors__c: 5 }, '|||-||-'],
      [{ amount: 3, NAME: 'case' }, '3|case||-||-'],
    ];
    for (const [record, expected] of shapes) expect(compiled.evaluate({ record })).toBe(expected);
  });

  it('reads $User fields from the context, names matching without regard to case', () => {
    const compiled = compileFormula(
      '$user.email & "/" & $User.Id & "/" & IF($User.IsActive, "on", "off")',
      FIELDS,
    );
    expect(compiled.referencedFields).toEqual([]);
    expect(compiled.evaluate({ record: {}, user: { Email: 'a@b.c', id: '005x', IsActive: true } })).toBe(
      'a@b.c/005x/on',
    );
    expect(compiled.evaluate({ record: {} })).toBe('//off');
  });

  it('never throws while evaluating, whatever the context holds', () => {
    const compiled = compileFormula(
      'IF(ISCHANGED(Amount), Amount / Discount__c, VALUE(Name)) > 1 || TODAY() > CloseDate',
      FIELDS,
    );
    const contexts: unknown[] = [
      { record: {} },
      { record: { Amount: Number.NaN, Discount__c: 0 }, priorRecord: { Amount: Number.POSITIVE_INFINITY } },
      { record: { CloseDate: {} }, now: new Date('invalid'), timeZone: 'Nowhere/Else' },
      { record: { Amount: Symbol('x') as unknown, Name: { toString: 1 } } },
    ];
    for (const context of contexts) {
      expect(() => compiled.evaluate(context as never)).not.toThrow();
    }
  });
});

describe('formula: evaluateValidationRule', () => {
  const rule: CompiledFormula = compileFormula(
    'AND(ISPICKVAL(Stage, "Closed Won"), OR(ISBLANK(Amount), Amount <= 0))',
    FIELDS,
    { expectedType: 'boolean' },
  );

  it.each<[string, Record<string, unknown>, boolean]>([
    ['fires when a won deal has no amount', { Stage: 'Closed Won', Amount: null }, true],
    ['fires when a won deal has a zero amount', { Stage: 'Closed Won', Amount: 0 }, true],
    ['passes a won deal with an amount', { Stage: 'Closed Won', Amount: 10 }, false],
    ['passes an open deal without amount', { Stage: 'Open', Amount: null }, false],
  ])('%s', (_title, record, fires) => {
    expect(evaluateValidationRule(rule, { record })).toBe(fires);
  });

  it('does not fire on a blank result', () => {
    const blank = compileFormula('IF(Amount > 0, TRUE, NULL)', FIELDS, { expectedType: 'boolean' });
    expect(blank.evaluate({ record: {} })).toBeNull();
    expect(evaluateValidationRule(blank, { record: {} })).toBe(false);
    expect(evaluateValidationRule(compileFormula('NULL', FIELDS), { record: {} })).toBe(false);
  });

  it('refuses a formula that does not produce true or false', () => {
    expect(() => evaluateValidationRule(compileFormula('Amount', FIELDS), { record: {} })).toThrow(
      FormulaError,
    );
  });

  it('blocks a close date in the past only on create (ISNEW)', () => {
    const pastClose = compileFormula('AND(ISNEW(), CloseDate < TODAY())', FIELDS, {
      expectedType: 'boolean',
    });
    const now = new Date('2024-06-01T12:00:00Z');
    expect(evaluateValidationRule(pastClose, { record: { CloseDate: '2024-05-01' }, now })).toBe(true);
    expect(evaluateValidationRule(pastClose, { record: { CloseDate: '2024-07-01' }, now })).toBe(false);
    expect(
      evaluateValidationRule(pastClose, {
        record: { CloseDate: '2024-05-01' },
        priorRecord: { CloseDate: '2024-05-01' },
        now,
      }),
    ).toBe(false);
  });
});
