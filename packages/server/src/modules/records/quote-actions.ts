import { orderFromQuoteProblem, QUOTE_LINE_TO_ORDER_LINE } from '@vela/core';
import { AppError, ErrorCode } from '../../http/envelope.js';
import {
  accessibleRecord,
  type ConversionContext,
  ConversionRefused,
  nextVersion,
  objectOf,
  saveOrRefuse,
} from './lead-conversion.js';
import { recordsDb, toRecordValues } from './record-store.js';
import { transactionHandle } from './save/in-transaction.js';
import { saveWithLines } from './save/save-lines.js';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const ORDER_NAME_LENGTH = 80;

/** Copies the set values of `apis` from a record's values. */
function pick(values: Record<string, unknown>, apis: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const api of apis) {
    const value = values[api];
    if (value !== null && value !== undefined && value !== '') picked[api] = value;
  }
  return picked;
}

async function refusalAsBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConversionRefused) throw new AppError(ErrorCode.BAD_REQUEST, error.message);
    throw error;
  }
}

/** A draft quote for an opportunity: its customer, price book and currency (issue 26 item 8). */
export async function quoteFromOpportunity(context: ConversionContext, opportunityId: string) {
  const opportunity = objectOf(context.snapshot, 'Opportunity');
  const quote = objectOf(context.snapshot, 'quote');
  const deal = await accessibleRecord(context, opportunity, opportunityId, 'body.opportunityId');
  return refusalAsBadRequest(async () => {
    const saved = await saveOrRefuse(
      { ...context, object: quote, skipDuplicateWarning: false },
      {
        ...pick(deal, ['khmc', 'pricebook2id', 'currency']),
        name: text(deal.name),
        opportunityid: opportunityId,
        ownerid: context.user.userId,
      },
    );
    return { id: saved.id, name: saved.name };
  });
}

/**
 * Sync: the quote becomes its opportunity's synced quote; the opportunity
 * takes its total and price book (saved through the pipeline, so its rules and
 * history apply), and the quote synced before stops syncing. One transaction.
 * Reading the quote and editing the opportunity are needed.
 */
export async function syncQuote(context: ConversionContext, quoteId: string) {
  const opportunity = objectOf(context.snapshot, 'Opportunity');
  const quote = objectOf(context.snapshot, 'quote');
  const offer = await accessibleRecord(context, quote, quoteId, 'body.quoteId');
  const opportunityId = text(offer.opportunityid);
  if (!opportunityId)
    throw new AppError(ErrorCode.BAD_REQUEST, 'body.quoteId: this quote has no opportunity to sync with');
  const deal = await accessibleRecord(
    context,
    opportunity,
    opportunityId,
    'opportunity of the quote',
    'edit',
  );
  const amount = Number(offer.amount ?? 0) || 0;
  const quoteColumn = (api: string) => quote.fieldsByApi.get(api)?.columnName ?? api;
  const dealColumn = (api: string) => opportunity.fieldsByApi.get(api)?.columnName ?? api;
  const unsyncedQuoteId = text(deal.syncedquoteid) === quoteId ? '' : text(deal.syncedquoteid);
  return refusalAsBadRequest(() =>
    context.database.db.transaction().execute(async (trx) => {
      const database = transactionHandle(context.database, trx);
      await saveOrRefuse(
        { ...context, database, object: opportunity, skipDuplicateWarning: true },
        { id: opportunityId, amount, ...(offer.pricebook2id ? { pricebook2id: offer.pricebook2id } : {}) },
      );
      const records = recordsDb(database);
      await records
        .updateTable(opportunity.tableName)
        .set({ [dealColumn('syncedquoteid')]: quoteId })
        .where('id', '=', opportunityId)
        .execute();
      // Only one synced quote per opportunity: every other quote of it stops syncing.
      await records
        .updateTable(quote.tableName)
        .set({ [quoteColumn('issyncing')]: 0 })
        .where(quoteColumn('opportunityid'), '=', opportunityId)
        .where('id', '!=', quoteId)
        .where(quoteColumn('issyncing'), '=', 1)
        .execute();
      await records
        .updateTable(quote.tableName)
        .set({
          [quoteColumn('issyncing')]: 1,
          lastmodifybyid: context.user.userId,
          lastmodifydate: nextVersion(context.now, offer.lastmodifydate),
        })
        .where('id', '=', quoteId)
        .execute();
      return { quoteId, opportunityId, amount, unsyncedQuoteId };
    }),
  );
}

/**
 * Create order: an accepted quote becomes a draft order with its customer,
 * price book, currency and lines (priced again by the order's save), linked
 * back to the quote; the order number comes from its auto-number field. One
 * transaction: a refused line leaves no order.
 */
export async function orderFromQuote(context: ConversionContext, quoteId: string) {
  const quote = objectOf(context.snapshot, 'quote');
  const quoteLine = objectOf(context.snapshot, 'quotedetail');
  const order = objectOf(context.snapshot, 'velaorder');
  const orderLine = objectOf(context.snapshot, 'velaorderdetail');
  const offer = await accessibleRecord(context, quote, quoteId, 'body.quoteId');
  const problem = orderFromQuoteProblem(offer.status);
  if (problem) throw new AppError(ErrorCode.BAD_REQUEST, `body.quoteId: ${problem}`);
  const quoteColumn = quoteLine.fieldsByApi.get('quoteid')?.columnName ?? 'quoteid';
  const lineRows = await recordsDb(context.database)
    .selectFrom(quoteLine.tableName)
    .selectAll()
    .where(quoteColumn, '=', quoteId)
    .where('is_deleted', '=', 0)
    .orderBy('createdate')
    .orderBy('id')
    .execute();
  const lines = await toRecordValues(context.database, context.snapshot, quoteLine, lineRows, context.user);
  const relatedField = orderLine.fieldsByApi.get('orderid');
  if (!relatedField) throw new AppError(ErrorCode.BAD_REQUEST, 'Order lines are not set up');
  const orderColumn = (api: string) => order.fieldsByApi.get(api)?.columnName ?? api;
  return refusalAsBadRequest(() =>
    context.database.db.transaction().execute(async (trx) => {
      const database = transactionHandle(context.database, trx);
      const saved = await saveWithLines(
        { ...context, database, object: order, skipDuplicateWarning: true },
        {
          ...pick(offer, ['pricebook2id', 'currency']),
          name: text(offer.name).slice(0, ORDER_NAME_LENGTH),
          accountid: text(offer.khmc),
          orderdate: context.now.toISOString().slice(0, 10),
          ownerid: context.user.userId,
        },
        [{ child: orderLine, relatedField, data: lines.map((line) => pick(line, QUOTE_LINE_TO_ORDER_LINE)) }],
        [],
      );
      if (!saved.isSaveSuccess)
        throw new ConversionRefused(`${order.label}: ${saved.errormessage || 'could not be saved'}`);
      // The link back is not editable on the form: written here, in the same transaction.
      await recordsDb(database)
        .updateTable(order.tableName)
        .set({ [orderColumn('quoteid')]: quoteId })
        .where('id', '=', saved.id)
        .execute();
      const row = await recordsDb(database)
        .selectFrom(order.tableName)
        .select(orderColumn('ordernumber'))
        .where('id', '=', saved.id)
        .executeTakeFirst();
      return {
        id: saved.id,
        name: saved.name,
        orderNumber: text(row?.[orderColumn('ordernumber')]),
        lines: lines.length,
      };
    }),
  );
}
