import { z } from 'zod';
import { priceBookChoiceSchema, productPriceSchema } from '../product-lines/price-wire.js';
import { defineCall } from './call-contract.js';
import { recordValuesSchema } from './record-form.js';

/**
 * The product-line calls of spec 2 §7 (server modules product-lines and
 * invoicing; web features product-lines and receivables). Payloads are ours:
 * docs/DESIGN-CHOICES.md "Product lines".
 */

const recordId = z.string().min(1).max(64);
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'a 3-letter currency code');
const pageNumber = z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)]).optional();
const paging = {
  keyword: z.string().max(200).optional(),
  recordCurrency: currencyCode,
  page: pageNumber,
  pageSize: pageNumber,
};

export const priceBookPageSchema = z.object({
  pricebooks: z.array(priceBookChoiceSchema),
  pricebook: z.object({ id: z.string(), name: z.string(), currency: z.string() }),
  dataList: z.array(productPriceSchema),
  totalCount: z.number().int(),
});
export type PriceBookPage = z.infer<typeof priceBookPageSchema>;

export const queryPriceBookItemsContract = defineCall({
  path: '/pricebook/queryProductPricebookItems',
  summary: "A price book's products at their price in the record's currency; needs the customer (c2575)",
  request: z.strictObject({
    objectApi: z.string().min(1).max(100),
    pricebookId: recordId.optional(),
    customerId: z.string().max(64).optional(),
    ...paging,
  }),
  response: priceBookPageSchema,
});

export const searchProductsContract = defineCall({
  path: '/master/searchProducts',
  summary: "Active products by name or code at their list price in the record's currency",
  request: z.strictObject(paging),
  response: z.object({ dataList: z.array(productPriceSchema), totalCount: z.number().int() }),
});

export const relatedProductPriceContract = defineCall({
  path: '/master/relatedProductPrice',
  summary: "One product's price for a line: its price-book entry, else its list price",
  request: z.strictObject({
    productId: recordId,
    pricebookId: z.string().max(64).optional(),
    recordCurrency: currencyCode,
  }),
  response: productPriceSchema,
});

export const addButtonRuleSchema = z.object({
  hide: z.boolean(),
  /** Why it is hidden ('' when shown). */
  reason: z.string(),
  customerField: z.string(),
  lineObjectApi: z.string(),
});
export type AddButtonRule = z.infer<typeof addButtonRuleSchema>;

export const hideAddPricebookButtonContract = defineCall({
  path: '/pricebook/hideAddPricebookButton',
  summary: 'Whether the form hides "Add products from the price book" for an object',
  request: z.strictObject({ objectApi: z.string().min(1).max(100) }),
  response: addButtonRuleSchema,
});

export const recordLinesSchema = z.object({
  objectApi: z.string(),
  lineObjectApi: z.string(),
  /** The line's lookup to the record. */
  relatedField: z.string(),
  customerField: z.string(),
  totalField: z.string(),
  lines: z.array(recordValuesSchema),
});
export type RecordLines = z.infer<typeof recordLinesSchema>;

export const masterRecordDetailInfoContract = defineCall({
  path: '/master/masterRecordDetailInfo',
  summary: 'The product lines of a quote, order, invoice or purchase order, for its form',
  request: z.strictObject({ recordId }),
  response: recordLinesSchema,
});

export const updateOrderStatusContract = defineCall({
  path: '/generateInvoiceNew/updateOrderStatus',
  summary:
    "Counts the orders' invoiced quantities again and marks fully invoiced orders Invoiced; orderid may be comma-joined",
  request: z.strictObject({ orderid: z.string().min(1).max(2000) }),
  response: z.array(
    z.object({
      orderid: z.string(),
      status: z.string(),
      lines: z.array(
        z.object({
          id: z.string(),
          qty: z.number(),
          invoicedquantity: z.number(),
          tobeinvoicedquantity: z.number(),
        }),
      ),
    }),
  ),
});
