import { createRequire } from 'node:module';
import {
  checkRecurrence,
  instantOfWall,
  MAX_OCCURRENCES,
  RECURRENCE_MESSAGES,
  type RecurrenceRule,
  wallClockOf,
} from '@vela/core';
import { badRequest } from '../../http/envelope.js';

// rrule ships CommonJS for Node: its named exports are read through require.
const { RRule } = createRequire(import.meta.url)('rrule') as typeof import('rrule');

/** A stored series: the event's first occurrence, its rule, its zone and the indexes taken out of it. */
export interface Series {
  start: number;
  end: number;
  rule: RecurrenceRule;
  timeZone: string;
  exceptions: ReadonlySet<number>;
}

export interface Occurrence {
  index: number;
  start: number;
  end: number;
}

const DAY = 86_400_000;
const FREQ = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY } as const;

/** Refuses a rule that is unbounded, too long or malformed, with the reason (before anything is saved). */
export function requireValidRule(rule: RecurrenceRule, start: number, zone: string): void {
  const problem = checkRecurrence(rule, start, zone);
  if (problem) throw badRequest(`recurrence: ${RECURRENCE_MESSAGES[problem]}`);
}

/**
 * Every occurrence of a series, in order, the first being the event itself
 * (index 0). Expansion runs on the wall clock of the series' zone, so a
 * 09:00 meeting stays at 09:00 across a summer-time change; each wall time
 * is then turned back into an instant. Never more than MAX_OCCURRENCES.
 */
export function expandSeries(series: Series, near?: { from: number; to: number }): Occurrence[] {
  const wallStart = wallClockOf(series.start, series.timeZone);
  const wallLength = wallClockOf(series.end, series.timeZone) - wallStart;
  const rule = series.rule;
  const weekday = (new Date(wallStart).getUTCDay() + 6) % 7;
  const rrule = new RRule({
    freq: FREQ[rule.freq],
    interval: rule.interval,
    dtstart: new Date(wallStart),
    ...(rule.count !== null ? { count: Math.min(rule.count, MAX_OCCURRENCES) } : {}),
    ...(rule.until !== null ? { until: new Date(`${rule.until}T23:59:59Z`) } : {}),
    // The event itself is the first occurrence: its weekday is always one of a weekly rule's days.
    ...(rule.freq === 'WEEKLY' ? { byweekday: [...new Set([weekday, ...rule.byWeekday])] } : {}),
  });
  const walls = rrule.all((_date, index) => index < MAX_OCCURRENCES);
  const occurrences: Occurrence[] = [];
  walls.forEach((wall, index) => {
    if (series.exceptions.has(index)) return;
    // Wall time is within a day of the instant: occurrences far from the window are not converted.
    if (near && (wall.getTime() + wallLength < near.from - DAY || wall.getTime() > near.to + DAY)) return;
    const start = instantOfWall(wall.getTime(), series.timeZone);
    const end = instantOfWall(wall.getTime() + wallLength, series.timeZone);
    occurrences.push({ index, start, end });
  });
  return occurrences;
}

/** The occurrences overlapping [from, to). */
export function occurrencesBetween(series: Series, from: number, to: number): Occurrence[] {
  return expandSeries(series, { from, to }).filter(
    (occurrence) => occurrence.start < to && occurrence.end > from,
  );
}
