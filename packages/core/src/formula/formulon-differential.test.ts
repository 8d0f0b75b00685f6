/**
 * Differential tests against formulon, an independent implementation of Salesforce formula semantics.
 * A seeded generator builds well-typed formulas over numbers, texts, booleans and dates from the
 * functions both implementations support; each must give the same value in both.
 *
 * The generator stays clear of formulon's known departures from Salesforce, which we do not copy:
 * - blanks: formulon has no consistent blank handling (LEN(NULL) throws, NULL + 1 is a type error),
 *   so generated formulas never produce a blank (no NULL, divisors are non-zero literals);
 * - unary minus before a parenthesis is a syntax error in formulon: negatives are literals;
 * - MOD on decimals uses binary floating point in formulon (MOD(0.3, 0.1) = 0.0999…): MOD gets integers;
 * - MID with a start below 1 wraps around in formulon (MID("hello", 0, 2) = "o"): starts are ≥ 1;
 * - VALUE("12abc") is 12 in formulon (parseFloat) but blank in Salesforce: VALUE gets clean numbers;
 * - REGEX anchors without a group in formulon, so "a|b" is not matched as a whole: no alternations;
 * - RIGHT with more characters than the text has wraps around in formulon (RIGHT("abc", 5) = "bc"):
 *   counts are capped at the length;
 * - formulon reads no backslash escapes in text literals: patterns avoid backslashes;
 * - ^ with a fractional exponent is refused by formulon: exponents are small integers;
 * - ADDMONTHS from the last day of a month stays on that day in formulon, unlike Salesforce's
 *   documented rule (covered by our own table tests): days are at most 28.
 * Numbers are compared with a relative tolerance: formulon divides with 20 significant digits, we keep
 * doubles.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compileFormula, type FormulaFieldInfo, type FormulaValue } from './index.js';

interface FormulonLiteral {
  type: 'literal' | 'error';
  dataType?: string;
  value?: unknown;
  message?: string;
  options?: Record<string, number>;
}

interface Formulon {
  parse(formula: string, identifiers?: Record<string, FormulonLiteral>): FormulonLiteral;
}

const formulon = createRequire(import.meta.url)('formulon') as Formulon;

/** mulberry32: small, fast, and the same sequence on every machine. */
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

type GeneratedType = 'number' | 'integer' | 'text' | 'boolean' | 'date';

const VARIABLES = {
  N1: { type: 'number', value: 12.5 },
  N2: { type: 'number', value: -3 },
  N3: { type: 'number', value: 0.25 },
  T1: { type: 'text', value: 'Hello World' },
  T2: { type: 'text', value: '  padded ' },
  T3: { type: 'text', value: '' },
  B1: { type: 'boolean', value: true },
  B2: { type: 'boolean', value: false },
  D1: { type: 'date', value: '2024-02-15' },
} as const;

const FIELDS: FormulaFieldInfo[] = Object.entries(VARIABLES).map(([apiName, variable]) => ({
  apiName,
  type: variable.type,
}));

const RECORD = Object.fromEntries(
  Object.entries(VARIABLES).map(([name, variable]) => [name, variable.value]),
);

function scaleOf(value: number): number {
  return String(value).split('.')[1]?.length ?? 0;
}

function toFormulonLiteral(variable: (typeof VARIABLES)[keyof typeof VARIABLES]): FormulonLiteral {
  if (variable.type === 'number') {
    return {
      type: 'literal',
      dataType: 'number',
      value: variable.value,
      options: { length: 8, scale: scaleOf(variable.value) },
    };
  }
  if (variable.type === 'text')
    return { type: 'literal', dataType: 'text', value: variable.value, options: { length: 255 } };
  if (variable.type === 'boolean')
    return { type: 'literal', dataType: 'checkbox', value: variable.value, options: {} };
  return { type: 'literal', dataType: 'date', value: new Date(`${variable.value}T00:00:00Z`), options: {} };
}

const FORMULON_IDENTIFIERS: Record<string, FormulonLiteral> = Object.fromEntries(
  Object.entries(VARIABLES).map(([name, variable]) => [name, toFormulonLiteral(variable)]),
);

const TEXTS = ['"abc"', '"Hello"', '"x y z"', '""', '"ABC def"', '"12"', '" a "', "'it'"];
const PATTERNS = ['"[a-z]+"', '"[A-Z].*"', '".*o.*"', '"[0-9]+"', '"[a-c]{3}"', '"H.llo"'];

class FormulaGenerator {
  constructor(private readonly random: () => number) {}

  private int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private numberLiteral(): string {
    const value = this.random() < 0.6 ? this.int(-20, 100) : this.int(-2000, 10000) / 100;
    return value < 0 ? `(${value})` : String(value);
  }

  generate(type: GeneratedType, depth: number): string {
    const leaf = depth <= 0 || this.random() < 0.2;
    switch (type) {
      case 'number':
        return leaf ? this.pick([this.numberLiteral(), 'N1', 'N2', 'N3']) : this.number(depth - 1);
      case 'integer':
        return leaf ? String(this.int(-50, 50)).replace(/^-(.*)$/, '(-$1)') : this.integer(depth - 1);
      case 'text':
        return leaf ? this.pick([...TEXTS, 'T1', 'T2', 'T3']) : this.text(depth - 1);
      case 'boolean':
        return leaf ? this.pick(['TRUE', 'FALSE', 'B1', 'B2']) : this.boolean(depth - 1);
      case 'date':
        return leaf ? this.dateLiteral() : this.date(depth - 1);
    }
  }

  private dateLiteral(): string {
    return this.random() < 0.3
      ? 'D1'
      : `DATE(${this.int(1990, 2030)}, ${this.int(1, 12)}, ${this.int(1, 28)})`;
  }

  private number(d: number): string {
    const n = () => this.generate('number', d);
    const choices: Array<() => string> = [
      () => `(${n()} + ${n()})`,
      () => `(${n()} - ${n()})`,
      () => `(${n()} * ${n()})`,
      () => `(${n()} / ${this.pick(['2', '4', '(-5)', '0.5', '8', '3'])})`,
      () => `(${this.pick(['2', '(-2)', '1.5', '3', 'N3'])} ^ ${this.int(0, 3)})`,
      () => `ROUND(${n()}, ${this.int(0, 3)})`,
      () => `ABS(${n()})`,
      () => `MAX(${n()}, ${n()})`,
      () => `MIN(${n()}, ${n()}, ${n()})`,
      () => `MOD(${this.generate('integer', d)}, ${this.pick(['3', '(-4)', '7', '10'])})`,
      () => `LEN(${this.generate('text', d)})`,
      () => `VALUE(${this.pick(['"42"', '"3.25"', '"-7"', '" 8 "'])})`,
      () => `IF(${this.generate('boolean', d)}, ${n()}, ${n()})`,
      () => `CASE(${this.generate('integer', d)}, 1, ${n()}, 2, ${n()}, ${n()})`,
      () => `FLOOR(${n()})`,
      () => `CEILING(${n()})`,
      () => `YEAR(${this.generate('date', d)})`,
      () => `MONTH(${this.generate('date', d)}) + DAY(${this.generate('date', d)})`,
      () => `(${this.generate('date', d)} - ${this.generate('date', d)})`,
    ];
    return this.pick(choices)();
  }

  private integer(d: number): string {
    const i = () => this.generate('integer', d);
    return this.pick<() => string>([
      () => `(${i()} + ${i()})`,
      () => `(${i()} * ${i()})`,
      () => `ROUND(${this.generate('number', d)}, 0)`,
      () => `LEN(${this.generate('text', d)})`,
      () => `ABS(${i()})`,
    ])();
  }

  private text(d: number): string {
    const t = () => this.generate('text', d);
    const count = () => String(this.int(0, 6));
    return this.pick<() => string>([
      () => `(${t()} & ${t()})`,
      () => `(${t()} + ${t()})`,
      () => `LEFT(${t()}, ${count()})`,
      () => {
        const text = t();
        return `RIGHT(${text}, MIN(${count()}, LEN(${text})))`;
      },
      () => `MID(${t()}, ${this.int(1, 5)}, ${count()})`,
      () => `UPPER(${t()})`,
      () => `LOWER(${t()})`,
      () => `TRIM(${t()})`,
      () => `TEXT(${this.generate('number', d)})`,
      () => `TEXT(${this.generate('date', d)})`,
      () =>
        `SUBSTITUTE(${t()}, ${this.pick(['"l"', '"o"', '" "', '"a"'])}, ${this.pick(['"_"', '""', '"XY"'])})`,
      () => `IF(${this.generate('boolean', d)}, ${t()}, ${t()})`,
      () => `CASE(${t()}, "abc", ${t()}, "", ${t()}, ${t()})`,
      () => `BLANKVALUE(${t()}, ${t()})`,
    ])();
  }

  private boolean(d: number): string {
    const b = () => this.generate('boolean', d);
    const n = () => this.generate('number', d);
    const t = () => this.generate('text', d);
    const date = () => this.generate('date', d);
    return this.pick<() => string>([
      () => `(${n()} ${this.pick(['<', '>', '<=', '>=', '=', '==', '<>', '!='])} ${n()})`,
      () => `(${t()} ${this.pick(['=', '<>'])} ${t()})`,
      () => `(${date()} ${this.pick(['<', '>', '=', '<>'])} ${date()})`,
      () => `(${b()} && ${b()})`,
      () => `(${b()} || ${b()})`,
      () => `NOT(${b()})`,
      () => `AND(${b()}, ${b()}, ${b()})`,
      () => `OR(${b()}, ${b()})`,
      () => `ISBLANK(${this.pick([t, n])()})`,
      () => `CONTAINS(${t()}, ${t()})`,
      () => `BEGINS(${t()}, ${t()})`,
      () => `REGEX(${t()}, ${this.pick(PATTERNS)})`,
      () => `IF(${b()}, ${b()}, ${b()})`,
      () => `(${b()} = ${b()})`,
    ])();
  }

  private date(d: number): string {
    return this.pick<() => string>([
      () => `(${this.generate('date', d)} + ${this.int(-400, 400)})`,
      () => `(${this.generate('date', d)} - ${this.int(0, 60)})`,
      () => `ADDMONTHS(${this.dateLiteral()}, ${this.int(-24, 24)})`,
      () => `IF(${this.generate('boolean', d)}, ${this.dateLiteral()}, ${this.dateLiteral()})`,
    ])();
  }
}

function sameValue(ours: FormulaValue, theirs: unknown): boolean {
  if (typeof ours === 'number' && typeof theirs === 'number') {
    return Math.abs(ours - theirs) <= 1e-9 * Math.max(1, Math.abs(ours), Math.abs(theirs));
  }
  if (ours instanceof Date && theirs instanceof Date) return ours.getTime() === theirs.getTime();
  if (typeof ours === 'string' && typeof theirs === 'string') {
    if (ours === theirs) return true;
    // TEXT() of a quotient: formulon keeps 20 significant digits, we keep a double's 17.
    const [a, b] = [Number(ours), Number(theirs)];
    return ours !== '' && theirs !== '' && Number.isFinite(a) && Number.isFinite(b) && sameValue(a, b);
  }
  return ours === theirs;
}

const FORMULON_TYPES: Record<string, string> = {
  number: 'number',
  text: 'text',
  boolean: 'checkbox',
  date: 'date',
};

describe('formula: agrees with formulon on generated formulas', () => {
  const generator = new FormulaGenerator(seededRandom(20240531));
  const types: GeneratedType[] = ['number', 'text', 'boolean', 'date'];
  const cases = Array.from({ length: 800 }, (_, index) => {
    const type = types[index % types.length]!;
    return { type, formula: generator.generate(type, 1 + (index % 4)) };
  });

  it('generates 800 distinct-enough formulas of every type', () => {
    expect(new Set(cases.map((c) => c.formula)).size).toBeGreaterThan(600);
  });

  it.each(cases.map((c, index) => [index, c.type, c.formula] as const))(
    '#%i %s: %s',
    (_index, type, formula) => {
      const compiled = compileFormula(formula, FIELDS);
      expect(compiled.returnType).toBe(type);
      const ours = compiled.evaluate({ record: RECORD });
      const theirs = formulon.parse(formula, FORMULON_IDENTIFIERS);
      expect(theirs.type, theirs.message).toBe('literal');
      expect(theirs.dataType).toBe(FORMULON_TYPES[type]);
      if (!sameValue(ours, theirs.value)) {
        expect.fail(`ours ${JSON.stringify(ours)} but formulon ${JSON.stringify(theirs.value)}`);
      }
    },
  );
});

describe('formula: refuses what formulon refuses', () => {
  const random = seededRandom(7);
  const generator = new FormulaGenerator(random);
  const wrong = (type: GeneratedType) => generator.generate(type, 2);
  /** Slots that take one type, filled with an expression of another. */
  const templates: Array<(fill: () => string) => string> = [
    (fill) => `${fill()} * 2`,
    (fill) => `LEN(${fill()})`,
    (fill) => `AND(TRUE, ${fill()})`,
    (fill) => `NOT(${fill()})`,
    (fill) => `UPPER(${fill()})`,
    (fill) => `ROUND(${fill()}, 1)`,
    (fill) => `IF(${fill()}, 1, 2)`,
    (fill) => `CONTAINS(${fill()}, "a")`,
    (fill) => `ABS(${fill()})`,
  ];
  const slotTypes: GeneratedType[] = [
    'number',
    'text',
    'boolean',
    'boolean',
    'text',
    'number',
    'boolean',
    'text',
    'number',
  ];
  const cases: string[] = [];
  for (let round = 0; round < 12; round += 1) {
    templates.forEach((template, index) => {
      const others = (['number', 'text', 'boolean'] as const).filter((t) => t !== slotTypes[index]);
      cases.push(template(() => wrong(others[round % others.length]!)));
    });
  }

  it.each(cases)('%s', (formula) => {
    expect(formulon.parse(formula, FORMULON_IDENTIFIERS).type).toBe('error');
    expect(() => compileFormula(formula, FIELDS)).toThrow(/Incorrect parameter type/);
  });
});
