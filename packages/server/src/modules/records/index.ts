/** The record engine's public face. */

export { type DeleteRefusal, deleteRefusalError, deleteRefusalsOf } from './delete-lock.js';
export { deleteRecord, restoreRecord, softDeleteRow } from './delete-record.js';
export {
  appendFieldHistory,
  deleteFieldHistoryMentioning,
  deleteFieldHistoryOf,
  type FieldHistoryEntry,
  fieldHistoryOfRecords,
} from './field-history.js';
export {
  type InvoiceFromOrdersProvider,
  type InvoiceStart,
  provideInvoiceFromOrders,
} from './form-from-orders.js';
export { readRecordDetail } from './read-record.js';
export {
  canAccessRecord,
  fieldAccess,
  isUserOfOrg,
  lookupTargetRights,
  prepareRecordAccess,
  readableRecords,
  recordAccessFilter,
  recordAccessLevel,
  recordPermissions,
  recordPermissionsAtLevel,
  shareBulkWrittenRecords,
  visibleValues,
} from './record-access.js';
export {
  type ColumnValue,
  countSql,
  type DynamicTables,
  findRow,
  findRows,
  lookupNameSelects,
  lookupNames,
  type NameColumn,
  namesFromRow,
  type RecordRow,
  type RecordValues,
  recordsDb,
  rowToValues,
  toRecordValues,
} from './record-store.js';
export { recordsModule } from './routes.js';
export { checkRequired } from './save/check-required.js';
export { checkRecordRules, priorValues } from './save/check-rules.js';
export { inTransaction, transactionHandle } from './save/in-transaction.js';
export { countInvoiced, ORDER_LINE_API, recountInvoicedQuantities } from './save/invoice-quantities.js';
export { isProductLineObject, retotalRecordsOfLines } from './save/price-lines.js';
export {
  onRecordWritten,
  type RecordWritten,
  type RecordWrittenHook,
} from './save/record-written.js';
export { recomputeAllParents, recountRollupsOfParents, refreshRollupsOfRecords } from './save/rollups.js';
export { type BatchSave, saveRecordsBatch } from './save/save-batch.js';
export {
  type DeleteGuard,
  guardDeletes,
  guardSaves,
  type SaveGuard,
} from './save/save-guards.js';
export {
  onRecordDeleted,
  onRecordsSaved,
  type SavedRecords,
  type SaveListener,
} from './save/save-listeners.js';
export { saveRecordsPayload } from './save/save-payload.js';
export { saveProductLine } from './save/save-product-line.js';
export { saveRecord } from './save/save-records.js';
export { type SaveContext, type SaveDraft, SaveRefusal, type SaveResult } from './save/save-types.js';
export { recordName, reserveSequenceNumbers, toColumnValue } from './save/write-record.js';
