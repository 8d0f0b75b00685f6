/**
 * Appointment scheduling (issue 22): the free slots of a bookable service, as one pure rule the server
 * answers the public booking page with and checks a booking against.
 *
 * A slot is free for a deliverer (a user or a service resource) when it lies inside the deliverer's
 * working hours and the slot widened by the service's buffers overlaps none of the deliverer's busy
 * times. Working hours are a weekly pattern of wall-clock ranges in the service's time zone (so
 * 09:00–17:00 stays 09:00–17:00 across daylight-saving changes) or explicit windows (a resource's
 * shifts). Slots sit on a grid of wall-clock steps from each range's start; a wall time a
 * spring-forward change skips is no slot.
 */
import { instantOfWall, wallClockOf } from '../calendar/index.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A span of time in epoch milliseconds, end exclusive. */
export interface TimeSpan {
  start: number;
  end: number;
}

/** One weekly working range: weekday 0 (Monday) … 6 (Sunday), wall clock 'HH:mm' in the service's zone. */
export interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

export interface SlotDeliverer {
  id: string;
  /** Explicit working windows (shifts); when absent the service's weekly hours apply. */
  windows?: readonly TimeSpan[];
  /** Busy times: events, and bookings already widened by their own buffers. */
  busy: readonly TimeSpan[];
}

export interface FreeSlotInput {
  /** The window asked for. */
  from: number;
  to: number;
  /** The service's IANA time zone (its weekly hours are wall-clock times there). */
  timeZone: string;
  weeklyHours: readonly WeeklyRange[];
  deliverers: readonly SlotDeliverer[];
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** The grid step; the duration when absent. */
  stepMinutes?: number;
  /** Now: no slot starts before it (plus the minimum notice). */
  now: number;
  minNoticeMinutes?: number;
  /** Bookings open this many days ahead of now. */
  horizonDays: number;
}

export interface FreeSlot {
  start: number;
  end: number;
  /** The deliverers free for it, in the input's order. */
  delivererIds: string[];
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** Minutes after midnight of 'HH:mm' ('24:00' is 1440); null when it is not such a time. */
export function minutesOfClock(text: string): number | null {
  const match = HHMM.exec(text);
  if (!match) return null;
  if (text === '24:00') return 1440;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The span of time within which slots may start: from now plus notice up to the horizon. */
export function bookableWindow(
  input: Pick<FreeSlotInput, 'from' | 'to' | 'now' | 'minNoticeMinutes' | 'horizonDays'>,
) {
  return {
    start: Math.max(input.from, input.now + (input.minNoticeMinutes ?? 0) * MINUTE),
    end: Math.min(input.to, input.now + input.horizonDays * DAY),
  };
}

/** Monday-based weekday (0 … 6) of a wall-clock day given as UTC milliseconds of its midnight. */
const weekdayOf = (wallDay: number) => (new Date(wallDay).getUTCDay() + 6) % 7;

/**
 * Slot starts on the wall grid of one working range [rangeStart, rangeEnd) (wall-clock ms), as
 * instants, each with its end (start + duration, real elapsed time) inside the range's end instant.
 */
function gridOfRange(
  wallStart: number,
  wallEnd: number,
  zone: string,
  durationMs: number,
  stepMs: number,
  out: TimeSpan[],
): void {
  const startInstant = instantOfWall(wallStart, zone);
  const endInstant = instantOfWall(wallEnd, zone);
  const offsetStart = wallStart - startInstant;
  const offsetEnd = wallEnd - endInstant;
  for (let wall = wallStart; wall < wallEnd; wall += stepMs) {
    let instant: number;
    if (offsetStart === offsetEnd) instant = wall - offsetStart;
    else {
      instant = instantOfWall(wall, zone);
      // A wall time skipped by a spring-forward change is no slot.
      if (wallClockOf(instant, zone) !== wall) continue;
    }
    if (instant + durationMs > endInstant) break;
    out.push({ start: instant, end: instant + durationMs });
  }
}

/** Slots of the weekly hours over the wall days that can touch [start, end). */
function weeklyGrid(input: FreeSlotInput, window: TimeSpan, durationMs: number, stepMs: number): TimeSpan[] {
  const zone = input.timeZone;
  const byDay: WeeklyRange[][] = [[], [], [], [], [], [], []];
  for (const range of input.weeklyHours) byDay[range.weekday]?.push(range);
  const firstDay = Math.floor(wallClockOf(window.start, zone) / DAY) * DAY;
  const lastDay = Math.floor(wallClockOf(window.end, zone) / DAY) * DAY;
  const slots: TimeSpan[] = [];
  for (let day = firstDay; day <= lastDay; day += DAY) {
    const ranges = byDay[weekdayOf(day)] ?? [];
    for (const range of ranges) {
      const from = minutesOfClock(range.start);
      const to = minutesOfClock(range.end);
      if (from === null || to === null || to <= from) continue;
      gridOfRange(day + from * MINUTE, day + to * MINUTE, zone, durationMs, stepMs, slots);
    }
  }
  return slots;
}

/** Slots on the wall grid of explicit windows (shifts). */
function windowGrid(
  windows: readonly TimeSpan[],
  zone: string,
  durationMs: number,
  stepMs: number,
): TimeSpan[] {
  const slots: TimeSpan[] = [];
  for (const window of windows) {
    const wallStart = wallClockOf(window.start, zone);
    const wallEnd = wallStart + (window.end - window.start);
    const before = slots.length;
    gridOfRange(wallStart, wallEnd, zone, durationMs, stepMs, slots);
    // The grid's end is the window's real end, whatever a change inside it did to the wall clock.
    for (let at = slots.length - 1; at >= before; at -= 1) {
      const slot = slots[at];
      if (slot && slot.end > window.end) slots.splice(at, 1);
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** Busy spans sorted by start, with a running maximum of ends for the overlap search. */
interface BusyIndex {
  starts: number[];
  maxEnds: number[];
}

function indexBusy(busy: readonly TimeSpan[]): BusyIndex {
  const sorted = [...busy].filter((span) => span.end > span.start).sort((a, b) => a.start - b.start);
  const starts: number[] = [];
  const maxEnds: number[] = [];
  let maxEnd = Number.NEGATIVE_INFINITY;
  for (const span of sorted) {
    starts.push(span.start);
    maxEnd = Math.max(maxEnd, span.end);
    maxEnds.push(maxEnd);
  }
  return { starts, maxEnds };
}

/** True when some busy span overlaps [start, end). */
function overlapsBusy(index: BusyIndex, start: number, end: number): boolean {
  // The last busy span starting before `end`; any overlap has its start before `end`.
  let low = 0;
  let high = index.starts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((index.starts[mid] ?? 0) < end) low = mid + 1;
    else high = mid;
  }
  const last = low - 1;
  return last >= 0 && (index.maxEnds[last] ?? 0) > start;
}

/** The free slots of a service in [from, to), soonest first, each with the deliverers free for it. */
export function freeSlots(input: FreeSlotInput): FreeSlot[] {
  const durationMs = input.durationMinutes * MINUTE;
  const stepMs = (input.stepMinutes ?? input.durationMinutes) * MINUTE;
  if (durationMs <= 0 || stepMs <= 0) return [];
  const window = bookableWindow(input);
  if (window.end <= window.start) return [];
  const before = input.bufferBeforeMinutes * MINUTE;
  const after = input.bufferAfterMinutes * MINUTE;
  const needsWeekly = input.deliverers.some((deliverer) => !deliverer.windows);
  const weekly = needsWeekly ? weeklyGrid(input, window, durationMs, stepMs) : [];
  const byStart = new Map<number, FreeSlot>();
  for (const deliverer of input.deliverers) {
    const grid = deliverer.windows
      ? windowGrid(deliverer.windows, input.timeZone, durationMs, stepMs)
      : weekly;
    const busy = indexBusy(deliverer.busy);
    for (const slot of grid) {
      if (slot.start < window.start || slot.start >= window.end) continue;
      if (overlapsBusy(busy, slot.start - before, slot.end + after)) continue;
      const known = byStart.get(slot.start);
      if (known) known.delivererIds.push(deliverer.id);
      else byStart.set(slot.start, { start: slot.start, end: slot.end, delivererIds: [deliverer.id] });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** The span a booking blocks on its deliverer's calendar: the slot widened by the buffers. */
export function blockedSpan(
  slot: TimeSpan,
  service: { bufferBeforeMinutes: number; bufferAfterMinutes: number },
): TimeSpan {
  return {
    start: slot.start - service.bufferBeforeMinutes * MINUTE,
    end: slot.end + service.bufferAfterMinutes * MINUTE,
  };
}
