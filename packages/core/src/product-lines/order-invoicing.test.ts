import { describe, expect, it } from 'vitest';
import { computeLine } from './line-amounts.js';
import {
  checkOrderInvoicing,
  invoiceLineFromOrderLine,
  quantityToInvoice,
  sumQuantities,
} from './order-invoicing.js';
import { checkReceivableSum } from './receivables.js';

describe('order to invoice quantities', () => {
  it.each([
    [10, 0, 10],
    ['10', '4', 6],
    ['10.5', '0.25', 10.25],
    [3, 5, 0],
    ['', '', 0],
    ['0.1', '0.2', 0],
    ['0.3', '0.1', 0.2],
  ])('[S2-V-015] ordered %s, invoiced %s leaves %s to invoice', (ordered, invoiced, left) => {
    expect(quantityToInvoice(ordered, invoiced)).toBe(left);
  });

  it('adds invoiced quantities exactly (0.1 + 0.2 is 0.3)', () => {
    expect(sumQuantities(['0.1', 0.2, '', null])).toBe(0.3);
  });

  it('[S2-V-015] [S2-V-016] counts each line asking for more than is still to be invoiced', () => {
    const check = checkOrderInvoicing([
      { qty: '5', tobeinvoicedquantity: '5' },
      { qty: '5.01', tobeinvoicedquantity: '5' },
      { qty: 3, tobeinvoicedquantity: '' },
      { qty: '7', tobeinvoicedquantity: 2 },
      { qty: '0.3', tobeinvoicedquantity: '0.3' },
    ]);
    expect(check).toEqual({ count: 2, offending: [1, 3] });
    expect(checkOrderInvoicing([{ qty: '1', tobeinvoicedquantity: '1' }]).count).toBe(0);
  });

  it('starts an invoice line at the quantity left, with the order line price', () => {
    const draft = invoiceLineFromOrderLine({
      id: '021AAA',
      name: 'Widget',
      product: '01tX',
      qty: '10',
      invoicedquantity: '4',
      listprice: '100.00',
      selectdiscount: '1',
      discount: '10',
      tax: '5',
      ratetype: '1',
    });
    expect(draft).toEqual(
      expect.objectContaining({ orderdetailid: '021AAA', qty: '6.00', tobeinvoicedquantity: '6.00' }),
    );
    const priced = computeLine(draft ?? {});
    expect(priced.ok && priced.line.amount).toBe(567);
  });

  it('gives an amount discount its share of the invoiced quantity, to the cent', () => {
    const draft = invoiceLineFromOrderLine({
      id: '021AAB',
      qty: '3',
      invoicedquantity: '1',
      listprice: '10',
      selectdiscount: '2',
      discountamount: '10.00',
    });
    expect(draft?.discountamount).toBe('6.67');
    expect(invoiceLineFromOrderLine({ id: '021AAC', qty: '2', invoicedquantity: '2' })).toBeNull();
  });
});

describe('receivable rows add up to the record amount', () => {
  it('[S2-V-014] accepts rows that add up to the amount to the cent', () => {
    expect(checkReceivableSum('100.00', ['33.33', '33.33', '33.34'])).toEqual({ ok: true, total: 100 });
    expect(checkReceivableSum(0.3, [0.1, 0.2])).toEqual({ ok: true, total: 0.3 });
  });

  it('[S2-V-014] refuses rows that do not (c56), saying by how much', () => {
    expect(checkReceivableSum('100', ['60', '30'])).toEqual({
      ok: false,
      total: 90,
      expected: 100,
      difference: -10,
      problem: 'sum',
    });
    expect(checkReceivableSum('100', [])).toMatchObject({ ok: false, difference: -100 });
    expect(checkReceivableSum('100', ['abc'])).toMatchObject({ ok: false, problem: 'number' });
  });
});
