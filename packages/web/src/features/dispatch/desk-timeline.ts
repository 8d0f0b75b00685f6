import type { Dayjs } from 'dayjs';
import { dayjs, WIRE_DATE_TIME, wallTimeOf } from '../field-widgets/index.js';

/**
 * The desk's timeline arithmetic, pure: the visible hours of each day in the
 * planner's zone (06:00–22:00) as equal segments side by side, slots to drop
 * on (an hour a slot by day, four hours by week), and where a stored time
 * falls on that line. Wall clock times are zone-less Dayjs, as the shift plan
 * keeps them.
 */
export const FIRST_HOUR = 6;
export const LAST_HOUR = 22;
const VISIBLE_MINUTES = (LAST_HOUR - FIRST_HOUR) * 60;

export type DeskView = 'day' | 'week';

export const slotHours = (view: DeskView) => (view === 'day' ? 1 : 4);

export interface Slot {
  /** Wall clock start, 'YYYY-MM-DD HH:mm'. */
  wall: string;
  dayIndex: number;
}

export function viewDays(first: Dayjs, view: DeskView): Dayjs[] {
  return Array.from({ length: view === 'day' ? 1 : 7 }, (_, index) => first.add(index, 'day'));
}

export function slotsOf(days: readonly Dayjs[], view: DeskView): Slot[] {
  const step = slotHours(view);
  return days.flatMap((day, dayIndex) =>
    Array.from({ length: (LAST_HOUR - FIRST_HOUR) / step }, (_, index) => ({
      wall: day.hour(FIRST_HOUR + index * step).format('YYYY-MM-DD HH:mm'),
      dayIndex,
    })),
  );
}

/** Every hour of the visible days: the keyboard's start-time choices. */
export function hourChoices(days: readonly Dayjs[]): string[] {
  return days.flatMap((day) =>
    Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, index) =>
      day.hour(FIRST_HOUR + index).format('YYYY-MM-DD HH:mm'),
    ),
  );
}

export const slotKey = (resourceId: string, wall: string) => `slot|${resourceId}|${wall}`;

export function parseSlotKey(key: string): { resourceId: string; wall: string } | null {
  const parts = key.split('|');
  if (parts.length !== 3 || parts[0] !== 'slot' || !parts[1] || !parts[2]) return null;
  return { resourceId: parts[1], wall: parts[2] };
}

export const wallOf = (text: string): Dayjs => dayjs(text, 'YYYY-MM-DD HH:mm');

/**
 * The pieces of a stored span on the line, as percentages of its width: one
 * piece per visible day it touches, clipped to the visible hours.
 */
export function barPieces(
  span: { start: string; end: string },
  days: readonly Dayjs[],
  zone: string | undefined,
): Array<{ left: number; width: number }> {
  const start = wallTimeOf(span.start, zone);
  const end = wallTimeOf(span.end, zone);
  if (!start || !end?.isAfter(start)) return [];
  const pieces: Array<{ left: number; width: number }> = [];
  days.forEach((day, index) => {
    const visibleStart = day.hour(FIRST_HOUR);
    const visibleEnd = day.hour(LAST_HOUR);
    const from = start.isAfter(visibleStart) ? start : visibleStart;
    const to = end.isBefore(visibleEnd) ? end : visibleEnd;
    if (!to.isAfter(from)) return;
    const offset = from.diff(visibleStart, 'minute') / VISIBLE_MINUTES;
    const length = to.diff(from, 'minute') / VISIBLE_MINUTES;
    pieces.push({ left: ((index + offset) / days.length) * 100, width: (length / days.length) * 100 });
  });
  return pieces;
}

/** 'HH:mm–HH:mm' in the planner's zone. */
export function timeRange(span: { start: string; end: string }, zone: string | undefined): string {
  const start = wallTimeOf(span.start, zone);
  const end = wallTimeOf(span.end, zone);
  if (!start || !end) return '';
  return `${start.format('HH:mm')}–${end.format(start.isSame(end, 'day') ? 'HH:mm' : 'ddd HH:mm')}`;
}

/** A stored time as the planner reads it ('ddd D MMM HH:mm'). */
export function wallLabel(stored: string, zone: string | undefined): string {
  return wallTimeOf(stored, zone)?.format('ddd D MMM HH:mm') ?? '';
}

export const WALL_FORMAT = WIRE_DATE_TIME;
