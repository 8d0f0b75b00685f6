import { describe, expect, it } from 'vitest';
import { formatNumberForSave, type NormalisableField, normaliseForSave } from './save-normalisation.js';

const fields: NormalisableField[] = [
  { apiName: 'amount', type: 'c', decimalPlaces: 2 },
  { apiName: 'rate', type: 'P', decimalPlaces: '1' },
  { apiName: 'qty', type: 'N', decimalPlaces: 0 },
  { apiName: 'tags', type: 'Q' },
  { apiName: 'name', type: 'S' },
  { apiName: 'vip', type: 'B' },
  { apiName: 'accountid', type: 'Y' },
];

describe('save normalisation', () => {
  it.each<[string, unknown, string | boolean]>([
    ['amount', 1.005, '1.01'],
    ['amount', '12', '12.00'],
    ['amount', 12.5, '12.50'],
    ['rate', '33.35', '33.4'],
    ['qty', 2.5, '3'],
    ['qty', '-2.5', '-3'],
  ])(
    "[S2-B-085] a number is saved to its field's decimal places: %s %j is saved as %j",
    (api, value, expected) => {
      expect(normaliseForSave({ [api]: value }, fields)).toEqual({ [api]: expected });
    },
  );

  it.each<[string, unknown, string | boolean]>([
    ['amount', '', ''],
    ['amount', null, ''],
    ['qty', undefined, ''],
  ])(
    '[S2-B-086] an empty number is saved as an empty string: %s %j is saved as %j',
    (api, value, expected) => {
      expect(normaliseForSave({ [api]: value }, fields)).toEqual({ [api]: expected });
    },
  );

  it.each<[string, unknown, string | boolean]>([
    ['tags', ['a', 'b', 'c'], 'a;b;c'],
    ['tags', [], ''],
  ])('[S2-B-087] an array is saved joined with ;: %s %j is saved as %j', (api, value, expected) => {
    expect(normaliseForSave({ [api]: value }, fields)).toEqual({ [api]: expected });
  });

  it.each<[string, unknown, string | boolean]>([
    ['name', null, ''],
    ['name', undefined, ''],
    ['name', 'Acme', 'Acme'],
    ['vip', true, true],
    ['accountid', { id: '001AAAAAAAAAAAAAAA', name: 'Acme' }, '001AAAAAAAAAAAAAAA'],
    ['unknown_field', 7, '7'],
  ])(
    '[S2-B-088] null and undefined are saved as an empty string; other values as text, booleans as they are: %s %j is saved as %j',
    (api, value, expected) => {
      expect(normaliseForSave({ [api]: value }, fields)).toEqual({ [api]: expected });
    },
  );

  it('[S2-B-085] leaves text that is not a number for the server to refuse', () => {
    expect(formatNumberForSave('abc', 2)).toBe('abc');
  });
});
