/**
 * Dates are `Date`s at UTC midnight; date-times are instants; times are `Date`s on 1970-01-01 UTC.
 * Keeping every calendar computation in UTC makes results independent of the server's zone.
 */

export const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Salesforce's own range for dates. */
const MIN_YEAR = 1700;
const MAX_YEAR = 4000;

/** The date, or null when the parts do not name a real day (February 30, month 13, year 99999). */
export function utcDate(year: number, month: number, day: number): Date | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar date of an instant, read in UTC. */
export function utcDay(instant: Date): Date | null {
  if (Number.isNaN(instant.getTime())) return null;
  return utcDate(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());
}

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const DATETIME_TEXT =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;
const TIME_TEXT = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?Z?$/;

/** "2024-01-31", also the date part of "2024-01-31T10:00:00Z"; null when not a real date. */
export function parseDateText(text: string): Date | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  return utcDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** ISO-8601 or Salesforce's "2024-01-31 10:00:00"; without a zone the time is GMT, as in DATETIMEVALUE. */
export function parseDateTimeText(text: string): Date | null {
  const match = DATETIME_TEXT.exec(text.trim());
  if (!match) return null;
  const day = parseDateText(match[1] ?? '');
  if (!day) return null;
  if (!match[2]) return day;
  const instant = new Date(`${match[1]}T${match[2]}${normaliseZone(match[3])}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function normaliseZone(zone: string | undefined): string {
  if (!zone || zone === 'Z') return 'Z';
  return zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
}

/** "17:30", "17:30:45", "17:30:45.125Z" → that time of day on 1970-01-01 UTC. */
export function parseTimeText(text: string): Date | null {
  const match = TIME_TEXT.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const millis = Number((match[4] ?? '0').padEnd(3, '0'));
  return new Date(((hours * 60 + minutes) * 60 + seconds) * 1000 + millis);
}

/** Today's date in `timeZone` (an IANA name); an unknown zone falls back to UTC rather than failing. */
export function todayIn(now: Date, timeZone: string): Date | null {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
    const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
    return utcDate(part('year'), part('month'), part('day'));
  } catch {
    return utcDay(now);
  }
}

/**
 * ADDMONTHS: the same day `months` later; when that month is shorter, or when the start is the last day
 * of its month, the last day of the resulting month (Salesforce's documented rule).
 */
export function addMonths(start: Date, months: number): Date | null {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 1;
  const day = start.getUTCDate();
  const target = year * 12 + (month - 1) + Math.trunc(months);
  const targetYear = Math.floor(target / 12);
  const targetMonth = (target % 12) + 1;
  const lastDay = daysInMonth(targetYear, targetMonth);
  const isMonthEnd = day === daysInMonth(year, month);
  const date = utcDate(targetYear, targetMonth, isMonthEnd ? lastDay : Math.min(day, lastDay));
  if (!date) return null;
  // A date-time keeps its time of day.
  return new Date(date.getTime() + (start.getTime() - Date.UTC(year, month - 1, day)));
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** "2024-01-31" */
export function formatDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** "2024-01-31 10:00:00Z", the form TEXT() gives a date-time in Salesforce. */
export function formatDateTime(instant: Date): string {
  return `${formatDate(instant)} ${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())}:${pad(instant.getUTCSeconds())}Z`;
}

/** "17:30:45.125Z" */
export function formatTime(time: Date): string {
  return `${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())}:${pad(time.getUTCSeconds())}.${pad(time.getUTCMilliseconds(), 3)}Z`;
}
