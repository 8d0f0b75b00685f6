import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * The form's money settings (spec 2 §7): company currency, exchange rates
 * against it, taxes and the price-book switch.
 */
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'a 3-letter currency code');
const emptyRequest = z.strictObject({});

/** GET: no body. */
export const getCompanyCurrencyContract = defineCall({
  path: '/master/getCompanyCurrency',
  summary: "The organisation's currency",
  request: emptyRequest,
  response: z.object({ currency: z.string() }),
});

const rateRequest = z.strictObject({
  recordCurrency: currencyCode,
  objId: z.string().max(100).optional(),
  price: z.union([z.number(), z.string().max(40)]).optional(),
});

export const getCurrencyRateContract = defineCall({
  path: '/product/manage/getCurrencyRate',
  summary: 'Units of the record currency per unit of company currency',
  request: rateRequest,
  response: z.object({ currency: z.string(), companyCurrency: z.string(), rate: z.number() }),
});

export const getExchangePriceContract = defineCall({
  path: '/product/manage/getExchangePrice',
  summary: 'A company-currency price in the record currency',
  request: rateRequest,
  response: z.object({ currency: z.string(), rate: z.number(), price: z.number() }),
});

export const taxSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Percent, e.g. 13 for 13 %. */
  rate: z.number(),
});
export type Tax = z.infer<typeof taxSchema>;

export const listTaxContract = defineCall({
  path: '/tax/listTax',
  summary: "The organisation's active taxes",
  request: emptyRequest,
  response: z.array(taxSchema),
});

export const listRelatedTaxContract = defineCall({
  path: '/tax/listRelatedTax',
  summary: 'The taxes that apply to a product',
  request: z.strictObject({ productId: z.string().min(1).max(64) }),
  response: z.array(taxSchema),
});

/** GET: no body. */
export const getEnablePriceBookContract = defineCall({
  path: '/transaction/getEnablePriceBook',
  summary: 'Whether price books are on',
  request: emptyRequest,
  /** 'true' or 'false', as the spec gives it. */
  response: z.object({ enablePriceBook: z.enum(['true', 'false']) }),
});
