import { accessModule } from './access/index.js';
import { aiAgentsModule } from './ai-agents/index.js';
import { approvalsModule } from './approvals/index.js';
import { authModule } from './auth/index.js';
import { automationModule } from './automation/index.js';
import { bookingModule } from './booking/index.js';
import { calendarModule } from './calendar/index.js';
import { chatModule } from './chat/index.js';
import { clientPoolsModule } from './client-pools/index.js';
import { dashboardsModule } from './dashboards/index.js';
import { dispatchModule } from './dispatch/index.js';
import { exportsModule } from './exports/index.js';
import { filesModule } from './files/index.js';
import { healthModule } from './health/routes.js';
import { importsModule } from './imports/index.js';
import { invoicingModule } from './invoicing/index.js';
import { jobsModule } from './jobs/index.js';
import { listViewsModule } from './list-views/index.js';
import { lookupsModule } from './lookups/index.js';
import { mailModule } from './mail/index.js';
import { majorEventsModule } from './major-events/index.js';
import { marketingFormsModule } from './marketing-forms/index.js';
import { metadataModule } from './metadata/index.js';
import type { ApiModule } from './module.js';
import { printingModule } from './printing/index.js';
import { privacyModule } from './privacy/index.js';
import { productLinesModule } from './product-lines/index.js';
import { projectsModule } from './projects/index.js';
import { recordCleanupModule } from './record-cleanup/index.js';
import { recordExtrasModule } from './record-extras/index.js';
import { recordsModule } from './records/index.js';
import { reportsModule } from './reports/index.js';
import { resourceCalendarModule } from './resource-calendar/index.js';
import { searchModule } from './search/index.js';
import { setupAuditModule } from './setup-audit/index.js';
import { shellModule } from './shell/index.js';
import { shiftPlanModule } from './shift-plan/index.js';
import { smsModule } from './sms/index.js';
import { timesheetsModule } from './timesheets/index.js';

/** Every feature module, in the order their routes and hooks register. */
export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  authModule,
  accessModule,
  jobsModule,
  metadataModule,
  shellModule,
  recordsModule,
  recordCleanupModule,
  invoicingModule,
  lookupsModule,
  filesModule,
  listViewsModule,
  productLinesModule,
  clientPoolsModule,
  recordExtrasModule,
  searchModule,
  printingModule,
  chatModule,
  approvalsModule,
  shiftPlanModule,
  reportsModule,
  dashboardsModule,
  importsModule,
  exportsModule,
  setupAuditModule,
  privacyModule,
  majorEventsModule,
  automationModule,
  calendarModule,
  projectsModule,
  mailModule,
  aiAgentsModule,
  timesheetsModule,
  resourceCalendarModule,
  dispatchModule,
  smsModule,
  bookingModule,
  marketingFormsModule,
];
