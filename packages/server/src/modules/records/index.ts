/** The record engine's public face. */
export { canAccessRecord, recordAccessFilter, recordPermissions } from './record-access.js';
export { demoRecordsSeeder } from './demo-records-seeder.js';
export { findRow, type RecordValues, recordsDb, toRecordValues } from './record-store.js';
export { recordsModule } from './routes.js';
