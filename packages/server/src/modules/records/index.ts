/** The record engine's public face. */

export { demoRecordsSeeder } from './demo-records-seeder.js';
export {
  canAccessRecord,
  fieldAccess,
  lookupTargetRights,
  recordAccessFilter,
  recordPermissions,
} from './record-access.js';
export { findRow, type RecordValues, recordsDb, toRecordValues } from './record-store.js';
export { recordsModule } from './routes.js';
