import { atPosition, FormulaError, typeLabel, typeLabels } from '../errors.js';
import type { FormulaType, FormulaValue } from '../types.js';

/** What the type checker knows about one argument of a call. */
export interface ArgumentInfo {
  type: FormulaType;
  position: number;
  /** Set when the argument is a bare record field (ISCHANGED and PRIORVALUE take nothing else). */
  fieldName?: string;
  /** Set when the argument is a text literal, so patterns can be checked when the rule is saved. */
  literal?: string;
}

/** One argument while a call runs: evaluated only when a function asks, so IF and CASE are lazy. */
export interface EvaluationArgument {
  type: FormulaType;
  fieldName?: string;
  value(): FormulaValue;
}

/** What functions may read besides their arguments. */
export interface FormulaRuntime {
  isNew: boolean;
  now: Date;
  today(): Date | null;
  priorValue(apiName: string, type: FormulaType): FormulaValue;
  currentValue(apiName: string, type: FormulaType): FormulaValue;
}

export interface FunctionDefinition {
  name: string;
  minArgs: number;
  /** `Infinity` for AND, OR, MAX, MIN, CASE … */
  maxArgs: number;
  /** Extra rule on the count beyond min/max, e.g. CASE's even count; returns a message or null. */
  arityProblem?: (count: number) => string | null;
  /**
   * Salesforce lets picklist and multi-select picklist fields appear only in a few functions, and only
   * in certain argument slots; everywhere else they are a compile error.
   */
  picklistArgs?: 'first' | 'all';
  multiPicklistArgs?: 'first' | 'all';
  /** Every argument must be a record field, not an expression (ISCHANGED, PRIORVALUE). */
  fieldArgs?: boolean;
  /** Checks argument types (throwing FormulaError) and gives the result type. */
  returns(args: readonly ArgumentInfo[]): FormulaType;
  evaluate(args: readonly EvaluationArgument[], runtime: FormulaRuntime): FormulaValue;
}

export function wrongArgumentType(
  functionName: string,
  expected: readonly FormulaType[],
  arg: ArgumentInfo,
): FormulaError {
  return new FormulaError(
    'type',
    atPosition(
      `Incorrect parameter type for function '${functionName}()'. Expected ${typeLabels(expected)}, received ${typeLabel(arg.type)}`,
      arg.position,
    ),
    arg.position,
  );
}

/** Throws unless `arg` has one of `allowed` types; NULL fits anything. */
export function expectArgument(
  functionName: string,
  arg: ArgumentInfo | undefined,
  allowed: readonly FormulaType[],
): void {
  if (!arg || arg.type === 'null' || allowed.includes(arg.type)) return;
  throw wrongArgumentType(functionName, allowed, arg);
}

export function expectArguments(
  functionName: string,
  args: readonly ArgumentInfo[],
  allowed: readonly FormulaType[],
): void {
  for (const arg of args) expectArgument(functionName, arg, allowed);
}

/** The one type all `args` share (NULL joins any), or a type error at the first that differs. */
export function unifyArguments(functionName: string, args: readonly ArgumentInfo[]): FormulaType {
  let common: FormulaType = 'null';
  for (const arg of args) {
    if (arg.type === 'null') continue;
    if (common === 'null') common = arg.type;
    else if (arg.type !== common) throw wrongArgumentType(functionName, [common], arg);
  }
  return common;
}

/** Text is never blank-as-null in Salesforce: a null text reads as "". */
export function textOf(value: FormulaValue): string {
  return typeof value === 'string' ? value : '';
}

export function numberOf(value: FormulaValue): number | null {
  return typeof value === 'number' ? value : null;
}

export function dateOf(value: FormulaValue): Date | null {
  return value instanceof Date ? value : null;
}

export function isBlankValue(value: FormulaValue): boolean {
  return value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Logical tests read a blank as false. */
export function isTrue(value: FormulaValue): boolean {
  return value === true;
}
