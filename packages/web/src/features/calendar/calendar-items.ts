import type { CalendarItem } from './calendar-api.js';

/** A crowded month day shows this many events, then "+N". */
const MONTH_DAY_EVENTS = 4;

/** The month's items: at most MONTH_DAY_EVENTS a day (all-day first, then by time), and how many more each day has. */
export function monthItems(items: readonly CalendarItem[]): {
  items: CalendarItem[];
  more: Array<{ day: string; count: number }>;
} {
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const day = item.startWall.slice(0, 10);
    const list = byDay.get(day) ?? [];
    list.push(item);
    byDay.set(day, list);
  }
  const kept: CalendarItem[] = [];
  const more: Array<{ day: string; count: number }> = [];
  for (const [day, list] of byDay) {
    if (list.length <= MONTH_DAY_EVENTS + 1) {
      kept.push(...list);
      continue;
    }
    const ordered = [...list].sort(
      (a, b) => Number(b.allDay) - Number(a.allDay) || a.startWall.localeCompare(b.startWall),
    );
    kept.push(...ordered.slice(0, MONTH_DAY_EVENTS));
    more.push({ day, count: list.length - MONTH_DAY_EVENTS });
  }
  return { items: kept, more };
}

/** A series moved as a whole: its record's own times shift as the dragged occurrence did. */
export function recordTimesOf(
  item: CalendarItem,
  shift: number,
  length: number,
): { begintime: string; endtime: string } {
  const first = Date.parse(`${(item.series?.firstStart ?? item.start).replace(' ', 'T')}Z`) + shift;
  const stored = (instant: number) => new Date(instant).toISOString().slice(0, 19).replace('T', ' ');
  return { begintime: stored(first), endtime: stored(first + length) };
}
