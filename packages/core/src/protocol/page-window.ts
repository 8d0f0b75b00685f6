/**
 * The page numbers a pager of `width` page buttons shows (spec 2 §9: the overlapping-events pager shows
 * 5 pages, S2-K-012): a run of consecutive pages holding `current`, centred where it can be, clamped to
 * 1…totalPages. Fewer pages than `width` shows them all.
 */
export function pageWindow(current: number, totalPages: number, width: number): number[] {
  const pages = Math.max(0, Math.floor(totalPages));
  const shown = Math.min(Math.max(1, Math.floor(width)), pages);
  if (shown === 0) return [];
  const at = Math.min(Math.max(1, Math.floor(current)), pages);
  const first = Math.min(Math.max(1, at - Math.floor((shown - 1) / 2)), pages - shown + 1);
  return Array.from({ length: shown }, (_, index) => first + index);
}
