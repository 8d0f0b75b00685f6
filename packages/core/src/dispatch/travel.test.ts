import { describe, expect, it } from 'vitest';
import { busyWithTravel, previousJob, travelMinutes } from './travel.js';
import { distanceKm } from './work-order.js';

const hamburg = { latitude: 53.5753, longitude: 10.0153 };
const lubeck = { latitude: 53.8655, longitude: 10.6866 };
const hour = 3_600_000;

describe('travel between jobs', () => {
  it('[S1-R-112] minutes at 40 km/h in a straight line, rounded up', () => {
    expect(travelMinutes(40)).toBe(60);
    expect(travelMinutes(10.1)).toBe(16);
    expect(travelMinutes(0)).toBe(0);
    expect(travelMinutes(-3)).toBe(0);
  });

  it('[S1-R-112] a placed job keeps the resource busy until it has travelled to the next place; an unplaced one does not', () => {
    const jobs = [
      { start: 10 * hour, end: 12 * hour, place: hamburg },
      { start: 13 * hour, end: 14 * hour, place: null },
    ];
    const [placed, unplaced] = busyWithTravel(jobs, lubeck);
    expect(placed?.start).toBe(10 * hour);
    expect((placed?.end ?? 0) - 12 * hour).toBe(travelMinutes(distanceKm(hamburg, lubeck)) * 60_000);
    expect(unplaced).toEqual({ start: 13 * hour, end: 14 * hour });
    expect(busyWithTravel(jobs, null)[0]).toEqual({ start: 10 * hour, end: 12 * hour });
  });

  it('[S1-R-112] the previous job is the placed one ending last before the start, within 12 hours', () => {
    const early = { start: 8 * hour, end: 9 * hour, place: hamburg };
    const late = { start: 10 * hour, end: 12 * hour, place: lubeck };
    const after = { start: 15 * hour, end: 16 * hour, place: hamburg };
    expect(previousJob([early, late, after], 13 * hour)).toBe(late);
    expect(previousJob([early, after], 22 * hour)).toBe(after);
    expect(previousJob([early], 22 * hour)).toBeNull();
    expect(previousJob([{ ...late, place: null }], 13 * hour)).toBeNull();
  });
});
