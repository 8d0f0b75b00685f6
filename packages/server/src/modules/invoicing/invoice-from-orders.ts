import { type InvoiceLineDraft, invoiceLineFromOrderLine, isRecordId, recordIdPrefix } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode, notFound } from '../../http/envelope.js';
import { findObject, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import {
  canAccessRecord,
  countInvoiced,
  findRow,
  ORDER_LINE_API,
  recordsDb,
  recountInvoicedQuantities,
  toRecordValues,
  transactionHandle,
} from '../records/index.js';

const ORDER_API = 'velaorder';
const MAX_ORDERS = 50;

export interface InvoiceFromOrders {
  /** The orders' values an invoice starts with (account_name, orderid, currency). */
  defaultData: Record<string, string>;
  /** One line per order line with a quantity still to be invoiced. */
  sourceLines: Array<InvoiceLineDraft & { productccname: string; orderName: string }>;
}

/** The orders behind a comma-joined recordId, each one the person may read; null when they are not orders. */
export function orderIdsOf(snapshot: MetadataSnapshot, ids: readonly string[]): string[] | null {
  const order = findObject(snapshot, { objectApi: ORDER_API });
  if (!order || ids.length === 0) return null;
  return ids.every((id) => isRecordId(id) && recordIdPrefix(id) === order.prefix) ? [...ids] : null;
}

/**
 * Spec 2 §7 `/newMaster/getMasterInfo` with comma-joined order ids: the
 * invoice made from them starts with their account, currency and lines, each
 * line at the quantity still to be invoiced (S2-D-004, S2-V-015). Orders of
 * different accounts or currencies cannot make one invoice.
 */
export async function invoiceFromOrders(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  user: CurrentUser,
  orderIds: readonly string[],
): Promise<InvoiceFromOrders> {
  const order = findObject(snapshot, { objectApi: ORDER_API }) as ObjectModel;
  const orderLine = findObject(snapshot, { objectApi: ORDER_LINE_API });
  if (!orderLine) throw new AppError(ErrorCode.BAD_REQUEST, 'Order lines are not set up');
  if (orderIds.length > MAX_ORDERS)
    throw new AppError(ErrorCode.BAD_REQUEST, `body.recordId: at most ${MAX_ORDERS} orders make one invoice`);
  const unique = [...new Set(orderIds)];
  const orders = [];
  for (const id of unique) {
    const row = await findRow(database, order, id);
    if (!row || !(await canAccessRecord(database, user, order, row, 'read'))) throw notFound(`Order ${id}`);
    orders.push(row);
  }
  const column = (api: string) => order.fieldsByApi.get(api)?.columnName ?? api;
  const accounts = new Set(orders.map((row) => String(row[column('accountid')] ?? '')));
  if (accounts.size > 1)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      'body.recordId: the orders belong to different accounts; one invoice is for one account',
    );
  const currencies = new Set(orders.map((row) => String(row[column('currency')] || 'USD')));
  if (currencies.size > 1)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      'body.recordId: the orders are in different currencies; one invoice has one currency',
    );
  const orderColumn = orderLine.fieldsByApi.get('orderid')?.columnName ?? 'orderid';
  const rows = await recordsDb(database)
    .selectFrom(orderLine.tableName)
    .selectAll()
    .where(orderColumn, 'in', unique)
    .where('is_deleted', '=', 0)
    .orderBy('createdate')
    .orderBy('id')
    .execute();
  const values = await toRecordValues(database, snapshot, orderLine, rows, user);
  const counts = new Map(
    (
      await countInvoiced(
        database,
        snapshot,
        values.map((row) => String(row.id)),
        { lock: false },
      )
    ).map((count) => [count.id, count]),
  );
  const orderNames = new Map(orders.map((row) => [String(row.id), String(row.name ?? '')]));
  const sourceLines = values.flatMap((row) => {
    const draft = invoiceLineFromOrderLine({
      ...row,
      id: String(row.id),
      invoicedquantity: counts.get(String(row.id))?.invoiced ?? 0,
    });
    if (!draft) return [];
    return [
      {
        ...draft,
        productccname: String(row.productccname ?? row.name ?? ''),
        orderName: orderNames.get(String(row.orderid)) ?? '',
      },
    ];
  });
  const [first] = orders;
  const [named] = first ? await toRecordValues(database, snapshot, order, [first], user) : [];
  return {
    defaultData: {
      account_name: String(first?.[column('accountid')] ?? ''),
      account_nameccname: String(named?.accountidccname ?? ''),
      orderid: String(first?.id ?? ''),
      orderidccname: String(first?.name ?? ''),
      currency: [...currencies][0] ?? 'USD',
      // An invoice made now is dated today (UTC); the person may change it.
      invoice_date: new Date().toISOString().slice(0, 10),
    },
    sourceLines,
  };
}

/**
 * `/generateInvoiceNew/updateOrderStatus`: the orders' lines counted again
 * (their quantities invoiced and still to be invoiced written), and each order
 * whose lines are all invoiced marked Invoiced.
 */
export async function updateOrderStatus(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  user: CurrentUser,
  orderIds: readonly string[],
) {
  const order = findObject(snapshot, { objectApi: ORDER_API }) as ObjectModel;
  const orderLine = findObject(snapshot, { objectApi: ORDER_LINE_API });
  const statusColumn = order.fieldsByApi.get('status')?.columnName;
  if (!orderLine || !statusColumn) throw new AppError(ErrorCode.BAD_REQUEST, 'Orders have no status');
  const orderColumn = orderLine.fieldsByApi.get('orderid')?.columnName ?? 'orderid';
  // Access is checked before the transaction: on SQLite the transaction holds the one connection,
  // and the access checks may read through the handle they were given.
  const ids = [...new Set(orderIds)];
  const lineIdsOf = new Map<string, string[]>();
  for (const id of ids) {
    const row = await findRow(database, order, id);
    if (!row || !(await canAccessRecord(database, user, order, row, 'edit'))) throw notFound(`Order ${id}`);
    const lines = await recordsDb(database)
      .selectFrom(orderLine.tableName)
      .select('id')
      .where(orderColumn, '=', id)
      .where('is_deleted', '=', 0)
      .execute();
    lineIdsOf.set(
      id,
      lines.map((line) => String(line.id)),
    );
  }
  return database.db.transaction().execute(async (trx) => {
    const scoped = transactionHandle(database, trx);
    const answers = [];
    for (const id of ids) {
      const row = await findRow(scoped, order, id);
      const { counts } = await recountInvoicedQuantities(scoped, snapshot, lineIdsOf.get(id) ?? []);
      const fullyInvoiced = counts.length > 0 && counts.every((count) => count.toInvoice === 0);
      let status = String(row?.[statusColumn] ?? '');
      if (fullyInvoiced && status !== 'Invoiced') {
        status = 'Invoiced';
        await recordsDb(scoped)
          .updateTable(order.tableName)
          .set({
            [statusColumn]: status,
            lastmodifydate: new Date().toISOString(),
            lastmodifybyid: user.userId,
          })
          .where('id', '=', id)
          .execute();
      }
      answers.push({
        orderid: id,
        status,
        lines: counts.map((count) => ({
          id: count.id,
          qty: count.ordered,
          invoicedquantity: count.invoiced,
          tobeinvoicedquantity: count.toInvoice,
        })),
      });
    }
    return answers;
  });
}
