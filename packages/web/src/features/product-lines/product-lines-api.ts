import type { PriceBookChoice, ProductPrice, WireValue } from '@vela/core';
import { api } from '../../api/index.js';
import type { InvoiceSourceLine } from './state/line-drafts.js';

/**
 * The product-line calls of spec 2 §7 as packages/server/src/modules/product-lines
 * and metadata/commerce-routes.ts answer them.
 */

export interface PriceBookPage {
  pricebooks: PriceBookChoice[];
  pricebook: { id: string; name: string; currency: string };
  dataList: ProductPrice[];
  totalCount: number;
}

export interface Tax {
  id: string;
  name: string;
  rate: number;
}

export interface AddButtonRule {
  hide: boolean;
  reason: string;
  customerField: string;
  lineObjectApi: string;
}

export interface RecordLines {
  lineObjectApi: string;
  relatedField: string;
  lines: Array<Record<string, WireValue>>;
}

export interface PriceSearch {
  keyword?: string;
  recordCurrency: string;
  page: number;
  pageSize: number;
}

export async function loadAddButtonRule(objectApi: string): Promise<AddButtonRule> {
  return (await api.postFormat<AddButtonRule>('/pricebook/hideAddPricebookButton', { objectApi })).data;
}

export async function loadRecordLines(recordId: string): Promise<RecordLines> {
  return (await api.postFormat<RecordLines>('/master/masterRecordDetailInfo', { recordId })).data;
}

export async function queryPriceBookItems(
  request: PriceSearch & { objectApi: string; customerId: string; pricebookId?: string | undefined },
): Promise<PriceBookPage> {
  const { pricebookId, ...rest } = request;
  return (
    await api.postFormat<PriceBookPage>('/pricebook/queryProductPricebookItems', {
      ...rest,
      ...(pricebookId ? { pricebookId } : {}),
    })
  ).data;
}

export async function searchProducts(
  request: PriceSearch,
): Promise<{ dataList: ProductPrice[]; totalCount: number }> {
  return (
    await api.postFormat<{ dataList: ProductPrice[]; totalCount: number }>('/master/searchProducts', request)
  ).data;
}

export async function relatedProductPrice(request: {
  productId: string;
  pricebookId?: string | undefined;
  recordCurrency: string;
}): Promise<ProductPrice> {
  const { pricebookId, ...rest } = request;
  return (
    await api.postFormat<ProductPrice>('/master/relatedProductPrice', {
      ...rest,
      ...(pricebookId ? { pricebookId } : {}),
    })
  ).data;
}

export async function listTaxes(): Promise<Tax[]> {
  return (await api.postFormat<Tax[]>('/tax/listTax', {}, { callerHandlesErrors: true })).data ?? [];
}

/** The product's own taxes; the caller shows a failure's returnInfo (S1-E-026). */
export async function listRelatedTaxes(productId: string): Promise<Tax[]> {
  return (
    (await api.postFormat<Tax[]>('/tax/listRelatedTax', { productId }, { callerHandlesErrors: true })).data ??
    []
  );
}

export async function loadCurrencyRate(
  recordCurrency: string,
): Promise<{ rate: number; companyCurrency: string }> {
  return (
    await api.postFormat<{ rate: number; companyCurrency: string }>(
      '/product/manage/getCurrencyRate',
      { recordCurrency },
      { callerHandlesErrors: true },
    )
  ).data;
}

export type { PriceBookChoice, ProductPrice };

/** `/newMaster/getMasterInfo` with comma-joined order ids: the invoice's starting values and lines. */
export interface InvoiceFromOrders {
  defaultData: Record<string, string>;
  sourceLines: InvoiceSourceLine[];
}

export async function loadInvoiceFromOrders(orderIds: readonly string[]): Promise<InvoiceFromOrders> {
  const { data } = await api.postFormat<InvoiceFromOrders>('/newMaster/getMasterInfo', {
    objId: 'invoices',
    recordId: orderIds.join(','),
  });
  return { defaultData: data.defaultData ?? {}, sourceLines: data.sourceLines ?? [] };
}

/** After the invoice is saved: the orders' invoiced quantities and status follow (S2-C-019). */
export async function updateOrderStatus(orderIds: readonly string[]): Promise<void> {
  await api.postFormat('/generateInvoiceNew/updateOrderStatus', { orderid: orderIds.join(',') });
}
