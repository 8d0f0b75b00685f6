/** Reports (issue 19): saved report definitions over any object, run through the record engine's access filter. */
export { reportsDemoSeeder } from './demo-seed.js';
export { reportFields } from './report-catalogue.js';
export { figureColumns } from './report-export.js';
export { checkedShares, describeShares } from './report-folders.js';
export { runReportDefinition, runSavedReport } from './report-runner.js';
export { listReports, readReport, readReportFor } from './report-store.js';
export { reportsModule } from './routes.js';
export {
  deleteSubscription,
  deliverSubscription,
  listSubscriptions,
  type SubscriptionInput,
  type SubscriptionSubject,
  type SubscriptionView,
  saveSubscription,
  sendNow,
  subscriptionJob,
} from './subscription-engine.js';
