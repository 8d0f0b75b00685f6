import { describe, expect, it } from 'vitest';
import { instantOfWallClock, safeZone, wallClockText } from './zoned-clock.js';

const utc = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00Z`);

describe('wall-clock time in a named zone', () => {
  it('shows an instant as a clock in the zone does, summer time or not', () => {
    expect(wallClockText(utc('2026-11-23 13:00'), 'America/New_York')).toBe('2026-11-23 08:00');
    expect(wallClockText(utc('2026-07-01 12:00'), 'America/New_York')).toBe('2026-07-01 08:00');
    expect(wallClockText(utc('2026-11-23 23:30'), 'Europe/Berlin')).toBe('2026-11-24 00:30');
  });

  it('finds the instant a clock in the zone shows an hour, past midnight too', () => {
    expect(instantOfWallClock('2026-11-23', 8, 'America/New_York')).toBe(utc('2026-11-23 13:00'));
    expect(instantOfWallClock('2026-11-23', 26, 'America/New_York')).toBe(utc('2026-11-24 07:00'));
    // Berlin leaves summer time at 03:00 on 25 October 2026: 08:00 that day is 07:00 UTC, the day before 06:00.
    expect(instantOfWallClock('2026-10-25', 8, 'Europe/Berlin')).toBe(utc('2026-10-25 07:00'));
    expect(instantOfWallClock('2026-10-24', 8, 'Europe/Berlin')).toBe(utc('2026-10-24 06:00'));
  });

  it('reads an unknown or empty zone as UTC', () => {
    expect(safeZone('Mars/Olympus')).toBe('UTC');
    expect(safeZone('')).toBe('UTC');
    expect(safeZone(null)).toBe('UTC');
    expect(wallClockText(utc('2026-11-23 13:00'), 'Mars/Olympus')).toBe('2026-11-23 13:00');
  });
});
