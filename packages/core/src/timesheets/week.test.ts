import { describe, expect, it } from 'vitest';
import { resourceBarConflict } from './resource-calendar.js';
import {
  checkTimeEntryDay,
  checkTimesheetWeek,
  dayTotals,
  isTimesheetLocked,
  mondayOf,
  rowTotal,
  shiftWeek,
  timesheetLockedMessage,
  timesheetProblemMessage,
  timesheetStatusOf,
  weekDays,
  weekTotal,
} from './week.js';

describe('timesheet week rules', () => {
  it("[S1-R-122] finds the Monday of any day and the week's seven days, across months and years", () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(mondayOf('2026-02-30')).toBeNull();
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
  });

  it('[S1-R-122] totals rows, days and the week to two decimals', () => {
    const rows = [{ hours: [0.1, 8, 0, 0, 0, 0, 0] }, { hours: [0.2, 0, 4.25, 0, 0, 0, 0] }];
    expect(rowTotal(rows[1] ?? { hours: [] })).toBe(4.45);
    expect(dayTotals(rows)).toEqual([0.3, 8, 4.25, 0, 0, 0, 0]);
    expect(weekTotal(rows)).toBe(12.55);
  });

  it('[S1-R-122] refuses a day over 24 h naming the day, and hours that are not 0–24 naming the row', () => {
    const days = weekDays('2026-11-23');
    const over = checkTimesheetWeek([{ hours: [0, 0, 16, 0, 0, 0, 0] }, { hours: [0, 0, 9, 0, 0, 0, 0] }]);
    expect(over).toEqual({ kind: 'dayOver', day: 2, total: 25 });
    expect(over && timesheetProblemMessage(over, days, ['Design', 'Build'])).toBe(
      '2026-11-25: the hours add up to 25 h, more than the 24 h of a day',
    );
    expect(checkTimesheetWeek([{ hours: [0, 0, 24, 0, 0, 0, 0] }])).toBeNull();
    const negative = checkTimesheetWeek([{ hours: [0, -1, 0, 0, 0, 0, 0] }]);
    expect(negative && timesheetProblemMessage(negative, days, ['Design'])).toBe(
      'Design, 2026-11-24: hours are a number from 0 to 24 with at most two decimals',
    );
    expect(checkTimesheetWeek([{ hours: [0.125, 0, 0, 0, 0, 0, 0] }])?.kind).toBe('badHours');
    expect(checkTimesheetWeek([{ hours: [Number.NaN, 0, 0, 0, 0, 0, 0] }])?.kind).toBe('badHours');
    expect(checkTimesheetWeek([{ hours: [1, 2] }])?.kind).toBe('badHours');
  });

  it('[S1-R-122] a week is locked while it waits for approval and once approved', () => {
    expect(timesheetStatusOf(undefined)).toBe('open');
    expect(timesheetStatusOf('pending')).toBe('submitted');
    expect(timesheetStatusOf('recalled')).toBe('open');
    expect(['open', 'submitted', 'approved', 'rejected'].map((s) => isTimesheetLocked(s as never))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('resource calendar rules', () => {
  const bar = (id: string, kind: 'shift' | 'event', resourceId: string, start: number, end: number) => ({
    id,
    kind,
    resourceId,
    start,
    end,
  });
  it('[S1-R-108] a move collides only with a bar of the same kind on the same resource that overlaps it', () => {
    const others = [
      bar('a', 'shift', 'r1', 8, 12),
      bar('b', 'event', 'r1', 12, 13),
      bar('c', 'shift', 'r2', 8, 12),
    ];
    expect(resourceBarConflict(bar('m', 'shift', 'r1', 11, 14), others)?.id).toBe('a');
    expect(resourceBarConflict(bar('m', 'shift', 'r1', 12, 14), others)).toBeNull();
    expect(resourceBarConflict(bar('m', 'event', 'r1', 9, 12.5), others)?.id).toBe('b');
    expect(resourceBarConflict(bar('a', 'shift', 'r1', 9, 10), others)).toBeNull();
  });
});

describe('one time entry saved on its own', () => {
  it('is held to the same hours rule and the same 24 h a day as the week', () => {
    expect(checkTimeEntryDay(4, [8, 12])).toBeNull();
    expect(checkTimeEntryDay(4.5, [8, 12])).toEqual({ kind: 'dayOver', day: 0, total: 24.5 });
    expect(checkTimeEntryDay(-1, [])).toMatchObject({ kind: 'badHours', value: -1 });
    expect(checkTimeEntryDay(1.234, [])).toMatchObject({ kind: 'badHours' });
    expect(checkTimeEntryDay(0.1, [0.2, 23.7])).toBeNull();
  });

  it('names a locked week by its Monday and why', () => {
    expect(timesheetLockedMessage('2026-11-23', 'approved')).toBe(
      'The week of 2026-11-23 is approved: its hours can no longer change',
    );
    expect(timesheetLockedMessage('2026-11-23', 'submitted')).toContain('waits for approval');
  });
});
