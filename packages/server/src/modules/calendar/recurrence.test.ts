import { checkRecurrence, MAX_OCCURRENCES, type RecurrenceRule } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { expandSeries } from './recurrence.js';

const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00Z`);
const iso = (instant: number) => new Date(instant).toISOString().slice(0, 16).replace('T', ' ');
const rule = (parts: Partial<RecurrenceRule>): RecurrenceRule => ({
  freq: 'DAILY',
  interval: 1,
  byWeekday: [],
  count: null,
  until: null,
  ...parts,
});
const series = (
  start: string,
  end: string,
  parts: Partial<RecurrenceRule>,
  timeZone = 'UTC',
  exceptions: number[] = [],
) => ({
  start: at(start),
  end: at(end),
  rule: rule(parts),
  timeZone,
  exceptions: new Set(exceptions),
});

describe('recurrence expansion (issue 22 item 2)', () => {
  it('expands a daily rule with a count, the event itself being occurrence 0', () => {
    const occurrences = expandSeries(series('2026-11-23 09:00', '2026-11-23 10:00', { count: 3 }));
    expect(occurrences.map((o) => [o.index, iso(o.start), iso(o.end)])).toEqual([
      [0, '2026-11-23 09:00', '2026-11-23 10:00'],
      [1, '2026-11-24 09:00', '2026-11-24 10:00'],
      [2, '2026-11-25 09:00', '2026-11-25 10:00'],
    ]);
  });

  it('expands a weekly rule on chosen weekdays up to a last date, the start weekday included', () => {
    // 2026-11-23 is a Monday; Wednesday (2) and Friday (4) added; last date Sunday 2026-12-06.
    const occurrences = expandSeries(
      series('2026-11-23 08:00', '2026-11-23 08:30', {
        freq: 'WEEKLY',
        byWeekday: [2, 4],
        until: '2026-12-06',
      }),
    );
    expect(occurrences.map((o) => iso(o.start).slice(0, 10))).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
    ]);
  });

  it('expands a monthly rule every second month and leaves out edited occurrences', () => {
    const occurrences = expandSeries(
      series('2026-01-15 12:00', '2026-01-15 13:00', { freq: 'MONTHLY', interval: 2, count: 4 }, 'UTC', [1]),
    );
    expect(occurrences.map((o) => [o.index, iso(o.start).slice(0, 10)])).toEqual([
      [0, '2026-01-15'],
      [2, '2026-05-15'],
      [3, '2026-07-15'],
    ]);
  });

  it('keeps a weekly 09:00 Berlin meeting at 09:00 local across the spring-forward week (UTC moves by an hour)', () => {
    // Europe/Berlin moves from UTC+1 to UTC+2 on Sunday 2026-03-29.
    const occurrences = expandSeries(
      series('2026-03-23 08:00', '2026-03-23 09:00', { freq: 'WEEKLY', count: 3 }, 'Europe/Berlin'),
    );
    expect(occurrences.map((o) => [iso(o.start), iso(o.end)])).toEqual([
      ['2026-03-23 08:00', '2026-03-23 09:00'],
      ['2026-03-30 07:00', '2026-03-30 08:00'],
      ['2026-04-06 07:00', '2026-04-06 08:00'],
    ]);
  });

  it('keeps a daily 23:30 New York event at 23:30 local across the autumn change', () => {
    // America/New_York goes from UTC-4 to UTC-5 on Sunday 2026-11-01.
    const occurrences = expandSeries(
      series('2026-10-31 03:30', '2026-10-31 04:00', { count: 3 }, 'America/New_York'),
    );
    expect(occurrences.map((o) => iso(o.start))).toEqual([
      '2026-10-31 03:30',
      '2026-11-01 03:30',
      '2026-11-02 04:30',
    ]);
  });

  it('never expands past the cap', () => {
    const occurrences = expandSeries(
      series('2026-01-01 09:00', '2026-01-01 10:00', { count: MAX_OCCURRENCES }),
    );
    expect(occurrences).toHaveLength(MAX_OCCURRENCES);
  });
});

describe('recurrence rules that are refused (issue 22: bad input)', () => {
  const start = at('2026-11-23 09:00');
  it.each([
    [{}, 'unbounded'],
    [{ count: 3, until: '2026-12-01' }, 'bothEnds'],
    [{ count: 0 }, 'badCount'],
    [{ count: MAX_OCCURRENCES + 1 }, 'badCount'],
    [{ interval: 0, count: 2 }, 'badInterval'],
    [{ until: '2026-02-30' }, 'badUntil'],
    [{ until: '2026-11-01' }, 'untilBeforeStart'],
    [{ until: '2030-12-31' }, 'tooMany'],
    [{ freq: 'WEEKLY' as const, byWeekday: [7], count: 2 }, 'badWeekday'],
  ])('%j is refused as %s', (parts, problem) => {
    expect(checkRecurrence(rule(parts), start, 'UTC')).toBe(problem);
  });

  it('accepts a bounded rule', () => {
    expect(checkRecurrence(rule({ until: '2027-06-30' }), start, 'UTC')).toBeNull();
    expect(checkRecurrence(rule({ freq: 'MONTHLY', until: '2040-01-01' }), start, 'UTC')).toBeNull();
  });
});
