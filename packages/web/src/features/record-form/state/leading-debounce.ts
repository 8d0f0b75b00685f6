/**
 * A leading-edge debounce (spec 2 §4: save is debounced 300 ms, leading call):
 * the first call runs at once, calls within `waitMs` of the last one are dropped,
 * so a double click saves once.
 */
export function leadingDebounce<A extends unknown[]>(
  run: (...args: A) => void,
  waitMs: number,
  now: () => number = Date.now,
): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const at = now();
    const quiet = at - last >= waitMs;
    last = at;
    if (quiet) run(...args);
  };
}
