import { z } from 'zod';
import { divide, type Fixed, fixedToNumber, formatFixed, multiply, toFixed, ZERO } from './fixed-point.js';
import { DISCOUNT_MODE, MONEY_PLACES } from './line-modes.js';

/**
 * Order to invoice (spec 2 §5, S2-V-015…017): an invoice line made from an
 * order line may invoice at most what is still to be invoiced
 * (`tobeinvoicedquantity` = ordered `qty` − `invoicedquantity`). The lines
 * that ask for more are counted; a non-zero count (the order check) refuses
 * the save with c332. Quantities keep 2 decimals, like the `qty` field.
 */
export const QUANTITY_PLACES = 2;

/** The invoice line's lookup to the order line it invoices (ours; the spec does not name it). */
export const ORDER_LINE_FIELD = 'orderdetailid';

const quantity = (value: unknown): Fixed | null => {
  if (value === null || value === undefined || value === '') return ZERO;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  return toFixed(value);
};

/** Adds quantities exactly (text or numbers; blank is 0, anything else is skipped). */
export function sumQuantities(values: readonly unknown[]): number {
  let total = ZERO;
  for (const value of values) total += quantity(value) ?? ZERO;
  return fixedToNumber(total, QUANTITY_PLACES);
}

/** What is left to invoice of an order line: ordered − invoiced, never below 0. */
export function quantityToInvoice(ordered: unknown, invoiced: unknown): number {
  const left = (quantity(ordered) ?? ZERO) - (quantity(invoiced) ?? ZERO);
  return left > ZERO ? fixedToNumber(left, QUANTITY_PLACES) : 0;
}

export interface InvoiceLineQuantity {
  qty?: unknown;
  /** Blank for a line not made from an order: such a line is not checked. */
  tobeinvoicedquantity?: unknown;
}

export interface OrderCheck {
  /** How many lines ask for more than is still to be invoiced (0: the save may go on). */
  count: number;
  /** Their positions in the list. */
  offending: number[];
}

/** The order check of S2-V-015/016: each line's qty against its quantity still to be invoiced. */
export function checkOrderInvoicing(lines: readonly InvoiceLineQuantity[]): OrderCheck {
  const offending: number[] = [];
  lines.forEach((line, index) => {
    const limitText = line.tobeinvoicedquantity;
    if (limitText === null || limitText === undefined || limitText === '') return;
    const limit = quantity(limitText);
    const asked = quantity(line.qty);
    if (limit === null || asked === null) return;
    if (asked > limit) offending.push(index);
  });
  return { count: offending.length, offending };
}

/** An order line as stored (the fields an invoice line copies). */
export interface OrderLineSource {
  id: string;
  name?: unknown;
  product?: unknown;
  pricebook2id?: unknown;
  qty?: unknown;
  invoicedquantity?: unknown;
  listprice?: unknown;
  selectdiscount?: unknown;
  discount?: unknown;
  discountamount?: unknown;
  customerdiscount?: unknown;
  tax?: unknown;
  ratetype?: unknown;
}

export const invoiceLineDraftSchema = z.object({
  orderdetailid: z.string(),
  name: z.string(),
  product: z.string(),
  pricebook2id: z.string(),
  qty: z.string(),
  tobeinvoicedquantity: z.string(),
  listprice: z.string(),
  selectdiscount: z.string(),
  discount: z.string(),
  discountamount: z.string(),
  customerdiscount: z.string(),
  tax: z.string(),
  ratetype: z.string(),
});
export type InvoiceLineDraft = z.infer<typeof invoiceLineDraftSchema>;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/**
 * The invoice line an order line starts: the quantity still to be invoiced,
 * the order line's price, discounts and tax. A discount given as an amount
 * (mode '2') is for the whole ordered quantity, so the invoice line takes its
 * share (amount × invoiced qty / ordered qty, to the cent); a percent applies
 * as it is. Amounts themselves come from computeLine, like every line's.
 */
export function invoiceLineFromOrderLine(line: OrderLineSource): InvoiceLineDraft | null {
  const left = quantityToInvoice(line.qty, line.invoicedquantity);
  if (left <= 0) return null;
  const leftText = formatFixed(toFixed(left) ?? ZERO, QUANTITY_PLACES);
  let discountamount = text(line.discountamount);
  const ordered = quantity(line.qty);
  const share = toFixed(left);
  const amount = quantity(discountamount);
  if (text(line.selectdiscount) !== DISCOUNT_MODE.percent && ordered && share !== null && amount) {
    discountamount = formatFixed(multiply(amount, divide(share, ordered)), MONEY_PLACES);
  }
  return {
    orderdetailid: line.id,
    name: text(line.name),
    product: text(line.product),
    pricebook2id: text(line.pricebook2id),
    qty: leftText,
    tobeinvoicedquantity: leftText,
    listprice: text(line.listprice),
    selectdiscount: text(line.selectdiscount),
    discount: text(line.discount),
    discountamount,
    customerdiscount: text(line.customerdiscount),
    tax: text(line.tax),
    ratetype: text(line.ratetype),
  };
}
