import { describe, expect, it } from 'vitest';
import type { FieldTypeCode, VisibilityOperator } from '../metadata/types.js';
import { compareForVisibility, stripCurrencyLabel } from './visibility-operators.js';

type Row = [
  type: FieldTypeCode,
  operator: VisibilityOperator,
  actual: unknown,
  expected: string,
  result: boolean,
];

const OPERATOR_IDS: Record<VisibilityOperator, string> = {
  e: 'S1-V-001',
  n: 'S1-V-002',
  l: 'S1-V-003',
  g: 'S1-V-004',
  m: 'S1-V-005',
  h: 'S1-V-006',
  c: 'S1-V-007',
  k: 'S1-V-008',
  s: 'S1-V-009',
};

function table(typeIds: string, rows: Row[]) {
  return rows.map((row) => [`[${OPERATOR_IDS[row[1]]}][${typeIds}]`, ...row] as const);
}

describe('visibility-rule operators by field type', () => {
  const rows = [
    // Text (S): case-insensitive text comparison; empty values are '' (S1-V-016).
    ...table('S1-V-016', [
      ['S', 'e', 'Acme', 'acme', true],
      ['S', 'e', 'Acme', 'Acme Ltd', false],
      ['S', 'e', null, '', true],
      ['S', 'e', undefined, 'x', false],
      ['S', 'n', 'Acme', 'Other', true],
      ['S', 'n', 'Acme', 'ACME', false],
      ['S', 'n', null, '', false],
      ['S', 'l', 'apple', 'banana', true],
      ['S', 'l', 'cherry', 'banana', false],
      ['S', 'g', 'cherry', 'banana', true],
      ['S', 'g', 'apple', 'banana', false],
      ['S', 'm', 'banana', 'banana', true],
      ['S', 'm', 'cherry', 'banana', false],
      ['S', 'h', 'banana', 'banana', true],
      ['S', 'h', 'apple', 'banana', false],
      ['S', 'c', 'Big Acme Ltd', 'acme', true],
      ['S', 'c', 'Globex', 'acme', false],
      ['S', 'c', null, 'a', false],
      ['S', 'k', 'Globex', 'acme', true],
      ['S', 'k', 'Big Acme', 'acme', false],
      ['S', 'k', null, 'a', true],
      ['S', 's', 'Acme Ltd', 'acme', true],
      ['S', 's', 'Big Acme', 'acme', false],
    ]),
    // Number (N) and percent (P): numeric comparison, not text ('10' > '9').
    ...table('S1-V-016', [
      ['N', 'e', '10', '10.0', true],
      ['N', 'e', 10, '11', false],
      ['N', 'n', 10, '11', true],
      ['N', 'n', '1,000', '1000', false],
      ['N', 'l', '9', '10', true],
      ['N', 'l', '10', '9', false],
      ['N', 'g', '10', '9', true],
      ['N', 'g', '9', '10', false],
      ['N', 'm', 5, '5', true],
      ['N', 'm', 6, '5', false],
      ['N', 'h', 5, '5', true],
      ['N', 'h', 4, '5', false],
      ['N', 'c', '12345', '234', true],
      ['N', 'c', '12345', '9', false],
      ['N', 'k', '12345', '9', true],
      ['N', 'k', '12345', '23', false],
      ['N', 's', '12345', '12', true],
      ['N', 's', '12345', '23', false],
      ['N', 'l', '', '5', false],
      ['N', 'g', null, '-5', false],
      ['N', 'e', null, '', true],
      ['N', 'n', null, '0', true],
      ['P', 'e', '12.5', '12.50%', true],
      ['P', 'g', '12.5', '9', true],
      ['P', 'l', 50, '100', true],
      ['P', 'h', 100, '100', true],
    ]),
    // Currency (c): a leading currency label is stripped (S1-V-015).
    ...table('S1-V-015', [
      ['c', 'e', 'USD 1,200.50', '1200.5', true],
      ['c', 'e', 'USD 1,200.50', 'EUR 1200.50', true],
      ['c', 'e', '1200.5', '1200', false],
      ['c', 'n', 'USD 1,200.50', '1200', true],
      ['c', 'n', 'CNY 3', '3', false],
      ['c', 'l', 'USD 999', '1000', true],
      ['c', 'l', 'USD 1,001', '1000', false],
      ['c', 'g', 'USD 1,001', '1000', true],
      ['c', 'g', '$-5', '0', false],
      ['c', 'm', 'USD 1000', '1000', true],
      ['c', 'm', 'USD 1000.01', '1000', false],
      ['c', 'h', 'USD 1000', '1000.00', true],
      ['c', 'h', 'USD 999.99', '1000', false],
      ['c', 'c', 'USD 1,200.50', '200', true],
      ['c', 'c', 'USD 1,200.50', '99', false],
      ['c', 'k', 'USD 1,200.50', '300', true],
      ['c', 'k', 'USD 1,200.50', '1200', false],
      ['c', 's', 'USD 1,200.50', '12', true],
      ['c', 's', 'USD 1,200.50', '2', false],
    ]),
    // Date (D) and date-time (F): timestamps, not text (S1-V-012).
    ...table('S1-V-012', [
      ['D', 'e', '2024-03-05', '2024-03-05', true],
      ['D', 'e', '2024-03-05', '2024-03-06', false],
      ['D', 'n', '2024-03-05', '2024-03-06', true],
      ['D', 'n', '2024-03-05', '2024-03-05', false],
      ['D', 'l', '2024-03-05', '2024-12-01', true],
      ['D', 'l', '2024-12-01', '2024-03-05', false],
      ['D', 'g', '2025-01-01', '2024-12-31', true],
      ['D', 'g', '2024-12-31', '2025-01-01', false],
      ['D', 'm', '2024-03-05', '2024-03-05', true],
      ['D', 'm', '2024-03-06', '2024-03-05', false],
      ['D', 'h', '2024-03-05', '2024-03-05', true],
      ['D', 'h', '2024-03-04', '2024-03-05', false],
      ['D', 'c', '2024-03-05', '03', true],
      ['D', 'c', '2024-03-05', '2023', false],
      ['D', 'k', '2024-03-05', '2023', true],
      ['D', 'k', '2024-03-05', '2024', false],
      ['D', 's', '2024-03-05', '2024-03', true],
      ['D', 's', '2024-03-05', '03', false],
      ['D', 'l', '', '2024-03-05', false],
      ['F', 'e', '2024-03-05 10:00:00', '2024-03-05T10:00:00Z', true],
      ['F', 'e', '2024-03-05T18:00:00+08:00', '2024-03-05 10:00:00', true],
      ['F', 'l', '2024-03-05 09:59:59', '2024-03-05 10:00:00', true],
      ['F', 'g', '2024-03-05 10:00:01', '2024-03-05 10:00', true],
      ['F', 'm', '2024-03-05 10:00:00', '2024-03-05 10:00', true],
      ['F', 'h', '2024-03-05 09:00:00', '2024-03-05 10:00', false],
    ]),
    // Time (T): seconds since midnight (S1-V-013).
    ...table('S1-V-013', [
      ['T', 'e', '09:30', '09:30:00', true],
      ['T', 'e', '09:30', '09:31', false],
      ['T', 'n', '09:30', '09:31', true],
      ['T', 'n', '09:30:00', '09:30', false],
      ['T', 'l', '9:30', '10:00', true],
      ['T', 'l', '09:30', '10:00', true],
      ['T', 'l', '10:00', '09:30', false],
      ['T', 'g', '13:00', '09:30', true],
      ['T', 'g', '09:29:59', '09:30', false],
      ['T', 'm', '09:30:00', '09:30', true],
      ['T', 'm', '09:30:01', '09:30', false],
      ['T', 'h', '09:30', '09:30:00', true],
      ['T', 'h', '09:29', '09:30', false],
      ['T', 'c', '09:30', ':30', true],
      ['T', 'k', '09:30', ':45', true],
      ['T', 's', '09:30', '09', true],
      ['T', 's', '09:30', '10', false],
    ]),
    // Checkbox (B): 'true'/'false' (S1-V-014); an empty boolean is false (S1-V-017).
    ...table('S1-V-014', [
      ['B', 'e', true, 'true', true],
      ['B', 'e', 'true', 'true', true],
      ['B', 'e', 1, 'true', true],
      ['B', 'e', false, 'true', false],
      ['B', 'e', false, 'false', true],
      ['B', 'n', true, 'false', true],
      ['B', 'n', 'false', 'false', false],
      ['B', 'c', true, 'tr', true],
      ['B', 'k', false, 'tr', true],
      ['B', 's', 'true', 't', true],
      ['B', 'l', false, 'true', true],
      ['B', 'g', true, 'false', true],
      ['B', 'm', false, 'false', true],
      ['B', 'h', false, 'true', false],
    ]),
    ...table('S1-V-017', [
      ['B', 'e', null, 'false', true],
      ['B', 'e', undefined, 'false', true],
      ['B', 'e', '', 'false', true],
      ['B', 'e', '', 'true', false],
      ['B', 'n', null, 'true', true],
      ['B', 'e', true, '', false],
    ]),
    // Picklist (L): membership in the ';' list of expected values (S1-V-011).
    ...table('S1-V-011', [
      ['L', 'e', 'hot', 'hot', true],
      ['L', 'e', 'hot', 'warm;hot', true],
      ['L', 'e', 'cold', 'warm;hot', false],
      ['L', 'e', 'ho', 'hot', false],
      ['L', 'n', 'cold', 'warm;hot', true],
      ['L', 'n', 'hot', 'warm;hot', false],
      ['L', 'e', null, '', true],
      ['L', 'n', null, 'hot', true],
      ['L', 'c', 'very hot', 'hot', true],
      ['L', 'c', 'warm', 'cold;hot', false],
      ['L', 'k', 'warm', 'cold;hot', true],
      ['L', 'k', 'hot', 'cold;hot', false],
      ['L', 's', 'hot-1', 'cold;hot', true],
      ['L', 's', 'warm', 'cold;hot', false],
      ['L', 'l', 'a', 'b', true],
      ['L', 'g', 'a', 'b', false],
      ['L', 'm', 'b', 'b', true],
      ['L', 'h', 'a', 'b', false],
    ]),
    // Multi-select (Q): sets of ';'-separated values, order does not matter (S1-V-010).
    ...table('S1-V-010', [
      ['Q', 'e', 'a;b', 'b;a', true],
      ['Q', 'e', ['b', 'a'], 'a;b', true],
      ['Q', 'e', 'a;b', 'a', false],
      ['Q', 'e', null, '', true],
      ['Q', 'n', 'a;b', 'a', true],
      ['Q', 'n', 'a;b', 'b;a', false],
      ['Q', 'l', 'a', 'a;b', true],
      ['Q', 'l', 'a;b', 'a;b', false],
      ['Q', 'm', 'a;b', 'b;a', true],
      ['Q', 'm', 'a;c', 'a;b', false],
      ['Q', 'g', 'a;b;c', 'a;b', true],
      ['Q', 'g', 'a;b', 'a;b', false],
      ['Q', 'h', 'a;b', 'b;a', true],
      ['Q', 'h', 'a', 'a;b', false],
      ['Q', 'c', 'a;b;c', 'c;a', true],
      ['Q', 'c', 'a;b', 'a;c', false],
      ['Q', 'c', 'ab', 'a', false],
      ['Q', 'k', 'a;b', 'c', true],
      ['Q', 'k', 'a;b', 'b', false],
      ['Q', 's', 'a;b', 'a', true],
      ['Q', 's', 'a;b', 'b', false],
    ]),
    // Lookups and other text-valued types compare as text.
    ...table('S1-V-016', [
      ['Y', 'e', { id: '001AAAAAAAAAAAAAAA', name: 'Acme' }, '001AAAAAAAAAAAAAAA', true],
      ['E', 'c', 'ann@example.com', '@EXAMPLE', true],
      ['U', 's', 'https://vela.test', 'https:', true],
    ]),
  ];

  type TableRow = (typeof rows)[number];
  /** Each requirement's own block holds the rows that prove it, so its id is cited literally. */
  const decides = (pick: (row: TableRow) => boolean) => {
    const picked = rows.filter(pick);
    it('has rows', () => expect(picked.length).toBeGreaterThan(0));
    it.each(picked)('%s %s %s %j vs %j → %s', (_ids, type, operator, actual, expected, result) => {
      expect(compareForVisibility(type, operator, actual, expected)).toBe(result);
    });
  };
  const byOperator = (operator: VisibilityOperator) => (row: TableRow) => row[2] === operator;
  const byType =
    (...types: FieldTypeCode[]) =>
    (row: TableRow) =>
      types.includes(row[1]);

  describe('[S1-V-001] operator e: equals', () => decides(byOperator('e')));
  describe('[S1-V-002] operator n: not equal', () => decides(byOperator('n')));
  describe('[S1-V-003] operator l: less than', () => decides(byOperator('l')));
  describe('[S1-V-004] operator g: greater than', () => decides(byOperator('g')));
  describe('[S1-V-005] operator m: at most', () => decides(byOperator('m')));
  describe('[S1-V-006] operator h: at least', () => decides(byOperator('h')));
  describe('[S1-V-007] operator c: contains', () => decides(byOperator('c')));
  describe('[S1-V-008] operator k: does not contain', () => decides(byOperator('k')));
  describe('[S1-V-009] operator s: starts with', () => decides(byOperator('s')));
  describe('[S1-V-010] multi-select (Q) compares sets', () => decides(byType('Q')));
  describe('[S1-V-011] pick-list (L) compares membership', () => decides(byType('L')));
  describe('[S1-V-012] dates compare timestamps', () => decides(byType('D', 'F')));
  describe('[S1-V-013] time compares seconds', () => decides(byType('T')));
  describe("[S1-V-014] checkboxes compare 'true' or 'false'", () => decides(byType('B')));
  describe('[S1-V-015] currency compares amounts without the currency label', () => decides(byType('c')));
  describe('[S1-V-016] empty values are treated as empty strings', () =>
    decides((row) => row[3] === null || row[3] === undefined || row[3] === ''));
  describe('[S1-V-017] an empty boolean is treated as false', () =>
    decides((row) => row[1] === 'B' && (row[3] === null || row[3] === undefined || row[3] === '')));

  it('[S1-V-001][S1-V-002] n is the negation of e, and k of c, for every type', () => {
    const samples: [FieldTypeCode, unknown, string][] = [
      ['S', 'x', 'y'],
      ['N', '3', '3'],
      ['c', 'USD 3', '4'],
      ['D', '2024-01-01', '2024-01-01'],
      ['T', '10:00', '11:00'],
      ['B', null, 'false'],
      ['L', 'a', 'a;b'],
      ['Q', 'a;b', 'b'],
    ];
    for (const [type, actual, expected] of samples) {
      expect(compareForVisibility(type, 'n', actual, expected)).toBe(
        !compareForVisibility(type, 'e', actual, expected),
      );
      expect(compareForVisibility(type, 'k', actual, expected)).toBe(
        !compareForVisibility(type, 'c', actual, expected),
      );
    }
  });
});

describe('stripCurrencyLabel', () => {
  it.each([
    ['USD 1,200.50', '1200.50'],
    ['€ 3', '3'],
    ['$-3', '-3'],
    ['CNY1 000', '1000'],
    ['12', '12'],
    ['', ''],
  ])('[S1-V-015] %j → %j', (text, expected) => {
    expect(stripCurrencyLabel(text)).toBe(expected);
  });
});
