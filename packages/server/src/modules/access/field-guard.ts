import type { FieldAccess } from './object-permissions.js';

/**
 * The first field a save may not change: a read-only or hidden field whose
 * submitted value differs from the stored one (forms echo unchanged values
 * back, and that is not a change). Answers the field and a message naming it.
 */
export function readOnlyRefusal(
  access: FieldAccess,
  changes: Record<string, unknown>,
  stored: Record<string, unknown> | null,
  labelOf: (apiName: string) => string,
): { field: string; message: string } | null {
  for (const [apiName, value] of Object.entries(changes)) {
    const hidden = access.hidden.has(apiName);
    if (!hidden && !access.readOnly.has(apiName)) continue;
    const before = stored ? stored[apiName] : undefined;
    if (stored && sameValue(before, value)) continue;
    if (!stored && (value === null || value === '' || value === undefined || value === false)) continue;
    return {
      field: apiName,
      message: hidden
        ? `${labelOf(apiName)} is not available to your profile and cannot be set`
        : `${labelOf(apiName)} is read-only for your profile and cannot be changed`,
    };
  }
  return null;
}

function sameValue(a: unknown, b: unknown): boolean {
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === '')) return true;
  const text = (value: unknown) => (value === true ? '1' : value === false ? '0' : String(value));
  return text(a) === text(b);
}
