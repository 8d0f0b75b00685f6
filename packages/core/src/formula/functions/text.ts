import { formatDate, formatDateTime, formatTime } from '../date-values.js';
import { formatDecimal, parseDecimal } from '../decimal.js';
import { atPosition, FormulaError } from '../errors.js';
import type { FormulaValue } from '../types.js';
import {
  expectArgument,
  expectArguments,
  type FunctionDefinition,
  numberOf,
  textOf,
} from './function-definition.js';
import { compileJavaRegex } from './java-regex.js';

/** A count of characters: blank or negative counts as none, fractions are cut off. */
function count(value: FormulaValue): number {
  const number = numberOf(value);
  return number === null || number < 0 ? 0 : Math.trunc(number);
}

/** Text → text functions with one text argument and an optional locale. */
function textTransform(
  name: string,
  transform: (text: string, locale?: string) => string,
): FunctionDefinition {
  return {
    name,
    minArgs: 1,
    maxArgs: 2,
    returns(args) {
      expectArguments(name, args, ['text']);
      return 'text';
    },
    evaluate: ([text, locale]) =>
      transform(textOf(text!.value()), locale ? textOf(locale.value()) : undefined),
  };
}

function textTest(name: string, test: (text: string, other: string) => boolean): FunctionDefinition {
  return {
    name,
    minArgs: 2,
    maxArgs: 2,
    returns(args) {
      expectArguments(name, args, ['text']);
      return 'boolean';
    },
    evaluate: ([text, other]) => test(textOf(text!.value()), textOf(other!.value())),
  };
}

/** Without a locale, case changes follow the neutral rules, not the server's default locale. */
function changeCase(text: string, locale: string | undefined, upper: boolean): string {
  if (!locale) return upper ? text.toUpperCase() : text.toLowerCase();
  try {
    return upper ? text.toLocaleUpperCase(locale) : text.toLocaleLowerCase(locale);
  } catch {
    // An unknown locale name changes case by the neutral rules instead of failing the save.
    return upper ? text.toUpperCase() : text.toLowerCase();
  }
}

function pad(name: string, side: 'left' | 'right'): FunctionDefinition {
  return {
    name,
    minArgs: 2,
    maxArgs: 3,
    returns(args) {
      expectArgument(name, args[0], ['text']);
      expectArgument(name, args[1], ['number']);
      expectArgument(name, args[2], ['text']);
      return 'text';
    },
    evaluate([text, length, padding]) {
      const value = textOf(text!.value());
      const target = count(length!.value());
      if (target <= value.length) return value.slice(0, target);
      const fill = padding ? textOf(padding.value()) : ' ';
      if (fill === '') return value;
      const filler = fill
        .repeat(Math.ceil((target - value.length) / fill.length))
        .slice(0, target - value.length);
      return side === 'left' ? filler + value : value + filler;
    },
  };
}

export const TEXT_FUNCTIONS: readonly FunctionDefinition[] = [
  {
    name: 'LEN',
    minArgs: 1,
    maxArgs: 1,
    returns(args) {
      expectArguments('LEN', args, ['text']);
      return 'number';
    },
    evaluate: ([text]) => textOf(text!.value()).length,
  },
  {
    name: 'TEXT',
    minArgs: 1,
    maxArgs: 1,
    picklistArgs: 'all',
    returns(args) {
      expectArguments('TEXT', args, ['number', 'date', 'datetime', 'time', 'picklist']);
      return 'text';
    },
    evaluate([arg]) {
      const value = arg!.value();
      if (typeof value === 'number') return formatDecimal(value);
      if (typeof value === 'string') return value;
      if (!(value instanceof Date)) return '';
      if (arg!.type === 'datetime') return formatDateTime(value);
      return arg!.type === 'time' ? formatTime(value) : formatDate(value);
    },
  },
  {
    name: 'VALUE',
    minArgs: 1,
    maxArgs: 1,
    returns(args) {
      expectArguments('VALUE', args, ['text']);
      return 'number';
    },
    evaluate: ([text]) => parseDecimal(textOf(text!.value())),
  },
  {
    name: 'ISNUMBER',
    minArgs: 1,
    maxArgs: 1,
    returns(args) {
      expectArguments('ISNUMBER', args, ['text']);
      return 'boolean';
    },
    evaluate: ([text]) => parseDecimal(textOf(text!.value())) !== null,
  },
  {
    name: 'ISPICKVAL',
    minArgs: 2,
    maxArgs: 2,
    picklistArgs: 'first',
    returns(args) {
      expectArgument('ISPICKVAL', args[0], ['picklist']);
      expectArgument('ISPICKVAL', args[1], ['text']);
      return 'boolean';
    },
    evaluate: ([field, value]) => textOf(field!.value()) === textOf(value!.value()),
  },
  {
    name: 'INCLUDES',
    minArgs: 2,
    maxArgs: 2,
    multiPicklistArgs: 'first',
    returns(args) {
      expectArgument('INCLUDES', args[0], ['multipicklist']);
      expectArgument('INCLUDES', args[1], ['text']);
      return 'boolean';
    },
    evaluate([field, value]) {
      const selected = field!.value();
      return Array.isArray(selected) && selected.includes(textOf(value!.value()));
    },
  },
  {
    name: 'REGEX',
    minArgs: 2,
    maxArgs: 2,
    returns(args) {
      expectArguments('REGEX', args, ['text']);
      const pattern = args[1];
      if (pattern?.literal !== undefined && !compileJavaRegex(pattern.literal)) {
        throw new FormulaError(
          'syntax',
          atPosition(
            `REGEX pattern "${pattern.literal}" is not a valid regular expression`,
            pattern.position,
          ),
          pattern.position,
        );
      }
      return 'boolean';
    },
    // The whole text must match, as Java's String.matches; a pattern that does not compile matches nothing.
    evaluate([text, pattern]) {
      const regex = compileJavaRegex(textOf(pattern!.value()));
      return regex ? regex.test(textOf(text!.value())) : false;
    },
  },
  textTest('CONTAINS', (text, other) => text.includes(other)),
  textTest('BEGINS', (text, other) => text.startsWith(other)),
  {
    name: 'LEFT',
    minArgs: 2,
    maxArgs: 2,
    returns(args) {
      expectArgument('LEFT', args[0], ['text']);
      expectArgument('LEFT', args[1], ['number']);
      return 'text';
    },
    evaluate: ([text, chars]) => textOf(text!.value()).slice(0, count(chars!.value())),
  },
  {
    name: 'RIGHT',
    minArgs: 2,
    maxArgs: 2,
    returns(args) {
      expectArgument('RIGHT', args[0], ['text']);
      expectArgument('RIGHT', args[1], ['number']);
      return 'text';
    },
    evaluate([text, chars]) {
      const value = textOf(text!.value());
      const n = count(chars!.value());
      return n === 0 ? '' : value.slice(Math.max(0, value.length - n));
    },
  },
  {
    name: 'MID',
    minArgs: 3,
    maxArgs: 3,
    returns(args) {
      expectArgument('MID', args[0], ['text']);
      expectArguments('MID', args.slice(1), ['number']);
      return 'text';
    },
    evaluate([text, start, chars]) {
      const from = Math.max(1, Math.trunc(numberOf(start!.value()) ?? 1));
      return textOf(text!.value()).substr(from - 1, count(chars!.value()));
    },
  },
  {
    name: 'FIND',
    minArgs: 2,
    maxArgs: 3,
    returns(args) {
      expectArguments('FIND', args.slice(0, 2), ['text']);
      expectArgument('FIND', args[2], ['number']);
      return 'number';
    },
    evaluate([search, text, start]) {
      const needle = textOf(search!.value());
      const from = start ? Math.trunc(numberOf(start.value()) ?? 0) : 1;
      if (needle === '' || from < 1) return 0;
      return textOf(text!.value()).indexOf(needle, from - 1) + 1;
    },
  },
  {
    name: 'SUBSTITUTE',
    minArgs: 3,
    maxArgs: 3,
    returns(args) {
      expectArguments('SUBSTITUTE', args, ['text']);
      return 'text';
    },
    evaluate([text, old, replacement]) {
      const value = textOf(text!.value());
      const target = textOf(old!.value());
      return target === '' ? value : value.split(target).join(textOf(replacement!.value()));
    },
  },
  textTransform('UPPER', (text, locale) => changeCase(text, locale, true)),
  textTransform('LOWER', (text, locale) => changeCase(text, locale, false)),
  { ...textTransform('TRIM', (text) => text.trim()), maxArgs: 1 },
  pad('LPAD', 'left'),
  pad('RPAD', 'right'),
];
