import { DEFAULT_DAILY_HOURS, type Span, WORKDAY_START_HOUR } from './work-order.js';

/**
 * A resource's capacity: its working windows per day of the planner's
 * zone. A day with shifts works the shifts; a weekday without one works
 * `dailyHours` from 08:00; a weekend day without one does not work.
 * `days` are the day bounds: n + 1 instants of local midnights.
 */
export function workingWindows(
  days: readonly number[],
  dailyHours: number | null,
  shifts: readonly Span[],
  weekdayOf: (dayIndex: number) => number,
): Span[][] {
  const hours = dailyHours !== null && dailyHours >= 0 && dailyHours <= 24 ? dailyHours : DEFAULT_DAILY_HOURS;
  const windows: Span[][] = [];
  for (let index = 0; index + 1 < days.length; index += 1) {
    const day = { start: days[index] as number, end: days[index + 1] as number };
    const clipped = shifts
      .map((shift) => ({ start: Math.max(shift.start, day.start), end: Math.min(shift.end, day.end) }))
      .filter((shift) => shift.end > shift.start)
      .sort((a, b) => a.start - b.start);
    if (clipped.length > 0) {
      windows.push(clipped);
      continue;
    }
    const weekday = weekdayOf(index);
    if (weekday === 0 || weekday === 6 || hours === 0) {
      windows.push([]);
      continue;
    }
    // The day's length may be 23 or 25 h across a clock change: hours are counted from its start.
    const start = day.start + WORKDAY_START_HOUR * 3_600_000;
    windows.push([{ start, end: Math.min(day.end, start + hours * 3_600_000) }]);
  }
  return windows;
}

const overlapMs = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
const hoursOf = (ms: number) => Math.round((ms / 3_600_000) * 100) / 100;

export interface DayUsage {
  bookedHours: number;
  capacityHours: number;
  over: boolean;
}

/** Booked hours (the part of each booking inside the day) against the day's capacity, per day. */
export function usageByDay(
  days: readonly number[],
  windows: readonly Span[][],
  bookings: readonly Span[],
): DayUsage[] {
  const usage: DayUsage[] = [];
  for (let index = 0; index + 1 < days.length; index += 1) {
    const day = { start: days[index] as number, end: days[index + 1] as number };
    const booked = bookings.reduce((sum, booking) => sum + overlapMs(booking, day), 0);
    const capacity = (windows[index] ?? []).reduce((sum, window) => sum + (window.end - window.start), 0);
    usage.push({ bookedHours: hoursOf(booked), capacityHours: hoursOf(capacity), over: booked > capacity });
  }
  return usage;
}

/** A resource's totals over the days, and whether it is over-allocated on any of them. */
export function usageTotals(days: readonly DayUsage[]): DayUsage & { overDays: number; utilisation: number } {
  const booked = days.reduce((sum, day) => sum + day.bookedHours, 0);
  const capacity = days.reduce((sum, day) => sum + day.capacityHours, 0);
  const overDays = days.filter((day) => day.over).length;
  return {
    bookedHours: Math.round(booked * 100) / 100,
    capacityHours: Math.round(capacity * 100) / 100,
    over: booked > capacity || overDays > 0,
    overDays,
    utilisation: capacity > 0 ? Math.round((booked / capacity) * 100) : booked > 0 ? 100 : 0,
  };
}

/**
 * The first time from `notBefore` at which `duration` fits inside one
 * working window without touching a busy span, or null when none does.
 */
export function firstFreeSlot(
  windows: readonly Span[],
  busy: readonly Span[],
  duration: number,
  notBefore: number,
): Span | null {
  const sorted = [...busy].sort((a, b) => a.start - b.start);
  for (const window of [...windows].sort((a, b) => a.start - b.start)) {
    let start = Math.max(window.start, notBefore);
    for (const span of sorted) {
      if (span.end <= start) continue;
      if (span.start >= start + duration) break;
      start = Math.max(start, span.end);
    }
    if (start + duration <= window.end) return { start, end: start + duration };
  }
  return null;
}
