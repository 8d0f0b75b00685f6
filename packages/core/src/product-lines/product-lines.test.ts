import { describe, expect, it } from 'vitest';
import { convertPrice, formatExchangeRate, roundExchangeRate } from './currency.js';
import { computeLine, type LineAmounts, type LineInput } from './line-amounts.js';
import { lineObjectOf } from './line-objects.js';
import { computeRecordTotals, sameMoney } from './record-totals.js';

const line = (input: LineInput): LineAmounts => {
  const outcome = computeLine(input);
  if (!outcome.ok) throw new Error(outcome.problems.map((p) => p.message).join('; '));
  return outcome.line;
};

describe('[S1-D-013] product line amounts', () => {
  it.each([
    // qty × price, no discount, no tax
    [
      { qty: 3, listprice: 100 },
      { subtotal: 300, discountamount: 0, net: 300, taxamount: 0, amount: 300 },
    ],
    // decimal text from the form, quantity with decimals
    [
      { qty: '2.5', listprice: '19.99' },
      { subtotal: 49.98, amount: 49.98 },
    ],
    // percent mode: 10 % of 1000
    [
      { qty: 2, listprice: 500, selectdiscount: '1', discount: 10 },
      { subtotal: 1000, discount: 10, discountamount: 100, net: 900, amount: 900 },
    ],
    // amount mode (the default '2'): 150 off 1000 is 15 %
    [
      { qty: 1, listprice: 1000, discountamount: 150 },
      { selectdiscount: '2', discount: 15, discountamount: 150, amount: 850 },
    ],
    // amount mode ignores a percent sent alongside
    [
      { qty: 1, listprice: 200, selectdiscount: '2', discount: 50, discountamount: 20 },
      { discount: 10, amount: 180 },
    ],
    // percent of an amount that does not divide evenly: 1/3 of 100 → 33.33 %
    [
      { qty: 1, listprice: 100, discountamount: '33.33' },
      { discount: 33.33, amount: 66.67 },
    ],
    // customer discount after the line discount: (1000 − 100) × 5 % = 45
    [
      { qty: 1, listprice: 1000, selectdiscount: '1', discount: 10, customerdiscount: 5 },
      { customerdiscountamount: 45, net: 855, amount: 855 },
    ],
    // tax added (ratetype '1', the default) on the discounted net
    [
      { qty: 2, listprice: 50, discountamount: 10, tax: 20 },
      { net: 90, taxamount: 18, amount: 108, ratetype: '1' },
    ],
    // tax included (ratetype '2'): 120 with 20 % inside is 100 + 20
    [
      { qty: 1, listprice: 120, tax: 20, ratetype: '2' },
      { net: 100, taxamount: 20, amount: 120 },
    ],
    // included tax that does not divide: 100 / 1.0825 = 92.378… → 92.38, tax 7.62
    [
      { qty: 1, listprice: 100, tax: '8.25', ratetype: '2' },
      { net: 92.38, taxamount: 7.62, amount: 100 },
    ],
    // blank values are 0
    [{ qty: 1, listprice: 10, discount: '', discountamount: '', tax: '' }, { amount: 10 }],
    // a full discount leaves nothing to tax
    [
      { qty: 4, listprice: 25, selectdiscount: '1', discount: 100, tax: 20 },
      { net: 0, taxamount: 0, amount: 0 },
    ],
  ] as Array<[LineInput, Partial<LineAmounts>]>)('computes %o', (input, expected) => {
    expect(line(input)).toEqual(expect.objectContaining(expected));
  });
});

describe('product line rounding (half away from zero, at each step a person sees)', () => {
  it.each([
    // 1.005 is 1.00499… as a double; fixed point keeps it exact and rounds up
    [
      { qty: 1, listprice: '1.005' },
      { listprice: 1.01, subtotal: 1.01 },
    ],
    // qty × price rounded once: 3 × 0.335 = 1.005 → 1.01
    [
      { qty: 3, listprice: '0.335' },
      { listprice: 0.34, subtotal: 1.02 },
    ],
    [{ qty: '0.333', listprice: 10 }, { subtotal: 3.33 }],
    [{ qty: '0.335', listprice: 10 }, { subtotal: 3.35 }],
    // 12.5 % of 0.1 = 0.0125 → 0.01
    [
      { qty: 1, listprice: '0.10', selectdiscount: '1', discount: '12.5' },
      { discountamount: 0.01, amount: 0.09 },
    ],
    // 8.25 % of 19.99 = 1.649175 → 1.65
    [
      { qty: 1, listprice: '19.99', tax: '8.25' },
      { taxamount: 1.65, amount: 21.64 },
    ],
    // 8.25 % of 10.30 = 0.849750 → 0.85 (a double gives 0.8497499…)
    [
      { qty: 1, listprice: '10.30', tax: '8.25' },
      { taxamount: 0.85, amount: 11.15 },
    ],
    // a percent typed with more places is kept at 2
    [
      { qty: 1, listprice: 1000, selectdiscount: '1', discount: '10.555' },
      { discount: 10.56, discountamount: 105.6 },
    ],
    // very large amounts stay exact: 999,999,999 × 999,999.99
    [{ qty: 999999999, listprice: '999999.99' }, { subtotal: 999999989000000 }],
  ] as Array<[LineInput, Partial<LineAmounts>]>)('rounds %o', (input, expected) => {
    expect(line(input)).toEqual(expect.objectContaining(expected));
  });
});

describe('product line refusals name the field', () => {
  it.each([
    [{ qty: 0, listprice: 1 }, 'qty', 'Quantity must be above 0'],
    [{ qty: -1, listprice: 1 }, 'qty', 'Quantity must be above 0'],
    [{ qty: 'many', listprice: 1 }, 'qty', 'Quantity must be a number'],
    [{ qty: 1, listprice: -5 }, 'listprice', 'Price must be at least 0'],
    [
      { qty: 1, listprice: 10, selectdiscount: '1', discount: 120 },
      'discount',
      'Discount must be between 0 and 100',
    ],
    [
      { qty: 1, listprice: 10, discountamount: 11 },
      'discountamount',
      'Discount amount must be between 0 and 10',
    ],
    [
      { qty: 1, listprice: 10, discountamount: -1 },
      'discountamount',
      'Discount amount must be between 0 and 10',
    ],
    [{ qty: 1, listprice: 10, tax: 101 }, 'tax', 'Tax must be between 0 and 100'],
    [
      { qty: 1, listprice: 10, customerdiscount: -2 },
      'customerdiscount',
      'Customer discount must be between 0 and 100',
    ],
    [
      { qty: 1, listprice: 10, selectdiscount: '3' },
      'selectdiscount',
      "Discount mode must be '1' (percent) or '2' (amount)",
    ],
    [{ qty: 1, listprice: 10, ratetype: 'x' }, 'ratetype', "Tax type must be '1' (added) or '2' (included)"],
    [{ qty: 1, listprice: { n: 1 } }, 'listprice', 'Price must be a number'],
  ] as Array<[LineInput, string, string]>)('refuses %o', (input, field, message) => {
    const outcome = computeLine(input);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.problems).toContainEqual({ field, message });
  });
});

describe('record totals', () => {
  it('are the sums of the lines, a quote of three lines with a discount', () => {
    const lines = [
      line({ qty: 2, listprice: 1200, selectdiscount: '1', discount: 10, tax: 20 }),
      line({ qty: 1, listprice: 240, tax: 20 }),
      line({ qty: 3, listprice: '19.99', discountamount: '5.97', tax: '8.25' }),
    ];
    expect(lines.map((l) => l.amount)).toEqual([2592, 288, 58.46]);
    expect(computeRecordTotals(lines)).toEqual({
      subtotal: 2699.97,
      discount: 245.97,
      tax: 484.46,
      total: 2938.46,
      lineCount: 3,
    });
  });
  it('add cents exactly where doubles would drift (0.1 + 0.2)', () => {
    const lines = [line({ qty: 1, listprice: '0.1' }), line({ qty: 1, listprice: '0.2' })];
    expect(computeRecordTotals(lines).total).toBe(0.3);
  });
  it('are zero without lines', () => {
    expect(computeRecordTotals([])).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0, lineCount: 0 });
  });
  it.each([
    ['100', 100, true],
    ['100.00', 100, true],
    [100.001, 100, false],
    ['99.99', 100, false],
    [undefined, 0, false],
    ['abc', 0, false],
  ])('sameMoney(%o, %o) is %o', (sent, computed, same) => {
    expect(sameMoney(sent, computed)).toBe(same);
  });
});

describe('[S1-K-029] currency conversion and 6-decimal exchange rates', () => {
  it.each([
    ['0.92', '0.920000'],
    [7.2101234, '7.210123'],
    ['7.2101235', '7.210124'],
    [1, '1.000000'],
  ])('shows rate %o as %s', (rate, shown) => {
    expect(formatExchangeRate(rate)).toBe(shown);
  });
  it.each([
    // company currency (rate 1) to EUR 0.92
    [1200, 1, 0.92, 1104],
    // EUR back to USD
    [1104, 0.92, 1, 1200],
    // EUR to GBP through the company currency: 100 × 0.79 / 0.92 = 85.869… → 85.87
    [100, 0.92, 0.79, 85.87],
    // a rate past 6 decimals is first rounded: 7.2100004 → 7.21
    [10, 1, 7.2100004, 72.1],
    // half a cent rounds away from zero: 0.5 × 0.01 = 0.005 → 0.01
    [0.5, 1, 0.01, 0.01],
    // same currency
    [19.99, 0.92, 0.92, 19.99],
  ])('converts %o at %o → %o to %o', (price, from, to, expected) => {
    expect(convertPrice(price, from, to)).toBe(expected);
  });
  it.each([0, -1, '0.0000004', 'x'])('refuses exchange rate %o', (rate) => {
    expect(() => roundExchangeRate(rate)).toThrow(RangeError);
  });
  it('keeps a rate at 6 decimals', () => {
    expect(roundExchangeRate('0.9234567')).toBe(0.923457);
  });
});

describe('[S2-V-021] objects with product lines', () => {
  it.each([
    ['quote', 'quotedetail', 'khmc', 'amount'],
    ['velaorder', 'velaorderdetail', 'accountid', 'amount'],
    ['invoices', 'invoicedetail', 'account_name', 'amount'],
    ['velapurchaseorder', 'purchaseorderdetail', 'vendorname', 'amount'],
    ['salesorder', 'salesorderdetail', 'accountid', 'jine'],
  ])('%s has lines %s, customer %s, total in %s', (parent, lineApi, customer, total) => {
    expect(lineObjectOf(parent)).toEqual(
      expect.objectContaining({ lineApi, customerField: customer, totalField: total }),
    );
  });
  it('account has none', () => {
    expect(lineObjectOf('Account')).toBeUndefined();
  });
});
