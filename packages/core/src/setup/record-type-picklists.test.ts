import { describe, expect, it } from 'vitest';
import {
  checkRecordTypePicklist,
  recordTypePicklistDefault,
  valuesNotOffered,
} from './record-type-picklists.js';

/** Picklist values per record type (issue 18): the rules setup, the form and the save share. */
describe('record type picklists', () => {
  const sizes = ['s', 'm', 'l'];

  it('keeps the chosen values in the field order and checks the default among them', () => {
    expect(checkRecordTypePicklist('Size', sizes, ['l', 's'], 'l')).toEqual({
      ok: true,
      value: { values: ['s', 'l'], defaultValue: 'l' },
    });
    expect(checkRecordTypePicklist('Size', sizes, ['l'], '')).toEqual({
      ok: true,
      value: { values: ['l'], defaultValue: null },
    });
    expect(checkRecordTypePicklist('Size', sizes, ['l', 'x', 'y'], null)).toMatchObject({
      ok: false,
      field: 'values',
      reason: 'values: "x", "y" are not active values of Size',
    });
    expect(checkRecordTypePicklist('Size', sizes, [], null)).toMatchObject({ ok: false, field: 'values' });
    expect(checkRecordTypePicklist('Size', sizes, ['l'], 'm')).toMatchObject({
      ok: false,
      field: 'defaultValue',
    });
  });

  it("starts a new record with the type's default, else the field's when offered, else none", () => {
    const picklists = {
      size: { values: ['m', 'l'], defaultValue: 'l' },
      colour: { values: ['red'], defaultValue: null },
    };
    expect(recordTypePicklistDefault(picklists, 'size', 's')).toBe('l');
    expect(recordTypePicklistDefault(picklists, 'colour', 'red')).toBe('red');
    expect(recordTypePicklistDefault(picklists, 'colour', 'red;blue')).toBeNull();
    expect(recordTypePicklistDefault(picklists, 'other', 'x')).toBe('x');
    expect(recordTypePicklistDefault(undefined, 'size', '')).toBeNull();
  });

  it('names the values a record type does not offer, single and multi-select', () => {
    const picklists = { colour: { values: ['red', 'blue'], defaultValue: null } };
    expect(valuesNotOffered(picklists, 'colour', 'red;green')).toEqual(['green']);
    expect(valuesNotOffered(picklists, 'colour', ['blue'])).toEqual([]);
    expect(valuesNotOffered(picklists, 'colour', null)).toEqual([]);
    expect(valuesNotOffered(picklists, 'size', 'anything')).toEqual([]);
  });
});
