/**
 * Shift (the shift plan, issue 7): one service resource's working time from
 * a start to an end. A resource works one shift at a time, so a shift that
 * overlaps another of the same resource is refused — when saved from the
 * form, from the plan's drag and drop, or by the API alike. Shifts that only
 * touch (one ends at 14:00, the next starts at 14:00) do not overlap.
 */
import { parseDateTimeText } from '../fields/temporal-values.js';
import type { FieldValues } from '../metadata/types.js';

export const SHIFT_OBJECT_API = 'shift';
export const SHIFT_RESOURCE_FIELD = 'serviceresourceid';
export const SHIFT_START_FIELD = 'starttime';
export const SHIFT_END_FIELD = 'endtime';
/** The fields whose change can make a shift overlap another. */
export const SHIFT_TIMING_FIELDS: readonly string[] = [
  SHIFT_RESOURCE_FIELD,
  SHIFT_START_FIELD,
  SHIFT_END_FIELD,
];

/** The status picklist's values, in plan order: planned, agreed, announced to the resource. */
export const SHIFT_STATUSES = ['Tentative', 'Confirmed', 'Published'] as const;

/** A shift's interval in epoch milliseconds, end exclusive. */
export interface ShiftSpan {
  id?: string | undefined;
  start: number;
  end: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The span of stored values (UTC 'YYYY-MM-DD HH:mm:ss' or ISO-8601); null when either end is missing or malformed. */
export function shiftSpanOf(values: FieldValues, id?: string): ShiftSpan | null {
  const start = parseDateTimeText(text(values[SHIFT_START_FIELD]));
  const end = parseDateTimeText(text(values[SHIFT_END_FIELD]));
  if (start === null || end === null) return null;
  return { id, start, end };
}

export function shiftsOverlap(a: ShiftSpan, b: ShiftSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The first of `others` (never the shift itself) that overlaps `shift`. */
export function findOverlappingShift<T extends ShiftSpan>(shift: ShiftSpan, others: readonly T[]): T | null {
  return others.find((other) => other.id !== shift.id && shiftsOverlap(shift, other)) ?? null;
}

export type ShiftProblem = 'endBeforeStart';

/** What is wrong with a shift's own values, before any other shift is looked at. */
export function checkShiftTimes(values: FieldValues): { field: string; problem: ShiftProblem } | null {
  const span = shiftSpanOf(values);
  if (span && span.end <= span.start) return { field: SHIFT_END_FIELD, problem: 'endBeforeStart' };
  return null;
}

/** The messages in English (the web has them in every language). */
export const SHIFT_END_MESSAGE = 'A shift must end after it starts';

/** Why an overlapping shift is refused, naming the resource and the shift it collides with. */
export function shiftOverlapMessage(
  resource: string,
  other: { name: string; start: string; end: string },
): string {
  return `${resource || 'This resource'} already works the shift "${other.name}" from ${other.start} to ${other.end}: a resource's shifts must not overlap`;
}
