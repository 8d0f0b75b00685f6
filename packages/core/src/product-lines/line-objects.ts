/**
 * Which objects carry product lines (spec 2 §2 "special product-line related
 * lists", §3 line-item prefixes 002, 011, 021, 032, 092), the line object of
 * each, the line's lookup to its record, the customer field a price book
 * needs first (S2-V-021) and the record field that holds the total.
 */
export interface LineObject {
  /** The record's object api name. */
  parentApi: string;
  /** The line object's api name. */
  lineApi: string;
  /** The line's lookup to the record. */
  relatedField: string;
  /** khmc, accountid, account_name or vendorname. */
  customerField: string;
  /** Where the record keeps the sum of its lines. */
  totalField: string;
}

export const LINE_OBJECTS: readonly LineObject[] = [
  {
    parentApi: 'quote',
    lineApi: 'quotedetail',
    relatedField: 'quoteid',
    customerField: 'khmc',
    totalField: 'amount',
  },
  {
    parentApi: 'velaorder',
    lineApi: 'velaorderdetail',
    relatedField: 'orderid',
    customerField: 'accountid',
    totalField: 'amount',
  },
  {
    parentApi: 'Invoices',
    lineApi: 'invoicedetail',
    relatedField: 'invoiceid',
    customerField: 'account_name',
    totalField: 'amount',
  },
  {
    parentApi: 'velapurchaseorder',
    lineApi: 'purchaseorderdetail',
    relatedField: 'purchaseorderid',
    customerField: 'vendorname',
    totalField: 'amount',
  },
  {
    parentApi: 'salesorder',
    lineApi: 'salesorderdetail',
    relatedField: 'salesorderid',
    customerField: 'accountid',
    totalField: 'jine',
  },
];

/** The spec's customer fields, in the order a form is searched for one. */
export const CUSTOMER_FIELDS = ['khmc', 'accountid', 'account_name', 'vendorname'] as const;

export function lineObjectOf(parentApi: string): LineObject | undefined {
  const key = parentApi.toLowerCase();
  return LINE_OBJECTS.find((entry) => entry.parentApi.toLowerCase() === key);
}

export function lineObjectByLineApi(lineApi: string): LineObject | undefined {
  const key = lineApi.toLowerCase();
  return LINE_OBJECTS.find((entry) => entry.lineApi.toLowerCase() === key);
}
