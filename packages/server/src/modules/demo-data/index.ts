/** The demo org's records and the bulk record generator (seed CLI, benchmarks); built on the record engine. */

export { type DemoOwner, demoRecordWriter } from './demo-record-writer.js';
export { demoRecordsSeeder } from './demo-records-seeder.js';
export { generateRecords } from './generate-demo-records.js';
