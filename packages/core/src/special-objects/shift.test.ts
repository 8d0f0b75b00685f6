import { describe, expect, it } from 'vitest';
import {
  checkShiftTimes,
  findOverlappingShift,
  SHIFT_END_FIELD,
  shiftOverlapMessage,
  shiftSpanOf,
  shiftsOverlap,
} from './shift.js';

const span = (id: string, start: string, end: string) => {
  const found = shiftSpanOf({ starttime: start, endtime: end }, id);
  if (!found) throw new Error(`bad span ${start} – ${end}`);
  return found;
};

describe('shift plan: a resource works one shift at a time', () => {
  it('reads wire and ISO-8601 times as the same instants', () => {
    expect(span('a', '2026-11-23 08:00:00', '2026-11-23 16:00:00')).toEqual(
      span('a', '2026-11-23T08:00:00Z', '2026-11-23T17:00:00+01:00'),
    );
    expect(shiftSpanOf({ starttime: '2026-11-23 08:00:00', endtime: '' })).toBeNull();
    expect(shiftSpanOf({ starttime: 'tomorrow', endtime: '2026-11-23 08:00:00' })).toBeNull();
  });

  it('finds an overlap, but shifts that only touch do not overlap', () => {
    const early = span('early', '2026-11-23 06:00:00', '2026-11-23 14:00:00');
    const late = span('late', '2026-11-23 14:00:00', '2026-11-23 22:00:00');
    const middle = span('middle', '2026-11-23 12:00:00', '2026-11-23 18:00:00');
    const inside = span('inside', '2026-11-23 15:00:00', '2026-11-23 16:00:00');
    expect(shiftsOverlap(early, late)).toBe(false);
    expect(shiftsOverlap(early, middle)).toBe(true);
    expect(shiftsOverlap(late, inside)).toBe(true);
    expect(findOverlappingShift(middle, [early, late])).toBe(early);
    expect(findOverlappingShift(inside, [early])).toBeNull();
  });

  it('never counts a shift as overlapping itself (a save of an unchanged shift)', () => {
    const shift = span('same', '2026-11-23 06:00:00', '2026-11-23 14:00:00');
    expect(findOverlappingShift(shift, [shift])).toBeNull();
  });

  it('refuses a shift that ends before it starts, on the end field', () => {
    expect(checkShiftTimes({ starttime: '2026-11-23 10:00:00', endtime: '2026-11-23 09:00:00' })).toEqual({
      field: SHIFT_END_FIELD,
      problem: 'endBeforeStart',
    });
    expect(
      checkShiftTimes({ starttime: '2026-11-23 10:00:00', endtime: '2026-11-23 10:00:00' }),
    ).not.toBeNull();
    expect(checkShiftTimes({ starttime: '2026-11-23 10:00:00', endtime: '2026-11-23 11:00:00' })).toBeNull();
  });

  it('says which resource and which shift the new one collides with', () => {
    expect(
      shiftOverlapMessage('Alex Rivera', {
        name: 'Early',
        start: '2026-11-23 06:00',
        end: '2026-11-23 14:00',
      }),
    ).toBe(
      'Alex Rivera already works the shift "Early" from 2026-11-23 06:00 to 2026-11-23 14:00: a resource\'s shifts must not overlap',
    );
  });
});
