import { type Coordinates, distanceKm, type Span } from './work-order.js';

/**
 * Travel between jobs (issue 22, "travel as a criterion where the data has
 * it"): the straight-line distance from where a resource's previous job was
 * to the work order, driven at an assumed average speed. Roads are longer
 * than the straight line and cities slower than the open road, so the speed
 * is a cautious average rather than a speed limit.
 */
export const ASSUMED_TRAVEL_SPEED_KMH = 40;
/** A job ending longer ago than this is not where the resource sets out from (it went home in between). */
export const PREVIOUS_JOB_REACH_MS = 12 * 3_600_000;

/** Whole minutes to cover `km` in a straight line at the assumed speed (rounded up: never optimistic). */
export function travelMinutes(km: number): number {
  return Math.ceil((Math.max(0, km) / ASSUMED_TRAVEL_SPEED_KMH) * 60);
}

/** A booked job of a resource: when, and where when the work order has coordinates. */
export interface PlacedJob extends Span {
  place: Coordinates | null;
}

/**
 * The resource's busy times with each placed job lengthened by the travel
 * from it to `destination`: the next work cannot start before the resource
 * has got there.
 */
export function busyWithTravel(jobs: readonly PlacedJob[], destination: Coordinates | null): Span[] {
  return jobs.map((job) => {
    if (!job.place || !destination) return { start: job.start, end: job.end };
    const minutes = travelMinutes(distanceKm(job.place, destination));
    return { start: job.start, end: job.end + minutes * 60_000 };
  });
}

/**
 * The placed job the resource comes from when starting at `start`: the one
 * ending last at or before it, within reach ({@link PREVIOUS_JOB_REACH_MS}).
 */
export function previousJob(jobs: readonly PlacedJob[], start: number): PlacedJob | null {
  let best: PlacedJob | null = null;
  for (const job of jobs) {
    if (!job.place || job.end > start || start - job.end > PREVIOUS_JOB_REACH_MS) continue;
    if (!best || job.end > best.end) best = job;
  }
  return best;
}
