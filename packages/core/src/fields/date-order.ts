/** Start and end pairs (spec 2 §5): an end before its start blocks the save. */
import type { FieldValues } from '../metadata/types.js';
import { parseDateTimeText } from './temporal-values.js';

/** Message key and English text of the warning (S2-V-008, S2-V-009). */
export const END_BEFORE_START_MESSAGE_KEY = 'end later than start';

export const START_END_PAIRS: readonly (readonly [string, string])[] = [
  ['begintime', 'endtime'],
  ['start_date', 'end_date'],
];

function timestamp(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return parseDateTimeText(value);
}

/**
 * The first pair whose start is later than its end, or null. Equal times
 * pass; a pair with an empty or unreadable side is not checked here (the
 * type check reports unreadable values).
 */
export function checkStartBeforeEnd(
  values: FieldValues,
  pairs: readonly (readonly [string, string])[] = START_END_PAIRS,
): { startField: string; endField: string } | null {
  for (const [startField, endField] of pairs) {
    const start = timestamp(values[startField]);
    const end = timestamp(values[endField]);
    if (start !== null && end !== null && start > end) return { startField, endField };
  }
  return null;
}
