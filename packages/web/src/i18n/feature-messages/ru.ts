import accessAdminRu from '../../features/access-admin/messages/ru.js';
import aiAgentsRu from '../../features/ai-agents/messages/ru.js';
import approvalsRu from '../../features/approvals/messages/ru.js';
import automationRu from '../../features/automation/messages/ru.js';
import bookingRu from '../../features/booking/messages/ru.js';
import calendarRu from '../../features/calendar/messages/ru.js';
import chatRu from '../../features/chat/messages/ru.js';
import dashboardsRu from '../../features/dashboards/messages/ru.js';
import dispatchRu from '../../features/dispatch/messages/ru.js';
import inviteesRu from '../../features/event-invitees/messages/ru.js';
import fileCentreRu from '../../features/file-centre/messages/ru.js';
import globalSearchRu from '../../features/global-search/messages/ru.js';
import importWizardRu from '../../features/import-wizard/messages/ru.js';
import leadConversionRu from '../../features/lead-conversion/messages/ru.js';
import listScreensRu from '../../features/list-screens/messages/ru.js';
import listViewRu from '../../features/list-view/messages/ru.js';
import mailRu from '../../features/mail/messages/ru.js';
import marketingFormsRu from '../../features/marketing-forms/messages/ru.js';
import printingRu from '../../features/printing/messages/ru.js';
import productLinesRu from '../../features/product-lines/messages/ru.js';
import projectsRu from '../../features/projects/messages/ru.js';
import recordCleanupRu from '../../features/record-cleanup/messages/ru.js';
import recordDetailRu from '../../features/record-detail/messages/ru.js';
import recordExtrasRu from '../../features/record-extras/messages/ru.js';
import specialObjectsRu from '../../features/record-form/messages/ru.js';
import reportsRu from '../../features/reports/messages/ru.js';
import setupRu from '../../features/setup/messages/ru.js';
import shiftPlanRu from '../../features/shift-plan/messages/ru.js';
import smsRu from '../../features/sms/messages/ru.js';
import tagsRu from '../../features/tags/messages/ru.js';
import timesheetsRu from '../../features/timesheets/messages/ru.js';
import type { FeatureCatalogue } from './en.js';

/** Russian messages of the feature screens, loaded with the first signed-in page. */
const ru: FeatureCatalogue = {
  ...bookingRu,
  ...marketingFormsRu,
  ...automationRu,
  ...accessAdminRu,
  ...listScreensRu,
  ...listViewRu,
  ...recordCleanupRu,
  ...recordDetailRu,
  ...recordExtrasRu,
  ...globalSearchRu,
  ...tagsRu,
  ...setupRu,
  ...reportsRu,
  ...importWizardRu,
  ...productLinesRu,
  ...specialObjectsRu,
  ...printingRu,
  ...approvalsRu,
  ...leadConversionRu,
  ...chatRu,
  ...shiftPlanRu,
  ...calendarRu,
  ...dashboardsRu,
  ...aiAgentsRu,
  ...projectsRu,
  ...mailRu,
  ...smsRu,
  ...fileCentreRu,
  ...timesheetsRu,
  ...dispatchRu,
  ...inviteesRu,
};

export default ru;
