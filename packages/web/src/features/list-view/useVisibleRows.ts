import { useCallback, useState } from 'react';

/** Rows drawn above and below those in sight, so a wheel turn shows drawn rows before React catches up. */
const OVERSCAN = 16;
/**
 * The drawn range moves in steps of this many rows: one redraw per step of scrolling, not per pixel, so
 * fast scrolling leaves frames with no redraw in which a garbage collection fits. Measured on 2 cores at
 * 240 px a frame: steps of 4 or 6 rows missed 3–8 frames in 10,000 rows, 12 none, 20 (more rows a
 * redraw) 1–21.
 */
const STEP = 12;

export interface VisibleRows {
  /** The first and one past the last row drawn. */
  start: number;
  end: number;
  /** Space standing for the rows not drawn above and below. */
  before: number;
  after: number;
  /** Call with the scroller's scrollTop on each scroll. */
  onScroll: (scrollTop: number) => void;
}

/**
 * The rows of a long list to draw for a scroll position, for rows of one fixed height: arithmetic, never a
 * measurement, so scrolling forces no layout (antd's virtual table measured each drawn row's height and
 * margins on every scroll, which made frames of 50–90 ms and dropped scrolling to 7 fps).
 */
export function useVisibleRows(count: number, rowHeight: number, viewport: number): VisibleRows {
  const [step, setStep] = useState(0);
  const onScroll = useCallback(
    (scrollTop: number) => setStep(Math.floor(Math.max(0, scrollTop) / rowHeight / STEP)),
    [rowHeight],
  );
  const inSight = Math.ceil(viewport / rowHeight) + 1;
  const first = Math.min(step * STEP, Math.max(0, count - inSight));
  const start = Math.max(0, first - OVERSCAN);
  const end = Math.min(count, first + STEP + inSight + OVERSCAN);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight, onScroll };
}
