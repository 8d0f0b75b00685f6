/**
 * Products in the company currency (spec 2 §4 "Special objects", S2-B-084):
 * on the product layout `addlyccomponentpdt01` the currency is the company
 * currency and cannot be changed. The server holds every product to it, so
 * a product written any other way cannot carry another currency either.
 */
export const PRODUCT_COMPANY_CURRENCY_LAYOUT_ID = 'addlyccomponentpdt01';

export const PRODUCT_OBJECT_API = 'product';

/** True when the form shows this layout's currency fixed to the company currency. */
export function isCompanyCurrencyLayout(layoutId: string | undefined): boolean {
  return layoutId === PRODUCT_COMPANY_CURRENCY_LAYOUT_ID;
}

/** The currency a product record holds: empty takes the company currency; another one is refused (null). */
export function productCurrency(currency: unknown, companyCurrency: string): string | null {
  if (currency === null || currency === undefined || currency === '') return companyCurrency;
  return currency === companyCurrency ? companyCurrency : null;
}

export function productCurrencyMessage(currency: string, companyCurrency: string): string {
  return `A product is priced in the company currency ${companyCurrency}, not ${currency}`;
}
