import { MessageKey, ORDER_LINE_FIELD, quantityToInvoice, sumQuantities } from '@vela/core';
import type { DatabaseHandle } from '../../../db/database.js';
import { findObject, type MetadataSnapshot, type ObjectModel } from '../../metadata/index.js';
import { recordsDb } from '../record-store.js';
import { SaveRefusal } from './save-types.js';

/**
 * Order to invoice on the server (S2-V-015…017): how much of each order line
 * the live invoice lines invoice, counted again inside the save's
 * transaction after the order lines are locked. Two invoices saved at once
 * for the same order queue on those locks (SELECT … FOR UPDATE on
 * PostgreSQL; SQLite has one writer and Kysely one connection, so its
 * transactions never overlap), and the second one counts the first one's
 * lines: together they never invoice more than was ordered.
 */
export const ORDER_LINE_API = 'velaorderdetail';
export const INVOICE_LINE_API = 'invoicedetail';

export const INVOICE_API = 'invoices';

interface InvoicingObjects {
  orderLine: ObjectModel;
  invoiceLine: ObjectModel;
  invoice: ObjectModel;
  /** The invoice line's column holding its invoice. */
  invoiceColumn: string;
  orderLineColumn: string;
  invoiceLineQty: string;
  orderQty: string;
  invoiced: string;
  toInvoice: string;
}

function invoicingObjects(snapshot: MetadataSnapshot): InvoicingObjects | null {
  const orderLine = findObject(snapshot, { objectApi: ORDER_LINE_API });
  const invoiceLine = findObject(snapshot, { objectApi: INVOICE_LINE_API });
  const invoice = findObject(snapshot, { objectApi: INVOICE_API });
  const invoiceColumn = invoiceLine?.fieldsByApi.get('invoiceid')?.columnName;
  const column = (object: ObjectModel | undefined, api: string) => object?.fieldsByApi.get(api)?.columnName;
  const orderLineColumn = column(invoiceLine, ORDER_LINE_FIELD);
  const invoiceLineQty = column(invoiceLine, 'qty');
  const orderQty = column(orderLine, 'qty');
  const invoiced = column(orderLine, 'invoicedquantity');
  const toInvoice = column(orderLine, 'tobeinvoicedquantity');
  if (
    !orderLine ||
    !invoiceLine ||
    !invoice ||
    !invoiceColumn ||
    !orderLineColumn ||
    !invoiceLineQty ||
    !orderQty ||
    !invoiced ||
    !toInvoice
  )
    return null;
  return {
    orderLine,
    invoiceLine,
    invoice,
    invoiceColumn,
    orderLineColumn,
    invoiceLineQty,
    orderQty,
    invoiced,
    toInvoice,
  };
}

export interface OrderLineCount {
  id: string;
  orderId: string;
  ordered: number;
  invoiced: number;
  toInvoice: number;
}

/**
 * What the live invoice lines invoice of each order line. With `lock` the
 * order lines are locked first (PostgreSQL), always in id order so two
 * savers locking overlapping lines cannot deadlock.
 */
export async function countInvoiced(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  orderLineIds: readonly string[],
  options: { lock: boolean },
): Promise<OrderLineCount[]> {
  const objects = invoicingObjects(snapshot);
  const ids = [...new Set(orderLineIds.filter(Boolean))].sort();
  if (!objects || ids.length === 0) return [];
  const records = recordsDb(database);
  const orderColumn = objects.orderLine.fieldsByApi.get('orderid')?.columnName ?? 'orderid';
  let reading = records
    .selectFrom(objects.orderLine.tableName)
    .select(['id', objects.orderQty, orderColumn])
    .where('id', 'in', ids)
    .where('is_deleted', '=', 0)
    .orderBy('id');
  if (options.lock && database.dialect === 'postgres') reading = reading.forUpdate();
  const orderLines = await reading.execute();
  // Read after the lock: under READ COMMITTED this statement sees every invoice committed before it.
  const invoiceRows = await records
    .selectFrom(objects.invoiceLine.tableName)
    .select([objects.orderLineColumn, objects.invoiceLineQty])
    .where(objects.orderLineColumn, 'in', ids)
    .where('is_deleted', '=', 0)
    // A line of an invoice in the recycle bin invoices nothing (until the invoice comes back).
    .where((eb) =>
      eb.or([
        eb(objects.invoiceColumn, 'is', null),
        eb(
          objects.invoiceColumn,
          'in',
          eb.selectFrom(objects.invoice.tableName).select('id').where('is_deleted', '=', 0),
        ),
      ]),
    )
    .execute();
  return orderLines.map((row) => {
    const id = String(row.id);
    const invoiced = sumQuantities(
      invoiceRows
        .filter((line) => line[objects.orderLineColumn] === id)
        .map((line) => line[objects.invoiceLineQty]),
    );
    const ordered = sumQuantities([row[objects.orderQty]]);
    return {
      id,
      orderId: String(row[orderColumn] ?? ''),
      ordered,
      invoiced,
      toInvoice: quantityToInvoice(ordered, invoiced),
    };
  });
}

/**
 * Locks the order lines, counts them again and, unless one is invoiced past
 * its qty (`over`), writes invoicedquantity and tobeinvoicedquantity.
 */
export async function recountInvoicedQuantities(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  orderLineIds: readonly string[],
): Promise<{ counts: OrderLineCount[]; over: string[] }> {
  const objects = invoicingObjects(snapshot);
  const counts = await countInvoiced(database, snapshot, orderLineIds, { lock: true });
  const over = counts.filter((count) => count.invoiced > count.ordered).map((count) => count.id);
  if (!objects || over.length > 0) return { counts, over };
  for (const count of counts)
    await recordsDb(database)
      .updateTable(objects.orderLine.tableName)
      .set({ [objects.invoiced]: count.invoiced, [objects.toInvoice]: count.toInvoice })
      .where('id', '=', count.id)
      .execute();
  return { counts, over };
}

/**
 * Invoice lines — or whole invoices — that left (deleted from a related list,
 * a record page, a list's mass delete) or came back (restored from the
 * recycle bin) outside the invoice's form:
 * their order lines are counted again at once, in the caller's transaction,
 * instead of waiting for the next updateOrderStatus. `over` names order lines
 * the change would invoice past their quantity (only a restore can), in which
 * case nothing was written.
 */
export async function recountOrderLinesOfInvoiceLines(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  lineObject: ObjectModel,
  lineIds: readonly string[],
): Promise<{ over: string[] }> {
  const objects = invoicingObjects(snapshot);
  const api = lineObject.apiName.toLowerCase();
  if (!objects || (api !== INVOICE_LINE_API && api !== INVOICE_API) || lineIds.length === 0)
    return { over: [] };
  // An invoice that left or came back: the order lines of all its lines.
  const rows = await recordsDb(database)
    .selectFrom(objects.invoiceLine.tableName)
    .select(objects.orderLineColumn)
    .distinct()
    .where(api === INVOICE_API ? objects.invoiceColumn : 'id', 'in', [...lineIds])
    .execute();
  const orderLineIds = rows
    .map((row) => row[objects.orderLineColumn])
    .filter((id): id is string => typeof id === 'string' && id !== '');
  if (orderLineIds.length === 0) return { over: [] };
  const { over } = await recountInvoicedQuantities(database, snapshot, orderLineIds);
  return { over };
}

/** The order line a stored invoice line invoices ('' for another object or a line typed in). */
export function storedOrderLineOf(object: ObjectModel, row: Record<string, unknown>): string {
  if (object.apiName !== INVOICE_LINE_API) return '';
  const column = object.fieldsByApi.get(ORDER_LINE_FIELD)?.columnName;
  const value = column ? row[column] : undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * The refusal of an invoice whose lines ask for more than is left (c332):
 * the message names the key and counts the offending lines of this save.
 */
export function overInvoicedRefusal(offendingLines: number): SaveRefusal {
  return new SaveRefusal(
    `${MessageKey.orderOverInvoiced}: ${offendingLines} line(s) ask for more than the quantity still to be invoiced`,
    {
      errorField: 'qty',
      messageKey: MessageKey.orderOverInvoiced,
      orderCheck: offendingLines,
    },
  );
}
