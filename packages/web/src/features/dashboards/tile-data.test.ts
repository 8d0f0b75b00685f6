import type { ReportResult } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { headline, measureLabel, segments } from './tile-data.js';

const result: ReportResult = {
  objectApi: 'Opportunity',
  objectLabel: 'Opportunities',
  format: 'summary',
  columns: [],
  groupings: [{ apiName: 'stage', label: 'Stage', type: 'L' }],
  summaries: [{ field: 'amount', fn: 'sum', label: 'Amount' }],
  rows: [],
  hasMore: false,
  groups: [
    { by: [0], keys: ['won'], labels: ['Won'], count: 2, values: [300] },
    { by: [0], keys: [null], labels: [''], count: 1, values: [null] },
  ],
  groupsTruncated: false,
  total: { count: 3, values: [300] },
  chart: { type: 'bar', measure: 0 },
};

describe('dashboard tiles', () => {
  it('draw the report chart measure per first-level group, keeping the key a click filters by', () => {
    expect(segments(result, '(empty)')).toEqual([
      { label: 'Won', key: 'won', value: 300 },
      { label: '(empty)', key: null, value: 0 },
    ]);
    expect(headline(result)).toBe(300);
    expect(measureLabel(result, 'Records')).toBe('Amount');
    expect(headline({ ...result, chart: { type: 'bar', measure: -1 } })).toBe(3);
  });
});
