/**
 * The calendar's rules (issue 22): what makes an event's times and a
 * recurrence acceptable, and wall-clock arithmetic in a named zone. The
 * server refuses with these, the web checks with them before it asks.
 */
import { parseDateText, parseDateTimeText } from '../fields/temporal-values.js';
import type { FieldValues } from '../metadata/types.js';

export const EVENT_OBJECT_API = 'event';
export const EVENT_START_FIELD = 'begintime';
export const EVENT_END_FIELD = 'endtime';

/** A series expands to at most this many occurrences; a longer rule is refused, saying so. */
export const MAX_OCCURRENCES = 730;
/** A calendar read covers at most this many days (a month view shows six weeks). */
export const MAX_CALENDAR_WINDOW_DAYS = 62;

export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** A recurrence as the calendar stores it: RFC 5545's FREQ, INTERVAL, BYDAY and COUNT or UNTIL. */
export interface RecurrenceRule {
  freq: RecurrenceFrequency;
  interval: number;
  /** WEEKLY only: 0 = Monday … 6 = Sunday; empty = the start's weekday. */
  byWeekday: number[];
  /** How many occurrences in all, or */
  count: number | null;
  /** the last day ('YYYY-MM-DD', in the series' zone) an occurrence may start on. */
  until: string | null;
}

export type RecurrenceProblem =
  | 'unbounded'
  | 'bothEnds'
  | 'badInterval'
  | 'badCount'
  | 'tooMany'
  | 'badUntil'
  | 'untilBeforeStart'
  | 'badWeekday';

/** The messages in English; the web has them in every language under calendar.problem.* */
export const RECURRENCE_MESSAGES: Record<RecurrenceProblem, string> = {
  unbounded:
    'A repeating event needs an end: give a number of occurrences or a last date (a series without an end would repeat forever)',
  bothEnds: 'Give either a number of occurrences or a last date, not both',
  badInterval: 'The repeat interval must be a whole number from 1 to 99',
  badCount: `The number of occurrences must be a whole number from 1 to ${MAX_OCCURRENCES}`,
  tooMany: `A series may have at most ${MAX_OCCURRENCES} occurrences: choose an earlier last date`,
  badUntil: 'The last date is not a real date (YYYY-MM-DD)',
  untilBeforeStart: 'The last date is before the first occurrence',
  badWeekday: 'Weekdays are 0 (Monday) to 6 (Sunday)',
};

export const EVENT_END_MESSAGE = 'An event must end after it starts';
export const TIME_ZONE_MESSAGE =
  'is not a time zone this server knows (use an IANA name such as Europe/Berlin)';

/** True for an IANA zone name Intl knows. */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An event's span in epoch milliseconds; null when either end is missing or malformed. */
export function eventSpanOf(values: FieldValues): { start: number; end: number } | null {
  const start = parseDateTimeText(text(values[EVENT_START_FIELD]));
  const end = parseDateTimeText(text(values[EVENT_END_FIELD]));
  if (start === null || end === null) return null;
  return { start, end };
}

/** An event must end after it starts (an all-day event may end when it starts: the same day). */
export function checkEventTimes(values: FieldValues): { field: string; problem: 'endBeforeStart' } | null {
  const span = eventSpanOf(values);
  if (!span) return null;
  const allDay = values.isalldayevent === true || values.isalldayevent === 1 || values.isalldayevent === '1';
  if (span.end < span.start || (!allDay && span.end === span.start))
    return { field: EVENT_END_FIELD, problem: 'endBeforeStart' };
  return null;
}

const DAY = 86_400_000;

/**
 * What is wrong with a rule for a series starting at `start` (epoch ms) in
 * `zone`, or null. A rule must end (count or until) and stay within
 * MAX_OCCURRENCES; the bound on until is estimated from the frequency.
 */
export function checkRecurrence(rule: RecurrenceRule, start: number, zone: string): RecurrenceProblem | null {
  if (!Number.isInteger(rule.interval) || rule.interval < 1 || rule.interval > 99) return 'badInterval';
  if (rule.byWeekday.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) return 'badWeekday';
  if (rule.count === null && rule.until === null) return 'unbounded';
  if (rule.count !== null && rule.until !== null) return 'bothEnds';
  if (rule.count !== null) {
    if (!Number.isInteger(rule.count) || rule.count < 1 || rule.count > MAX_OCCURRENCES) return 'badCount';
    return null;
  }
  const until = parseDateText(rule.until ?? '');
  if (until === null || !/^\d{4}-\d{2}-\d{2}$/.test(rule.until ?? '')) return 'badUntil';
  const firstDay = Date.parse(`${wallTimeText(start, zone).slice(0, 10)}T00:00:00Z`);
  if (until < firstDay) return 'untilBeforeStart';
  const days = (until - firstDay) / DAY + 1;
  const perDay =
    rule.freq === 'DAILY'
      ? 1 / rule.interval
      : rule.freq === 'WEEKLY'
        ? Math.max(1, rule.byWeekday.length) / (7 * rule.interval)
        : 1 / (28 * rule.interval);
  if (Math.floor(days * perDay) > MAX_OCCURRENCES) return 'tooMany';
  return null;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** What a clock in `zone` shows at `instant`, as UTC milliseconds of those same figures. */
export function wallClockOf(instant: number, zone: string): number {
  let format = formats.get(zone);
  if (!format) {
    const known = isKnownTimeZone(zone) ? zone : 'UTC';
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: known,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/**
 * The instant at which a clock in `zone` shows `wall` (UTC milliseconds of
 * the wall figures). A wall time skipped by a spring-forward change lands
 * after the gap; an ambiguous autumn time takes the earlier instant.
 */
export function instantOfWall(wall: number, zone: string): number {
  let instant = wall - (wallClockOf(wall, zone) - wall);
  instant = wall - (wallClockOf(instant, zone) - instant);
  const earlier = instant - 3_600_000;
  if (wallClockOf(earlier, zone) === wall) return earlier;
  return instant;
}

/** 'YYYY-MM-DD HH:mm:ss' as a clock in `zone` shows `instant`. */
export function wallTimeText(instant: number, zone: string): string {
  return new Date(wallClockOf(instant, zone)).toISOString().slice(0, 19).replace('T', ' ');
}

/** The stored form of an instant: UTC 'YYYY-MM-DD HH:mm:ss'. */
export function storedTimeText(instant: number): string {
  return new Date(instant).toISOString().slice(0, 19).replace('T', ' ');
}
export * from './invitation-words.js';
export * from './invitees.js';
export * from './series-split.js';
