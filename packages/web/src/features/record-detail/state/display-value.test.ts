import { describe, expect, it } from 'vitest';
import type { DetailField } from '../record-detail-api.js';
import { type DisplayLocale, displayValue, formatDateTime } from './display-value.js';

const field = (fieldType: string, value: unknown, extra: Partial<DetailField> = {}): DetailField => ({
  apiname: 'f',
  fieldId: 'fld',
  fieldType,
  fieldLabel: 'F',
  value,
  ...extra,
});
const en: DisplayLocale = { language: 'en-US', timeZone: 'UTC', currencyCode: 'USD' };
const de: DisplayLocale = { language: 'de', timeZone: 'Europe/Berlin', currencyCode: 'EUR' };
const show = (f: DetailField, locale = en, record: Record<string, unknown> = {}) =>
  displayValue(f, record, locale);

describe('record detail values by field type', () => {
  it('picklists show the option label, multi-select picklists every label', () => {
    const options = [
      { key: 'won', val: 'Closed won' },
      { key: 'lost', val: 'Closed lost' },
    ];
    expect(show(field('L', 'won', { data: options }))).toEqual({ kind: 'text', text: 'Closed won' });
    expect(show(field('Q', 'won;lost', { data: options }))).toEqual({
      kind: 'text',
      text: 'Closed won, Closed lost',
    });
    expect(show(field('L', 'gone', { data: options }))).toEqual({ kind: 'text', text: 'gone' });
  });

  it('lookups are records with their names, from the field or from {api}ccname', () => {
    expect(show(field('Y', '001-a', { data: [{ id: '001-a', value: 'Acme' }] }))).toEqual({
      kind: 'records',
      records: [{ id: '001-a', value: 'Acme' }],
    });
    expect(show(field('MR', '005-a;005-b'), en, { fccname: 'Ann;Bo' })).toEqual({
      kind: 'records',
      records: [
        { id: '005-a', value: 'Ann' },
        { id: '005-b', value: 'Bo' },
      ],
    });
  });

  it('numbers, percents and currency follow the user locale', () => {
    expect(show(field('N', 23592))).toEqual({ kind: 'text', text: '23,592', align: 'end' });
    expect(show(field('N', 1234.5, { decimalPlaces: 2 }), de)).toMatchObject({ text: '1.234,50' });
    expect(show(field('P', 10))).toMatchObject({ text: '10%' });
    expect(show(field('c', 105000))).toMatchObject({ text: '$105,000.00' });
    // The record's own currency wins over the user's.
    expect(show(field('c', 105000), en, { currency: 'EUR' })).toMatchObject({ text: '€105,000.00' });
    expect(show(field('c', 1500), de)).toMatchObject({ text: '1.500,00\u00a0€' });
  });

  it('dates show the calendar day whatever the zone; date-times in the user zone', () => {
    expect(show(field('D', '2028-02-14'))).toEqual({ kind: 'text', text: 'Feb 14, 2028' });
    expect(show(field('D', '2028-02-14'), { language: 'en-US', timeZone: 'Pacific/Honolulu' })).toMatchObject(
      {
        text: 'Feb 14, 2028',
      },
    );
    expect(formatDateTime('2026-11-22 23:30:00', { language: 'en-US', timeZone: 'Europe/Berlin' })).toBe(
      'Nov 23, 2026, 12:30 AM',
    );
    expect(formatDateTime('2026-11-22T02:09:49.122Z', { language: 'en-US', timeZone: 'UTC' })).toBe(
      'Nov 22, 2026, 2:09 AM',
    );
  });

  it('checkboxes are checked or not, never empty', () => {
    expect(show(field('B', true))).toEqual({ kind: 'checkbox', checked: true });
    expect(show(field('B', null))).toEqual({ kind: 'checkbox', checked: false });
  });

  it('e-mails, phones and web sites become links; bare host names get https', () => {
    expect(show(field('E', 'a@b.example'))).toEqual({ kind: 'email', address: 'a@b.example' });
    expect(show(field('H', '+1 695 967 2075'))).toEqual({ kind: 'phone', number: '+1 695 967 2075' });
    expect(show(field('U', 'https://acme.example.com'))).toEqual({
      kind: 'url',
      href: 'https://acme.example.com',
      text: 'acme.example.com',
    });
    expect(show(field('U', 'acme.example.com'))).toMatchObject({ href: 'https://acme.example.com' });
    expect(show(field('U', 'javascript:alert(1)'))).toEqual({ kind: 'text', text: 'javascript:alert(1)' });
  });

  it('long text keeps its lines, rich text is html for the sanitiser', () => {
    expect(show(field('X', 'a\nb'))).toEqual({ kind: 'multiline', text: 'a\nb' });
    expect(show(field('A', '<b>x</b>'))).toEqual({ kind: 'html', html: '<b>x</b>' });
  });

  it('an address group reads as street, postal code and city, county and province, country', () => {
    const address = field('AD', null, {
      apiname: 'billingaddress',
      children: [
        field('L', 'United States', { apiname: 'billingaddress00' }),
        field('L', 'Texas', { apiname: 'billingaddress01' }),
        field('L', 'Austin', { apiname: 'billingaddress02' }),
        field('S', '165 Park Avenue', { apiname: 'billingaddress04' }),
        field('S', '31110', { apiname: 'billingaddress05' }),
      ],
    });
    expect(show(address)).toEqual({
      kind: 'address',
      lines: ['165 Park Avenue', '31110 Austin', 'Texas', 'United States'],
    });
    expect(show(field('AD', null, { apiname: 'mailingaddress', children: [] }))).toEqual({ kind: 'empty' });
  });

  it('blank values are empty', () => {
    for (const type of ['S', 'L', 'Y', 'N', 'c', 'D', 'F', 'E', 'U', 'X', 'A'])
      expect(show(field(type, null)), type).toEqual({ kind: 'empty' });
    expect(show(field('S', ''))).toEqual({ kind: 'empty' });
  });
});
