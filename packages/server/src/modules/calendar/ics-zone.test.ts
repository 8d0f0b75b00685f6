import { describe, expect, it } from 'vitest';
import { vtimezone, zonedTime } from './ics-zone.js';

const lines = (zone: string, from: string, to: string) =>
  vtimezone(zone, Date.parse(from), Date.parse(to)).trimEnd().split('\r\n');

describe('VTIMEZONE of an invitation (issue 22)', () => {
  it('[S1-R-113] has each summer-time change of the span, its onset in local time before the change', () => {
    const berlin = lines('Europe/Berlin', '2026-03-01T00:00:00Z', '2026-11-01T00:00:00Z');
    expect(berlin.slice(0, 2)).toEqual(['BEGIN:VTIMEZONE', 'TZID:Europe/Berlin']);
    expect(berlin.join('\n')).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20260329T020000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0200\nEND:DAYLIGHT',
    );
    expect(berlin.join('\n')).toContain(
      'BEGIN:STANDARD\nDTSTART:20261025T030000\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0100\nEND:STANDARD',
    );
    // The southern hemisphere changes the other way; a zone west of UTC has negative offsets.
    expect(lines('Australia/Sydney', '2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z').join('\n')).toContain(
      'BEGIN:STANDARD\nDTSTART:20260405T030000\nTZOFFSETFROM:+1100\nTZOFFSETTO:+1000',
    );
    expect(lines('America/New_York', '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z').join('\n')).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20260308T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400',
    );
  });

  it('[S1-R-113] a zone without changes has one observance; times are written on its clock', () => {
    const tokyo = lines('Asia/Tokyo', '2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z');
    expect(tokyo.filter((line) => line.startsWith('BEGIN:'))).toEqual(['BEGIN:VTIMEZONE', 'BEGIN:STANDARD']);
    expect(tokyo).toContain('TZOFFSETTO:+0900');
    const at = zonedTime(Date.parse('2026-03-27T10:30:00Z'));
    expect(at.tz('Asia/Tokyo').format('YYYYMMDD')).toBe('20260327');
    expect(at.tz('Asia/Tokyo').format('HHmmss')).toBe('193000');
    expect(at.utc().format('HHmmss')).toBe('103000');
  });
});
