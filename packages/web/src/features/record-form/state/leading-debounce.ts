/** A debounced call, and `reset` to make the next call run whatever the time. */
export type LeadingDebounced<A extends unknown[]> = ((...args: A) => void) & { reset: () => void };

/**
 * A leading-edge debounce (spec 2 §4: save is debounced 300 ms, leading call):
 * the first call runs at once, calls within `waitMs` of the last one are dropped,
 * so a double click saves once. `reset` ends the quiet time early: the form
 * calls it when a save has answered, so a click after the answer always saves
 * (issue 26 item 20: a quick refusal must not swallow the next click).
 */
export function leadingDebounce<A extends unknown[]>(
  run: (...args: A) => void,
  waitMs: number,
  now: () => number = Date.now,
): LeadingDebounced<A> {
  let last = Number.NEGATIVE_INFINITY;
  const debounced = (...args: A) => {
    const at = now();
    const quiet = at - last >= waitMs;
    last = at;
    if (quiet) run(...args);
  };
  return Object.assign(debounced, {
    reset: () => {
      last = Number.NEGATIVE_INFINITY;
    },
  });
}
