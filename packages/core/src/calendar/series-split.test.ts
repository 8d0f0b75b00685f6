import { describe, expect, it } from 'vitest';
import { splitSeries, wallDaysBetween } from './series-split.js';

const weekly = { freq: 'WEEKLY' as const, interval: 1, byWeekday: [0, 2], count: 10, until: null };

describe('splitSeries ("this and following events")', () => {
  it('cuts a counted series: the head keeps the occurrences before, the tail the rest, exceptions follow', () => {
    expect(splitSeries(weekly, [1, 4, 8], 3)).toEqual({
      head: { rule: { ...weekly, count: 3 }, exceptions: [1] },
      tail: { rule: { ...weekly, count: 7 }, exceptions: [1, 5] },
    });
  });

  it('keeps the last day of a dated series for its tail, and moves weekly days with the occurrence', () => {
    const dated = { ...weekly, count: null, until: '2026-12-31' };
    const { head, tail } = splitSeries(dated, [], 2, 1);
    expect(head?.rule).toEqual({ ...dated, count: 2, until: null });
    expect(tail.rule).toEqual({ ...dated, byWeekday: [1, 3] });
    expect(splitSeries(dated, [], 2, -1).tail.rule.byWeekday).toEqual([6, 1]);
  });

  it('at the first occurrence nothing stays before the cut', () => {
    expect(splitSeries(weekly, [2], 0).head).toBeNull();
    expect(splitSeries(weekly, [2], 0).tail).toEqual({ rule: weekly, exceptions: [2] });
  });

  it('counts whole days between wall times', () => {
    expect(wallDaysBetween(Date.UTC(2026, 2, 30, 23), Date.UTC(2026, 2, 31, 1))).toBe(1);
    expect(wallDaysBetween(Date.UTC(2026, 2, 31, 9), Date.UTC(2026, 2, 30, 9))).toBe(-1);
  });
});
