/**
 * Custom SQL reports (issue 19, route customsql/{reportId}/{m}): an administrator's read-only SELECT over
 * the organisation's objects by their API names. The server parses it, replaces every object by the
 * caller's access-filtered rows and runs it read-only; these are the limits both sides show.
 */

/** The most rows one run answers; a query that has more says it was cut. */
export const CUSTOM_SQL_ROW_LIMIT = 2000;
/** The most rows an export of a custom SQL report writes. */
export const CUSTOM_SQL_EXPORT_ROW_LIMIT = 50_000;
/** How long one run may take before the database stops it, in milliseconds. */
export const CUSTOM_SQL_TIMEOUT_MS = 10_000;
/** The longest query text accepted. */
export const MAX_CUSTOM_SQL_LENGTH = 20_000;
/** The screen's modes (the route's `m`): write and preview, or run a saved query. */
export const CUSTOM_SQL_MODES = ['edit', 'run'] as const;
export type CustomSqlMode = (typeof CUSTOM_SQL_MODES)[number];

/** The route of a custom SQL report: `new` for one not saved yet. */
export function customSqlPath(reportId: string | null, mode: CustomSqlMode): string {
  return `/customsql/${encodeURIComponent(reportId ?? 'new')}/${mode}`;
}
