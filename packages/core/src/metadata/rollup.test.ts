import { describe, expect, it } from 'vitest';
import { checkRollup, type RollupDefinition, type RollupFieldFacts, rollupFilterValue } from './rollup.js';

const fact = (api: string, type: string, extra: Partial<RollupFieldFacts> = {}): RollupFieldFacts => ({
  api,
  label: api[0]?.toUpperCase() + api.slice(1),
  type,
  lookupObjectId: null,
  isRollup: false,
  stored: type !== 'Z',
  decimals: type === 'c' ? 2 : 0,
  ...extra,
});

const child = [
  fact('account', 'M', { lookupObjectId: 'account' }),
  fact('campaign', 'Y', { lookupObjectId: 'campaign' }),
  fact('tags', 'MR', { lookupObjectId: 'account' }),
  fact('amount', 'c'),
  fact('share', 'P'),
  fact('closed', 'D'),
  fact('stage', 'L'),
  fact('won', 'B'),
  fact('note', 'S'),
  fact('margin', 'Z'),
  fact('total', 'c', { isRollup: true }),
];
const base: RollupDefinition = {
  childObject: 'opportunity',
  relationshipField: 'account',
  function: 'count',
};

/** Core's roll-up rules (issue 18): what may be summarised, through which relationship, and the result type. */
describe('checkRollup', () => {
  it.each([
    [{ function: 'count' }, null, 'N'],
    [{ function: 'sum', summarisedField: 'amount' }, null, 'c'],
    [{ function: 'sum', summarisedField: 'share' }, null, 'P'],
    [{ function: 'max', summarisedField: 'closed' }, null, 'D'],
    [{ function: 'min', summarisedField: 'AMOUNT' }, null, 'c'],
    [{ function: 'sum', summarisedField: 'closed' }, 'cannot be summed', 'N'],
    [{ function: 'sum', summarisedField: 'note' }, 'cannot be summed', 'N'],
    [{ function: 'max', summarisedField: 'stage' }, 'so it has no max', 'N'],
    [{ function: 'sum', summarisedField: 'total' }, 'a roll-up of a roll-up is not allowed', 'N'],
    [{ function: 'sum', summarisedField: 'margin' }, 'computed, not stored', 'N'],
    [{ function: 'sum' }, 'sum needs the field it summarises', 'N'],
    [{ relationshipField: 'campaign' }, 'does not point at this object', 'N'],
    [{ relationshipField: 'tags' }, 'no lookup or master-detail field', 'N'],
    [{ relationshipField: 'nope' }, 'the child object has no field nope', 'N'],
    [{ filter: { field: 'stage', operator: 'equals', value: 'won' } }, null, 'N'],
    [{ filter: { field: 'stage', operator: 'lessThan', value: 'won' } }, 'no less than or greater than', 'N'],
    [{ filter: { field: 'amount', operator: 'greaterThan', value: 'x' } }, 'is a number', 'N'],
    [{ filter: { field: 'won', operator: 'equals', value: 'yes' } }, 'true or false', 'N'],
    [{ filter: { field: 'closed', operator: 'lessThan', value: '2026-13' } }, 'YYYY-MM-DD', 'N'],
    [{ filter: { field: 'total', operator: 'equals', value: '1' } }, 'cannot filter on one', 'N'],
  ] as const)('%j → %s', (change, error, type) => {
    const result = checkRollup({ ...base, ...change } as RollupDefinition, 'account', child);
    if (error === null) expect(result.error).toBeNull();
    else expect(result.error).toContain(error);
    expect(result.resultType).toBe(type);
  });

  it('compares the filter value as the column stores it', () => {
    expect(rollupFilterValue('c', ' 12.5 ')).toBe(12.5);
    expect(rollupFilterValue('B', 'TRUE')).toBe(1);
    expect(rollupFilterValue('L', 'won')).toBe('won');
  });
});
