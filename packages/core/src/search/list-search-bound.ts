/**
 * A list's keyword search sorts at most the first matches its index finds
 * (the server's KEYWORD_CANDIDATE_LIMIT). The table says so in its pager; a
 * raw download of such a list (view/exportList) says so with this header,
 * whose value is the bound, so the web can tell the person the file holds
 * those matches only.
 */
export const KEYWORD_BOUND_HEADER = 'x-vela-keyword-bound';

/** The bound a download's header gives, or null when absent or not a positive whole number. */
export function keywordBoundOf(header: string | null | undefined): number | null {
  if (!header || !/^\d{1,9}$/.test(header.trim())) return null;
  const bound = Number(header.trim());
  return bound > 0 ? bound : null;
}
