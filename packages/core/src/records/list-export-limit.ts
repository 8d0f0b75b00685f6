/**
 * Past this many rows a list export stops. The server stops there; the list says so when the person
 * exports a list whose count is larger (exact or estimated), so nobody takes the file for the whole list.
 */
export const EXPORT_ROW_LIMIT = 1_000_000;

/** Whether an export of a list with `count` rows holds only the first EXPORT_ROW_LIMIT of them. */
export function exportIsCapped(count: number | undefined): boolean {
  return count !== undefined && count > EXPORT_ROW_LIMIT;
}
