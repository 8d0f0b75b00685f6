/**
 * The resource calendar (issue 22, `resoursecalendar/resoursecalendar`):
 * service resources as rows, their shifts and their user's events as bars.
 */

/** A bar's kind: a shift of the resource, or an event of the user the resource stands for. */
export type ResourceBarKind = 'shift' | 'event';

export interface ResourceBarSpan {
  id: string;
  kind: ResourceBarKind;
  resourceId: string;
  /** Milliseconds since the epoch. */
  start: number;
  end: number;
}

/**
 * The bar a moved bar would collide with on its (new) resource: one of the
 * same kind there whose time overlaps. A shift over an event is how work is
 * planned, so only like with like counts.
 */
export function resourceBarConflict<T extends ResourceBarSpan>(
  moved: ResourceBarSpan,
  others: readonly T[],
): T | null {
  return (
    others.find(
      (other) =>
        other.id !== moved.id &&
        other.kind === moved.kind &&
        other.resourceId === moved.resourceId &&
        other.start < moved.end &&
        moved.start < other.end,
    ) ?? null
  );
}

/** Why a move is refused, naming the bar it collides with and its times (as the reader sees them). */
export function resourceConflictMessage(
  resource: string,
  other: { name: string; start: string; end: string },
): string {
  return `${resource || 'This resource'} already has "${other.name}" from ${other.start} to ${other.end}: it would overlap`;
}
