import { describe, expect, it } from 'vitest';
import { movedIndex } from './arrow-selection.js';

describe('movedIndex: the arrow keys of the split screen and floating list [S1-R-004]', () => {
  it.each([
    // key, current, length, inSight, expected
    ['ArrowDown', -1, 10, 5, 0],
    ['ArrowUp', -1, 10, 5, 9],
    ['ArrowDown', 3, 10, 5, 4],
    ['ArrowUp', 3, 10, 5, 2],
    ['ArrowDown', 9, 10, 5, 9],
    ['ArrowUp', 0, 10, 5, 0],
    ['PageDown', 0, 10, 5, 4],
    ['PageDown', 8, 10, 5, 9],
    ['PageUp', 6, 10, 5, 2],
    ['PageUp', 2, 10, 5, 0],
    ['Home', 7, 10, 5, 0],
    ['End', 2, 10, 5, 9],
    ['ArrowDown', 12, 10, 5, 0],
  ] as const)('%s from %i of %i rows (%i in sight) goes to %i', (key, current, length, inSight, expected) => {
    expect(movedIndex(key, current, length, inSight)).toBe(expected);
  });

  it('leaves other keys and empty lists alone', () => {
    expect(movedIndex('Enter', 2, 10, 5)).toBeUndefined();
    expect(movedIndex('a', 2, 10, 5)).toBeUndefined();
    expect(movedIndex('ArrowDown', -1, 0, 5)).toBeUndefined();
  });
});
