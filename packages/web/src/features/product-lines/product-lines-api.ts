import type {
  CallRequest,
  getCurrencyRateContract,
  hideAddPricebookButtonContract,
  listRelatedTaxContract,
  listTaxContract,
  masterRecordDetailInfoContract,
  newMasterInfoContract,
  queryPriceBookItemsContract,
  relatedProductPriceContract,
  searchProductsContract,
  updateOrderStatusContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/**
 * The product-line calls of spec 2 §7 as packages/server/src/modules/product-lines
 * and metadata/commerce-routes.ts answer them.
 */

export type { Tax } from '@vela/core';

/** What a product search asks: a keyword, the record's currency, a page. */
export type PriceSearch = Omit<CallRequest<typeof searchProductsContract>, 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
};

export async function loadAddButtonRule(objectApi: string) {
  return (
    await api.call<typeof hideAddPricebookButtonContract>('/pricebook/hideAddPricebookButton', { objectApi })
  ).data;
}

export async function loadRecordLines(recordId: string) {
  return (
    await api.call<typeof masterRecordDetailInfoContract>('/master/masterRecordDetailInfo', { recordId })
  ).data;
}

export async function queryPriceBookItems(
  request: PriceSearch & { objectApi: string; customerId: string; pricebookId?: string | undefined },
) {
  const { pricebookId, ...rest } = request;
  return (
    await api.call<typeof queryPriceBookItemsContract>('/pricebook/queryProductPricebookItems', {
      ...rest,
      ...(pricebookId ? { pricebookId } : {}),
    })
  ).data;
}

export async function searchProducts(request: PriceSearch) {
  return (await api.call<typeof searchProductsContract>('/master/searchProducts', request)).data;
}

export async function relatedProductPrice(request: {
  productId: string;
  pricebookId?: string | undefined;
  recordCurrency: string;
}) {
  const { pricebookId, ...rest } = request;
  return (
    await api.call<typeof relatedProductPriceContract>('/master/relatedProductPrice', {
      ...rest,
      ...(pricebookId ? { pricebookId } : {}),
    })
  ).data;
}

export async function listTaxes() {
  return (
    (await api.call<typeof listTaxContract>('/tax/listTax', {}, { callerHandlesErrors: true })).data ?? []
  );
}

/** The product's own taxes; the caller shows a failure's returnInfo (S1-E-026). */
export async function listRelatedTaxes(productId: string) {
  return (
    (
      await api.call<typeof listRelatedTaxContract>(
        '/tax/listRelatedTax',
        { productId },
        { callerHandlesErrors: true },
      )
    ).data ?? []
  );
}

export async function loadCurrencyRate(recordCurrency: string) {
  return (
    await api.call<typeof getCurrencyRateContract>(
      '/product/manage/getCurrencyRate',
      { recordCurrency },
      { callerHandlesErrors: true },
    )
  ).data;
}

export type { AddButtonRule, PriceBookChoice, PriceBookPage, ProductPrice, RecordLines } from '@vela/core';

/** `/newMaster/getMasterInfo` with comma-joined order ids: the invoice's starting values and lines. */
export async function loadInvoiceFromOrders(orderIds: readonly string[]) {
  const { data } = await api.call<typeof newMasterInfoContract>('/newMaster/getMasterInfo', {
    objId: 'invoices',
    recordId: orderIds.join(','),
  });
  return { defaultData: data.defaultData, sourceLines: data.sourceLines };
}

/** After the invoice is saved: the orders' invoiced quantities and status follow (S2-C-019). */
export async function updateOrderStatus(orderIds: readonly string[]): Promise<void> {
  await api.call<typeof updateOrderStatusContract>('/generateInvoiceNew/updateOrderStatus', {
    orderid: orderIds.join(','),
  });
}
