import { describe, expect, it } from 'vitest';
import { gridBoxProblem, overlappingBoxes, periodRange, segmentFilters } from './dashboard-rules.js';

describe('dashboard rules', () => {
  it('turns the period keys reports group dates by into day ranges, across year ends', () => {
    expect(periodRange('2026-12-31', 'day')).toEqual({ from: '2026-12-31', to: '2027-01-01' });
    expect(periodRange('2026-12', 'month')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(periodRange('2026-Q4', 'quarter')).toEqual({ from: '2026-10-01', to: '2027-01-01' });
    expect(periodRange('2026-Q1', 'quarter')).toEqual({ from: '2026-01-01', to: '2026-04-01' });
    expect(periodRange('2026', 'year')).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(periodRange('2026-Q5', 'quarter')).toBeNull();
  });

  it('a segment is a filter: equal, empty, or a period', () => {
    expect(segmentFilters('stage', 'Won', null)).toEqual([{ field: 'stage', operator: 'e', value: 'Won' }]);
    expect(segmentFilters('stage', null, null)).toEqual([{ field: 'stage', operator: 'empty' }]);
    expect(segmentFilters('closedate', '2026-11', 'month')).toEqual([
      { field: 'closedate', operator: 'h', value: '2026-11-01' },
      { field: 'closedate', operator: 'l', value: '2026-12-01' },
    ]);
  });

  it('boxes stay inside the twelve columns and do not overlap', () => {
    expect(gridBoxProblem({ x: 6, y: 0, w: 6, h: 4 })).toBeNull();
    expect(gridBoxProblem({ x: 8, y: 0, w: 6, h: 4 })).toMatch(/wider/);
    expect(gridBoxProblem({ x: 0, y: 0, w: 0, h: 4 })).toMatch(/at least 1/);
    expect(
      overlappingBoxes([
        { x: 0, y: 0, w: 6, h: 4 },
        { x: 6, y: 0, w: 6, h: 4 },
        { x: 5, y: 3, w: 2, h: 2 },
      ]),
    ).toEqual([0, 2]);
  });
});
