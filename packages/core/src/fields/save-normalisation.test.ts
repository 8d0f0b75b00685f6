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
  it.each<[string, string, unknown, string | boolean]>([
    ['S2-B-085', 'amount', 1.005, '1.01'],
    ['S2-B-085', 'amount', '12', '12.00'],
    ['S2-B-085', 'amount', 12.5, '12.50'],
    ['S2-B-085', 'rate', '33.35', '33.4'],
    ['S2-B-085', 'qty', 2.5, '3'],
    ['S2-B-085', 'qty', '-2.5', '-3'],
    ['S2-B-086', 'amount', '', ''],
    ['S2-B-086', 'amount', null, ''],
    ['S2-B-086', 'qty', undefined, ''],
    ['S2-B-087', 'tags', ['a', 'b', 'c'], 'a;b;c'],
    ['S2-B-087', 'tags', [], ''],
    ['S2-B-088', 'name', null, ''],
    ['S2-B-088', 'name', undefined, ''],
    ['S2-B-088', 'name', 'Acme', 'Acme'],
    ['S2-B-088', 'vip', true, true],
    ['S2-B-088', 'accountid', { id: '001AAAAAAAAAAAAAAA', name: 'Acme' }, '001AAAAAAAAAAAAAAA'],
    ['S2-B-088', 'unknown_field', 7, '7'],
  ])('[%s] %s: %j is saved as %j', (_id, api, value, expected) => {
    expect(normaliseForSave({ [api]: value }, fields)).toEqual({ [api]: expected });
  });

  it('[S2-B-085] leaves text that is not a number for the server to refuse', () => {
    expect(formatNumberForSave('abc', 2)).toBe('abc');
  });
});
