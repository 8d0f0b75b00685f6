import accessAdminDe from '../../features/access-admin/messages/de.js';
import aiAgentsDe from '../../features/ai-agents/messages/de.js';
import approvalsDe from '../../features/approvals/messages/de.js';
import automationDe from '../../features/automation/messages/de.js';
import bookingDe from '../../features/booking/messages/de.js';
import calendarDe from '../../features/calendar/messages/de.js';
import chatDe from '../../features/chat/messages/de.js';
import dashboardsDe from '../../features/dashboards/messages/de.js';
import dispatchDe from '../../features/dispatch/messages/de.js';
import inviteesDe from '../../features/event-invitees/messages/de.js';
import fileCentreDe from '../../features/file-centre/messages/de.js';
import globalSearchDe from '../../features/global-search/messages/de.js';
import importWizardDe from '../../features/import-wizard/messages/de.js';
import leadConversionDe from '../../features/lead-conversion/messages/de.js';
import listScreensDe from '../../features/list-screens/messages/de.js';
import listViewDe from '../../features/list-view/messages/de.js';
import mailDe from '../../features/mail/messages/de.js';
import marketingFormsDe from '../../features/marketing-forms/messages/de.js';
import printingDe from '../../features/printing/messages/de.js';
import productLinesDe from '../../features/product-lines/messages/de.js';
import projectsDe from '../../features/projects/messages/de.js';
import recordCleanupDe from '../../features/record-cleanup/messages/de.js';
import recordDetailDe from '../../features/record-detail/messages/de.js';
import recordExtrasDe from '../../features/record-extras/messages/de.js';
import specialObjectsDe from '../../features/record-form/messages/de.js';
import reportsDe from '../../features/reports/messages/de.js';
import setupDe from '../../features/setup/messages/de.js';
import shiftPlanDe from '../../features/shift-plan/messages/de.js';
import smsDe from '../../features/sms/messages/de.js';
import tagsDe from '../../features/tags/messages/de.js';
import timesheetsDe from '../../features/timesheets/messages/de.js';
import type { FeatureCatalogue } from './en.js';

/** German messages of the feature screens, loaded with the first signed-in page. */
const de: FeatureCatalogue = {
  ...bookingDe,
  ...marketingFormsDe,
  ...automationDe,
  ...accessAdminDe,
  ...listScreensDe,
  ...listViewDe,
  ...recordCleanupDe,
  ...recordDetailDe,
  ...recordExtrasDe,
  ...globalSearchDe,
  ...tagsDe,
  ...setupDe,
  ...reportsDe,
  ...importWizardDe,
  ...productLinesDe,
  ...specialObjectsDe,
  ...printingDe,
  ...approvalsDe,
  ...leadConversionDe,
  ...chatDe,
  ...shiftPlanDe,
  ...calendarDe,
  ...dashboardsDe,
  ...aiAgentsDe,
  ...projectsDe,
  ...mailDe,
  ...smsDe,
  ...fileCentreDe,
  ...timesheetsDe,
  ...dispatchDe,
  ...inviteesDe,
};

export default de;
