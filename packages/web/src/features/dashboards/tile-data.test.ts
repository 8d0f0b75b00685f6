import type { ReportResult } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { chartDrawing, headline, measureLabel, segments } from './tile-data.js';

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

  it('draw funnel and scatter as the report screen does: a scatter point per leaf group, at its x measure across', () => {
    const funnel = chartDrawing({ ...result, chart: { type: 'funnel', measure: 0 } }, '(empty)', 'Records');
    expect(funnel).toMatchObject({ kind: 'chart', type: 'funnel', xLabel: 'Records' });
    expect(funnel.segments.map((segment) => segment.key)).toEqual(['won', null]);
    const scatter = chartDrawing(
      {
        ...result,
        groupings: [...result.groupings, { apiName: 'owner', label: 'Owner', type: 'Y' }],
        groups: [
          { by: [0], keys: ['won', null], labels: ['Won', ''], count: 3, values: [900] },
          { by: [0, 1], keys: ['won', 'u1'], labels: ['Won', 'Ann'], count: 2, values: [300] },
          { by: [0, 1], keys: ['won', 'u2'], labels: ['Won', 'Bo'], count: 1, values: [600] },
        ],
        chart: { type: 'scatter', measure: 0, xMeasure: -1 },
      },
      '(empty)',
      'Records',
    );
    expect(scatter.type).toBe('scatter');
    expect(scatter.xLabel).toBe('Records');
    expect(scatter.segments).toEqual([
      { label: 'Won · Ann', key: 'won', value: 300, x: 2 },
      { label: 'Won · Bo', key: 'won', value: 600, x: 1 },
    ]);
  });
});
