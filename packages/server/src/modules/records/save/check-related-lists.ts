import {
  checkReceivableSum,
  MessageKey,
  ORDER_LINE_FIELD,
  RECEIVABLE,
  requiredRelatedListsOf,
  validateRelatedLists,
} from '@vela/core';
import type { DatabaseHandle } from '../../../db/database.js';
import { findObject } from '../../metadata/index.js';
import { findRow, recordsDb } from '../record-store.js';
import { INVOICE_LINE_API, overInvoicedRefusal, recountInvoicedQuantities } from './invoice-quantities.js';
import type { MasterDataGroup } from './save-lines.js';
import { type SaveContext, SaveRefusal } from './save-types.js';

/**
 * The checks of a record's related lists that need the lines written first
 * (inside the save's transaction, so a refusal rolls everything back):
 * order to invoice (c332), receivable rows against the amount (c56) and
 * required related lists (c3670).
 */
export async function checkRelatedListsAfterWrite(
  context: SaveContext,
  database: DatabaseHandle,
  parentId: string,
  groups: readonly MasterDataGroup[],
  /** Order lines the deleted invoice lines pointed at: their counts go down. */
  releasedOrderLines: readonly string[],
): Promise<SaveRefusal | null> {
  const over = await checkOrderInvoicing(context, database, groups, releasedOrderLines);
  if (over) return over;
  for (const rule of requiredRelatedListsOf(context.object.apiName)) {
    const child = findObject(context.snapshot, { objectApi: rule.childApi });
    const column = child?.fieldsByApi.get(rule.relatedField)?.columnName;
    if (!child || !column) continue;
    const rows = await recordsDb(database)
      .selectFrom(child.tableName)
      .selectAll()
      .where(column, '=', parentId)
      .where('is_deleted', '=', 0)
      .execute();
    const verdict = validateRelatedLists([
      { label: child.pluralLabel || child.label, required: true, rowCount: rows.length, invalidRows: 0 },
    ]);
    if (!verdict.ok)
      return new SaveRefusal(`${verdict.key}: ${verdict.list} needs at least one row`, {
        messageKey: verdict.key,
        messageParams: { list: verdict.list },
      });
    if (child.apiName === RECEIVABLE.detailApi) {
      const amountColumn = child.fieldsByApi.get(RECEIVABLE.amountField)?.columnName ?? 'amount';
      const parent = await findRow(database, context.object, parentId);
      const parentAmount = context.object.fieldsByApi.get(RECEIVABLE.amountField)?.columnName ?? 'amount';
      const check = checkReceivableSum(
        parent?.[parentAmount],
        rows.map((row) => row[amountColumn]),
      );
      if (!check.ok)
        return new SaveRefusal(
          `${MessageKey.receivableSumMismatch}: the payment details add up to ${check.total.toFixed(2)}, not ${check.expected.toFixed(2)}`,
          {
            errorField: RECEIVABLE.amountField,
            messageKey: MessageKey.receivableSumMismatch,
            messageParams: { total: check.total.toFixed(2), expected: check.expected.toFixed(2) },
          },
        );
    }
  }
  return null;
}

async function checkOrderInvoicing(
  context: SaveContext,
  database: DatabaseHandle,
  groups: readonly MasterDataGroup[],
  releasedOrderLines: readonly string[],
): Promise<SaveRefusal | null> {
  const invoiceGroups = groups.filter((group) => group.child.apiName === INVOICE_LINE_API);
  const savedRows = invoiceGroups.flatMap((group) => group.data);
  const referenced = savedRows.flatMap((row) => {
    const value = row[ORDER_LINE_FIELD];
    return typeof value === 'string' && value ? [value] : [];
  });
  // An edited line may have pointed at another order line before: both counts follow.
  const touched = [...referenced, ...releasedOrderLines];
  if (touched.length === 0) return null;
  const { over } = await recountInvoicedQuantities(database, context.snapshot, touched);
  if (over.length === 0) return null;
  const offending = savedRows.filter((row) => over.includes(String(row[ORDER_LINE_FIELD] ?? ''))).length;
  return overInvoicedRefusal(Math.max(offending, 1));
}
