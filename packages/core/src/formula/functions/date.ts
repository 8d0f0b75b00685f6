import {
  addMonths,
  parseDateText,
  parseDateTimeText,
  parseTimeText,
  utcDate,
  utcDay,
} from '../date-values.js';
import type { FormulaType, FormulaValue } from '../types.js';
import {
  dateOf,
  expectArgument,
  expectArguments,
  type FunctionDefinition,
  numberOf,
} from './function-definition.js';

/** A part of a date as a number: YEAR, MONTH, DAY, WEEKDAY. Date-times go through DATEVALUE first. */
function datePart(name: string, part: (date: Date) => number): FunctionDefinition {
  return {
    name,
    minArgs: 1,
    maxArgs: 1,
    returns(args) {
      expectArguments(name, args, ['date']);
      return 'number';
    },
    evaluate([date]) {
      const value = dateOf(date!.value());
      return value ? part(value) : null;
    },
  };
}

/** A part of a date-time or time as a number, read in GMT: HOUR, MINUTE, SECOND, MILLISECOND. */
function timePart(name: string, part: (time: Date) => number): FunctionDefinition {
  return {
    name,
    minArgs: 1,
    maxArgs: 1,
    returns(args) {
      expectArguments(name, args, ['datetime', 'time']);
      return 'number';
    },
    evaluate([time]) {
      const value = dateOf(time!.value());
      return value ? part(value) : null;
    },
  };
}

function conversion(
  name: string,
  accepts: readonly FormulaType[],
  result: FormulaType,
  convert: (value: FormulaValue, type: FormulaType) => FormulaValue,
): FunctionDefinition {
  return {
    name,
    minArgs: 1,
    maxArgs: 1,
    returns(args) {
      expectArguments(name, args, accepts);
      return result;
    },
    evaluate: ([arg]) => convert(arg!.value(), arg!.type),
  };
}

export const DATE_FUNCTIONS: readonly FunctionDefinition[] = [
  {
    name: 'TODAY',
    minArgs: 0,
    maxArgs: 0,
    returns: () => 'date',
    evaluate: (_args, runtime) => runtime.today(),
  },
  {
    name: 'NOW',
    minArgs: 0,
    maxArgs: 0,
    returns: () => 'datetime',
    evaluate: (_args, runtime) => runtime.now,
  },
  {
    name: 'TIMENOW',
    minArgs: 0,
    maxArgs: 0,
    returns: () => 'time',
    evaluate: (_args, runtime) => new Date(runtime.now.getTime() % (24 * 60 * 60 * 1000)),
  },
  {
    // DATE(2023, 2, 30) is not a day: blank rather than an error at run time.
    name: 'DATE',
    minArgs: 3,
    maxArgs: 3,
    returns(args) {
      expectArguments('DATE', args, ['number']);
      return 'date';
    },
    evaluate(args) {
      const [year, month, day] = args.map((arg) => numberOf(arg.value()));
      if (year == null || month == null || day == null) return null;
      return utcDate(Math.trunc(year), Math.trunc(month), Math.trunc(day));
    },
  },
  conversion('DATEVALUE', ['text', 'date', 'datetime'], 'date', (value) => {
    if (typeof value === 'string') return parseDateText(value);
    return value instanceof Date ? utcDay(value) : null;
  }),
  conversion('DATETIMEVALUE', ['text', 'date', 'datetime'], 'datetime', (value) => {
    if (typeof value === 'string') return parseDateTimeText(value);
    return value instanceof Date ? value : null;
  }),
  conversion('TIMEVALUE', ['text', 'datetime'], 'time', (value) => {
    if (typeof value === 'string') return parseTimeText(value);
    return value instanceof Date ? new Date(value.getTime() - (utcDay(value)?.getTime() ?? 0)) : null;
  }),
  datePart('YEAR', (date) => date.getUTCFullYear()),
  datePart('MONTH', (date) => date.getUTCMonth() + 1),
  datePart('DAY', (date) => date.getUTCDate()),
  datePart('WEEKDAY', (date) => date.getUTCDay() + 1),
  timePart('HOUR', (time) => time.getUTCHours()),
  timePart('MINUTE', (time) => time.getUTCMinutes()),
  timePart('SECOND', (time) => time.getUTCSeconds()),
  timePart('MILLISECOND', (time) => time.getUTCMilliseconds()),
  {
    name: 'ADDMONTHS',
    minArgs: 2,
    maxArgs: 2,
    returns(args) {
      expectArgument('ADDMONTHS', args[0], ['date', 'datetime']);
      expectArgument('ADDMONTHS', args[1], ['number']);
      return args[0]?.type === 'datetime' ? 'datetime' : 'date';
    },
    evaluate([date, months]) {
      const start = dateOf(date!.value());
      const count = numberOf(months!.value());
      return start && count !== null ? addMonths(start, count) : null;
    },
  },
];
