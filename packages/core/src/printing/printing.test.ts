import { describe, expect, it } from 'vitest';
import { newRecordId } from '../ids/record-id.js';
import {
  checkDetailPrint,
  checkTablePrint,
  checkTemplatePrint,
  printFieldText,
  printFileName,
  printProductLines,
  printTablePath,
} from './index.js';

const en = { language: 'en', timeZone: 'UTC' };
const field = (fieldType: string, extra: Record<string, unknown> = {}) => ({
  apiname: 'f',
  fieldType,
  fieldLabel: 'F',
  ...extra,
});

describe('printing: field text', () => {
  it.each([
    ['L', 'Hot', { data: [{ key: 'Hot', val: 'Very hot' }] }, 'Very hot'],
    [
      'Q',
      'a;b',
      {
        data: [
          { key: 'a', val: 'Alpha' },
          { key: 'b', val: 'Beta' },
        ],
      },
      'Alpha, Beta',
    ],
    ['N', 1234.5, { decimalPlaces: 2 }, '1,234.50'],
    ['P', 12.5, {}, '12.5%'],
    ['D', '2026-03-04', {}, 'Mar 4, 2026'],
    ['F', '2026-03-04 10:30:00', {}, 'Mar 4, 2026, 10:30 AM'],
    ['B', true, {}, 'Yes'],
    ['B', null, {}, 'No'],
    ['A', '<p>Tom &amp; Jerry</p><p>x</p>', {}, 'Tom & Jerry\nx'],
    ['S', null, {}, ''],
  ])('[S1-R-235] prints a %s field as text', (type, value, extra, expected) => {
    expect(printFieldText(field(type, { value, ...extra }), {}, en)).toBe(expected);
  });

  it('[S1-R-235] prints money in the record currency and lookups by their names', () => {
    expect(printFieldText(field('c', { value: 1200 }), { currency: 'EUR' }, en)).toBe('€1,200.00');
    expect(printFieldText(field('c', { value: 5 }), { currency: 'XQQ1' }, en)).toBe('5.00 XQQ1');
    expect(
      printFieldText({ ...field('Y', { value: 'a1;a2' }), apiname: 'acc' }, { accccname: 'Acme;Beta' }, en),
    ).toBe('Acme, Beta');
  });

  it('falls back to English for a language Intl does not know', () => {
    expect(printFieldText(field('N', { value: 3, decimalPlaces: 1 }), {}, { language: 'xx-invalid-' })).toBe(
      '3.0',
    );
  });
});

describe('printing: product lines', () => {
  const lineFields = [
    'product',
    'qty',
    'listprice',
    'discount',
    'discountamount',
    'selectdiscount',
    'customerdiscount',
    'tax',
    'ratetype',
    'amount',
  ].map((api) => ({
    apiname: api,
    fieldLabel: api,
    fieldType:
      api === 'product'
        ? 'Y'
        : ['discount', 'tax', 'customerdiscount'].includes(api)
          ? 'P'
          : ['selectdiscount', 'ratetype'].includes(api)
            ? 'L'
            : api === 'qty'
              ? 'N'
              : 'c',
    decimalPlaces: 2,
  }));
  const lines = [
    {
      product: 'p1',
      productccname: 'Console licence',
      qty: 2,
      listprice: 100,
      selectdiscount: '1',
      discount: 10,
      discountamount: 20,
      customerdiscount: 0,
      tax: 10,
      ratetype: '1',
      amount: 198,
    },
    {
      product: 'p2',
      productccname: 'Support',
      qty: 1,
      listprice: 50,
      selectdiscount: '2',
      discount: 0,
      discountamount: 0,
      customerdiscount: 0,
      tax: 0,
      ratetype: '1',
      amount: 50,
    },
  ];

  it('[S1-R-156] prints the lines with their columns and the core totals', () => {
    const printed = printProductLines(lines, lineFields, en, 'USD');
    expect(printed.table.columns.map((column) => column.key)).toEqual([
      'product',
      'qty',
      'listprice',
      'discount',
      'discountamount',
      'tax',
      'amount',
    ]);
    expect(printed.table.rows[0]).toEqual([
      'Console licence',
      '2.00',
      '$100.00',
      '10%',
      '$20.00',
      '10%',
      '$198.00',
    ]);
    expect(printed.totals.map((total) => `${total.label} ${total.text}`)).toEqual([
      'Subtotal $250.00',
      'Discount $20.00',
      'Tax $18.00',
      'Total $248.00',
    ]);
  });

  it('[S1-R-156] a line prints everything taken off it, customer discount included, so the lines add up to the totals (issue 26 item 2)', () => {
    const withCustomer = [{ ...lines[1], customerdiscount: 10, discount: 0, discountamount: 0, amount: 45 }];
    const printed = printProductLines(withCustomer, lineFields, en, 'USD');
    // 50 with no line discount and 10 % customer discount: 5 off, 10 %, 45 to pay.
    expect(printed.table.rows[0]).toEqual(['Support', '1.00', '$50.00', '10%', '$5.00', '0%', '$45.00']);
    expect(printed.totals.find((total) => total.key === 'discount')?.text).toBe('$5.00');
    expect(printed.totals.find((total) => total.key === 'total')?.text).toBe('$45.00');
  });

  it('[S1-R-156] a hidden line field is no column and no input of a printed total', () => {
    const visible = lineFields.filter((entry) => entry.apiname !== 'discountamount');
    const printed = printProductLines(lines, visible, en, 'USD', undefined, 248);
    expect(printed.table.columns.map((column) => column.key)).not.toContain('discountamount');
    expect(printed.totals).toEqual([{ key: 'total', label: 'Total', text: '$248.00' }]);
  });
});

describe('printing: route parameters', () => {
  const id = newRecordId('a0q');

  it('[S1-R-156] [S1-R-233] accepts a record id, the default template and print or pdf', () => {
    expect(checkTemplatePrint({ id, templateId: 'default', type: 'pdf', objId: '-' })).toEqual({
      ok: true,
      value: { id, objId: null, templateId: 'default', output: 'pdf' },
    });
  });

  it.each([
    [{ id: 'nope', templateId: 'default', type: 'print' }, '"nope" is not a record id'],
    [{ id, templateId: 'fancy', type: 'print' }, 'print template "fancy" does not exist'],
    [{ id, templateId: 'default', type: 'fax' }, 'type "fax" is not one of print, pdf'],
  ])('[S1-R-156] names the problem of bad template parameters', (params, problem) => {
    const checked = checkTemplatePrint(params);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toContain(problem);
  });

  it('[S1-R-235] print-detail wants the id’s own prefix', () => {
    expect(checkDetailPrint({ id, prefix: 'a0q' }).ok).toBe(true);
    expect(checkDetailPrint({ id, prefix: '001' })).toEqual({
      ok: false,
      problem: `prefix "001" is not the prefix of record ${id}`,
    });
  });

  it('[S1-R-234] print-table parameters round-trip through printTablePath', () => {
    const path = printTablePath({
      objId: 'obj1',
      prefix: '001',
      objectApi: 'Account',
      viewId: 'v1',
      pageNum: 2,
      pageSize: 25,
      keyword: '',
    });
    expect(path).toBe('/print-table/obj1/001/Account/v1/2/25/-/-/false');
    const [
      ,
      ,
      objId,
      prefix,
      objectApi,
      viewId,
      pageNum,
      pageSize,
      searchKeyWord,
      tagIdsArr,
      exactSearchFlag,
    ] = path.split('/');
    expect(
      checkTablePrint({
        objId,
        prefix,
        objectApi,
        viewId,
        pageNum,
        pageSize,
        searchKeyWord,
        tagIdsArr,
        exactSearchFlag,
      }),
    ).toEqual({
      ok: true,
      value: {
        objId: 'obj1',
        prefix: '001',
        objectApi: 'Account',
        viewId: 'v1',
        pageNum: 2,
        pageSize: 25,
        keyword: '',
        exact: false,
      },
    });
  });

  it.each([
    [{ pageNum: '0' }, 'pageNum "0" is not a whole number from 1'],
    [{ pageSize: '5000' }, 'pageSize 5000 is more than 200'],
    [{ tagIdsArr: 't1,t2' }, 'by tags is not available'],
    [{ exactSearchFlag: 'maybe' }, 'exactSearchFlag "maybe" is not true or false'],
    [{ objectApi: 'a;drop' }, '"a;drop" is not an object name'],
  ])('[S1-R-234] names the problem of bad table parameters %#', (override, problem) => {
    const checked = checkTablePrint({ objectApi: 'Account', pageNum: '1', pageSize: '25', ...override });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toContain(problem);
  });

  it('makes a safe PDF file name', () => {
    expect(printFileName({ heading: 'Quote', title: 'Q-1 / "Ærø" <x>' })).toBe('Quote-Q-1-Ærø-x.pdf');
  });
});
