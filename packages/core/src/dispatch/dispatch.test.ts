import { describe, expect, it } from 'vitest';
import { firstFreeSlot, usageByDay, usageTotals, workingWindows } from './capacity.js';
import { DEFAULT_DISPATCH_GOALS, type DispatchCandidate, rankCandidates } from './recommend.js';
import { checkAssignmentTimes, distanceKm, missingSkills, parseSkills } from './work-order.js';

const H = 3_600_000;
const MONDAY = Date.UTC(2027, 2, 1);
/** Monday to Sunday in UTC: eight midnights. */
const WEEK = Array.from({ length: 8 }, (_, index) => MONDAY + index * 24 * H);
const weekday = (index: number) => (index + 1) % 7;

describe('dispatch rules', () => {
  it('checks an assignment has a start and an end after it', () => {
    expect(checkAssignmentTimes(null, 5)).toBe('missingStart');
    expect(checkAssignmentTimes(5, null)).toBe('missingEnd');
    expect(checkAssignmentTimes(5, 5)).toBe('endBeforeStart');
    expect(checkAssignmentTimes(5, 4)).toBe('endBeforeStart');
    expect(checkAssignmentTimes(4, 5)).toBeNull();
  });

  it('reads skill lists and finds the missing ones without case', () => {
    expect(parseSkills(' HVAC, electrical;hvac\nGas ')).toEqual(['HVAC', 'electrical', 'Gas']);
    expect(missingSkills(['hvac', 'Gas'], ['HVAC'])).toEqual(['Gas']);
    expect(
      Math.round(distanceKm({ latitude: 53.55, longitude: 9.99 }, { latitude: 48.14, longitude: 11.58 })),
    ).toBe(612);
  });

  it('works shifts when there are, else the daily hours on weekdays; counts booked hours per day and flags over-allocation', () => {
    const shift = { start: MONDAY + 24 * H + 14 * H, end: MONDAY + 24 * H + 22 * H };
    const windows = workingWindows(WEEK, 6, [shift], weekday);
    expect(windows[0]).toEqual([{ start: MONDAY + 8 * H, end: MONDAY + 14 * H }]);
    expect(windows[1]).toEqual([shift]);
    expect(windows[5]).toEqual([]);
    const usage = usageByDay(WEEK, windows, [{ start: MONDAY + 7 * H, end: MONDAY + 17 * H }]);
    expect(usage[0]).toEqual({ bookedHours: 10, capacityHours: 6, over: true });
    expect(usage[1]).toEqual({ bookedHours: 0, capacityHours: 8, over: false });
    expect(usageTotals(usage)).toEqual({
      bookedHours: 10,
      capacityHours: 32,
      over: true,
      overDays: 1,
      utilisation: 31,
    });
  });

  it('finds the first free slot inside working hours, around bookings, not before a given time', () => {
    const windows = workingWindows(WEEK, 8, [], weekday).flat();
    const busy = [
      { start: MONDAY + 8 * H, end: MONDAY + 10 * H },
      { start: MONDAY + 11 * H, end: MONDAY + 15 * H },
    ];
    // Two hours fit neither 10–11 nor 15–16 on Monday: Tuesday morning.
    expect(firstFreeSlot(windows, busy, 2 * H, MONDAY)).toEqual({
      start: MONDAY + 32 * H,
      end: MONDAY + 34 * H,
    });
    expect(firstFreeSlot(windows, busy, H, MONDAY)).toEqual({ start: MONDAY + 10 * H, end: MONDAY + 11 * H });
    expect(firstFreeSlot(windows, [], 9 * H, MONDAY)).toBeNull();
    expect(firstFreeSlot(windows, [], H, MONDAY + 16.5 * H)?.start).toBe(MONDAY + 24 * H + 8 * H);
  });

  it('ranks qualified resources first by goals, with their reasons; rule failures and missing skills follow', () => {
    const base = { failedRules: [], coordinates: null, bookedHours: 0, capacityHours: 40 } as const;
    const free = { start: MONDAY + 8 * H, end: MONDAY + 9 * H };
    const candidates: DispatchCandidate[] = [
      {
        ...base,
        id: 'far',
        values: { skills: 'HVAC' },
        coordinates: { latitude: 48.1, longitude: 11.6 },
        firstFree: free,
      },
      {
        ...base,
        id: 'near',
        values: { skills: 'hvac' },
        coordinates: { latitude: 53.5, longitude: 10 },
        firstFree: free,
      },
      { ...base, id: 'plumber', values: { skills: 'Plumbing' }, firstFree: free },
      { ...base, id: 'desk', values: { skills: 'HVAC' }, failedRules: ['Field staff only'], firstFree: free },
      { ...base, id: 'busy', values: { skills: 'HVAC' }, firstFree: null },
    ];
    const ranked = rankCandidates(
      { skills: 'HVAC' },
      {},
      { latitude: 53.55, longitude: 9.99 },
      candidates,
      DEFAULT_DISPATCH_GOALS,
      MONDAY,
    );
    expect(ranked.map((item) => [item.id, item.eligible])).toEqual([
      ['near', true],
      ['far', true],
      ['busy', true],
      ['desk', false],
      ['plumber', false],
    ]);
    expect(ranked[0]?.reasons).toContainEqual({ kind: 'qualified', field: 'Skills', values: ['HVAC'] });
    expect(ranked[0]?.reasons[0]).toEqual({ kind: 'freeTime', ...free });
    expect(ranked[2]?.reasons[0]).toEqual({ kind: 'noFreeTime' });
    expect(ranked[3]?.reasons).toContainEqual({ kind: 'workRule', rule: 'Field staff only' });
    expect(ranked[4]?.reasons).toContainEqual({ kind: 'unqualified', field: 'Skills', values: ['HVAC'] });
  });
});
