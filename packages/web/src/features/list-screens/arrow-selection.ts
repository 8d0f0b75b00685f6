/**
 * Where a key moves the chosen row of a list of `length` rows (the split
 * screen and the floating list): up and down by one, Page Up / Page Down by
 * what is in sight, Home and End to the ends. Nothing chosen yet: down or
 * Home takes the first row, up or End the last. Other keys: undefined.
 */
export function movedIndex(
  key: string,
  current: number,
  length: number,
  rowsInSight: number,
): number | undefined {
  if (length === 0) return undefined;
  const last = length - 1;
  const step = Math.max(1, rowsInSight - 1);
  const clamp = (index: number) => Math.min(last, Math.max(0, index));
  const none = current < 0 || current > last;
  switch (key) {
    case 'ArrowDown':
      return none ? 0 : clamp(current + 1);
    case 'ArrowUp':
      return none ? last : clamp(current - 1);
    case 'PageDown':
      return none ? 0 : clamp(current + step);
    case 'PageUp':
      return none ? 0 : clamp(current - step);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
