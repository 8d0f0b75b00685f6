/** Timesheets (issue 22): a person's week of time entries per project task, submitted for approval. */
export { timesheetsDemoSeeder } from './demo-seed.js';
export { timesheetsModule } from './routes.js';
