import {
  hideAddPricebookButtonContract,
  lineObjectOf,
  MessageKey,
  masterRecordDetailInfoContract,
  queryPriceBookItemsContract,
  relatedProductPriceContract,
  searchProductsContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { objectPermissionsFor } from '../access/index.js';
import { currentMetadata, findObject, priceBooksEnabled } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { canAccessRecord, findRow } from '../records/index.js';
import { priceBookItems, productPrice, searchProducts } from './price-book-queries.js';
import { readRecordLines } from './record-lines.js';

const _recordId = z.string().min(1).max(64);
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'a 3-letter currency code');
const pageNumber = z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)]).optional();
const _paging = {
  keyword: z.string().max(200).optional(),
  recordCurrency: currencyCode,
  page: pageNumber,
  pageSize: pageNumber,
};
const MAX_PAGE_SIZE = 100;

function pageOf(body: {
  keyword?: string | undefined;
  recordCurrency: string;
  page?: number | string | undefined;
  pageSize?: number | string | undefined;
}) {
  return {
    keyword: body.keyword?.trim() || undefined,
    recordCurrency: body.recordCurrency,
    page: Number(body.page ?? 1),
    pageSize: Math.min(Number(body.pageSize ?? 20), MAX_PAGE_SIZE),
  };
}

/**
 * The product-line calls of spec 2 §7 (payloads "not shown"; ours are in
 * docs/DESIGN-CHOICES.md "Product lines"). Taxes, rates and the price-book
 * switch stay in metadata/commerce-routes.ts.
 */
export function registerProductLineRoutes(app: FastifyInstance, context: ModuleContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    queryPriceBookItemsContract.path,
    { schema: contractSchema(queryPriceBookItemsContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      const snapshot = await currentMetadata(context.database);
      const parent = findObject(snapshot, { objectApi: body.objectApi });
      const entry = parent ? lineObjectOf(parent.apiName) : undefined;
      if (!parent || !entry)
        throw new AppError(ErrorCode.BAD_REQUEST, `body.objectApi: ${body.objectApi} has no product lines`);
      // S2-V-021: the price list is for a customer, so the customer comes first.
      const customerField = parent.fieldsByApi.get(entry.customerField.toLowerCase());
      const customerLabel = customerField?.label ?? entry.customerField;
      if (!body.customerId)
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          `${MessageKey.customerRequiredFirst}: choose ${customerLabel} first`,
        );
      const customerObject = findObject(snapshot, { recordId: body.customerId });
      const customer = customerObject
        ? await findRow(context.database, customerObject, body.customerId)
        : undefined;
      if (
        !customerObject ||
        !customer ||
        !(await canAccessRecord(context.database, user, customerObject, customer, 'read'))
      )
        throw new AppError(ErrorCode.NOT_FOUND, `${customerLabel} ${body.customerId} was not found`);
      return okEnvelope(
        await priceBookItems(context.database, snapshot, user, body.pricebookId || undefined, pageOf(body)),
        request.id,
      );
    },
  );

  typed.post(
    searchProductsContract.path,
    { schema: contractSchema(searchProductsContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const snapshot = await currentMetadata(context.database);
      return okEnvelope(
        await searchProducts(context.database, snapshot, user, pageOf(request.body.body)),
        request.id,
      );
    },
  );

  typed.post(
    relatedProductPriceContract.path,
    { schema: contractSchema(relatedProductPriceContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const snapshot = await currentMetadata(context.database);
      const { productId, pricebookId, recordCurrency } = request.body.body;
      return okEnvelope(
        await productPrice(context.database, snapshot, user, {
          productId,
          pricebookId: pricebookId || undefined,
          recordCurrency,
        }),
        request.id,
      );
    },
  );

  typed.post(
    hideAddPricebookButtonContract.path,
    { schema: contractSchema(hideAddPricebookButtonContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const snapshot = await currentMetadata(context.database);
      const parent = findObject(snapshot, { objectApi: request.body.body.objectApi });
      const entry = parent ? lineObjectOf(parent.apiName) : undefined;
      const lineObject = entry ? findObject(snapshot, { objectApi: entry.lineApi }) : undefined;
      if (!parent || !entry || !lineObject)
        return okEnvelope(
          { hide: true, reason: 'no product lines', customerField: '', lineObjectApi: '' },
          request.id,
        );
      const enabled = await priceBooksEnabled(context.database, user.orgId);
      const mayCreate = (await objectPermissionsFor(context.database, user, lineObject.id)).create;
      const reason = !enabled
        ? 'price books are off'
        : !mayCreate
          ? `you may not create ${lineObject.pluralLabel.toLowerCase()}`
          : '';
      return okEnvelope(
        {
          hide: reason !== '',
          reason,
          customerField: entry.customerField,
          lineObjectApi: lineObject.apiName,
        },
        request.id,
      );
    },
  );

  typed.post(
    masterRecordDetailInfoContract.path,
    { schema: contractSchema(masterRecordDetailInfoContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const snapshot = await currentMetadata(context.database);
      return okEnvelope(
        await readRecordLines(context.database, snapshot, user, request.body.body.recordId),
        request.id,
      );
    },
  );
}
