import { describe, expect, it } from 'vitest';
import type { FieldTypeCode } from '../metadata/types.js';
import { type ParseableField, parseFieldValue } from './value-parsing.js';

function field(type: FieldTypeCode, extra: Partial<ParseableField> = {}): ParseableField {
  return { apiName: 'f', label: 'Field', type, ...extra };
}

const ID = '001AAAAAAAAAAAAAAA';
const ID2 = '003BBBBBBBBBBBBBBB';

describe('parseFieldValue accepts and converts', () => {
  it.each<[FieldTypeCode, Partial<ParseableField>, unknown, unknown]>([
    ['S', { length: 5 }, 'hello', 'hello'],
    ['S', {}, 42, '42'],
    ['X', { length: 10 }, 'line\nline', 'line\nline'],
    ['A', {}, '<p>hi</p>', '<p>hi</p>'],
    ['E', {}, ' ann@example.com ', 'ann@example.com'],
    ['H', {}, '+49 (30) 123-456 ext 7', '+49 (30) 123-456 ext 7'],
    ['U', {}, 'https://vela.example/path?q=1', 'https://vela.example/path?q=1'],
    ['U', {}, 'www.example.com', 'www.example.com'],
    ['D', {}, '2024-02-29', '2024-02-29'],
    ['F', {}, '2024-05-01 10:00:00', '2024-05-01 10:00:00'],
    ['F', {}, '2024-05-01T10:00:00.000Z', '2024-05-01T10:00:00.000Z'],
    ['T', {}, '09:30', '09:30'],
    ['T', {}, '23:59:59', '23:59:59'],
    ['T', {}, '9:30', '09:30'],
    ['B', {}, true, true],
    ['B', {}, 'false', false],
    ['B', {}, 1, true],
    ['B', {}, '0', false],
    ['B', {}, null, false],
    ['N', { length: 10, decimalPlaces: 2 }, '12.5', 12.5],
    ['c', { length: 18, decimalPlaces: 2 }, 1200.5, 1200.5],
    ['P', { length: 18, schemefieldLength: 5, decimalPlaces: 2 }, '99.99', 99.99],
    ['L', { allowedValues: ['hot', 'cold'] }, 'hot', 'hot'],
    ['L', {}, 'anything', 'anything'],
    ['Q', { allowedValues: ['a', 'b', 'c'] }, ['a', 'c'], 'a;c'],
    ['Q', { allowedValues: ['a', 'b', 'c'] }, 'b;a;b', 'b;a'],
    ['Y', {}, ID, ID],
    ['Y', {}, { id: ID, name: 'Acme' }, ID],
    ['M', {}, ID, ID],
    ['MR', {}, [ID, ID2], `${ID};${ID2}`],
    ['file', { length: 2 }, 'f1;f2', 'f1;f2'],
    ['IMG', {}, 'img1', 'img1'],
    ['S', {}, '', null],
    ['N', { length: 10 }, null, null],
    ['Y', {}, undefined, null],
    ['Q', {}, [], null],
  ])('%s %j: %j → %j', (type, extra, raw, expected) => {
    expect(parseFieldValue(field(type, extra), raw)).toEqual({ ok: true, value: expected });
  });
});

describe('parseFieldValue refuses with a reason that names the field', () => {
  it.each<[FieldTypeCode, Partial<ParseableField>, unknown, string]>([
    ['S', { length: 5 }, 'toolong', 'Field is longer than 5 characters'],
    ['S', {}, { nested: true }, 'Field must be text'],
    ['E', {}, 'not-an-email', 'Field is not a valid e-mail address'],
    ['E', {}, 'a@b', 'Field is not a valid e-mail address'],
    ['H', {}, 'call me', 'Field is not a valid phone number'],
    ['H', {}, '12', 'Field is not a valid phone number'],
    ['U', {}, 'javascript:alert(1)', 'Field is not a valid URL'],
    ['U', {}, 'not a url', 'Field is not a valid URL'],
    ['D', {}, '2023-02-29', 'Field must be a date written YYYY-MM-DD'],
    ['D', {}, '01/02/2024', 'Field must be a date written YYYY-MM-DD'],
    ['F', {}, '2024-05-01 25:00:00', 'Field must be a date and time written YYYY-MM-DD HH:mm:ss or ISO-8601'],
    ['T', {}, '24:00', 'Field must be a time written HH:mm or HH:mm:ss'],
    ['B', {}, 'yes', 'Field must be true or false'],
    ['N', { length: 10, decimalPlaces: 2 }, 'ten', 'Field must be a number'],
    ['N', { length: 5, decimalPlaces: 2 }, '100', 'Field must be at most 99.99'],
    ['N', { length: 5, decimalPlaces: 2 }, -100, 'Field must be at least -99.99'],
    ['c', { length: 18, decimalPlaces: 2 }, '1.234', 'Field allows at most 2 decimal places'],
    ['L', { allowedValues: ['hot', 'cold'] }, 'warm', 'Field: "warm" is not one of its values'],
    ['L', { allowedValues: ['hot', 'cold'] }, 'hot;cold', 'Field takes one value, not several'],
    ['Q', { allowedValues: ['a'] }, 'a;x;y', 'Field: "x", "y" are not among its values'],
    ['Y', {}, 'acme', 'Field: "acme" is not a record id'],
    ['Y', {}, `${ID};${ID2}`, 'Field takes one record, not several'],
    ['MR', {}, [ID, 'x'], 'Field: "x" is not a record id'],
    ['file', { length: 1 }, 'f1;f2', 'Field holds at most 1 files'],
    ['V', {}, 'A-001', 'Field is computed by the system and cannot be set'],
    ['Z', {}, '3', 'Field is computed by the system and cannot be set'],
    ['AD', {}, 'x', 'Field is a group of fields; set its fields instead'],
  ])('%s %j: %j → %s', (type, extra, raw, reason) => {
    expect(parseFieldValue(field(type, extra), raw)).toEqual({ ok: false, reason });
  });

  it('takes the allowed values from the options before the field (a controlling field narrowed them)', () => {
    const picklist = field('L', { allowedValues: ['BJ', 'CA'] });
    expect(parseFieldValue(picklist, 'BJ', { allowedValues: ['CA'] })).toEqual({
      ok: false,
      reason: 'Field: "BJ" is not one of its values',
    });
  });
});
