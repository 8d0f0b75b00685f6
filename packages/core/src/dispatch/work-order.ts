/**
 * Dispatch (issue 22, `DispatchDesk`, `dispatchingUnits`): work orders waiting
 * for a service resource, assigned to one at a time. The field names shared
 * by the work order and the service resource (`skills`,
 * `serviceterritoryid`, `latitude`, `longitude`) are what a qualification
 * service goal compares.
 */

export const WORK_ORDER_OBJECT_API = 'workorder';
export const WORK_ORDER_RESOURCE_FIELD = 'serviceresourceid';
export const WORK_ORDER_START_FIELD = 'scheduledstart';
export const WORK_ORDER_END_FIELD = 'scheduledend';
export const WORK_ORDER_DURATION_FIELD = 'durationhours';
export const WORK_ORDER_TIMING_FIELDS = [
  WORK_ORDER_RESOURCE_FIELD,
  WORK_ORDER_START_FIELD,
  WORK_ORDER_END_FIELD,
] as const;
/** A resource's working hours a weekday when it has no shift that day. */
export const DEFAULT_DAILY_HOURS = 8;
/** Where a working day starts (wall clock of the planner's zone) when the resource has no shift. */
export const WORKDAY_START_HOUR = 8;

export interface Span {
  /** Milliseconds since the epoch. */
  start: number;
  end: number;
}

export type AssignmentProblem = 'missingStart' | 'missingEnd' | 'endBeforeStart';

/** An assignment's own times: both given, the end after the start. */
export function checkAssignmentTimes(start: number | null, end: number | null): AssignmentProblem | null {
  if (start === null) return 'missingStart';
  if (end === null) return 'missingEnd';
  if (end <= start) return 'endBeforeStart';
  return null;
}

export const ASSIGNMENT_TIME_MESSAGES: Record<AssignmentProblem, string> = {
  missingStart: 'Scheduled start: choose when the work starts',
  missingEnd: 'Scheduled end: choose when the work ends',
  endBeforeStart: 'Scheduled end: the work must end after it starts',
};

export function inactiveResourceMessage(resource: string): string {
  return `${resource || 'This service resource'} is inactive: choose an active resource`;
}

export function assignmentOverlapMessage(
  resource: string,
  other: { name: string; start: string; end: string },
): string {
  return `${resource || 'This resource'} is already booked with "${other.name}" from ${other.start} to ${other.end}: the assignments would overlap`;
}

/** The first span of `others` that overlaps `span` (touching ends do not overlap). */
export function firstOverlap<T extends Span>(span: Span, others: readonly T[]): T | null {
  return others.find((other) => other.start < span.end && span.start < other.end) ?? null;
}

/** A list of skills as typed: separated by commas, semicolons or lines; blanks and repeats dropped. */
export function parseSkills(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of value.split(/[,;\n]/)) {
    const skill = part.trim();
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills;
}

/** The required skills the offered ones lack (compared without case). */
export function missingSkills(required: readonly string[], offered: readonly string[]): string[] {
  const have = new Set(offered.map((skill) => skill.toLowerCase()));
  return required.filter((skill) => !have.has(skill.toLowerCase()));
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A number from a stored value, or null when there is none. */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Coordinates from a record's latitude and longitude, when both are there and in range. */
export function coordinatesOf(values: Readonly<Record<string, unknown>>): Coordinates | null {
  const latitude = numberOrNull(values.latitude);
  const longitude = numberOrNull(values.longitude);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Great-circle distance in kilometres (haversine): the straight-line travel between two places. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How long a work order takes, in milliseconds: its duration field, else one hour. */
export function workDurationMs(values: Readonly<Record<string, unknown>>): number {
  const hours = numberOrNull(values[WORK_ORDER_DURATION_FIELD]);
  return Math.round((hours !== null && hours > 0 ? hours : 1) * 3_600_000);
}
