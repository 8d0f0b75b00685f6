import type { FormulaType, FormulaValue } from '../types.js';
import {
  type ArgumentInfo,
  expectArgument,
  expectArguments,
  type FunctionDefinition,
  isBlankValue,
  isTrue,
  textOf,
  unifyArguments,
  wrongArgumentType,
} from './function-definition.js';

const CASE_SUBJECTS: readonly FormulaType[] = ['number', 'text', 'date', 'datetime', 'time', 'picklist'];

/** CASE compares like `=`, except that a blank subject matches nothing and falls to the default. */
function caseMatches(subjectType: FormulaType, subject: FormulaValue, candidate: FormulaValue): boolean {
  if (subjectType === 'text' || subjectType === 'picklist') return textOf(subject) === textOf(candidate);
  if (subject instanceof Date && candidate instanceof Date) return subject.getTime() === candidate.getTime();
  return subject !== null && subject === candidate;
}

function everyOther<T>(items: readonly T[], start: number, end: number): T[] {
  return items.slice(start, end).filter((_, index) => index % 2 === 0);
}

export const LOGICAL_FUNCTIONS: readonly FunctionDefinition[] = [
  {
    name: 'IF',
    minArgs: 3,
    maxArgs: 3,
    returns(args) {
      expectArgument('IF', args[0], ['boolean']);
      return unifyArguments('IF', args.slice(1));
    },
    evaluate: ([test, whenTrue, whenFalse]) =>
      isTrue(test!.value()) ? whenTrue!.value() : whenFalse!.value(),
  },
  {
    name: 'CASE',
    minArgs: 4,
    maxArgs: Number.POSITIVE_INFINITY,
    arityProblem: (count) => (count % 2 === 0 ? null : 'an even number of arguments (at least 4)'),
    picklistArgs: 'first',
    returns(args) {
      const [subject] = args as [ArgumentInfo];
      expectArgument('CASE', subject, CASE_SUBJECTS);
      const valueType: FormulaType = subject.type === 'picklist' ? 'text' : subject.type;
      for (const candidate of everyOther(args, 1, args.length - 1)) {
        if (valueType !== 'null' && candidate.type !== 'null' && candidate.type !== valueType) {
          throw wrongArgumentType('CASE', [valueType], candidate);
        }
      }
      return unifyArguments('CASE', [...everyOther(args, 2, args.length - 1), args[args.length - 1]!]);
    },
    evaluate(args) {
      const [subject] = args;
      const value = subject!.value();
      for (let index = 1; index < args.length - 1; index += 2) {
        if (caseMatches(subject!.type, value, args[index]!.value())) return args[index + 1]!.value();
      }
      return args[args.length - 1]!.value();
    },
  },
  {
    name: 'AND',
    minArgs: 1,
    maxArgs: Number.POSITIVE_INFINITY,
    returns(args) {
      expectArguments('AND', args, ['boolean']);
      return 'boolean';
    },
    evaluate: (args) => args.every((arg) => isTrue(arg.value())),
  },
  {
    name: 'OR',
    minArgs: 1,
    maxArgs: Number.POSITIVE_INFINITY,
    returns(args) {
      expectArguments('OR', args, ['boolean']);
      return 'boolean';
    },
    evaluate: (args) => args.some((arg) => isTrue(arg.value())),
  },
  {
    name: 'NOT',
    minArgs: 1,
    maxArgs: 1,
    returns(args) {
      expectArguments('NOT', args, ['boolean']);
      return 'boolean';
    },
    evaluate: ([logical]) => !isTrue(logical!.value()),
  },
  {
    name: 'ISBLANK',
    minArgs: 1,
    maxArgs: 1,
    multiPicklistArgs: 'all',
    returns: () => 'boolean',
    evaluate: ([expression]) => isBlankValue(expression!.value()),
  },
  {
    // Salesforce: text is never null, so ISNULL of a text field is always false; use ISBLANK for text.
    name: 'ISNULL',
    minArgs: 1,
    maxArgs: 1,
    multiPicklistArgs: 'all',
    returns: () => 'boolean',
    evaluate([expression]) {
      const value = expression!.value();
      return value === null || (Array.isArray(value) && value.length === 0);
    },
  },
  {
    name: 'BLANKVALUE',
    minArgs: 2,
    maxArgs: 2,
    returns: (args) => unifyArguments('BLANKVALUE', args),
    evaluate([expression, substitute]) {
      const value = expression!.value();
      return isBlankValue(value) ? substitute!.value() : value;
    },
  },
  {
    name: 'NULLVALUE',
    minArgs: 2,
    maxArgs: 2,
    returns: (args) => unifyArguments('NULLVALUE', args),
    evaluate([expression, substitute]) {
      const value = expression!.value();
      return value === null ? substitute!.value() : value;
    },
  },
];
