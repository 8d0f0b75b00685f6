import { type CatalogueField, type CatalogueObject, options } from './catalogue-types.js';

const CURRENCY: CatalogueField = {
  api: 'currency',
  type: 'L',
  label: 'Currency',
  options: [
    ['USD', 'USD', '*'],
    ['EUR', 'EUR'],
    ['CNY', 'CNY'],
    ['GBP', 'GBP'],
  ],
};

/** How a line's tax applies (`ratetype`; core's RATE_TYPE). */
export const RATE_TYPE: CatalogueField = {
  api: 'ratetype',
  type: 'L',
  label: 'Tax type',
  options: [
    ['1', 'Tax added', '*'],
    ['2', 'Price includes tax'],
  ],
};

/** The fields every product line shares (spec 2 §3 "Product lines"). */
function productLine(parentApi: string, parentLookup: string, parentLabel: string): CatalogueField[] {
  return [
    { api: 'name', type: 'S', label: 'Line', required: true, length: 255 },
    { api: parentApi, type: 'M', label: parentLabel, lookup: parentLookup, required: true },
    { api: 'product', type: 'Y', label: 'Product', lookup: 'product', required: true },
    { api: 'qty', type: 'N', label: 'Quantity', length: 12, decimals: 2, required: true },
    { api: 'listprice', type: 'c', label: 'List price', length: 18, decimals: 2 },
    { api: 'discount', type: 'P', label: 'Discount (%)', length: 5, decimals: 2 },
    { api: 'discountamount', type: 'c', label: 'Discount amount', length: 18, decimals: 2 },
    {
      api: 'selectdiscount',
      type: 'L',
      label: 'Discount mode',
      options: [
        ['1', 'Percent'],
        ['2', 'Amount', '*'],
      ],
    },
    { api: 'customerdiscount', type: 'P', label: 'Customer discount (%)', length: 5, decimals: 2 },
    { api: 'tax', type: 'P', label: 'Tax (%)', length: 5, decimals: 2 },
    RATE_TYPE,
    { api: 'amount', type: 'c', label: 'Amount', length: 18, decimals: 2 },
    { api: 'pricebook2id', type: 'Y', label: 'Price book', lookup: 'pricebook' },
    { api: 'exchangerate', type: 'N', label: 'Exchange rate', length: 16, decimals: 6 },
    CURRENCY,
  ];
}

export const PRODUCT: CatalogueObject = {
  api: 'product',
  prefix: '01t',
  label: 'Product',
  plural: 'Products',
  labels: { zh: '产品' },
  icon: 'shopping',
  // Spec 2 §4: on this layout the currency is the company currency (S2-B-084).
  layoutId: 'addlyccomponentpdt01',
  features: { files: true, history: true },
  fields: [
    { api: 'name', type: 'S', label: 'Product name', required: true, length: 255 },
    { api: 'productcode', type: 'S', label: 'Product code', length: 40, unique: true },
    {
      api: 'family',
      type: 'L',
      label: 'Product family',
      options: options('Hardware', 'Software', 'Services', 'Support'),
    },
    { api: 'listprice', type: 'c', label: 'List price', length: 18, decimals: 2 },
    { api: 'isactive', type: 'B', label: 'Active', defaultValue: 'true' },
    CURRENCY,
    { api: 'image', type: 'IMG', label: 'Image', length: 1 },
    { api: 'datasheet', type: 'file', label: 'Data sheet', length: 5 },
    { api: 'description', type: 'X', label: 'Description', length: 32000 },
  ],
};

export const PRICEBOOK: CatalogueObject = {
  api: 'pricebook',
  prefix: '01s',
  label: 'Price book',
  plural: 'Price books',
  icon: 'book',
  fields: [
    { api: 'name', type: 'S', label: 'Price book name', required: true, length: 255 },
    { api: 'isstandard', type: 'B', label: 'Standard price book' },
    { api: 'isactive', type: 'B', label: 'Active', defaultValue: 'true' },
    CURRENCY,
    { api: 'description', type: 'X', label: 'Description', length: 1000 },
  ],
};

export const QUOTE: CatalogueObject = {
  api: 'quote',
  prefix: 'a0q',
  label: 'Quote',
  plural: 'Quotes',
  labels: { zh: '报价单' },
  icon: 'profile',
  features: { activities: true, approvals: true, files: true },
  fields: [
    { api: 'name', type: 'S', label: 'Quote name', required: true, length: 255 },
    { api: 'quotenumber', type: 'V', label: 'Quote number', formula: 'Q-{000000}', editable: false },
    { api: 'khmc', type: 'Y', label: 'Customer', lookup: 'account', required: true },
    { api: 'opportunityid', type: 'Y', label: 'Opportunity', lookup: 'opportunity' },
    {
      api: 'status',
      type: 'L',
      label: 'Status',
      options: [
        ['Draft', 'Draft', '*'],
        ['Presented', 'Presented'],
        ['Accepted', 'Accepted'],
        ['Rejected', 'Rejected'],
      ],
    },
    { api: 'expirationdate', type: 'D', label: 'Expiration date' },
    { api: 'pricebook2id', type: 'Y', label: 'Price book', lookup: 'pricebook' },
    { api: 'amount', type: 'c', label: 'Total', length: 18, decimals: 2, editable: false },
    CURRENCY,
    // Whether this is its opportunity's synced quote (set by Sync; one per opportunity).
    { api: 'issyncing', type: 'B', label: 'Syncing', editable: false },
  ],
};
export const QUOTE_LINE: CatalogueObject = {
  api: 'quotedetail',
  prefix: '011',
  label: 'Quote line',
  plural: 'Quote lines',
  icon: 'unordered-list',
  fields: productLine('quoteid', 'quote', 'Quote'),
};

export const ORDER: CatalogueObject = {
  api: 'velaorder',
  prefix: '801',
  label: 'Order',
  plural: 'Orders',
  labels: { zh: '订单' },
  icon: 'shopping-cart',
  features: { activities: true, approvals: true, files: true, history: true },
  fields: [
    { api: 'name', type: 'S', label: 'Order name', required: true, length: 80 },
    { api: 'ordernumber', type: 'V', label: 'Order number', formula: 'ORD-{000000}', editable: false },
    { api: 'quoteid', type: 'Y', label: 'Quote', lookup: 'quote', editable: false },
    { api: 'accountid', type: 'Y', label: 'Account', lookup: 'account', required: true },
    { api: 'contract', type: 'Y', label: 'Contract', lookup: 'contract' },
    {
      api: 'status',
      type: 'L',
      label: 'Status',
      track: true,
      options: [
        ['Draft', 'Draft', '*'],
        ['Activated', 'Activated'],
        ['Invoiced', 'Invoiced'],
        ['Cancelled', 'Cancelled'],
      ],
    },
    { api: 'orderdate', type: 'D', label: 'Order date', required: true },
    { api: 'pricebook2id', type: 'Y', label: 'Price book', lookup: 'pricebook' },
    { api: 'amount', type: 'c', label: 'Total', length: 18, decimals: 2, editable: false },
    CURRENCY,
    { api: 'shippingaddress', type: 'AD', label: 'Shipping address' },
  ],
};
export const ORDER_LINE: CatalogueObject = {
  api: 'velaorderdetail',
  prefix: '021',
  label: 'Order line',
  plural: 'Order lines',
  icon: 'unordered-list',
  fields: [
    ...productLine('orderid', 'velaorder', 'Order'),
    { api: 'tobeinvoicedquantity', type: 'N', label: 'Quantity to invoice', length: 12, decimals: 2 },
    { api: 'invoicedquantity', type: 'N', label: 'Invoiced quantity', length: 12, decimals: 2 },
  ],
};

export const INVOICE: CatalogueObject = {
  api: 'Invoices',
  prefix: 'a0i',
  label: 'Invoice',
  plural: 'Invoices',
  labels: { zh: '发票' },
  icon: 'account-book',
  features: { activities: true, approvals: true, files: true },
  fields: [
    { api: 'name', type: 'S', label: 'Invoice number', required: true, length: 80 },
    { api: 'account_name', type: 'Y', label: 'Account', lookup: 'account', required: true },
    { api: 'invoice_date', type: 'D', label: 'Invoice date', required: true },
    { api: 'due_date', type: 'D', label: 'Due date' },
    { api: 'orderid', type: 'Y', label: 'Order', lookup: 'velaorder' },
    {
      api: 'status',
      type: 'L',
      label: 'Status',
      options: [
        ['Draft', 'Draft', '*'],
        ['Sent', 'Sent'],
        ['Paid', 'Paid'],
        ['Overdue', 'Overdue'],
      ],
    },
    { api: 'amount', type: 'c', label: 'Total', length: 18, decimals: 2, editable: false },
    CURRENCY,
  ],
};
export const INVOICE_LINE: CatalogueObject = {
  api: 'invoicedetail',
  prefix: '032',
  label: 'Invoice line',
  plural: 'Invoice lines',
  icon: 'unordered-list',
  fields: [
    ...productLine('invoiceid', 'invoices', 'Invoice'),
    // The order line this line invoices (order to invoice, S2-V-015); blank for a line typed in.
    { api: 'orderdetailid', type: 'Y', label: 'Order line', lookup: 'velaorderdetail' },
  ],
};

/** A receivable: money received against invoices, split into payment-detail rows (S2-B-013, S2-V-014). */
export const RECEIVABLE: CatalogueObject = {
  api: 'velaproceed',
  prefix: 'a0r',
  label: 'Receivable',
  plural: 'Receivables',
  labels: { zh: '回款' },
  icon: 'wallet',
  features: { activities: true, files: true, history: true },
  fields: [
    { api: 'name', type: 'S', label: 'Receivable number', required: true, length: 80 },
    { api: 'account', type: 'Y', label: 'Account', lookup: 'account', required: true },
    { api: 'invoice', type: 'Y', label: 'Invoice', lookup: 'invoices' },
    { api: 'velaorder', type: 'Y', label: 'Order', lookup: 'velaorder' },
    { api: 'contract', type: 'Y', label: 'Contract', lookup: 'contract' },
    { api: 'amount', type: 'c', label: 'Amount received', length: 18, decimals: 2, required: true },
    { api: 'paymentdate', type: 'D', label: 'Payment date' },
    CURRENCY,
    { api: 'description', type: 'X', label: 'Description', length: 1000 },
  ],
};

export const PAYMENT_DETAIL: CatalogueObject = {
  api: 'velaproceeddetail',
  prefix: '009',
  label: 'Payment detail',
  plural: 'Payment details',
  icon: 'dollar',
  fields: [
    { api: 'name', type: 'S', label: 'Payment number', required: true, length: 80 },
    { api: 'proceedid', type: 'Y', label: 'Receivable', lookup: 'velaproceed' },
    { api: 'account', type: 'Y', label: 'Account', lookup: 'account' },
    { api: 'contract', type: 'Y', label: 'Contract', lookup: 'contract' },
    { api: 'velaorder', type: 'Y', label: 'Order', lookup: 'velaorder' },
    { api: 'invoice', type: 'Y', label: 'Invoice', lookup: 'invoices' },
    { api: 'amount', type: 'c', label: 'Amount', length: 18, decimals: 2, required: true },
    {
      api: 'paymentmode',
      type: 'L',
      label: 'Payment mode',
      options: options('Bank transfer', 'Card', 'Cash', 'Cheque'),
    },
    { api: 'paymentdate', type: 'D', label: 'Payment date', required: true },
    { api: 'paymentdetails', type: 'X', label: 'Details', length: 1000 },
  ],
};

export const PURCHASE_ORDER: CatalogueObject = {
  api: 'velapurchaseorder',
  prefix: '072',
  label: 'Purchase order',
  plural: 'Purchase orders',
  icon: 'container',
  features: { approvals: true, files: true },
  fields: [
    { api: 'name', type: 'S', label: 'PO number', required: true, length: 80 },
    { api: 'vendorname', type: 'Y', label: 'Vendor', lookup: 'account', required: true },
    {
      api: 'status',
      type: 'L',
      label: 'Status',
      options: [
        ['Draft', 'Draft', '*'],
        ['Ordered', 'Ordered'],
        ['Received', 'Received'],
      ],
    },
    { api: 'orderdate', type: 'D', label: 'Order date' },
    { api: 'amount', type: 'c', label: 'Total', length: 18, decimals: 2, editable: false },
    CURRENCY,
  ],
};
export const PURCHASE_ORDER_LINE: CatalogueObject = {
  api: 'purchaseorderdetail',
  prefix: '092',
  label: 'Purchase order line',
  plural: 'Purchase order lines',
  icon: 'unordered-list',
  fields: productLine('purchaseorderid', 'velapurchaseorder', 'Purchase order'),
};

/** Spec 2 §3: the 002 order-type object whose amount field is `jine`. */
export const SALES_ORDER: CatalogueObject = {
  api: 'salesorder',
  prefix: '002',
  label: 'Sales order',
  plural: 'Sales orders',
  icon: 'file-done',
  features: { approvals: true, files: true },
  fields: [
    { api: 'name', type: 'S', label: 'Sales order number', required: true, length: 80 },
    { api: 'accountid', type: 'Y', label: 'Account', lookup: 'account', required: true },
    { api: 'jine', type: 'c', label: 'Amount', length: 18, decimals: 2 },
    { api: 'orderdate', type: 'D', label: 'Order date' },
    CURRENCY,
  ],
};

export const SALES_ORDER_LINE: CatalogueObject = {
  api: 'salesorderdetail',
  prefix: 'a0l',
  label: 'Sales order line',
  plural: 'Sales order lines',
  icon: 'unordered-list',
  fields: productLine('salesorderid', 'salesorder', 'Sales order'),
};

/** A product's price in one price book (what `/pricebook/queryProductPricebookItems` lists). */
export const PRICEBOOK_ENTRY: CatalogueObject = {
  api: 'pricebookentry',
  prefix: '01u',
  label: 'Price book entry',
  plural: 'Price book entries',
  icon: 'tag',
  fields: [
    { api: 'name', type: 'S', label: 'Entry name', required: true, length: 255 },
    { api: 'pricebook2id', type: 'M', label: 'Price book', lookup: 'pricebook', required: true },
    { api: 'product', type: 'Y', label: 'Product', lookup: 'product', required: true },
    { api: 'unitprice', type: 'c', label: 'Unit price', length: 18, decimals: 2, required: true },
    { api: 'isactive', type: 'B', label: 'Active', defaultValue: 'true' },
  ],
};
