import { describe, expect, it } from 'vitest';
import { duplicateBasis, duplicateNameKey, offersFindDuplicates } from './duplicate-basis.js';
import { defaultMergeChoices, mergedChanges, mergeSelectionProblem } from './merge-records.js';
import { daysLeftInRecycleBin, RECYCLE_BIN_RETENTION_DAYS, recycleBinPurgeCutoff } from './recycle-bin.js';

describe('[S1-R-128] recycle bin retention', () => {
  const now = new Date('2026-06-20T12:00:00Z');
  it('keeps records 15 days', () => {
    expect(RECYCLE_BIN_RETENTION_DAYS).toBe(15);
    expect(recycleBinPurgeCutoff(now).toISOString()).toBe('2026-06-05T12:00:00.000Z');
  });
  it.each([
    ['2026-06-20T12:00:00Z', 15],
    ['2026-06-20T11:00:00Z', 15],
    ['2026-06-06T12:00:00Z', 1],
    ['2026-06-05T12:00:00Z', 0],
    ['2026-05-01T00:00:00Z', 0],
    ['not a date', 0],
  ])('a record deleted at %s has %i days left', (deletedAt, days) => {
    expect(daysLeftInRecycleBin(deletedAt, now)).toBe(days);
  });
});

describe('[S1-R-009] merge selection', () => {
  const records = new Map([
    ['a', { name: 'Acme', phone: '', email: 'a@x.io' }],
    ['b', { name: 'ACME Inc', phone: '555', email: 'b@x.io' }],
    ['c', { name: 'Acme Ltd', phone: '777', email: null }],
  ]);
  it.each([
    [{ masterId: 'a', recordIds: ['a'], choices: {} }, /2 to 3 records; 1/],
    [{ masterId: 'a', recordIds: ['a', 'b', 'c', 'd'], choices: {} }, /2 to 3 records; 4/],
    [{ masterId: 'a', recordIds: ['a', 'a'], choices: {} }, /named twice/],
    [{ masterId: 'z', recordIds: ['a', 'b'], choices: {} }, /must be one of/],
    [{ masterId: 'a', recordIds: ['a', 'b'], choices: { name: 'c' } }, /name is taken from c/],
  ])('refuses %j', (selection, problem) => {
    expect(mergeSelectionProblem(selection)).toMatch(problem);
  });
  it('accepts two or three records with choices among them', () => {
    expect(mergeSelectionProblem({ masterId: 'b', recordIds: ['a', 'b', 'c'], choices: { name: 'c' } })).toBe(
      null,
    );
  });
  it('changes only the fields taken from another record whose value differs', () => {
    expect(
      mergedChanges(
        { masterId: 'a', recordIds: ['a', 'b', 'c'], choices: { name: 'a', phone: 'c', email: 'c' } },
        records,
      ),
    ).toEqual({ phone: '777', email: null });
  });
  it("defaults to the master's value, or the first filled one when the master's is empty", () => {
    expect(defaultMergeChoices('a', ['a', 'b', 'c'], ['name', 'phone', 'email'], records)).toEqual({
      name: 'a',
      phone: 'b',
      email: 'a',
    });
    expect(defaultMergeChoices('c', ['a', 'b', 'c'], ['email'], records)).toEqual({ email: 'a' });
  });
});

describe('[S1-R-010] what a record page duplicate check compares', () => {
  it('uses the duplicate rules first, else a typed name, else nothing', () => {
    expect(duplicateBasis(2, 'S')).toBe('rules');
    expect(duplicateBasis(1, undefined)).toBe('rules');
    expect(duplicateBasis(0, 'S')).toBe('name');
    // An auto-number name (V) or none at all: nothing to compare.
    expect(duplicateBasis(0, 'V')).toBeNull();
    expect(duplicateBasis(0, undefined)).toBeNull();
  });
  it('offers Find duplicates only with a basis and the right to edit (a merge changes the record)', () => {
    expect(offersFindDuplicates('rules', true)).toBe(true);
    expect(offersFindDuplicates('name', true)).toBe(true);
    expect(offersFindDuplicates('rules', false)).toBe(false);
    expect(offersFindDuplicates(null, true)).toBe(false);
  });
  it('compares names whatever their case and surrounding spaces', () => {
    expect(duplicateNameKey('  Acme GmbH ')).toBe('acme gmbh');
  });
});
