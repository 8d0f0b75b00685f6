import accessAdminEs from '../../features/access-admin/messages/es.js';
import aiAgentsEs from '../../features/ai-agents/messages/es.js';
import approvalsEs from '../../features/approvals/messages/es.js';
import automationEs from '../../features/automation/messages/es.js';
import bookingEs from '../../features/booking/messages/es.js';
import calendarEs from '../../features/calendar/messages/es.js';
import chatEs from '../../features/chat/messages/es.js';
import dashboardsEs from '../../features/dashboards/messages/es.js';
import dispatchEs from '../../features/dispatch/messages/es.js';
import inviteesEs from '../../features/event-invitees/messages/es.js';
import fileCentreEs from '../../features/file-centre/messages/es.js';
import globalSearchEs from '../../features/global-search/messages/es.js';
import importWizardEs from '../../features/import-wizard/messages/es.js';
import leadConversionEs from '../../features/lead-conversion/messages/es.js';
import listScreensEs from '../../features/list-screens/messages/es.js';
import listViewEs from '../../features/list-view/messages/es.js';
import mailEs from '../../features/mail/messages/es.js';
import marketingFormsEs from '../../features/marketing-forms/messages/es.js';
import printingEs from '../../features/printing/messages/es.js';
import productLinesEs from '../../features/product-lines/messages/es.js';
import projectsEs from '../../features/projects/messages/es.js';
import recordCleanupEs from '../../features/record-cleanup/messages/es.js';
import recordDetailEs from '../../features/record-detail/messages/es.js';
import recordExtrasEs from '../../features/record-extras/messages/es.js';
import specialObjectsEs from '../../features/record-form/messages/es.js';
import reportsEs from '../../features/reports/messages/es.js';
import setupEs from '../../features/setup/messages/es.js';
import shiftPlanEs from '../../features/shift-plan/messages/es.js';
import smsEs from '../../features/sms/messages/es.js';
import tagsEs from '../../features/tags/messages/es.js';
import timesheetsEs from '../../features/timesheets/messages/es.js';
import type { FeatureCatalogue } from './en.js';

/** Spanish messages of the feature screens, loaded with the first signed-in page. */
const es: FeatureCatalogue = {
  ...bookingEs,
  ...marketingFormsEs,
  ...automationEs,
  ...accessAdminEs,
  ...listScreensEs,
  ...listViewEs,
  ...recordCleanupEs,
  ...recordDetailEs,
  ...recordExtrasEs,
  ...globalSearchEs,
  ...tagsEs,
  ...setupEs,
  ...reportsEs,
  ...importWizardEs,
  ...productLinesEs,
  ...specialObjectsEs,
  ...printingEs,
  ...approvalsEs,
  ...leadConversionEs,
  ...chatEs,
  ...shiftPlanEs,
  ...calendarEs,
  ...dashboardsEs,
  ...aiAgentsEs,
  ...projectsEs,
  ...mailEs,
  ...smsEs,
  ...fileCentreEs,
  ...timesheetsEs,
  ...dispatchEs,
  ...inviteesEs,
};

export default es;
