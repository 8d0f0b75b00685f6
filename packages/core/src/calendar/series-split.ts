/**
 * "This and following events" (issue 22): a series cut at one occurrence
 * becomes two, as Google Calendar and Salesforce do it. The first keeps the
 * occurrences before the cut; the second starts at the cut (at its new time
 * when it was moved) and carries the rest, so the series as a whole still has
 * the occurrences it had, and each keeps its exceptions.
 */
import type { RecurrenceRule } from './index.js';

const DAY = 86_400_000;

export interface SeriesPart {
  rule: RecurrenceRule;
  exceptions: number[];
}

export interface SeriesSplit {
  /** The occurrences before the cut; null when the cut is the first occurrence (nothing stays). */
  head: SeriesPart | null;
  /** The cut occurrence and those after it, indexes counted from the cut. */
  tail: SeriesPart;
}

/**
 * Splits `rule` at occurrence `index` (0 = the first). `shiftDays` is how many
 * days the cut occurrence moved (on the series' wall clock): a weekly rule's
 * weekdays move with it, so "every Monday and Wednesday" moved a day later
 * becomes "every Tuesday and Thursday" from then on.
 */
export function splitSeries(
  rule: RecurrenceRule,
  exceptions: Iterable<number>,
  index: number,
  shiftDays = 0,
): SeriesSplit {
  const all = [...exceptions];
  const shift = ((shiftDays % 7) + 7) % 7;
  const tailRule: RecurrenceRule = {
    ...rule,
    byWeekday: rule.byWeekday.map((day) => (day + shift) % 7),
    count: rule.count === null ? null : Math.max(1, rule.count - index),
  };
  const tail = {
    rule: tailRule,
    exceptions: all.filter((at) => at > index).map((at) => at - index),
  };
  if (index <= 0) return { head: null, tail };
  // The head ends just before the cut: counting occurrences keeps that exact whatever the frequency.
  return {
    head: { rule: { ...rule, count: index, until: null }, exceptions: all.filter((at) => at < index) },
    tail,
  };
}

/** Whole days between two wall-clock instants' dates (b − a), for splitSeries' shift. */
export function wallDaysBetween(a: number, b: number): number {
  return Math.round((Math.floor(b / DAY) * DAY - Math.floor(a / DAY) * DAY) / DAY);
}

/** What a record form's save carries that is not a field of the event itself: its identity and version. */
const NOT_COPIED = new Set(['id', 'lastmodifydate', 'recordtype', 'begintime', 'endtime']);

/**
 * The other field values an occurrence cut from its series takes with it
 * ("only this event" or "this and following" from the record form): the
 * changes without the record's id and version (the cut is a new record) and
 * without the times (the call carries them on their own).
 */
export function seriesEditValues(changed: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changed).filter(([api]) => !NOT_COPIED.has(api)));
}
