/** Reports (issue 19): saved report definitions over any object, run through the record engine's access filter. */
export { reportsDemoSeeder } from './demo-seed.js';
export { reportFields } from './report-catalogue.js';
export { runReportDefinition, runSavedReport } from './report-runner.js';
export { listReports, readReport, readReportFor } from './report-store.js';
export { reportsModule } from './routes.js';
