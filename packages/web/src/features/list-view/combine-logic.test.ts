import { describe, expect, it } from 'vitest';
import { combineLogic } from './combine-logic.js';
import type { FilterCriterion } from './list-view-api.js';

const red: FilterCriterion = { field: 'colour', operator: 'e', value: 'red' };
const big: FilterCriterion = { field: 'size', operator: 'g', value: '10' };
const hot: FilterCriterion = { field: 'rating', operator: 'e', value: 'Hot' };

describe('saving the filter panel on top of a view', () => {
  it('keeps plain AND when neither side has logic', () => {
    expect(combineLogic([red], '', [big], '')).toEqual({ criteria: [red, big], logic: '' });
  });
  it('moves the panel numbers past the view and joins both logics with AND', () => {
    expect(combineLogic([red, big], '1 OR 2', [hot, red], '1 AND NOT 2')).toEqual({
      criteria: [red, big, hot, red],
      logic: '(1 OR 2) AND (3 AND NOT 4)',
    });
  });
  it('spells out the AND of a side without logic', () => {
    expect(combineLogic([red, big], '', [hot], '1').logic).toBe('(1 AND 2) AND (3)');
  });
});
