import { wallClockOf } from '@vela/core';
import type { ICalDayJsStub } from 'ical-generator';

/**
 * Times of a repeating event in its zone for ical-generator (issue 22). A
 * series keeps its wall-clock time across summer-time changes, so its .ics
 * says DTSTART;TZID=Europe/Berlin:… (RFC 5545 §3.3.5, form 3) and carries the
 * zone's VTIMEZONE. ical-generator formats a plain Date with the server
 * process's own zone, so a time goes to it as this Day.js-shaped value, which
 * writes the figures a clock in the asked zone shows (Intl, as core's
 * wallClockOf), or the UTC ones for utc().
 */
export function zonedTime(instant: number, zone: string | null = null): ICalDayJsStub {
  const figures = () => new Date(zone ? wallClockOf(instant, zone) : instant).toISOString();
  return {
    tz: (asked?: string) => zonedTime(instant, asked ?? zone),
    utc: () => zonedTime(instant, null),
    format: (pattern?: string) => {
      const iso = figures();
      const date = iso.slice(0, 10).replace(/-/g, '');
      const time = iso.slice(11, 19).replace(/:/g, '');
      if (pattern === 'YYYYMMDD') return date;
      if (pattern === 'HHmmss') return time;
      return `${date}T${time}`;
    },
    toDate: () => new Date(instant),
    isValid: () => Number.isFinite(instant),
    toJSON: () => new Date(instant).toISOString(),
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const offsetAt = (instant: number, zone: string) => wallClockOf(instant, zone) - instant;

/** ±HHMM of an offset in milliseconds (RFC 5545 UTC-OFFSET). */
function offsetText(offset: number): string {
  const minutes = Math.round(Math.abs(offset) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
}

/** The local 'YYYYMMDDTHHmmss' of a wall-clock figure (UTC milliseconds of the figures). */
const localText = (wall: number) => new Date(wall).toISOString().slice(0, 19).replace(/[-:]/g, '');

const MINUTE = 60_000;

/** The first whole minute in (after, before] at which the zone's offset is no longer `offset`. */
function changeBetween(after: number, before: number, zone: string, offset: number): number {
  let low = Math.floor(after / MINUTE);
  let high = Math.ceil(before / MINUTE);
  while (high - low > 1) {
    const middle = low + Math.floor((high - low) / 2);
    if (offsetAt(middle * MINUTE, zone) === offset) low = middle;
    else high = middle;
  }
  return high * MINUTE;
}

/**
 * The zone's VTIMEZONE for the span [from, to]: its offset at the start and
 * every change within, each as an observance with its onset (RFC 5545
 * §3.6.5: DTSTART in the local time before the change), read from the
 * platform's time-zone data through Intl. DAYLIGHT for a change forward,
 * STANDARD for one back; a zone with no change has one STANDARD.
 */
export function vtimezone(zone: string, from: number, to: number): string {
  const start = Math.floor(from / DAY) * DAY - DAY;
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', onset: number, before: number, after: number) => {
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localText(onset + before)}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(after)}`,
      `END:${kind}`,
    );
  };
  const first = offsetAt(start, zone);
  const changes: Array<{ onset: number; before: number; after: number }> = [];
  let offset = first;
  for (let at = start; at < to + DAY; at += DAY) {
    const next = offsetAt(at + DAY, zone);
    if (next === offset) continue;
    changes.push({ onset: changeBetween(at, at + DAY, zone, offset), before: offset, after: next });
    offset = next;
  }
  // The offset in force at the start is summer time when the first change goes back from it.
  const firstChange = changes[0];
  observance(firstChange && firstChange.after < first ? 'DAYLIGHT' : 'STANDARD', start, first, first);
  for (const change of changes)
    observance(
      change.after > change.before ? 'DAYLIGHT' : 'STANDARD',
      change.onset,
      change.before,
      change.after,
    );
  lines.push('END:VTIMEZONE');
  return `${lines.join('\r\n')}\r\n`;
}
