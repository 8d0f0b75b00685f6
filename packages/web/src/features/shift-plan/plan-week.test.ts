import { describe, expect, it } from 'vitest';
import { dayjs } from '../field-widgets/index.js';
import {
  cellKey,
  dayIndexOf,
  movedTimes,
  newShiftTimes,
  parseCellKey,
  placeShifts,
  planWindow,
  shiftTimeRange,
  todayIn,
  weekDays,
  weekStartOf,
} from './plan-week.js';

const BERLIN = 'Europe/Berlin';
const monday = dayjs('2026-11-23 00:00:00', 'YYYY-MM-DD HH:mm:ss');
const shift = (id: string, resourceId: string, start: string, end: string) => ({
  id,
  resourceId,
  start,
  end,
});

describe('shift plan week', () => {
  it('starts weeks on Monday, whatever day it is', () => {
    for (const day of ['2026-11-23', '2026-11-25', '2026-11-29'])
      expect(weekStartOf(dayjs(`${day} 15:30`, 'YYYY-MM-DD HH:mm')).format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(weekDays(monday).map((day) => day.format('dd D'))).toEqual([
      'Mo 23',
      'Tu 24',
      'We 25',
      'Th 26',
      'Fr 27',
      'Sa 28',
      'Su 29',
    ]);
  });

  it("asks the server for the week in UTC, from the user's zone", () => {
    expect(planWindow(monday, BERLIN)).toEqual({ from: '2026-11-22 23:00:00', to: '2026-11-29 23:00:00' });
    expect(planWindow(monday, 'UTC')).toEqual({ from: '2026-11-23 00:00:00', to: '2026-11-30 00:00:00' });
    expect(todayIn('Asia/Tokyo', new Date('2026-11-22T20:00:00Z')).format('YYYY-MM-DD')).toBe('2026-11-23');
  });

  it("places a shift on the day it starts in the user's zone; an earlier night shift on Monday", () => {
    // 23:30 UTC on Sunday is already Monday in Berlin.
    const late = shift('a', 'r1', '2026-11-22 23:30:00', '2026-11-23 07:00:00');
    expect(dayIndexOf(late, monday, BERLIN)).toBe(0);
    expect(dayIndexOf(late, monday, 'UTC')).toBeNull();
    const cells = placeShifts(
      [
        shift('b', 'r1', '2026-11-25 12:00:00', '2026-11-25 16:00:00'),
        shift('c', 'r1', '2026-11-25 06:00:00', '2026-11-25 11:00:00'),
        late,
        shift('d', 'r2', '2026-12-01 06:00:00', '2026-12-01 11:00:00'),
      ],
      monday,
      'UTC',
    );
    expect(cells.get(cellKey('r1', 2))?.map((entry) => entry.id)).toEqual(['c', 'b']);
    expect(cells.get(cellKey('r1', 0))?.map((entry) => entry.id)).toEqual(['a']);
    expect([...cells.keys()]).not.toContain(cellKey('r2', 1));
  });

  it('moves a shift to another day keeping its wall-clock times, also across a change of summer time', () => {
    const night = shift('n', 'r1', '2026-11-24 21:00:00', '2026-11-25 05:00:00');
    expect(movedTimes(night, 3, monday, BERLIN)).toEqual({
      start: '2026-11-26 21:00:00',
      end: '2026-11-27 05:00:00',
    });
    // Berlin leaves summer time on Sunday 25 October 2026: 08:00 local is 06:00 UTC before, 07:00 after.
    const october = dayjs('2026-10-19 00:00:00', 'YYYY-MM-DD HH:mm:ss');
    expect(
      movedTimes(shift('s', 'r1', '2026-10-23 06:00:00', '2026-10-23 14:00:00'), 7, october, BERLIN),
    ).toEqual({
      start: '2026-10-26 07:00:00',
      end: '2026-10-26 15:00:00',
    });
  });

  it('offers a day shift in an empty cell, and writes ranges with the end day marked', () => {
    expect(newShiftTimes(monday.add(2, 'day'), BERLIN)).toEqual({
      start: '2026-11-25 07:00:00',
      end: '2026-11-25 15:00:00',
    });
    expect(shiftTimeRange(shift('n', 'r1', '2026-11-24 21:00:00', '2026-11-25 05:00:00'), 'UTC')).toBe(
      '21:00–05:00 +1',
    );
    expect(parseCellKey(cellKey('0Hn1', 6))).toEqual({ resourceId: '0Hn1', dayIndex: 6 });
    expect(parseCellKey(cellKey('', 3))).toEqual({ resourceId: '', dayIndex: 3 });
    expect(parseCellKey('r1|9')).toBeNull();
  });
});
