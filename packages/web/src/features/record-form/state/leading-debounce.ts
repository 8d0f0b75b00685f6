/**
 * A leading-edge debounce (spec 2 §4: save is debounced 300 ms, leading call):
 * the first call runs at once and calls within `waitMs` of it are dropped while
 * it is still running, so a double click saves once. Once the run has answered,
 * the next call always runs: a person who fixes what a refused save named and
 * clicks again at once must not lose that click.
 */
export function leadingDebounce<A extends unknown[]>(
  run: (...args: A) => Promise<unknown> | undefined,
  waitMs: number,
  now: () => number = Date.now,
): (...args: A) => void {
  let acceptedAt = Number.NEGATIVE_INFINITY;
  let running = false;
  return (...args: A) => {
    const at = now();
    if (running && at - acceptedAt < waitMs) return;
    acceptedAt = at;
    const result = run(...args);
    if (!result) return;
    running = true;
    void result.finally(() => {
      running = false;
    });
  };
}
