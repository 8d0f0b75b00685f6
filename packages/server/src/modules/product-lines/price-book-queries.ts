import { convertPrice, formatExchangeRate, type PriceBookChoice, type ProductPrice } from '@vela/core';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode, notFound } from '../../http/envelope.js';
import { exchangeRateOf, findObject, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import {
  canAccessRecord,
  type DynamicTables,
  findRow,
  recordAccessFilter,
  recordsDb,
} from '../records/index.js';

/**
 * The price-book side of product lines: which products a price book offers
 * at what price, products found by name or code, and one product's price,
 * each converted into the record's currency (price × record rate / price
 * book rate, 6-decimal rates, cents rounded half away from zero).
 */

export interface PriceQuery {
  keyword?: string | undefined;
  recordCurrency: string;
  page: number;
  pageSize: number;
}

type ProductQuery = SelectQueryBuilder<DynamicTables, string, object>;

const MAX_PRICE_BOOKS = 200;

interface CommerceObjects {
  product: ObjectModel;
  pricebook: ObjectModel;
  entry: ObjectModel;
}

export function commerceObjects(snapshot: MetadataSnapshot): CommerceObjects {
  const product = findObject(snapshot, { objectApi: 'product' });
  const pricebook = findObject(snapshot, { objectApi: 'pricebook' });
  const entry = findObject(snapshot, { objectApi: 'pricebookentry' });
  if (!product || !pricebook || !entry)
    throw new AppError(ErrorCode.NOT_FOUND, 'Products and price books are not installed');
  return { product, pricebook, entry };
}

const column = (object: ObjectModel, api: string): string => {
  const name = object.fieldsByApi.get(api)?.columnName;
  if (!name) throw new Error(`${object.apiName} has no stored field ${api}`);
  return name;
};

async function rateFor(database: DatabaseHandle, user: CurrentUser, currency: string): Promise<number> {
  const rate = await exchangeRateOf(database, user.orgId, currency);
  if (rate === null) throw new AppError(ErrorCode.TOAST_MESSAGE, `No exchange rate is set for ${currency}`);
  return rate;
}

/** The active price books the person may read, the standard one first. */
async function activePriceBooks(
  database: DatabaseHandle,
  user: CurrentUser,
  pricebook: ObjectModel,
): Promise<PriceBookChoice[]> {
  const rows = await recordsDb(database)
    .selectFrom(pricebook.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where(column(pricebook, 'isactive'), '=', 1)
    .where(recordAccessFilter(user, pricebook))
    .orderBy(column(pricebook, 'isstandard'), 'desc')
    .orderBy(sql`lower(name)`)
    .limit(MAX_PRICE_BOOKS)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name ?? ''),
    currency: String(row[column(pricebook, 'currency')] || 'USD'),
    isStandard: Number(row[column(pricebook, 'isstandard')]) === 1,
  }));
}

/** One page of products by name, and how many there are in all. */
async function pageOfProducts(products: ProductQuery, query: PriceQuery) {
  const counted = await products.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await products
    .selectAll()
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, totalCount: Number(counted?.n ?? 0) };
}

function keywordCondition(keyword: string, nameColumn: string, codeColumn: string) {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`(lower(${sql.ref(nameColumn)}) like ${pattern} escape '\\' or lower(coalesce(${sql.ref(codeColumn)}, '')) like ${pattern} escape '\\')`;
}

/** The active, readable products of an active, readable price book, at their price-book price. */
export async function priceBookItems(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  user: CurrentUser,
  requestedBookId: string | undefined,
  query: PriceQuery,
): Promise<{
  pricebooks: PriceBookChoice[];
  dataList: ProductPrice[];
  totalCount: number;
  pricebook: { id: string; name: string; currency: string };
}> {
  const { product, pricebook, entry } = commerceObjects(snapshot);
  const pricebooks = await activePriceBooks(database, user, pricebook);
  // Without a choice: the standard book, else the first the person may read.
  const pricebookId =
    requestedBookId ?? (pricebooks.find((choice) => choice.isStandard) ?? pricebooks[0])?.id ?? '';
  const book = pricebookId ? await readableRow(database, user, pricebook, pricebookId) : undefined;
  if (!book || Number(book[column(pricebook, 'isactive')]) !== 1)
    throw notFound(`Active price book ${pricebookId}`);
  const bookCurrency = String(book[column(pricebook, 'currency')] || 'USD');
  const [bookRate, recordRate] = [
    await rateFor(database, user, bookCurrency),
    await rateFor(database, user, query.recordCurrency),
  ];
  const entries = recordsDb(database)
    .selectFrom(entry.tableName)
    .select(column(entry, 'product'))
    .where(column(entry, 'pricebook2id'), '=', pricebookId)
    .where(column(entry, 'isactive'), '=', 1)
    .where('is_deleted', '=', 0);
  let products = recordsDb(database)
    .selectFrom(product.tableName)
    .where('is_deleted', '=', 0)
    .where(column(product, 'isactive'), '=', 1)
    .where('id', 'in', entries)
    .where(recordAccessFilter(user, product));
  if (query.keyword)
    products = products.where(keywordCondition(query.keyword, 'name', column(product, 'productcode')));
  const { rows, totalCount } = await pageOfProducts(products, query);
  const prices = rows.length
    ? await recordsDb(database)
        .selectFrom(entry.tableName)
        .selectAll()
        .where(column(entry, 'pricebook2id'), '=', pricebookId)
        .where(column(entry, 'isactive'), '=', 1)
        .where('is_deleted', '=', 0)
        .where(
          column(entry, 'product'),
          'in',
          rows.map((row) => String(row.id)),
        )
        .execute()
    : [];
  const byProduct = new Map(prices.map((row) => [String(row[column(entry, 'product')]), row]));
  return {
    pricebooks,
    dataList: rows.map((row) => {
      const priced = byProduct.get(String(row.id));
      const unitPrice = Number(priced?.[column(entry, 'unitprice')] ?? 0);
      return describe(product, row, {
        id: String(priced?.id ?? ''),
        unitPrice,
        sourceCurrency: bookCurrency,
        price: convertPrice(unitPrice, bookRate, recordRate),
        currency: query.recordCurrency,
        exchangeRate: formatExchangeRate(recordRate),
        pricebookId,
      });
    }),
    totalCount,
    pricebook: { id: pricebookId, name: String(book.name ?? ''), currency: bookCurrency },
  };
}

/** Active, readable products whose name or code contains the keyword, at their own list price. */
export async function searchProducts(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  user: CurrentUser,
  query: PriceQuery,
): Promise<{ dataList: ProductPrice[]; totalCount: number }> {
  const { product } = commerceObjects(snapshot);
  const recordRate = await rateFor(database, user, query.recordCurrency);
  let products = recordsDb(database)
    .selectFrom(product.tableName)
    .where('is_deleted', '=', 0)
    .where(column(product, 'isactive'), '=', 1)
    .where(recordAccessFilter(user, product));
  if (query.keyword)
    products = products.where(keywordCondition(query.keyword, 'name', column(product, 'productcode')));
  const { rows, totalCount } = await pageOfProducts(products, query);
  const dataList: ProductPrice[] = [];
  for (const row of rows)
    dataList.push(await listPriced(database, user, product, row, query.recordCurrency, recordRate));
  return { dataList, totalCount };
}

/** One product's price for a line: its entry in the price book when one is named, else its list price. */
export async function productPrice(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  user: CurrentUser,
  input: { productId: string; pricebookId?: string | undefined; recordCurrency: string },
): Promise<ProductPrice> {
  const { product, pricebook, entry } = commerceObjects(snapshot);
  const row = await readableRow(database, user, product, input.productId);
  if (!row || Number(row[column(product, 'isactive')]) !== 1)
    throw notFound(`Active product ${input.productId}`);
  const recordRate = await rateFor(database, user, input.recordCurrency);
  if (!input.pricebookId) return listPriced(database, user, product, row, input.recordCurrency, recordRate);
  const book = await readableRow(database, user, pricebook, input.pricebookId);
  if (!book || Number(book[column(pricebook, 'isactive')]) !== 1)
    throw notFound(`Active price book ${input.pricebookId}`);
  const priced = await recordsDb(database)
    .selectFrom(entry.tableName)
    .selectAll()
    .where(column(entry, 'pricebook2id'), '=', input.pricebookId)
    .where(column(entry, 'product'), '=', input.productId)
    .where(column(entry, 'isactive'), '=', 1)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!priced)
    throw new AppError(
      ErrorCode.NOT_FOUND,
      `${String(row.name)} is not in the price book ${String(book.name)}`,
    );
  const bookCurrency = String(book[column(pricebook, 'currency')] || 'USD');
  const unitPrice = Number(priced[column(entry, 'unitprice')] ?? 0);
  return describe(product, row, {
    id: String(priced.id),
    unitPrice,
    sourceCurrency: bookCurrency,
    price: convertPrice(unitPrice, await rateFor(database, user, bookCurrency), recordRate),
    currency: input.recordCurrency,
    exchangeRate: formatExchangeRate(recordRate),
    pricebookId: input.pricebookId,
  });
}

async function listPriced(
  database: DatabaseHandle,
  user: CurrentUser,
  product: ObjectModel,
  row: Record<string, unknown>,
  recordCurrency: string,
  recordRate: number,
): Promise<ProductPrice> {
  const sourceCurrency = String(row[column(product, 'currency')] || 'USD');
  const unitPrice = Number(row[column(product, 'listprice')] ?? 0);
  return describe(product, row, {
    id: '',
    unitPrice,
    sourceCurrency,
    price: convertPrice(unitPrice, await rateFor(database, user, sourceCurrency), recordRate),
    currency: recordCurrency,
    exchangeRate: formatExchangeRate(recordRate),
    pricebookId: '',
  });
}

function describe(
  product: ObjectModel,
  row: Record<string, unknown>,
  price: Omit<ProductPrice, 'productId' | 'productName' | 'productCode' | 'family'>,
): ProductPrice {
  return {
    ...price,
    productId: String(row.id),
    productName: String(row.name ?? ''),
    productCode: String(row[column(product, 'productcode')] ?? ''),
    family: String(row[column(product, 'family')] ?? ''),
  };
}

async function readableRow(database: DatabaseHandle, user: CurrentUser, object: ObjectModel, id: string) {
  const row = await findRow(database, object, id);
  return row && (await canAccessRecord(database, user, object, row, 'read')) ? row : undefined;
}
