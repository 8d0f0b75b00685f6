import { describe, expect, it } from 'vitest';
import { requiredRelatedListsOf, validateRelatedLists } from './related-list-rules.js';

describe('related lists of the record form', () => {
  const list = (label: string, required: boolean, rowCount: number, invalidRows = 0) => ({
    label,
    required,
    rowCount,
    invalidRows,
  });

  it('[S2-V-018] a list with failing rows refuses with c3684', () => {
    expect(validateRelatedLists([list('Lines', false, 3, 1), list('Payments', true, 0)])).toEqual({
      ok: false,
      key: 'c3684',
      list: 'Lines',
      invalidRows: 1,
    });
  });

  it('[S2-V-019] a required list without rows refuses with c3670 and its name', () => {
    expect(validateRelatedLists([list('Lines', false, 0), list('Payment details', true, 0)])).toEqual({
      ok: false,
      key: 'c3670',
      list: 'Payment details',
    });
    expect(validateRelatedLists([list('Payment details', true, 1)])).toEqual({ ok: true });
  });

  it('requires payment details on a receivable only', () => {
    expect(requiredRelatedListsOf('VelaProceed').map((rule) => rule.childApi)).toEqual(['velaproceeddetail']);
    expect(requiredRelatedListsOf('quote')).toEqual([]);
  });
});
