import type { FormulaNode } from './ast.js';
import { formatDate, parseDateText, todayIn, utcDate } from './date-values.js';
import { formatDecimal } from './decimal.js';
import { FormulaError } from './errors.js';
import { parseFormula } from './parser.js';
import { type CheckedNode, checkFormula } from './type-checker.js';
import type { FormulaFieldInfo, FormulaType } from './types.js';

/**
 * Formula fields have no column; a list filters and sorts on one by computing it in the database. This
 * translates a type-checked formula into a dialect-neutral SQL plan that the server renders for SQLite or
 * PostgreSQL, for the part of the language whose meaning SQL can reproduce on both: the same blanks, the
 * same division by zero (blank), the same decimal rounding. Everything else answers "not compilable" with
 * the construct to blame, so a list can say which function keeps it from filtering.
 */

/** The result types a plan can have: the ones a list filter compares. */
export type FormulaSqlType = 'number' | 'text' | 'boolean' | 'date';

export type FormulaSqlNode =
  /** A column of the same record, read as the formula reads it: text never null, an unset checkbox false. */
  | { op: 'field'; field: string; type: FormulaSqlType }
  | { op: 'number'; value: number }
  | { op: 'text'; value: string }
  | { op: 'boolean'; value: boolean }
  /** A date as YYYY-MM-DD, the form date columns hold. */
  | { op: 'date'; value: string }
  | { op: 'null'; type: FormulaSqlType }
  /** TODAY(): a bound parameter (YYYY-MM-DD in the caller's zone), never part of the SQL text. */
  | { op: 'today' }
  | { op: 'arith'; operator: '+' | '-' | '*'; left: FormulaSqlNode; right: FormulaSqlNode }
  /** Blank when the divisor is 0 (the evaluator's rule), never a database error. */
  | { op: 'divide'; left: FormulaSqlNode; right: FormulaSqlNode }
  | { op: 'negate'; operand: FormulaSqlNode }
  /**
   * Where a number is looked at (compared, rounded, answered): binary floating point (SQLite's REAL) is
   * brought back to the short decimal the evaluator computes (0.1 + 0.2 is 0.3); exact decimals
   * (PostgreSQL's numeric) need nothing.
   */
  | { op: 'decimal'; operand: FormulaSqlNode }
  /** A blank text read as "" (text is never blank-as-null in the formula language). */
  | { op: 'textOf'; operand: FormulaSqlNode }
  /** A blank condition read as false. */
  | { op: 'truth'; operand: FormulaSqlNode }
  | { op: 'concat'; parts: FormulaSqlNode[] }
  /** Never blank: false when either side is blank, as the evaluator compares. */
  | {
      op: 'compare';
      operator: '=' | '<>' | '<' | '>' | '<=' | '>=';
      left: FormulaSqlNode;
      right: FormulaSqlNode;
    }
  | { op: 'and' | 'or'; operands: FormulaSqlNode[] }
  | { op: 'not'; operand: FormulaSqlNode }
  | {
      op: 'case';
      type: FormulaSqlType;
      branches: Array<{ when: FormulaSqlNode; value: FormulaSqlNode }>;
      otherwise: FormulaSqlNode;
    }
  | { op: 'isNull'; operand: FormulaSqlNode }
  | { op: 'coalesce'; type: FormulaSqlType; operands: FormulaSqlNode[] }
  | { op: 'length'; operand: FormulaSqlNode }
  /** The first or last `count` characters; the count is a constant of the formula. */
  | { op: 'left' | 'right'; operand: FormulaSqlNode; count: number }
  /** Removes the whitespace JavaScript's trim removes, not only spaces. */
  | { op: 'trim'; operand: FormulaSqlNode }
  | { op: 'contains' | 'begins'; text: FormulaSqlNode; search: FormulaSqlNode }
  /** Half away from zero on the decimal value; `places` is a constant of the formula. */
  | { op: 'round'; operand: FormulaSqlNode; places: number }
  | { op: 'abs'; operand: FormulaSqlNode }
  /** Blank when any operand is blank (PostgreSQL's least/greatest would skip blanks). */
  | { op: 'least' | 'greatest'; operands: FormulaSqlNode[] }
  /** A date moved by the whole days below `days` (the evaluator floors). */
  | { op: 'addDays'; date: FormulaSqlNode; days: FormulaSqlNode }
  | { op: 'dayDiff'; left: FormulaSqlNode; right: FormulaSqlNode };

export type FormulaSqlPlan =
  | {
      compilable: true;
      type: FormulaSqlType;
      root: FormulaSqlNode;
      /** Record fields read, as api names. */
      fields: string[];
      /** TODAY() appears: the plan needs the date as a parameter and cannot be indexed. */
      usesToday: boolean;
    }
  | {
      compilable: false;
      /** What prevents it, for a person: "function TEXT of a number", "date-time values", … */
      blocker: string;
      reason: string;
    };

/** Text the SQL trim removes: the characters JavaScript's String.prototype.trim treats as white space. */
export const TRIMMED_CHARACTERS =
  ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** Functions the plan covers; any other makes the formula not compilable. */
export const SQL_COMPILABLE_FUNCTIONS: readonly string[] = [
  'IF',
  'CASE',
  'AND',
  'OR',
  'NOT',
  'ISBLANK',
  'ISNULL',
  'BLANKVALUE',
  'NULLVALUE',
  'ISPICKVAL',
  'TEXT',
  'LEN',
  'LEFT',
  'RIGHT',
  'TRIM',
  'CONTAINS',
  'BEGINS',
  'ROUND',
  'ABS',
  'MIN',
  'MAX',
  'DATE',
  'DATEVALUE',
  'TODAY',
];

/** Why a function is left out when it is not merely absent from the list above. */
const WHY_NOT: Readonly<Record<string, string>> = {
  UPPER: 'SQLite changes the case of ASCII letters only, so the database would disagree with the formula',
  LOWER: 'SQLite changes the case of ASCII letters only, so the database would disagree with the formula',
  NOW: 'date-time values are not computed in the database',
  ISCHANGED: 'it reads the value before a change, which a stored record does not have',
  PRIORVALUE: 'it reads the value before a change, which a stored record does not have',
  ISNEW: 'it depends on a save in progress',
  REGEX: 'Java regular expressions have no SQL equivalent on both databases',
};

class NotCompilable extends Error {
  constructor(
    readonly blocker: string,
    reason: string,
  ) {
    super(reason);
  }
}

function refuse(blocker: string, reason: string): never {
  throw new NotCompilable(blocker, reason);
}

function refuseFunction(name: string, detail?: string): never {
  const why = detail ?? WHY_NOT[name] ?? 'it has no SQL form on both SQLite and PostgreSQL';
  refuse(`function ${name}`, `function ${name}: ${why}`);
}

/** Formula types the plan can carry; the rest (date-times, times, multi-select picklists) refuse. */
function sqlType(type: FormulaType, what: string): FormulaSqlType {
  switch (type) {
    case 'number':
    case 'text':
    case 'boolean':
    case 'date':
      return type;
    case 'picklist':
      return 'text';
    case 'datetime':
    case 'time':
      return refuse(
        'date-time values',
        `${what}: date-time and time values are not computed in the database (their stored form and zones vary)`,
      );
    case 'multipicklist':
      return refuse(
        'multi-select picklists',
        `${what}: multi-select picklist values are not compiled to SQL`,
      );
    case 'null':
      return refuse('blank result', `${what}: the formula is always blank`);
  }
}

/** Whether SQL may answer NULL for the node; where the formula reads a blank as "" or false, it is wrapped. */
export function sqlNullable(node: FormulaSqlNode): boolean {
  switch (node.op) {
    case 'field':
      return node.type === 'number' || node.type === 'date';
    case 'number':
    case 'text':
    case 'boolean':
    case 'date':
    case 'today':
    case 'textOf':
    case 'truth':
    case 'concat':
    case 'compare':
    case 'and':
    case 'or':
    case 'not':
    case 'isNull':
    case 'length':
    case 'left':
    case 'right':
    case 'trim':
    case 'contains':
    case 'begins':
      return false;
    case 'decimal':
      return sqlNullable(node.operand);
    case 'case':
      return node.branches.some((branch) => sqlNullable(branch.value)) || sqlNullable(node.otherwise);
    case 'coalesce':
      return node.operands.every(sqlNullable);
    default:
      return true;
  }
}

const textOf = (node: FormulaSqlNode): FormulaSqlNode =>
  sqlNullable(node) ? { op: 'textOf', operand: node } : node;
const truth = (node: FormulaSqlNode): FormulaSqlNode =>
  sqlNullable(node) ? { op: 'truth', operand: node } : node;
const decimal = (node: FormulaSqlNode): FormulaSqlNode =>
  node.op === 'number' || node.op === 'null' || node.op === 'decimal' || node.op === 'length'
    ? node
    : { op: 'decimal', operand: node };

/** A number written in the formula (also `-2`), or null when the argument is computed. */
function constantNumber(node: CheckedNode): number | null | undefined {
  if (node.kind === 'literal') return typeof node.value === 'number' ? node.value : null;
  if (node.kind === 'unary' && node.operator === '-' && node.operand.kind === 'literal') {
    return typeof node.operand.value === 'number' ? -node.operand.value : null;
  }
  return undefined;
}

function findPath(node: FormulaNode): string | null {
  switch (node.kind) {
    case 'field':
      return !node.name.startsWith('$') && node.name.includes('.') ? node.name : null;
    case 'call':
      return node.args.map(findPath).find((path) => path !== null) ?? null;
    case 'unary':
      return findPath(node.operand);
    case 'binary':
      return findPath(node.left) ?? findPath(node.right);
    default:
      return null;
  }
}

/**
 * The SQL plan of a formula field's expression over the object's columns (`fields`: those with a column,
 * as formulas see them), or why there is none.
 */
export function formulaToSql(source: string, fields: readonly FormulaFieldInfo[]): FormulaSqlPlan {
  let usesToday = false;
  try {
    const tree = parseFormula(source);
    const path = findPath(tree);
    if (path !== null) {
      refuse('cross-object path', `${path}: fields of related records are not read in the database`);
    }
    const { root, referencedFields } = checkFormula(tree, fields);
    const type = sqlType(root.type, 'result');

    const compile = (node: CheckedNode, want: FormulaSqlType): FormulaSqlNode => {
      if (node.type === 'null') return { op: 'null', type: want };
      switch (node.kind) {
        case 'literal':
          return literal(node.value, sqlType(node.type, 'value'));
        case 'field':
          return { op: 'field', field: node.apiName, type: sqlType(node.type, node.apiName) };
        case 'user':
          return refuse(
            `$User.${node.name}`,
            `$User.${node.name}: the value depends on who is asking, not on the record`,
          );
        case 'unary':
          if (node.operator === '!') return { op: 'not', operand: truth(compile(node.operand, 'boolean')) };
          return node.operator === '-'
            ? { op: 'negate', operand: compile(node.operand, 'number') }
            : compile(node.operand, 'number');
        case 'binary':
          return binary(node);
        case 'call':
          return call(node);
      }
    };

    const binary = (node: Extract<CheckedNode, { kind: 'binary' }>): FormulaSqlNode => {
      const { operator, left, right } = node;
      const leftType = left.type;
      const rightType = right.type;
      if (operator === '&&' || operator === '||') {
        return {
          op: operator === '&&' ? 'and' : 'or',
          operands: [truth(compile(left, 'boolean')), truth(compile(right, 'boolean'))],
        };
      }
      if (operator === '&' || (operator === '+' && (leftType === 'text' || rightType === 'text'))) {
        return { op: 'concat', parts: [textOf(compile(left, 'text')), textOf(compile(right, 'text'))] };
      }
      if (operator === '^') return refuse('operator ^', 'operator ^: powers have no SQL form on SQLite');
      const isTemporal = (type: FormulaType) => type === 'datetime' || type === 'time';
      if (isTemporal(leftType) || isTemporal(rightType)) sqlType('datetime', `operator ${operator}`);
      if (
        operator === '=' ||
        operator === '<>' ||
        operator === '<' ||
        operator === '>' ||
        operator === '<=' ||
        operator === '>='
      ) {
        if (leftType === 'text' || rightType === 'text') {
          return {
            op: 'compare',
            operator,
            left: textOf(compile(left, 'text')),
            right: textOf(compile(right, 'text')),
          };
        }
        // Comparing with a blank is false, whatever the operator.
        if (leftType === 'null' || rightType === 'null') return { op: 'boolean', value: false };
        const type = sqlType(leftType, `operator ${operator}`);
        const side = (operand: CheckedNode) =>
          type === 'number' ? decimal(compile(operand, type)) : compile(operand, type);
        return { op: 'compare', operator, left: side(left), right: side(right) };
      }
      // Arithmetic: numbers, or dates moved by days, or days between dates. A blank side gives blank.
      if (leftType === 'null' || rightType === 'null') {
        return { op: 'null', type: sqlType(node.type, `operator ${operator}`) };
      }
      if (leftType === 'date' || rightType === 'date') {
        if (operator === '-' && leftType === 'date' && rightType === 'date') {
          return { op: 'dayDiff', left: compile(left, 'date'), right: compile(right, 'date') };
        }
        const dateFirst = leftType === 'date';
        const date = compile(dateFirst ? left : right, 'date');
        const days = compile(dateFirst ? right : left, 'number');
        return {
          op: 'addDays',
          date,
          days: operator === '-' ? { op: 'negate', operand: days } : days,
        };
      }
      const a = compile(left, 'number');
      const b = compile(right, 'number');
      if (operator === '/') return { op: 'divide', left: a, right: b };
      if (operator === '+' || operator === '-' || operator === '*') {
        return { op: 'arith', operator, left: a, right: b };
      }
      return refuse(`operator ${operator}`, `operator ${operator} has no SQL form`);
    };

    const call = (node: Extract<CheckedNode, { kind: 'call' }>): FormulaSqlNode => {
      const name = node.definition.name;
      const args = node.args;
      const want = (): FormulaSqlType => sqlType(node.type, name);
      switch (name) {
        case 'IF':
          return {
            op: 'case',
            type: want(),
            branches: [{ when: compile(args[0]!, 'boolean'), value: compile(args[1]!, want()) }],
            otherwise: compile(args[2]!, want()),
          };
        case 'CASE': {
          const subject = args[0]!;
          const type = want();
          const subjectType = subject.type === 'null' ? 'number' : sqlType(subject.type, 'CASE');
          const branches: Array<{ when: FormulaSqlNode; value: FormulaSqlNode }> = [];
          for (let index = 1; index < args.length - 1; index += 2) {
            const candidate = args[index]!;
            // A blank subject matches nothing; text compares as text ("" for blank).
            const when: FormulaSqlNode =
              subjectType === 'text'
                ? {
                    op: 'compare',
                    operator: '=',
                    left: textOf(compile(subject, 'text')),
                    right: textOf(compile(candidate, 'text')),
                  }
                : subject.type === 'null' || candidate.type === 'null'
                  ? { op: 'boolean', value: false }
                  : {
                      op: 'compare',
                      operator: '=',
                      left:
                        subjectType === 'number'
                          ? decimal(compile(subject, subjectType))
                          : compile(subject, subjectType),
                      right:
                        subjectType === 'number'
                          ? decimal(compile(candidate, subjectType))
                          : compile(candidate, subjectType),
                    };
            branches.push({ when, value: compile(args[index + 1]!, type) });
          }
          return { op: 'case', type, branches, otherwise: compile(args[args.length - 1]!, type) };
        }
        case 'AND':
        case 'OR':
          return {
            op: name === 'AND' ? 'and' : 'or',
            operands: args.map((arg) => truth(compile(arg, 'boolean'))),
          };
        case 'NOT':
          return { op: 'not', operand: truth(compile(args[0]!, 'boolean')) };
        case 'ISBLANK': {
          const arg = args[0]!;
          if (arg.type === 'null') return { op: 'boolean', value: true };
          const type = sqlType(arg.type, name);
          const value = compile(arg, type);
          return type === 'text'
            ? { op: 'compare', operator: '=', left: textOf(value), right: { op: 'text', value: '' } }
            : { op: 'isNull', operand: value };
        }
        case 'ISNULL': {
          const arg = args[0]!;
          if (arg.type === 'null') return { op: 'boolean', value: true };
          return { op: 'isNull', operand: compile(arg, sqlType(arg.type, name)) };
        }
        case 'BLANKVALUE': {
          const type = want();
          const value = compile(args[0]!, type);
          const substitute = compile(args[1]!, type);
          if (type !== 'text') return { op: 'coalesce', type, operands: [value, substitute] };
          return {
            op: 'case',
            type,
            branches: [
              {
                when: { op: 'compare', operator: '=', left: textOf(value), right: { op: 'text', value: '' } },
                value: substitute,
              },
            ],
            otherwise: value,
          };
        }
        case 'NULLVALUE': {
          const type = want();
          return { op: 'coalesce', type, operands: [compile(args[0]!, type), compile(args[1]!, type)] };
        }
        case 'ISPICKVAL':
          return {
            op: 'compare',
            operator: '=',
            left: textOf(compile(args[0]!, 'text')),
            right: textOf(compile(args[1]!, 'text')),
          };
        case 'TEXT': {
          const arg = args[0]!;
          // A picklist is its stored value and a date its YYYY-MM-DD; numbers are formatted, which SQL can't match.
          if (arg.type === 'picklist' || arg.type === 'date' || arg.type === 'null') {
            return textOf(compile(arg, arg.type === 'picklist' ? 'text' : 'date'));
          }
          return refuseFunction(
            'TEXT',
            `TEXT of a ${arg.type === 'number' ? 'number' : 'date-time'} formats it as the formula does, which SQL cannot reproduce`,
          );
        }
        case 'LEN':
          return { op: 'length', operand: textOf(compile(args[0]!, 'text')) };
        case 'LEFT':
        case 'RIGHT': {
          const count = constantNumber(args[1]!);
          if (count === undefined) {
            return refuseFunction(name, 'the count of characters must be a number written in the formula');
          }
          return {
            op: name === 'LEFT' ? 'left' : 'right',
            operand: textOf(compile(args[0]!, 'text')),
            count: count === null || count < 0 ? 0 : Math.trunc(count),
          };
        }
        case 'TRIM':
          return { op: 'trim', operand: textOf(compile(args[0]!, 'text')) };
        case 'CONTAINS':
        case 'BEGINS':
          return {
            op: name === 'CONTAINS' ? 'contains' : 'begins',
            text: textOf(compile(args[0]!, 'text')),
            search: textOf(compile(args[1]!, 'text')),
          };
        case 'ROUND': {
          const places = constantNumber(args[1]!);
          if (places === null) return { op: 'null', type: 'number' };
          if (places === undefined || Math.abs(Math.trunc(places)) > 15) {
            return refuseFunction(
              'ROUND',
              'the number of places must be written in the formula, from -15 to 15',
            );
          }
          return { op: 'round', operand: decimal(compile(args[0]!, 'number')), places: Math.trunc(places) };
        }
        case 'ABS':
          return { op: 'abs', operand: compile(args[0]!, 'number') };
        case 'MIN':
        case 'MAX': {
          const operands = args.map((arg) => compile(arg, 'number'));
          if (operands.length === 1) return operands[0]!;
          return { op: name === 'MIN' ? 'least' : 'greatest', operands };
        }
        case 'DATE': {
          const parts = args.map(constantNumber);
          if (parts.some((part) => part === undefined)) {
            return refuseFunction('DATE', 'its year, month and day must be numbers written in the formula');
          }
          const [year, month, day] = parts as Array<number | null>;
          if (year == null || month == null || day == null) return { op: 'null', type: 'date' };
          const date = utcDate(Math.trunc(year), Math.trunc(month), Math.trunc(day));
          return date ? { op: 'date', value: formatDate(date) } : { op: 'null', type: 'date' };
        }
        case 'DATEVALUE': {
          const arg = args[0]!;
          if (arg.type === 'date') return compile(arg, 'date');
          if (arg.kind === 'literal' && typeof arg.value === 'string') {
            const date = parseDateText(arg.value);
            return date ? { op: 'date', value: formatDate(date) } : { op: 'null', type: 'date' };
          }
          return refuseFunction('DATEVALUE', 'only of a date or of a date written in the formula');
        }
        case 'TODAY':
          usesToday = true;
          return { op: 'today' };
        default:
          return refuseFunction(name);
      }
    };

    const compiled = compile(root, type);
    return {
      compilable: true,
      type,
      root: type === 'number' ? decimal(compiled) : compiled,
      fields: referencedFields,
      usesToday,
    };
  } catch (error) {
    if (error instanceof NotCompilable) {
      return { compilable: false, blocker: error.blocker, reason: error.message };
    }
    if (error instanceof FormulaError) {
      return { compilable: false, blocker: 'formula error', reason: error.message };
    }
    throw error;
  }
}

function literal(value: unknown, type: FormulaSqlType): FormulaSqlNode {
  if (value === null) return { op: 'null', type };
  if (typeof value === 'number') return { op: 'number', value };
  if (typeof value === 'boolean') return { op: 'boolean', value };
  if (typeof value === 'string') return { op: 'text', value };
  return refuse('value', 'a value of this kind has no SQL form');
}

/** TODAY()'s parameter: the date in `timeZone` as YYYY-MM-DD, as the evaluator's TODAY() reads it. */
export function todayForSql(now: Date, timeZone = 'UTC'): string {
  const today = todayIn(now, timeZone);
  return today ? formatDate(today) : formatDate(new Date(0));
}

/**
 * A number as SQL literal text with a decimal point, so neither database reads it as an integer (SQLite and
 * PostgreSQL divide integers as integers; the formula never does).
 */
export function sqlNumberText(value: number): string {
  const text = formatDecimal(Math.abs(value));
  const withPoint = text.includes('.') ? text : `${text}.0`;
  return value < 0 ? `(-${withPoint})` : withPoint;
}
