import type { ReportField, ReportResult } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { chartPoints } from './chart-data.js';
import { blankDefinition, functionsFor, moved, withFormat, withoutSummary } from './definition-edits.js';

const field = (apiName: string, type: string, groupable = true): ReportField => ({
  apiName,
  label: apiName,
  type,
  operators: [],
  options: [],
  groupable,
});
const FIELDS = [field('name', 'S'), field('stage', 'L'), field('amount', 'c'), field('notes', 'X', false)];

describe('report builder edits', () => {
  it('switching to summary groups by the first groupable field other than the name, and back to tabular drops it', () => {
    const summary = withFormat(blankDefinition('Opportunity'), 'summary', FIELDS);
    expect(summary.groupings).toEqual([{ field: 'stage' }]);
    expect(summary.chart).toEqual({ type: 'column', measure: -1 });
    const matrix = withFormat(summary, 'matrix', FIELDS);
    expect(matrix.groupings.map((grouping) => grouping.field)).toEqual(['stage', 'amount']);
    expect(withFormat(matrix, 'tabular', FIELDS)).toMatchObject({ groupings: [], chart: null });
  });

  it('moves columns, and keeps the chart on its summary when another summary is removed', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    const definition = {
      ...blankDefinition('Opportunity'),
      summaries: [
        { field: 'amount', fn: 'sum' as const },
        { field: 'amount', fn: 'max' as const },
      ],
      chart: { type: 'bar' as const, measure: 1 },
    };
    expect(withoutSummary(definition, 0).chart).toEqual({ type: 'bar', measure: 0 });
    expect(withoutSummary(definition, 1).chart).toEqual({ type: 'bar', measure: -1 });
    expect(functionsFor(field('amount', 'c'))).toEqual(['sum', 'avg', 'min', 'max', 'count', 'unique']);
    expect(functionsFor(field('closedate', 'D'))).toEqual(['min', 'max', 'count', 'unique']);
    expect(functionsFor(field('stage', 'L'))).toEqual(['count', 'unique']);
    // A long text cannot be counted uniquely (it cannot group either).
    expect(functionsFor(field('description', 'X'))).toEqual(['count']);
  });

  it('charts the first grouping, with the empty group named', () => {
    const result = {
      chart: { type: 'bar', measure: 0 },
      groups: [
        { by: [0], keys: ['Won', null], labels: ['Won', ''], count: 2, values: [300] },
        { by: [0], keys: [null, null], labels: ['', ''], count: 1, values: [null] },
        { by: [0, 1], keys: ['Won', '2026'], labels: ['Won', '2026'], count: 2, values: [300] },
      ],
    } as unknown as ReportResult;
    expect(chartPoints(result, '(empty)')).toEqual([
      { name: 'Won', value: 300, key: 'Won' },
      { name: '(empty)', value: 0, key: null },
    ]);
  });

  it('draws a scatter chart as one point per leaf group, at its x measure across and its measure up', () => {
    const result = {
      chart: { type: 'scatter', measure: 0, xMeasure: -1 },
      groupings: [{ apiName: 'stage' }, { apiName: 'owner' }],
      groups: [
        { by: [0], keys: ['Won', null], labels: ['Won', ''], count: 3, values: [900] },
        { by: [0, 1], keys: ['Won', 'u1'], labels: ['Won', 'Ann'], count: 2, values: [300] },
        { by: [0, 1], keys: ['Won', null], labels: ['Won', ''], count: 1, values: [600] },
      ],
    } as unknown as ReportResult;
    expect(chartPoints(result, '(empty)')).toEqual([
      { name: 'Won · Ann', value: 300, x: 2, key: 'Won' },
      { name: 'Won · (empty)', value: 600, x: 1, key: 'Won' },
    ]);
  });
});
