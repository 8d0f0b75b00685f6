import accessAdminJa from '../../features/access-admin/messages/ja.js';
import aiAgentsJa from '../../features/ai-agents/messages/ja.js';
import approvalsJa from '../../features/approvals/messages/ja.js';
import automationJa from '../../features/automation/messages/ja.js';
import bookingJa from '../../features/booking/messages/ja.js';
import calendarJa from '../../features/calendar/messages/ja.js';
import chatJa from '../../features/chat/messages/ja.js';
import dashboardsJa from '../../features/dashboards/messages/ja.js';
import dispatchJa from '../../features/dispatch/messages/ja.js';
import inviteesJa from '../../features/event-invitees/messages/ja.js';
import fileCentreJa from '../../features/file-centre/messages/ja.js';
import globalSearchJa from '../../features/global-search/messages/ja.js';
import importWizardJa from '../../features/import-wizard/messages/ja.js';
import leadConversionJa from '../../features/lead-conversion/messages/ja.js';
import listScreensJa from '../../features/list-screens/messages/ja.js';
import listViewJa from '../../features/list-view/messages/ja.js';
import mailJa from '../../features/mail/messages/ja.js';
import marketingFormsJa from '../../features/marketing-forms/messages/ja.js';
import printingJa from '../../features/printing/messages/ja.js';
import productLinesJa from '../../features/product-lines/messages/ja.js';
import projectsJa from '../../features/projects/messages/ja.js';
import recordCleanupJa from '../../features/record-cleanup/messages/ja.js';
import recordDetailJa from '../../features/record-detail/messages/ja.js';
import recordExtrasJa from '../../features/record-extras/messages/ja.js';
import specialObjectsJa from '../../features/record-form/messages/ja.js';
import reportsJa from '../../features/reports/messages/ja.js';
import setupJa from '../../features/setup/messages/ja.js';
import shiftPlanJa from '../../features/shift-plan/messages/ja.js';
import smsJa from '../../features/sms/messages/ja.js';
import tagsJa from '../../features/tags/messages/ja.js';
import timesheetsJa from '../../features/timesheets/messages/ja.js';
import type { FeatureCatalogue } from './en.js';

/** Japanese messages of the feature screens, loaded with the first signed-in page. */
const ja: FeatureCatalogue = {
  ...bookingJa,
  ...marketingFormsJa,
  ...automationJa,
  ...accessAdminJa,
  ...listScreensJa,
  ...listViewJa,
  ...recordCleanupJa,
  ...recordDetailJa,
  ...recordExtrasJa,
  ...globalSearchJa,
  ...tagsJa,
  ...setupJa,
  ...reportsJa,
  ...importWizardJa,
  ...productLinesJa,
  ...specialObjectsJa,
  ...printingJa,
  ...approvalsJa,
  ...leadConversionJa,
  ...chatJa,
  ...shiftPlanJa,
  ...calendarJa,
  ...dashboardsJa,
  ...aiAgentsJa,
  ...projectsJa,
  ...mailJa,
  ...smsJa,
  ...fileCentreJa,
  ...timesheetsJa,
  ...dispatchJa,
  ...inviteesJa,
};

export default ja;
