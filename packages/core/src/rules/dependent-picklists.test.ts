import { describe, expect, it } from 'vitest';
import type { FieldDependency, OperationType } from '../metadata/types.js';
import {
  allowedDependentValues,
  type DependentFieldInfo,
  resolveDependentState,
  resolveDependentValue,
} from './dependent-picklists.js';

const countryToProvince: FieldDependency = {
  controlfieldid: 'f-country',
  controlfield: 'country',
  controlVals: [
    { val: 'CN', dependFields: ['BJ', 'GD'] },
    { val: 'US', dependFields: ['CA', 'NY'] },
    { val: 'MC', dependFields: ['MC-1'] },
  ],
  dependfieldid: 'f-province',
  vals: [
    { value: 'BJ', label: 'Beijing' },
    { value: 'GD', label: 'Guangdong' },
    { value: 'CA', label: 'California' },
    { value: 'NY', label: 'New York' },
    { value: 'MC-1', label: 'Monaco' },
  ],
};

const provinceToCity: FieldDependency = {
  controlfieldid: 'f-province',
  controlfield: 'province',
  controlVals: [
    { val: 'GD', dependFields: ['GZ', 'SZ'] },
    { val: 'CA', dependFields: ['LA', 'SF'] },
    { val: 'BJ', dependFields: ['BJC'] },
  ],
  dependfieldid: 'f-city',
  vals: [
    { value: 'GZ', label: 'Guangzhou' },
    { value: 'SZ', label: 'Shenzhen' },
    { value: 'LA', label: 'Los Angeles' },
    { value: 'SF', label: 'San Francisco' },
    { value: 'BJC', label: 'Beijing' },
  ],
};

const fields: DependentFieldInfo[] = [
  { id: 'f-country', apiName: 'country', type: 'L', required: true },
  { id: 'f-province', apiName: 'province', type: 'L', required: true, defaultValue: 'GD' },
  { id: 'f-city', apiName: 'city', type: 'L', required: false },
];

function resolve(
  values: Record<string, unknown>,
  mode: OperationType = 'NEW',
  changedField?: string,
  fieldList = fields,
) {
  return resolveDependentState({
    dependencies: [provinceToCity, countryToProvince],
    values,
    fields: fieldList,
    mode,
    ...(changedField ? { changedField } : {}),
  });
}

describe('control and dependent fields', () => {
  it('[S2-B-067] a dependent starts disabled with no options until its controlling field has a value', () => {
    const state = resolve({});
    expect([...state.disabled].sort()).toEqual(['city', 'province']);
    expect(state.options.province).toEqual([]);
    expect(state.options.city).toEqual([]);
  });

  it('[S2-B-068][S2-B-069] a controlling value replaces the options with the allowed ones and enables the field', () => {
    const state = resolve({ country: 'US' });
    expect(state.disabled.has('province')).toBe(false);
    expect(state.options.province?.map((o) => [o.codekey, o.codevalue])).toEqual([
      ['CA', 'California'],
      ['NY', 'New York'],
    ]);
    expect(state.disabled.has('city')).toBe(true);
  });

  it('[S2-B-068] options come from the field picklist when it is known, keeping its order and default flag', () => {
    const withPicklist = fields.map((f) =>
      f.apiName === 'province'
        ? {
            ...f,
            picklist: [
              { codekey: 'NY', codevalue: 'New York State', isdefaultvalue: true, order: 1 },
              { codekey: 'BJ', codevalue: 'Beijing', isdefaultvalue: false, order: 2 },
              { codekey: 'CA', codevalue: 'California', isdefaultvalue: false, order: 3 },
            ],
          }
        : f,
    );
    const state = resolve({ country: 'US' }, 'NEW', undefined, withPicklist);
    expect(state.options.province?.map((o) => o.codekey)).toEqual(['NY', 'CA']);
    expect(state.options.province?.[0]?.codevalue).toBe('New York State');
  });

  it.each([
    // [S2-B-070] the default when it is allowed
    ['S2-B-070', { country: 'CN', province: 'CA' }, 'GD'],
    // [S2-B-071] the single option of a required field when the default is not allowed
    ['S2-B-071', { country: 'MC', province: 'CA' }, 'MC-1'],
    // [S2-B-072] else cleared
    ['S2-B-072', { country: 'US', province: 'BJ' }, ''],
    // an allowed value stays
    ['S2-B-068', { country: 'US', province: 'NY' }, 'NY'],
  ])('[%s] a province value not allowed by the country is reset: %j → %j', (_id, values, expected) => {
    expect(resolve(values).values.province).toBe(expected);
  });

  it('[S2-B-071] the single option is not chosen for a field that is not required', () => {
    const optional = fields.map((f) =>
      f.apiName === 'province' ? { ...f, required: false, defaultValue: null } : f,
    );
    expect(resolve({ country: 'MC', province: 'CA' }, 'NEW', undefined, optional).values.province).toBe('');
  });

  it('[S2-B-070][S2-B-071] the single option is used for any required dependent, the default only when allowed', () => {
    expect(resolveDependentValue({ value: 'x', defaultValue: 'b', required: false }, ['a', 'b'])).toBe('b');
    expect(resolveDependentValue({ value: 'x', defaultValue: 'z', required: true }, ['a'])).toBe('a');
    expect(resolveDependentValue({ value: 'x', defaultValue: 'z', required: true }, ['a', 'b'])).toBe('');
  });

  it('[S2-B-073] a multi-select dependent keeps its values only if every one is allowed', () => {
    const multi = fields.map((f) => (f.apiName === 'city' ? { ...f, type: 'Q' as const } : f));
    const kept = resolve({ country: 'CN', province: 'GD', city: 'GZ;SZ' }, 'NEW', undefined, multi);
    expect(kept.values.city).toBe('GZ;SZ');
    const reset = resolve({ country: 'CN', province: 'GD', city: ['GZ', 'LA'] }, 'NEW', undefined, multi);
    expect(reset.values.city).toEqual([]);
  });

  it('[S2-B-074] in EDIT mode stored values are not reset when the form loads', () => {
    const state = resolve({ country: 'US', province: 'BJ', city: 'GZ' }, 'EDIT');
    expect(state.values).toEqual({ country: 'US', province: 'BJ', city: 'GZ' });
  });

  it('[S2-B-074][S2-B-070] in EDIT mode a user change of the controlling field does reset its dependents', () => {
    const state = resolve({ country: 'CN', province: 'CA', city: 'LA' }, 'EDIT', 'country');
    expect(state.values.province).toBe('GD');
    expect(state.values.city).toBe('');
  });

  it('[S2-B-074] in EDIT mode a change elsewhere leaves the dependents alone', () => {
    const state = resolve({ country: 'CN', province: 'CA', city: 'LA' }, 'EDIT', 'name');
    expect(state.values).toEqual({ country: 'CN', province: 'CA', city: 'LA' });
  });

  it('[S2-B-075] clearing a controlling field empties its dependents, cascading', () => {
    const state = resolve({ country: '', province: 'GD', city: 'GZ' }, 'EDIT', 'country');
    expect(state.values.province).toBe('');
    expect(state.values.city).toBe('');
    expect([...state.disabled].sort()).toEqual(['city', 'province']);
  });

  it('[S2-B-075] a cascade whose middle level changes resets the level below', () => {
    const state = resolve({ country: 'CN', province: 'BJ', city: 'GZ' }, 'NEW', 'province');
    expect(state.values.city).toBe('');
    expect(state.options.city?.map((o) => o.codekey)).toEqual(['BJC']);
  });

  it('fills an empty dependent right after its controlling field changes, not when it is cleared by hand', () => {
    expect(resolve({ country: 'CN' }, 'NEW', 'country').values.province).toBe('GD');
    expect(resolve({ country: 'CN', province: '' }, 'NEW', 'province').values.province).toBe('');
  });

  it('[S2-B-076][S2-V-003] a dependent that was required is required when enabled, never while disabled', () => {
    expect(resolve({}).required.has('province')).toBe(false);
    expect(resolve({ country: 'CN' }).required.has('province')).toBe(true);
    expect(resolve({ country: 'CN', province: 'GD' }).required.has('city')).toBe(false);
  });

  it('a controlling value that allows nothing leaves the dependent disabled', () => {
    const state = resolve({ country: 'FR', province: 'GD' });
    expect(state.disabled.has('province')).toBe(true);
    expect(state.values.province).toBe('');
  });
});

describe('allowedDependentValues', () => {
  it.each<[unknown, string[]]>([
    ['CN', ['BJ', 'GD']],
    ['US', ['CA', 'NY']],
    ['XX', []],
    ['', []],
    [null, []],
    [
      ['CN', 'US'],
      ['BJ', 'GD', 'CA', 'NY'],
    ],
    ['US;CN', ['BJ', 'GD', 'CA', 'NY']],
  ])('[S2-B-068] %j allows %j', (control, expected) => {
    expect(allowedDependentValues(countryToProvince, control)).toEqual(expected);
  });

  it('[S2-B-068] a checkbox control matches its "true"/"false" value', () => {
    const byFlag: FieldDependency = {
      ...countryToProvince,
      controlfield: 'is_foreign',
      controlVals: [
        { val: 'true', dependFields: ['CA'] },
        { val: 'false', dependFields: ['BJ'] },
      ],
    };
    expect(allowedDependentValues(byFlag, true)).toEqual(['CA']);
    expect(allowedDependentValues(byFlag, false)).toEqual(['BJ']);
  });
});

describe('a checkbox controlling field', () => {
  it('[S2-B-068] an unticked (empty) checkbox controls with "false"', () => {
    const byFlag: FieldDependency = {
      ...countryToProvince,
      controlfield: 'is_foreign',
      controlVals: [
        { val: 'true', dependFields: ['CA'] },
        { val: 'false', dependFields: ['BJ'] },
      ],
    };
    const state = resolveDependentState({
      dependencies: [byFlag],
      values: {},
      fields: [{ id: 'f-flag', apiName: 'is_foreign', type: 'B', required: false }, ...fields],
      mode: 'NEW',
    });
    expect(state.disabled.has('province')).toBe(false);
    expect(state.options.province?.map((o) => o.codekey)).toEqual(['BJ']);
  });
});
