import accessAdminFr from '../../features/access-admin/messages/fr.js';
import aiAgentsFr from '../../features/ai-agents/messages/fr.js';
import approvalsFr from '../../features/approvals/messages/fr.js';
import automationFr from '../../features/automation/messages/fr.js';
import bookingFr from '../../features/booking/messages/fr.js';
import calendarFr from '../../features/calendar/messages/fr.js';
import chatFr from '../../features/chat/messages/fr.js';
import dashboardsFr from '../../features/dashboards/messages/fr.js';
import dispatchFr from '../../features/dispatch/messages/fr.js';
import inviteesFr from '../../features/event-invitees/messages/fr.js';
import fileCentreFr from '../../features/file-centre/messages/fr.js';
import globalSearchFr from '../../features/global-search/messages/fr.js';
import importWizardFr from '../../features/import-wizard/messages/fr.js';
import leadConversionFr from '../../features/lead-conversion/messages/fr.js';
import listScreensFr from '../../features/list-screens/messages/fr.js';
import listViewFr from '../../features/list-view/messages/fr.js';
import mailFr from '../../features/mail/messages/fr.js';
import marketingFormsFr from '../../features/marketing-forms/messages/fr.js';
import printingFr from '../../features/printing/messages/fr.js';
import productLinesFr from '../../features/product-lines/messages/fr.js';
import projectsFr from '../../features/projects/messages/fr.js';
import recordCleanupFr from '../../features/record-cleanup/messages/fr.js';
import recordDetailFr from '../../features/record-detail/messages/fr.js';
import recordExtrasFr from '../../features/record-extras/messages/fr.js';
import specialObjectsFr from '../../features/record-form/messages/fr.js';
import reportsFr from '../../features/reports/messages/fr.js';
import setupFr from '../../features/setup/messages/fr.js';
import shiftPlanFr from '../../features/shift-plan/messages/fr.js';
import smsFr from '../../features/sms/messages/fr.js';
import tagsFr from '../../features/tags/messages/fr.js';
import timesheetsFr from '../../features/timesheets/messages/fr.js';
import type { FeatureCatalogue } from './en.js';

/** French messages of the feature screens, loaded with the first signed-in page. */
const fr: FeatureCatalogue = {
  ...bookingFr,
  ...marketingFormsFr,
  ...automationFr,
  ...accessAdminFr,
  ...listScreensFr,
  ...listViewFr,
  ...recordCleanupFr,
  ...recordDetailFr,
  ...recordExtrasFr,
  ...globalSearchFr,
  ...tagsFr,
  ...setupFr,
  ...reportsFr,
  ...importWizardFr,
  ...productLinesFr,
  ...specialObjectsFr,
  ...printingFr,
  ...approvalsFr,
  ...leadConversionFr,
  ...chatFr,
  ...shiftPlanFr,
  ...calendarFr,
  ...dashboardsFr,
  ...aiAgentsFr,
  ...projectsFr,
  ...mailFr,
  ...smsFr,
  ...fileCentreFr,
  ...timesheetsFr,
  ...dispatchFr,
  ...inviteesFr,
};

export default fr;
