/**
 * The wire shape of a product's price for a line, as /pricebook/queryProductPricebookItems,
 * /master/searchProducts and /master/relatedProductPrice answer it (spec 2 §7, shapes ours).
 */
export interface ProductPrice {
  /** The price-book entry id ('' when the price is the product's list price). */
  id: string;
  productId: string;
  productName: string;
  productCode: string;
  family: string;
  /** The price as the price book (or product) states it, in its currency. */
  unitPrice: number;
  sourceCurrency: string;
  /** The price in the record's currency. */
  price: number;
  currency: string;
  /** Units of the record currency per unit of the company currency, 6 decimals. */
  exchangeRate: string;
  pricebookId: string;
}

/** An active price book a person may choose from. */
export interface PriceBookChoice {
  id: string;
  name: string;
  currency: string;
  isStandard: boolean;
}
