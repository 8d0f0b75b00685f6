import { MessageKey } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { currentMetadata, type ObjectModel, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { deleteRefusalError, deleteRefusalsOf } from './delete-lock.js';
import { canAccessRecord } from './record-access.js';
import { findRow, type RecordRow, recordsDb } from './record-store.js';
import { inTransaction, transactionHandle } from './save/in-transaction.js';
import { retotalRecordOfLine } from './save/price-lines.js';
import { refreshRollupsOf } from './save/rollups.js';
import { announceDeleted } from './save/save-listeners.js';

/** Soft delete to the recycle bin, and restore from it. */
export async function deleteRecord(context: ModuleContext, user: CurrentUser, id: string) {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { recordId: id });
  const row = await findRow(context.database, object, id);
  if (!row || !(await canAccessRecord(context.database, user, object, row, 'full'))) {
    throw new AppError(ErrorCode.NOT_FOUND, `${object.label} ${id} was not found; it may already be deleted`);
  }
  await inTransaction(context.database.db, async (trx) => {
    const database = transactionHandle(context.database, trx);
    const refusal = (await deleteRefusalsOf(database, object, [row])).get(id);
    if (refusal) throw deleteRefusalError(refusal);
    await softDeleteRow(database, object, row, user, context.now());
    // A product line leaving its quote (order, invoice…) lowers the record's total with it;
    // an invoice line gives its order line back the quantity it invoiced.
    await retotalRecordOfLine(database, snapshot, object, row);
  });
  await announceDeleted(context, user, id);
  return { id, name: String(row.name ?? ''), deleted: true };
}

/**
 * Moves a row the caller may change to the recycle bin. `database` may be a
 * transaction's handle, so a save can delete its lines in its own transaction.
 */
export async function softDeleteRow(
  database: DatabaseHandle,
  object: ObjectModel,
  row: RecordRow,
  user: CurrentUser,
  now: Date,
): Promise<void> {
  await recordsDb(database)
    .updateTable(object.tableName)
    .set({
      is_deleted: 1,
      deleted_at: now.toISOString(),
      deleted_by: user.userId,
      lastmodifybyid: user.userId,
    })
    .where('id', '=', String(row.id))
    .execute();
  await refreshRollupsOf(database.db, database.dialect, object, [row]);
}

export async function restoreRecord(context: ModuleContext, user: CurrentUser, id: string) {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { recordId: id });
  const row = await findRow(context.database, object, id, { includeDeleted: true });
  if (row?.is_deleted !== 1 || !(await canAccessRecord(context.database, user, object, row, 'full'))) {
    throw new AppError(ErrorCode.NOT_FOUND, `${object.label} ${id} is not in the recycle bin`);
  }
  try {
    await inTransaction(context.database.db, async (trx) => {
      const database = transactionHandle(context.database, trx);
      await recordsDb(database)
        .updateTable(object.tableName)
        .set({
          is_deleted: 0,
          deleted_at: null,
          deleted_by: null,
          lastmodifybyid: user.userId,
          lastmodifydate: context.now().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      await refreshRollupsOf(trx, database.dialect, object, [row]);
      const { overInvoiced } = await retotalRecordOfLine(database, snapshot, object, row);
      if (overInvoiced.length > 0)
        throw new AppError(
          ErrorCode.TOAST_MESSAGE,
          `${MessageKey.orderOverInvoiced}: ${object.label} "${String(row.name ?? '')}" cannot be restored: its order line has been invoiced since, and would be invoiced past its quantity`,
        );
    });
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') {
      throw new AppError(
        ErrorCode.TOAST_MESSAGE,
        `${object.label} "${String(row.name ?? '')}" cannot be restored: another record now has one of its unique values`,
      );
    }
    throw error;
  }
  return { id, name: String(row.name ?? ''), restored: true };
}
