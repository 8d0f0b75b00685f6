import type { BinaryOperator, UnaryOperator } from './ast.js';
import { MS_PER_DAY, utcDay } from './date-values.js';
import {
  addDecimals,
  divideDecimals,
  finiteOrNull,
  multiplyDecimals,
  snapToShortDecimal,
  subtractDecimals,
} from './decimal.js';
import { atPosition, FormulaError, typeLabel, typeLabels } from './errors.js';
import { isTrue, textOf } from './functions/function-definition.js';
import type { FormulaType, FormulaValue } from './types.js';

export interface Operand {
  type: FormulaType;
  position: number;
}

/** Result types of `+` and `-` by operand types; NULL stands in for whichever type would fit. */
const ADDITION: Record<string, FormulaType> = {
  'number number': 'number',
  'text text': 'text',
  'date number': 'date',
  'number date': 'date',
  'datetime number': 'datetime',
  'number datetime': 'datetime',
  'time number': 'time',
  'number time': 'time',
};

const SUBTRACTION: Record<string, FormulaType> = {
  'number number': 'number',
  'date number': 'date',
  'date date': 'number',
  'datetime number': 'datetime',
  'datetime datetime': 'number',
  'time number': 'time',
  'time time': 'number',
};

const EQUATABLE: readonly FormulaType[] = ['number', 'text', 'boolean', 'date', 'datetime', 'time'];
const ORDERED: readonly FormulaType[] = ['number', 'date', 'datetime', 'time'];

function operatorError(operator: string, expected: readonly FormulaType[], operand: Operand): FormulaError {
  return new FormulaError(
    'type',
    atPosition(
      `Incorrect parameter type for operator '${operator}'. Expected ${typeLabels(expected)}, received ${typeLabel(operand.type)}`,
      operand.position,
    ),
    operand.position,
  );
}

function expectOperands(
  operator: string,
  allowed: readonly FormulaType[],
  operands: readonly Operand[],
): void {
  for (const operand of operands) {
    if (operand.type !== 'null' && !allowed.includes(operand.type))
      throw operatorError(operator, allowed, operand);
  }
}

/** Both sides the same type, NULL joining either; gives that type. */
function sameType(operator: string, left: Operand, right: Operand): FormulaType {
  if (left.type === 'null' || right.type === 'null' || left.type === right.type) {
    return left.type === 'null' ? right.type : left.type;
  }
  throw operatorError(operator, [left.type], right);
}

function arithmeticType(
  operator: '+' | '-',
  table: Record<string, FormulaType>,
  left: Operand,
  right: Operand,
): FormulaType {
  const combinations = Object.entries(table).map(([key, result]) => {
    const [leftType, rightType] = key.split(' ') as [FormulaType, FormulaType];
    return { leftType, rightType, result };
  });
  expectOperands(operator, [...new Set(combinations.map((c) => c.leftType))], [left]);
  expectOperands(operator, [...new Set(combinations.map((c) => c.rightType))], [right]);
  if (left.type === 'null' && right.type === 'null') return 'null';
  // A NULL operand stands for whatever fits the other side, a number where a number fits (date - NULL is a date).
  const fits = combinations.filter(
    (c) =>
      (left.type === 'null' || c.leftType === left.type) &&
      (right.type === 'null' || c.rightType === right.type),
  );
  const match = fits.find((c) => c.leftType === 'number' || c.rightType === 'number') ?? fits[0];
  if (match) return match.result;
  const expected: FormulaType[] = left.type === 'text' ? ['text'] : ['number'];
  throw operatorError(operator, expected, right);
}

export function binaryResultType(operator: BinaryOperator, left: Operand, right: Operand): FormulaType {
  switch (operator) {
    case '+':
      return arithmeticType('+', ADDITION, left, right);
    case '-':
      return arithmeticType('-', SUBTRACTION, left, right);
    case '*':
    case '/':
    case '^':
      expectOperands(operator, ['number'], [left, right]);
      return 'number';
    case '&':
      expectOperands(operator, ['text'], [left, right]);
      return 'text';
    case '=':
    case '<>':
      expectOperands(operator, EQUATABLE, [left, right]);
      sameType(operator, left, right);
      return 'boolean';
    case '<':
    case '>':
    case '<=':
    case '>=':
      expectOperands(operator, ORDERED, [left, right]);
      sameType(operator, left, right);
      return 'boolean';
    case '&&':
    case '||':
      expectOperands(operator, ['boolean'], [left, right]);
      return 'boolean';
  }
}

export function unaryResultType(operator: UnaryOperator, operand: Operand): FormulaType {
  const type: FormulaType = operator === '!' ? 'boolean' : 'number';
  expectOperands(operator, [type], [operand]);
  return type;
}

export function evaluateUnary(operator: UnaryOperator, value: FormulaValue): FormulaValue {
  if (operator === '!') return !isTrue(value);
  if (typeof value !== 'number') return null;
  return operator === '-' ? finiteOrNull(-value) : value;
}

/**
 * Runs a binary operator. Operands come as thunks so `&&` and `||` can stop early. Blank numbers, dates
 * and times make arithmetic blank and comparisons false; blank text is "".
 */
export function evaluateBinary(
  operator: BinaryOperator,
  leftType: FormulaType,
  rightType: FormulaType,
  left: () => FormulaValue,
  right: () => FormulaValue,
): FormulaValue {
  switch (operator) {
    case '&&':
      return isTrue(left()) && isTrue(right());
    case '||':
      return isTrue(left()) || isTrue(right());
    case '&':
      return textOf(left()) + textOf(right());
    default:
      break;
  }
  const a = left();
  const b = right();
  if (leftType === 'text' || rightType === 'text') {
    if (operator === '+') return textOf(a) + textOf(b);
    return compare(operator, textOf(a), textOf(b));
  }
  const temporal = temporalKind(leftType) ?? temporalKind(rightType) ?? 'date';
  switch (operator) {
    case '+':
      return add(a, b, temporal);
    case '-':
      return subtract(a, b, temporal);
    case '*':
      return typeof a === 'number' && typeof b === 'number' ? multiplyDecimals(a, b) : null;
    case '/':
      return typeof a === 'number' && typeof b === 'number' ? divideDecimals(a, b) : null;
    case '^':
      return typeof a === 'number' && typeof b === 'number' ? power(a, b) : null;
    default:
      return compare(operator, a, b);
  }
}

function power(base: number, exponent: number): number | null {
  const result = base ** exponent;
  return Number.isInteger(exponent) && Number.isInteger(base)
    ? finiteOrNull(result)
    : snapToShortDecimal(result);
}

type TemporalKind = 'date' | 'datetime' | 'time';

function temporalKind(type: FormulaType): TemporalKind | undefined {
  return type === 'date' || type === 'datetime' || type === 'time' ? type : undefined;
}

function add(a: FormulaValue, b: FormulaValue, kind: TemporalKind): FormulaValue {
  if (typeof a === 'number' && typeof b === 'number') return addDecimals(a, b);
  if (a instanceof Date && typeof b === 'number') return shiftDate(a, b, kind);
  if (typeof a === 'number' && b instanceof Date) return shiftDate(b, a, kind);
  return null;
}

function subtract(a: FormulaValue, b: FormulaValue, kind: TemporalKind): FormulaValue {
  if (typeof a === 'number' && typeof b === 'number') return subtractDecimals(a, b);
  if (a instanceof Date && typeof b === 'number') return shiftDate(a, -b, kind);
  if (a instanceof Date && b instanceof Date) return dateDifference(a, b, kind);
  return null;
}

/** Dates move by whole days, date-times by fractions of a day, times by milliseconds round the clock. */
function shiftDate(start: Date, amount: number, kind: TemporalKind): Date | null {
  switch (kind) {
    case 'date':
      return utcDay(new Date(start.getTime() + Math.floor(amount) * MS_PER_DAY));
    case 'datetime': {
      const shifted = new Date(start.getTime() + Math.round(amount * MS_PER_DAY));
      return utcDay(shifted) ? shifted : null;
    }
    case 'time':
      return new Date((((start.getTime() + Math.round(amount)) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY);
  }
}

/** Days between dates (whole) or date-times (fractional); milliseconds between times. */
function dateDifference(a: Date, b: Date, kind: TemporalKind): number | null {
  const milliseconds = a.getTime() - b.getTime();
  if (kind === 'time') return milliseconds;
  return snapToShortDecimal(milliseconds / MS_PER_DAY);
}

function compare(operator: BinaryOperator, a: FormulaValue, b: FormulaValue): boolean {
  if (a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false;
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  switch (operator) {
    case '=':
      return left === right;
    case '<>':
      return left !== right;
    case '<':
      return left < right;
    case '>':
      return left > right;
    case '<=':
      return left <= right;
    case '>=':
      return left >= right;
    default:
      return false;
  }
}
