import type { Dayjs } from 'dayjs';
import { dayjs, storedTimeOf, WIRE_DATE_TIME, wallTimeOf } from '../field-widgets/index.js';

/**
 * The plan's calendar arithmetic, pure: a week runs Monday to Sunday in the
 * user's time zone; shifts are stored in UTC and placed on the day (in that
 * zone) their start falls on. Moving a shift keeps its wall-clock times and
 * its length.
 */
export const DAYS_IN_WEEK = 7;
/** A new shift from an empty cell starts at this hour, for this many hours: a day shift. */
export const NEW_SHIFT_START_HOUR = 8;
export const NEW_SHIFT_HOURS = 8;

export interface PlanShiftLike {
  id: string;
  resourceId: string;
  start: string;
  end: string;
}

/** Monday 00:00 (wall clock) of the week `day` is in. */
export function weekStartOf(day: Dayjs): Dayjs {
  const start = day.startOf('day');
  return start.subtract((start.day() + 6) % 7, 'day');
}

/** Today's date as the user's zone sees it, as a zone-less wall-clock day. */
export function todayIn(zone: string | undefined, now: Date = new Date()): Dayjs {
  return wallTimeOf(dayjs(now).utc().format(WIRE_DATE_TIME), zone) ?? dayjs(now);
}

export function weekDays(weekStart: Dayjs): Dayjs[] {
  return Array.from({ length: DAYS_IN_WEEK }, (_, index) => weekStart.add(index, 'day'));
}

/** The week as the server reads it: UTC instants of Monday 00:00 and the next Monday 00:00 in the user's zone. */
export function planWindow(weekStart: Dayjs, zone: string | undefined): { from: string; to: string } {
  return {
    from: storedTimeOf(weekStart, zone),
    to: storedTimeOf(weekStart.add(DAYS_IN_WEEK, 'day'), zone),
  };
}

/** Which day of the week (0 = Monday) a shift starts on, in the user's zone; null when it starts outside the week. */
export function dayIndexOf(
  shift: Pick<PlanShiftLike, 'start'>,
  weekStart: Dayjs,
  zone: string | undefined,
): number | null {
  const start = wallTimeOf(shift.start, zone);
  if (!start) return null;
  const index = start.startOf('day').diff(weekStart, 'day');
  return index >= 0 && index < DAYS_IN_WEEK ? index : null;
}

/** A cell of the plan: one resource ('' for shifts without one) on one day of the week. */
export const cellKey = (resourceId: string, dayIndex: number) => `${resourceId}|${dayIndex}`;

export function parseCellKey(key: string): { resourceId: string; dayIndex: number } | null {
  const at = key.lastIndexOf('|');
  const dayIndex = Number(key.slice(at + 1));
  if (at < 0 || !Number.isInteger(dayIndex) || dayIndex < 0 || dayIndex >= DAYS_IN_WEEK) return null;
  return { resourceId: key.slice(0, at), dayIndex };
}

/**
 * The shifts of each cell, in start order. A shift that started the week
 * before (a night shift across Sunday midnight) shows on Monday.
 */
export function placeShifts<T extends PlanShiftLike>(
  shifts: readonly T[],
  weekStart: Dayjs,
  zone: string | undefined,
): Map<string, T[]> {
  const cells = new Map<string, T[]>();
  const ordered = [...shifts].sort((a, b) => a.start.localeCompare(b.start));
  for (const shift of ordered) {
    const start = wallTimeOf(shift.start, zone);
    if (!start) continue;
    const index = dayIndexOf(shift, weekStart, zone) ?? (start.isBefore(weekStart) ? 0 : null);
    if (index === null) continue;
    const key = cellKey(shift.resourceId, index);
    cells.set(key, [...(cells.get(key) ?? []), shift]);
  }
  return cells;
}

/** The times of a shift moved to another day of the week: the same wall-clock times and length there. */
export function movedTimes(
  shift: Pick<PlanShiftLike, 'start' | 'end'>,
  toDayIndex: number,
  weekStart: Dayjs,
  zone: string | undefined,
): { start: string; end: string } | null {
  const start = wallTimeOf(shift.start, zone);
  const end = wallTimeOf(shift.end, zone);
  if (!start || !end) return null;
  const days = weekStart.add(toDayIndex, 'day').diff(start.startOf('day'), 'day');
  return { start: storedTimeOf(start.add(days, 'day'), zone), end: storedTimeOf(end.add(days, 'day'), zone) };
}

/** A new shift in an empty cell: a day shift on that day, as stored UTC times. */
export function newShiftTimes(day: Dayjs, zone: string | undefined): { start: string; end: string } {
  const start = day.startOf('day').add(NEW_SHIFT_START_HOUR, 'hour');
  return { start: storedTimeOf(start, zone), end: storedTimeOf(start.add(NEW_SHIFT_HOURS, 'hour'), zone) };
}

/** 'HH:mm–HH:mm' in the user's zone, with the end's day marked when it ends on a later day. */
export function shiftTimeRange(
  shift: Pick<PlanShiftLike, 'start' | 'end'>,
  zone: string | undefined,
): string {
  const start = wallTimeOf(shift.start, zone);
  const end = wallTimeOf(shift.end, zone);
  if (!start || !end) return '';
  const days = end.startOf('day').diff(start.startOf('day'), 'day');
  return `${start.format('HH:mm')}–${end.format('HH:mm')}${days > 0 ? ` +${days}` : ''}`;
}
