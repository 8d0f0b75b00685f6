import { describe, expect, it } from 'vitest';
import { filterSummaryText } from './filter-summary.js';

const fields = [
  {
    apiName: 'rating',
    label: 'Rating',
    type: 'L',
    operators: ['e' as const, 'n' as const],
    options: [
      { value: 'Hot', label: 'Very hot' },
      { value: 'Cold', label: 'Cold' },
    ],
    lookupObjId: null,
    editable: true,
  },
  {
    apiName: 'active',
    label: 'Active',
    type: 'B',
    operators: [],
    options: [],
    lookupObjId: null,
    editable: true,
  },
];
const words = {
  operator: (operator: string) => ({ e: 'equals', n: 'not equal to' })[operator] ?? operator,
  yes: 'Yes',
  no: 'No',
  and: 'and',
};

describe('filter summary (issue 26 item 15)', () => {
  it('reads an applied filter as words: field labels, operator words, value labels', () => {
    expect(
      filterSummaryText(
        {
          criteria: [
            { field: 'rating', operator: 'e', value: ['Hot', 'Cold'] },
            { field: 'active', operator: 'e', value: 'true' },
          ],
          logic: '',
        },
        fields,
        words,
      ),
    ).toBe('Rating equals Very hot, Cold and Active equals Yes');
  });

  it('numbers the criteria when a logic combines them', () => {
    expect(
      filterSummaryText(
        {
          criteria: [
            { field: 'rating', operator: 'n', value: 'Cold' },
            { field: 'active', operator: 'e', value: 'false' },
          ],
          logic: '1 OR 2',
        },
        fields,
        words,
      ),
    ).toBe('1. Rating not equal to Cold; 2. Active equals No (1 OR 2)');
  });

  it('names an owner and a looked-up record by the names the server gave, not by their ids (issue 26 item 4)', () => {
    const lookup = (apiName: string, label: string, lookupObjId: string) => ({
      apiName,
      label,
      type: 'Y',
      operators: ['e' as const, 'in' as const],
      options: [],
      lookupObjId,
      editable: true,
    });
    const lookups = [lookup('ownerid', 'Owner', 'user'), lookup('accountid', 'Account', 'account')];
    expect(
      filterSummaryText(
        {
          criteria: [
            { field: 'ownerid', operator: 'e', value: '005AAA' },
            { field: 'accountid', operator: 'in', value: ['001BBB', '001CCC'] },
          ],
          logic: '',
        },
        lookups,
        words,
        { '005AAA': 'Ada Admin', '001BBB': 'Harbour Tools' },
      ),
    ).toBe('Owner equals Ada Admin and Account in Harbour Tools, 001CCC');
  });
});
