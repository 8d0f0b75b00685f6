import { dayjs, WIRE_DATE_TIME } from '../field-widgets/index.js';

/**
 * The calendar shows every time on the user's clock (their time-zone
 * setting, not the browser's): FullCalendar runs in 'UTC' and is given
 * wall-clock times, so a Date it hands back carries the user's wall clock in
 * its UTC fields. These turn those into stored UTC text and back, zone by
 * zone, so a summer-time change falls where it falls for the user.
 */

function zoneOrUtc(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** A calendar Date (wall clock in its UTC fields) as stored UTC 'YYYY-MM-DD HH:mm:ss'. */
export function storedOfWall(wall: Date, zone: string | undefined): string {
  const text = dayjs.utc(wall).format(WIRE_DATE_TIME);
  return dayjs.tz(text, WIRE_DATE_TIME, zoneOrUtc(zone)).utc().format(WIRE_DATE_TIME);
}

/** Stored UTC text as the wall-clock text FullCalendar shows ('YYYY-MM-DDTHH:mm:ss'). */
export function wallOfStored(stored: string, zone: string | undefined): string {
  return dayjs.utc(stored, WIRE_DATE_TIME).tz(zoneOrUtc(zone)).format('YYYY-MM-DDTHH:mm:ss');
}

/** The stored UTC window that covers a range of the calendar's wall-clock days, a day wider each side. */
export function windowOfRange(start: Date, end: Date): { from: string; to: string } {
  return {
    from: dayjs.utc(start).subtract(1, 'day').format(WIRE_DATE_TIME),
    to: dayjs.utc(end).add(1, 'day').format(WIRE_DATE_TIME),
  };
}

/** FullCalendar's locale code of a language of the app. */
export function calendarLocale(language: string): string {
  return language.toLowerCase();
}
