import {
  computeLine,
  computeRecordTotals,
  formatExchangeRate,
  type LineAmounts,
  lineObjectByLineApi,
  lineObjectOf,
  sameMoney,
} from '@vela/core';
import type { DatabaseHandle } from '../../../db/database.js';
import { exchangeRateOf, findObject, type MetadataSnapshot, type ObjectModel } from '../../metadata/index.js';
import { findRow, recordsDb } from '../record-store.js';
import { recountOrderLinesOfInvoiceLines } from './invoice-quantities.js';

/**
 * The server's side of the product-line rules (packages/core/src/product-lines):
 * every line is priced again from its own qty, price, discounts and tax before
 * it is written, a line whose sent `amount` differs from that is refused, and
 * the record's total is the sum of its live lines, written by the server only.
 */
export type LinePricing =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; field: string; message: string };

const money = (value: number) => value.toFixed(2);

export function isProductLineObject(object: ObjectModel): boolean {
  return lineObjectByLineApi(object.apiName) !== undefined;
}

/** The values to write for one line of a record in `currency` at `rate`. */
export function priceLine(
  row: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
  currency: { code: string; rate: number },
): LinePricing {
  const value = (field: string) => (field in row ? row[field] : existing?.[field]);
  const outcome = computeLine({
    qty: value('qty'),
    listprice: value('listprice'),
    selectdiscount: value('selectdiscount'),
    discount: value('discount'),
    discountamount: value('discountamount'),
    customerdiscount: value('customerdiscount'),
    tax: value('tax'),
    ratetype: value('ratetype'),
  });
  if (!outcome.ok) {
    const [first] = outcome.problems;
    return {
      ok: false,
      field: first?.field ?? 'qty',
      message: outcome.problems.map((p) => p.message).join('; '),
    };
  }
  const line = outcome.line;
  const sent = row.amount;
  if (sent !== undefined && sent !== null && sent !== '' && !sameMoney(sent, line.amount)) {
    return {
      ok: false,
      field: 'amount',
      message: `Amount ${String(sent)} does not match the line's figures (${money(line.amount)})`,
    };
  }
  const sentCurrency = row.currency;
  if (typeof sentCurrency === 'string' && sentCurrency !== '' && sentCurrency !== currency.code) {
    return {
      ok: false,
      field: 'currency',
      message: `Currency ${sentCurrency} is not the record's currency ${currency.code}`,
    };
  }
  return {
    ok: true,
    values: {
      ...row,
      ...storedFigures(line),
      currency: currency.code,
      exchangerate: formatExchangeRate(currency.rate),
    },
  };
}

function storedFigures(line: LineAmounts): Record<string, string> {
  return {
    selectdiscount: line.selectdiscount,
    ratetype: line.ratetype,
    listprice: money(line.listprice),
    discount: line.discount.toFixed(2),
    discountamount: money(line.discountamount),
    customerdiscount: line.customerdiscount.toFixed(2),
    tax: line.tax.toFixed(2),
    amount: money(line.amount),
  };
}

/** The record's currency and its exchange rate, or why lines cannot be priced in it. */
export async function recordCurrency(
  database: DatabaseHandle,
  orgId: string,
  parent: ObjectModel,
  parentId: string,
): Promise<{ code: string; rate: number } | string> {
  const row = await findRow(database, parent, parentId);
  const column = parent.fieldsByApi.get('currency')?.columnName;
  const code = (column && typeof row?.[column] === 'string' && row[column]) || 'USD';
  const rate = await exchangeRateOf(database, orgId, code);
  if (rate === null) return `No exchange rate is set for ${code}`;
  return { code, rate };
}

/** Writes the sum of the record's live lines into its total field (amount, or jine for 002). */
export async function refreshRecordTotal(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  parent: ObjectModel,
  parentId: string,
): Promise<number | null> {
  const entry = lineObjectOf(parent.apiName);
  const lineObject = entry ? findObject(snapshot, { objectApi: entry.lineApi }) : undefined;
  const relatedColumn = entry && lineObject?.fieldsByApi.get(entry.relatedField.toLowerCase())?.columnName;
  const totalColumn = entry && parent.fieldsByApi.get(entry.totalField.toLowerCase())?.columnName;
  if (!lineObject || !relatedColumn || !totalColumn) return null;
  const rows = await recordsDb(database)
    .selectFrom(lineObject.tableName)
    .selectAll()
    .where(relatedColumn, '=', parentId)
    .where('is_deleted', '=', 0)
    .execute();
  const priced: LineAmounts[] = [];
  for (const row of rows) {
    const outcome = computeLine(row);
    // A stored line always priced on its way in; one that no longer does (a value changed
    // outside the form) counts as nothing rather than stopping every later save of its record.
    if (outcome.ok) priced.push(outcome.line);
  }
  const total = computeRecordTotals(priced).total;
  await recordsDb(database)
    .updateTable(parent.tableName)
    .set({ [totalColumn]: total })
    .where('id', '=', parentId)
    .execute();
  return total;
}

/**
 * After a line is deleted or restored on its own: its record's total follows,
 * and an invoice line's order line is counted again (S2-V-015). Answers the
 * order lines a restore would invoice past their quantity (nothing written then).
 */
export async function retotalRecordOfLine(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  lineObject: ObjectModel,
  row: Record<string, unknown>,
): Promise<{ overInvoiced: string[] }> {
  const entry = lineObjectByLineApi(lineObject.apiName);
  const parent = entry ? findObject(snapshot, { objectApi: entry.parentApi }) : undefined;
  const column = entry && lineObject.fieldsByApi.get(entry.relatedField.toLowerCase())?.columnName;
  const parentId = column ? row[column] : undefined;
  if (parent && typeof parentId === 'string' && parentId)
    await refreshRecordTotal(database, snapshot, parent, parentId);
  const { over } = await recountOrderLinesOfInvoiceLines(database, snapshot, lineObject, [String(row.id)]);
  return { overInvoiced: over };
}

/**
 * After a list's mass delete of lines: each record that lost lines gets its
 * total again, and deleted invoice lines give their order lines back their
 * quantities to invoice at once.
 */
export async function retotalRecordsOfLines(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  lineObject: ObjectModel,
  lineIds: readonly string[],
): Promise<void> {
  const entry = lineObjectByLineApi(lineObject.apiName);
  const parent = entry ? findObject(snapshot, { objectApi: entry.parentApi }) : undefined;
  const column = entry && lineObject.fieldsByApi.get(entry.relatedField.toLowerCase())?.columnName;
  // Deleted invoice lines (or invoices) give their order lines back their quantities to invoice at once.
  await recountOrderLinesOfInvoiceLines(database, snapshot, lineObject, lineIds);
  if (!parent || !column || lineIds.length === 0) return;
  const parents = await recordsDb(database)
    .selectFrom(lineObject.tableName)
    .select(column)
    .distinct()
    .where('id', 'in', [...lineIds])
    .execute();
  for (const row of parents) {
    const parentId = row[column];
    if (typeof parentId === 'string' && parentId)
      await refreshRecordTotal(database, snapshot, parent, parentId);
  }
}
