/**
 * Garbage in, FormulaError out: whatever text an administrator saves, compiling either succeeds or throws
 * a FormulaError (never a TypeError or a stack overflow), and whatever compiles evaluates without
 * throwing to a value of its declared type. Evaluation here bypasses compileFormula's safety net so a
 * defect in the evaluator shows up as a failure instead of a silent blank.
 */
import { describe, expect, it } from 'vitest';
import { createRuntime, evaluateNode } from './evaluator.js';
import {
  compileFormula,
  FormulaError,
  type FormulaFieldInfo,
  type FormulaType,
  type FormulaValue,
} from './index.js';
import { parseFormula } from './parser.js';
import { checkFormula } from './type-checker.js';

const FIELDS: FormulaFieldInfo[] = [
  { apiName: 'Amount', type: 'number' },
  { apiName: 'Name', type: 'text' },
  { apiName: 'Active', type: 'boolean' },
  { apiName: 'CloseDate', type: 'date' },
  { apiName: 'Opened', type: 'datetime' },
  { apiName: 'Starts', type: 'time' },
  { apiName: 'Stage', type: 'picklist' },
  { apiName: 'Colors', type: 'multipicklist' },
];

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(99);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const PIECES = [
  ...'abcxyzAZ_$.0123456789+-*/^&=<>!|(),"\'\\ \n\t#@;:?[]{}~`%é漢'.split(''),
  ...['/*', '*/', '&&', '||', '<>', '!=', '==', '<=', '>='],
  ...[
    'IF(',
    'CASE(',
    'AND(',
    'OR(',
    'NOT(',
    'ISBLANK(',
    'LEN(',
    'TEXT(',
    'VALUE(',
    'ISPICKVAL(',
    'INCLUDES(',
  ],
  ...[
    'REGEX(',
    'MID(',
    'ROUND(',
    'MOD(',
    'DATE(',
    'TODAY()',
    'NOW()',
    'ADDMONTHS(',
    'PRIORVALUE(',
    'ISCHANGED(',
  ],
  ...[
    'ISNEW()',
    'Amount',
    'Name',
    'Active',
    'CloseDate',
    'Opened',
    'Starts',
    'Stage',
    'Colors',
    '$User.Email',
  ],
  ...['TRUE', 'FALSE', 'NULL', '"txt"', "'q'", '1.5', '0', '-1', ', ', ')', '('],
];

const VALID = [
  'IF(Amount > 10, Name & "!", TEXT(Stage))',
  'AND(ISPICKVAL(Stage, "Won"), OR(ISBLANK(Amount), Amount <= 0))',
  'CASE(Stage, "A", 1, "B", 2, 0) + LEN(Name) / MOD(Amount, 3)',
  'ADDMONTHS(CloseDate, 2) - TODAY() > 30 && Active',
  'REGEX(Name, "[A-Z][a-z]+") || INCLUDES(Colors, "Red") || ISCHANGED(Colors)',
  'Opened - NOW() < 1 || Starts > TIMEVALUE("09:00")',
  'ROUND(VALUE(Name) ^ 2, 1) = PRIORVALUE(Amount)',
];

function randomGarbage(): string {
  const length = Math.floor(random() * 40);
  return Array.from({ length }, () => pick(PIECES)).join('');
}

const NAMES = [
  'Amount',
  'Name',
  'Active',
  'CloseDate',
  'Opened',
  'Starts',
  'Stage',
  'Colors',
  '"txt"',
  '1.5',
  'NULL',
];

function mutate(source: string): string {
  if (random() < 0.3) {
    // Swap one name for another of a different type: reaches the type checker rather than the parser.
    const names = NAMES.filter((name) => source.includes(name));
    return names.length ? source.replace(pick(names), pick(NAMES)) : source;
  }
  const chars = source.split('');
  const edits = 1 + Math.floor(random() * 4);
  for (let i = 0; i < edits; i += 1) {
    const at = Math.floor(random() * (chars.length + 1));
    const edit = random();
    if (edit < 0.4) chars.splice(at, 1);
    else if (edit < 0.8) chars.splice(at, 0, pick(PIECES));
    else chars.splice(at, 2, pick(PIECES), pick(PIECES));
  }
  return chars.join('');
}

const RECORDS: Array<Record<string, unknown>> = [
  {},
  { Amount: 0, Name: '', Active: false, CloseDate: '', Opened: '', Starts: '', Stage: '', Colors: '' },
  {
    Amount: 12.5,
    Name: 'Hello',
    Active: true,
    CloseDate: '2024-02-29',
    Opened: '2024-01-01T10:00:00Z',
    Starts: '08:15',
    Stage: 'Won',
    Colors: 'Red;Blue',
  },
  {
    Amount: '1e400',
    Name: 42,
    Active: 'yes',
    CloseDate: 'garbage',
    Opened: 12,
    Starts: '99:99',
    Stage: 3,
    Colors: [1, 'Red'],
  },
  { Amount: -1e300, Name: 'x'.repeat(5000), CloseDate: '4000-12-31', Opened: '1700-01-01T00:00:00Z' },
];

function matchesType(type: FormulaType, value: FormulaValue): boolean {
  if (value === null) return true;
  switch (type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'text':
    case 'picklist':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
    case 'datetime':
    case 'time':
      return value instanceof Date && !Number.isNaN(value.getTime());
    case 'multipicklist':
      return Array.isArray(value);
    case 'null':
      return false;
  }
}

/** Compiles; on success runs the formula against every record, prior record and clock we have. */
function exercise(source: string): 'compiled' | FormulaError['kind'] {
  try {
    // No length limit here, so long inputs reach the parser's own limits.
    compileFormula(source, FIELDS, { maxLength: Number.POSITIVE_INFINITY });
  } catch (error) {
    if (error instanceof FormulaError) {
      expect(error.position).toBeGreaterThanOrEqual(0);
      expect(error.position).toBeLessThanOrEqual(Math.max(source.length, 3900));
      expect(error.message.length).toBeGreaterThan(0);
      return error.kind;
    }
    throw new Error(`compiling ${JSON.stringify(source)} threw ${String(error)}`);
  }
  const { root } = checkFormula(parseFormula(source), FIELDS);
  for (const record of RECORDS) {
    for (const priorRecord of [null, RECORDS[2]!]) {
      const runtime = createRuntime({
        record,
        priorRecord,
        now: new Date('2024-03-10T23:30:00Z'),
        timeZone: 'Asia/Tokyo',
      });
      const value = evaluateNode(root, runtime);
      if (!matchesType(root.type, value)) {
        throw new Error(`${JSON.stringify(source)} is ${root.type} but gave ${JSON.stringify(value)}`);
      }
    }
  }
  return 'compiled';
}

describe('formula: fuzzing', () => {
  it('random garbage only ever throws FormulaError', () => {
    const outcomes = new Map<string, number>();
    for (let i = 0; i < 1200; i += 1) {
      const outcome = exercise(randomGarbage());
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect(outcomes.get('syntax')).toBeGreaterThan(40);
  });

  it('mutated valid formulas only ever throw FormulaError, and those that compile evaluate to their type', () => {
    const outcomes = new Map<string, number>();
    for (const source of VALID) expect(exercise(source)).toBe('compiled');
    for (let i = 0; i < 1200; i += 1) {
      const outcome = exercise(mutate(pick(VALID)));
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    // The mutations reach past the parser into the type checker and the evaluator.
    expect(outcomes.get('compiled')).toBeGreaterThan(40);
    expect(outcomes.get('type')).toBeGreaterThan(40);
  });

  it.each([
    ['deep parentheses', '('.repeat(5000)],
    ['deep calls', 'NOT('.repeat(2000)],
    ['deep unary minus', `${'-'.repeat(3000)}1`],
    ['a long chain', Array.from({ length: 1950 }, () => '1').join('+')],
    ['a chain far past the length limit', Array.from({ length: 50_000 }, () => 'Amount').join('*')],
    ['a long comparison chain', Array.from({ length: 1300 }, () => '1').join('<')],
    ['an unclosed string', `"${'x'.repeat(3000)}`],
    ['an unclosed comment', `/*${'*'.repeat(3000)}`],
    ['a lone backslash', '"\\'],
    ['NUL and surrogate halves', '"\u0000\ud800" & Name'],
  ])('%s', (_title, source) => {
    expect(() => exercise(source)).not.toThrow();
  });

  it('refuses non-text sources with a FormulaError', () => {
    for (const source of [null, undefined, 42, {}]) {
      expect(() => compileFormula(source as unknown as string, FIELDS)).toThrow(FormulaError);
    }
  });
});
