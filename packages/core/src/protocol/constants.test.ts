import { describe, expect, it } from 'vitest';
import { LAYOUT_BREAKPOINTS_PX, layoutColumnsForWidth } from './constants.js';

describe('responsive layout columns (spec 1 §2.7)', () => {
  it('[S1-K-004][S1-K-005] breaks at 1208 px and 1848 px', () => {
    expect(LAYOUT_BREAKPOINTS_PX).toEqual([1208, 1848]);
  });

  it.each([
    ['[S1-B-052] up to 1208 px: 2 columns', 320, 2],
    ['[S1-B-052] exactly 1208 px: 2 columns', 1208, 2],
    ['[S1-B-053] just above 1208 px: 4 columns', 1209, 4],
    ['[S1-B-053] exactly 1848 px: 4 columns', 1848, 4],
    ['[S1-B-054] just above 1848 px: 6 columns', 1849, 6],
    ['[S1-B-054] a wide screen: 6 columns', 3840, 6],
  ] as const)('%s', (_title, width, columns) => {
    expect(layoutColumnsForWidth(width)).toBe(columns);
  });
});
