import { describe, expect, it } from 'vitest';
import type { ProductPrice } from '../product-lines-api.js';
import {
  clearLines,
  hasProductValues,
  type LinesState,
  lineFromPrice,
  lineFromStored,
  linesPayload,
  priceLine,
  removeLine,
  switchDiscountMode,
  totalsOf,
  updateLine,
} from './line-drafts.js';

const price = (name: string, amount: number): ProductPrice => ({
  id: `01u${name}`,
  productId: `01t${name}`,
  productName: name,
  productCode: name.toUpperCase(),
  family: 'Software',
  unitPrice: amount,
  sourceCurrency: 'USD',
  price: amount,
  currency: 'USD',
  exchangeRate: '1.000000',
  pricebookId: '01sStandard',
});
const target = { lineObjectApi: 'quotedetail', relatedField: 'quoteid' };

describe('product lines being edited', () => {
  it('starts a picked product at quantity 1, its price in the record currency and the default discount mode', () => {
    const line = lineFromPrice(price('Licence', 1200));
    expect(line).toEqual(
      expect.objectContaining({
        qty: '1',
        listprice: '1200.00',
        selectdiscount: '2',
        ratetype: '1',
        pricebookId: '01sStandard',
      }),
    );
    expect(priceLine(line)).toEqual(
      expect.objectContaining({ ok: true, amounts: expect.objectContaining({ amount: 1200 }) }),
    );
  });

  it('switching the discount mode keeps the discount the line had', () => {
    const line = { ...lineFromPrice(price('Licence', 1000)), discountamount: '150' };
    const state: LinesState = { lines: [line], deletedIds: [] };
    const byPercent = switchDiscountMode(state, line.key, '1');
    expect(byPercent.lines[0]).toEqual(
      expect.objectContaining({ selectdiscount: '1', discount: '15', discountamount: '' }),
    );
    const back = switchDiscountMode(byPercent, line.key, '2');
    expect(back.lines[0]).toEqual(
      expect.objectContaining({ selectdiscount: '2', discountamount: '150', discount: '' }),
    );
  });

  it('totals the lines that price, and sends each with the amount core computed', () => {
    const first = {
      ...lineFromPrice(price('Licence', 1200)),
      qty: '2',
      selectdiscount: '1' as const,
      discount: '10',
    };
    const second = { ...lineFromPrice(price('Support', 240)), tax: '20' };
    const state: LinesState = { lines: [first, second], deletedIds: [] };
    expect(totalsOf(state.lines.map(priceLine))).toEqual(
      expect.objectContaining({ subtotal: 2640, discount: 240, tax: 48, total: 2448 }),
    );
    const payload = linesPayload(state, target);
    expect(payload.ok).toBe(true);
    if (!payload.ok) return;
    const [group] = JSON.parse(payload.masterdata ?? '[]') as Array<{ data: Array<Record<string, string>> }>;
    expect(group?.data.map((row) => [row.product, row.amount, row.discount, row.discountamount])).toEqual([
      ['01tLicence', '2160.00', '10', undefined],
      ['01tSupport', '288.00', undefined, ''],
    ]);
    expect(payload.masterdeletedata).toBeUndefined();
  });

  it('refuses to send a line that cannot be priced, naming it', () => {
    const line = { ...lineFromPrice(price('Licence', 100)), qty: '0' };
    const payload = linesPayload({ lines: [lineFromPrice(price('Ok', 1)), line], deletedIds: [] }, target);
    expect(payload).toEqual({
      ok: false,
      index: 1,
      problems: [{ field: 'qty', message: 'Quantity must be above 0' }],
    });
  });

  it('stored lines keep their ids on edit and lose them on clone; removing one deletes it on save', () => {
    const row = {
      id: '011AAA',
      name: 'Licence',
      product: '01tL',
      productccname: 'Licence',
      qty: 2,
      listprice: 10,
      selectdiscount: '1',
      discount: 5,
      ratetype: '2',
    };
    const edited = lineFromStored(row, true);
    expect(edited).toEqual(
      expect.objectContaining({
        id: '011AAA',
        qty: '2',
        listprice: '10.00',
        selectdiscount: '1',
        ratetype: '2',
      }),
    );
    expect(lineFromStored(row, false).id).toBeUndefined();
    const fresh = lineFromPrice(price('New', 5));
    const state = removeLine({ lines: [edited, fresh], deletedIds: [] }, edited.key);
    expect(state.deletedIds).toEqual(['011AAA']);
    expect(removeLine(state, fresh.key).deletedIds).toEqual(['011AAA']);
    const payload = linesPayload(state, target);
    expect(payload).toEqual(expect.objectContaining({ ok: true, masterdeletedata: '["011AAA"]' }));
  });

  it('[S2-B-080] clearing for a new customer deletes the stored lines; only lines with products count as product values', () => {
    const stored = lineFromStored({ id: '011BBB', product: '01tX', qty: 1, listprice: 1 }, true);
    expect(hasProductValues({ lines: [stored], deletedIds: [] })).toBe(true);
    expect(hasProductValues({ lines: [{ ...stored, productId: '' }], deletedIds: [] })).toBe(false);
    expect(clearLines({ lines: [stored, lineFromPrice(price('Y', 2))], deletedIds: [] })).toEqual({
      lines: [],
      deletedIds: ['011BBB'],
    });
    const changed = updateLine({ lines: [stored], deletedIds: [] }, stored.key, { qty: '3' });
    expect(changed.lines[0]?.qty).toBe('3');
  });
});
