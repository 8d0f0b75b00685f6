/** The record engine's public face. */

export { type DeleteRefusal, deleteRefusalsOf } from './delete-lock.js';
export { demoRecordWriter } from './demo-record-writer.js';
export { demoRecordsSeeder } from './demo-records-seeder.js';
export { readRecordDetail } from './read-record.js';
export {
  canAccessRecord,
  fieldAccess,
  lookupTargetRights,
  readableRecords,
  recordAccessFilter,
  recordPermissions,
} from './record-access.js';
export {
  type DynamicTables,
  findRow,
  lookupNameSelects,
  lookupNames,
  type NameColumn,
  namesFromRow,
  type RecordValues,
  recordsDb,
  rowToValues,
  toRecordValues,
} from './record-store.js';
export { recordsModule } from './routes.js';
export { retotalRecordsOfLines } from './save/price-lines.js';
export { onRecordsSaved, type SavedRecords, type SaveListener } from './save/save-listeners.js';
export { saveRecordsPayload } from './save/save-payload.js';
export type { SaveResult } from './save/save-types.js';
