import { describe, expect, it } from 'vitest';
import { EXPORT_ROW_LIMIT, exportIsCapped } from './list-export-limit.js';

describe('exportIsCapped: a list export stops at 1,000,000 rows', () => {
  it.each([
    [undefined, false],
    [0, false],
    [EXPORT_ROW_LIMIT, false],
    [EXPORT_ROW_LIMIT + 1, true],
    [12_000_000, true],
  ])('a list of %s rows: capped %s', (count, capped) => {
    expect(exportIsCapped(count)).toBe(capped);
  });
});
