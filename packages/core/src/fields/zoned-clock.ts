/**
 * Wall-clock time in a named zone, with Intl only (no zone database of our
 * own): what a clock in that zone shows at an instant, and the instant at
 * which it shows a given hour. Server code that writes messages or plans
 * times for a person uses these; the browser has its own pickers.
 */

/** The zone when Intl knows it, else UTC: a stored zone that went bad never fails a call. */
export function safeZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** What a clock in the zone shows at the instant, as UTC milliseconds of those same figures. */
function wallClockMillis(instant: number, zone: string): number {
  const known = safeZone(zone);
  let format = formats.get(known);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: known,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(known, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** 'YYYY-MM-DD HH:mm' as a clock in the zone shows the instant. */
export function wallClockText(instant: number, zone: string): string {
  return new Date(wallClockMillis(instant, zone)).toISOString().slice(0, 16).replace('T', ' ');
}

/** The instant at which a clock in the zone shows `hour` (may pass 24) o'clock of the day 'YYYY-MM-DD'. */
export function instantOfWallClock(day: string, hour: number, zone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000;
  // Twice: the offset at the first guess may differ from the offset at the answer across a change of summer time.
  let instant = wall - (wallClockMillis(wall, zone) - wall);
  instant = wall - (wallClockMillis(instant, zone) - instant);
  return instant;
}
