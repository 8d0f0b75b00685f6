import { lineObjectByLineApi } from '@vela/core';
import { type FieldModel, findObject, type ObjectModel } from '../../metadata/index.js';
import { findRow } from '../record-store.js';
import { inTransaction, transactionHandle } from './in-transaction.js';
import { overInvoicedRefusal, recountInvoicedQuantities, storedOrderLineOf } from './invoice-quantities.js';
import { priceLine, recordCurrency, refreshRecordTotal } from './price-lines.js';
import { saveRecord } from './save-records.js';
import { failedResult, type SaveContext, SaveRefusal, type SaveResult } from './save-types.js';

/**
 * A product line saved on its own (not through its record's masterdata) is
 * priced the same way and its record's total follows, in one transaction.
 */
export async function saveProductLine(
  context: SaveContext,
  submitted: Record<string, unknown>,
): Promise<SaveResult> {
  const entry = lineObjectByLineApi(context.object.apiName);
  const parent = entry ? findObject(context.snapshot, { objectApi: entry.parentApi }) : undefined;
  const relatedField = entry ? context.object.fieldsByApi.get(entry.relatedField.toLowerCase()) : undefined;
  if (!entry || !parent || !relatedField?.columnName) return saveRecord(context, submitted);
  const givenId = typeof submitted.id === 'string' ? submitted.id : '';
  try {
    return await saveInTransaction(context, submitted, givenId, parent, relatedField);
  } catch (error) {
    if (error instanceof LineRolledBack) return error.result;
    throw error;
  }
}

/** Thrown to roll the line back with the answer to give (an over-invoiced order line). */
class LineRolledBack extends Error {
  constructor(readonly result: SaveResult) {
    super(result.errormessage);
  }
}

function saveInTransaction(
  context: SaveContext,
  submitted: Record<string, unknown>,
  givenId: string,
  parent: ObjectModel,
  relatedField: FieldModel,
): Promise<SaveResult> {
  // Inside a caller's transaction (the demo seeder's) the line joins it.
  return inTransaction(context.database.db, async (trx) => {
    const database = transactionHandle(context.database, trx);
    const existing = givenId ? await findRow(database, context.object, givenId) : undefined;
    const sentParent = submitted[relatedField.apiName];
    const parentId =
      typeof sentParent === 'string' && sentParent
        ? sentParent
        : String(existing?.[relatedField.columnName as string] ?? '');
    const currency = parentId ? await recordCurrency(database, context.user.orgId, parent, parentId) : null;
    // Without a record the save pipeline refuses the line for its missing lookup.
    if (currency === null) return saveRecord({ ...context, database }, submitted);
    if (typeof currency === 'string')
      return failedResult(givenId, '', new SaveRefusal(currency, { errorField: 'currency' }));
    const priced = priceLine(submitted, existing, currency);
    if (!priced.ok)
      return failedResult(givenId, '', new SaveRefusal(priced.message, { errorField: priced.field }));
    const result = await saveRecord({ ...context, database }, priced.values);
    if (result.isSaveSuccess) {
      // An invoice line made from an order line: the order line's counts follow, never past its qty.
      const touched = [
        storedOrderLineOf(context.object, priced.values),
        existing ? storedOrderLineOf(context.object, existing) : '',
      ];
      const { over } = await recountInvoicedQuantities(database, context.snapshot, touched);
      if (over.length > 0)
        throw new LineRolledBack(failedResult(givenId, result.name, overInvoicedRefusal(1)));
      await refreshRecordTotal(database, context.snapshot, parent, parentId);
      // The line may have moved from another record, whose total must drop.
      const previousParent = existing?.[relatedField.columnName as string];
      if (typeof previousParent === 'string' && previousParent && previousParent !== parentId)
        await refreshRecordTotal(database, context.snapshot, parent, previousParent);
    }
    return result;
  });
}
