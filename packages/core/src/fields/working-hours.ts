/** Project working hours (spec 2 §5, DECISIONS 14): above 0 and at most 24, decimals allowed. */
import type { FieldValues } from '../metadata/types.js';

/** Message key and English text; `{label}` is the field's label (S2-V-010, S2-V-011). */
export const WORKING_HOURS_MESSAGE_KEY = '{label} positive integer';

export const WORKING_HOURS_FIELDS: readonly string[] = ['daily_working_hours', 'working_hours_billing'];

/** 0 < value ≤ 24; numbers or numeric text. Empty is not valid here: callers skip empty optional fields. */
export function isValidWorkingHours(value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return false;
  const hours = Number(text);
  return hours > 0 && hours <= 24;
}

/** The first working-hours field holding a value that is not valid hours, or null; empty fields pass. */
export function checkWorkingHours(
  values: FieldValues,
  fields: readonly string[] = WORKING_HOURS_FIELDS,
): string | null {
  for (const field of fields) {
    const value = values[field];
    if (value === null || value === undefined || value === '') continue;
    if (!isValidWorkingHours(value)) return field;
  }
  return null;
}
