/**
 * The weekly timesheet (issue 22, `actualworklist/listviews`): a week of a
 * person's hours per project task. These rules run on the server before a
 * week is saved and in the browser as the person types, so both refuse the
 * same week for the same reason.
 */

/** The time-entry and timesheet objects of the catalogue (api names as the metadata keys them). */
export const TIME_ENTRY_OBJECT_API = 'velatimeentry';
export const TIMESHEET_OBJECT_API = 'velatimesheet';

/** No one works more than a day has hours. */
export const HOURS_PER_DAY_LIMIT = 24;
export const DAYS_PER_WEEK = 7;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function utcDay(day: string): number | null {
  if (!DAY_PATTERN.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? null : time;
}

/** The Monday of the week a day ('YYYY-MM-DD') falls in; null for a day that is not a date. */
export function mondayOf(day: string): string | null {
  const time = utcDay(day);
  if (time === null) return null;
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  return new Date(time - weekday * DAY_MS).toISOString().slice(0, 10);
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  const time = utcDay(monday) ?? 0;
  return Array.from({ length: DAYS_PER_WEEK }, (_, index) =>
    new Date(time + index * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The Monday `weeks` weeks after (or before, when negative) `monday`. */
export function shiftWeek(monday: string, weeks: number): string {
  const time = utcDay(monday) ?? 0;
  return new Date(time + weeks * DAYS_PER_WEEK * DAY_MS).toISOString().slice(0, 10);
}

/** Hours kept to two decimals, so 0.1 + 0.2 adds up to 0.3 in the totals. */
export const roundHours = (hours: number): number => Math.round(hours * 100) / 100;

export interface TimesheetRowHours {
  /** One number per day of the week, Monday first; 0 for no hours. */
  hours: readonly number[];
}

export const rowTotal = (row: TimesheetRowHours): number => roundHours(row.hours.reduce((a, b) => a + b, 0));

/** Each day's hours over all rows, Monday first. */
export function dayTotals(rows: readonly TimesheetRowHours[]): number[] {
  return Array.from({ length: DAYS_PER_WEEK }, (_, day) =>
    roundHours(rows.reduce((sum, row) => sum + (row.hours[day] ?? 0), 0)),
  );
}

export const weekTotal = (rows: readonly TimesheetRowHours[]): number =>
  roundHours(dayTotals(rows).reduce((a, b) => a + b, 0));

export type TimesheetProblem =
  | { kind: 'badHours'; row: number; day: number; value: number }
  | { kind: 'dayOver'; day: number; total: number };

/** One entry's hours: a number from 0 to 24 with at most two decimals. */
export const isValidHours = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= HOURS_PER_DAY_LIMIT && roundHours(value) === value;

/**
 * One time entry saved on its own (the record form, the API, an import): its
 * hours, then its day with the person's other entries of that day, by the
 * week's own rules. Day and row are 0: the message names the entry and its day.
 */
export function checkTimeEntryDay(hours: number, otherHours: readonly number[]): TimesheetProblem | null {
  if (!isValidHours(hours)) return { kind: 'badHours', row: 0, day: 0, value: hours };
  const total = roundHours(otherHours.reduce((sum, value) => sum + value, hours));
  return total > HOURS_PER_DAY_LIMIT ? { kind: 'dayOver', day: 0, total } : null;
}

/**
 * The first thing wrong with a week: hours that are not a number from 0 to
 * 24 with at most two decimals (row and day named), else a day whose rows add
 * up to more than 24 hours (the day named); null when the week may be saved.
 */
export function checkTimesheetWeek(rows: readonly TimesheetRowHours[]): TimesheetProblem | null {
  for (const [row, entry] of rows.entries()) {
    if (entry.hours.length !== DAYS_PER_WEEK) return { kind: 'badHours', row, day: 0, value: Number.NaN };
    for (const [day, value] of entry.hours.entries())
      if (!isValidHours(value)) return { kind: 'badHours', row, day, value };
  }
  const totals = dayTotals(rows);
  const day = totals.findIndex((total) => total > HOURS_PER_DAY_LIMIT);
  return day < 0 ? null : { kind: 'dayOver', day, total: totals[day] ?? 0 };
}

/** The refusal in words, naming the day (as 'YYYY-MM-DD') and, for bad hours, the row's name. */
export function timesheetProblemMessage(
  problem: TimesheetProblem,
  days: readonly string[],
  rowNames: readonly string[],
): string {
  const day = days[problem.day] ?? '';
  if (problem.kind === 'dayOver')
    return `${day}: the hours add up to ${problem.total} h, more than the ${HOURS_PER_DAY_LIMIT} h of a day`;
  return `${rowNames[problem.row] ?? ''}, ${day}: hours are a number from 0 to ${HOURS_PER_DAY_LIMIT} with at most two decimals`;
}

/** Where a submitted week stands; 'open' until submitted, and again after a rejection or recall. */
export type TimesheetStatus = 'open' | 'submitted' | 'approved' | 'rejected';

/** Why a locked week's hours may not change, naming its Monday. */
export function timesheetLockedMessage(monday: string, status: TimesheetStatus): string {
  return status === 'approved'
    ? `The week of ${monday} is approved: its hours can no longer change`
    : `The week of ${monday} waits for approval: its hours can change again once it is rejected or recalled`;
}

/**
 * A refusal the client shows in the reader's language: the English words (returnInfo, logs) with the
 * message key and values of the web's timesheets catalogue.
 */
export interface TimesheetRefusal {
  message: string;
  messageKey: string;
  messageParams: Record<string, string>;
}

export function timesheetLockedRefusal(monday: string, status: TimesheetStatus): TimesheetRefusal {
  return {
    message: timesheetLockedMessage(monday, status),
    messageKey: status === 'approved' ? 'timesheets.refusal.approved' : 'timesheets.refusal.waiting',
    messageParams: { week: monday },
  };
}

export function timesheetProblemRefusal(
  problem: TimesheetProblem,
  days: readonly string[],
  rowNames: readonly string[],
): TimesheetRefusal {
  const day = days[problem.day] ?? '';
  const message = timesheetProblemMessage(problem, days, rowNames);
  return problem.kind === 'dayOver'
    ? { message, messageKey: 'timesheets.dayOver', messageParams: { day, total: String(problem.total) } }
    : {
        message,
        messageKey: 'timesheets.badHours',
        messageParams: { task: rowNames[problem.row] ?? '', day },
      };
}

/** A week is locked while it waits for approval and once approved. */
export const isTimesheetLocked = (status: TimesheetStatus): boolean =>
  status === 'submitted' || status === 'approved';

/** The week's status from its latest approval request's status (none: open). */
export function timesheetStatusOf(requestStatus: string | null | undefined): TimesheetStatus {
  if (requestStatus === 'pending') return 'submitted';
  if (requestStatus === 'approved') return 'approved';
  if (requestStatus === 'rejected') return 'rejected';
  return 'open';
}
