import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** How the wire writes a date-time: UTC, no zone suffix (the form service's 'YYYY-MM-DD HH:mm:ss'). */
export const WIRE_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
export const WIRE_DATE = 'YYYY-MM-DD';
export const WIRE_TIME = 'HH:mm:ss';

function validZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

function parseUtc(text: string): Dayjs | null {
  for (const format of [WIRE_DATE_TIME, 'YYYY-MM-DD HH:mm', 'YYYY-MM-DDTHH:mm:ss', WIRE_DATE]) {
    const parsed = dayjs.utc(text, format, true);
    if (parsed.isValid()) return parsed;
  }
  return null;
}

/**
 * A stored UTC date-time as the wall-clock time in the user's zone, as a
 * zone-less dayjs the pickers can show and edit (pickers know no zones).
 * Stored values with an explicit zone or 'T' (ISO-8601) are read as written.
 */
export function wallTimeOf(stored: string, zone: string | undefined): Dayjs | null {
  const text = stored.trim();
  if (text === '') return null;
  const zoned = /[zZ]|[+-]\d{2}:?\d{2}$/.test(text);
  const parsed = zoned ? dayjs.utc(text) : parseUtc(text);
  if (!parsed?.isValid()) return null;
  const tz = validZone(zone);
  const wall = tz ? parsed.tz(tz) : parsed.local();
  return dayjs(wall.format(WIRE_DATE_TIME), WIRE_DATE_TIME);
}

/** The wall-clock time a user picked in their zone, as the stored UTC text. */
export function storedTimeOf(wall: Dayjs, zone: string | undefined): string {
  const tz = validZone(zone);
  const text = wall.format(WIRE_DATE_TIME);
  const instant = tz ? dayjs.tz(text, WIRE_DATE_TIME, tz) : dayjs(text, WIRE_DATE_TIME);
  return instant.utc().format(WIRE_DATE_TIME);
}

/** A stored date ('YYYY-MM-DD'), strictly; dates have no zone. */
export function dateOf(stored: string): Dayjs | null {
  const parsed = dayjs(stored.trim(), WIRE_DATE, true);
  return parsed.isValid() ? parsed : null;
}

/** A stored time ('HH:mm' or 'HH:mm:ss') on an arbitrary day, for the time picker. */
export function timeOf(stored: string): Dayjs | null {
  const parsed = dayjs(stored.trim(), ['HH:mm:ss', 'HH:mm', 'H:mm'], true);
  return parsed.isValid() ? parsed : null;
}

export { dayjs };
