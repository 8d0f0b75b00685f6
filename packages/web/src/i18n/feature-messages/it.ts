import accessAdminIt from '../../features/access-admin/messages/it.js';
import aiAgentsIt from '../../features/ai-agents/messages/it.js';
import approvalsIt from '../../features/approvals/messages/it.js';
import automationIt from '../../features/automation/messages/it.js';
import bookingIt from '../../features/booking/messages/it.js';
import calendarIt from '../../features/calendar/messages/it.js';
import chatIt from '../../features/chat/messages/it.js';
import dashboardsIt from '../../features/dashboards/messages/it.js';
import dispatchIt from '../../features/dispatch/messages/it.js';
import inviteesIt from '../../features/event-invitees/messages/it.js';
import fileCentreIt from '../../features/file-centre/messages/it.js';
import globalSearchIt from '../../features/global-search/messages/it.js';
import importWizardIt from '../../features/import-wizard/messages/it.js';
import leadConversionIt from '../../features/lead-conversion/messages/it.js';
import listScreensIt from '../../features/list-screens/messages/it.js';
import listViewIt from '../../features/list-view/messages/it.js';
import mailIt from '../../features/mail/messages/it.js';
import marketingFormsIt from '../../features/marketing-forms/messages/it.js';
import printingIt from '../../features/printing/messages/it.js';
import productLinesIt from '../../features/product-lines/messages/it.js';
import projectsIt from '../../features/projects/messages/it.js';
import recordCleanupIt from '../../features/record-cleanup/messages/it.js';
import recordDetailIt from '../../features/record-detail/messages/it.js';
import recordExtrasIt from '../../features/record-extras/messages/it.js';
import specialObjectsIt from '../../features/record-form/messages/it.js';
import reportsIt from '../../features/reports/messages/it.js';
import setupIt from '../../features/setup/messages/it.js';
import shiftPlanIt from '../../features/shift-plan/messages/it.js';
import smsIt from '../../features/sms/messages/it.js';
import tagsIt from '../../features/tags/messages/it.js';
import timesheetsIt from '../../features/timesheets/messages/it.js';
import type { FeatureCatalogue } from './en.js';

/** Italian messages of the feature screens, loaded with the first signed-in page. */
const it: FeatureCatalogue = {
  ...bookingIt,
  ...marketingFormsIt,
  ...automationIt,
  ...accessAdminIt,
  ...listScreensIt,
  ...listViewIt,
  ...recordCleanupIt,
  ...recordDetailIt,
  ...recordExtrasIt,
  ...globalSearchIt,
  ...tagsIt,
  ...setupIt,
  ...reportsIt,
  ...importWizardIt,
  ...productLinesIt,
  ...specialObjectsIt,
  ...printingIt,
  ...approvalsIt,
  ...leadConversionIt,
  ...chatIt,
  ...shiftPlanIt,
  ...calendarIt,
  ...dashboardsIt,
  ...aiAgentsIt,
  ...projectsIt,
  ...mailIt,
  ...smsIt,
  ...fileCentreIt,
  ...timesheetsIt,
  ...dispatchIt,
  ...inviteesIt,
};

export default it;
