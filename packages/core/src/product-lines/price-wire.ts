import { z } from 'zod';

/**
 * The wire shape of a product's price for a line, as /pricebook/queryProductPricebookItems,
 * /master/searchProducts and /master/relatedProductPrice answer it (spec 2 §7, shapes ours).
 */
export const productPriceSchema = z.object({
  /** The price-book entry id ('' when the price is the product's list price). */
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productCode: z.string(),
  family: z.string(),
  /** The price as the price book (or product) states it, in its currency. */
  unitPrice: z.number(),
  sourceCurrency: z.string(),
  /** The price in the record's currency. */
  price: z.number(),
  currency: z.string(),
  /** Units of the record currency per unit of the company currency, 6 decimals. */
  exchangeRate: z.string(),
  pricebookId: z.string(),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;

/** An active price book a person may choose from. */
export const priceBookChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  isStandard: z.boolean(),
});
export type PriceBookChoice = z.infer<typeof priceBookChoiceSchema>;
