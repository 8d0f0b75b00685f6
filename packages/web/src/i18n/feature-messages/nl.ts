import accessAdminNl from '../../features/access-admin/messages/nl.js';
import aiAgentsNl from '../../features/ai-agents/messages/nl.js';
import approvalsNl from '../../features/approvals/messages/nl.js';
import automationNl from '../../features/automation/messages/nl.js';
import bookingNl from '../../features/booking/messages/nl.js';
import calendarNl from '../../features/calendar/messages/nl.js';
import chatNl from '../../features/chat/messages/nl.js';
import dashboardsNl from '../../features/dashboards/messages/nl.js';
import dispatchNl from '../../features/dispatch/messages/nl.js';
import inviteesNl from '../../features/event-invitees/messages/nl.js';
import fileCentreNl from '../../features/file-centre/messages/nl.js';
import globalSearchNl from '../../features/global-search/messages/nl.js';
import importWizardNl from '../../features/import-wizard/messages/nl.js';
import leadConversionNl from '../../features/lead-conversion/messages/nl.js';
import listScreensNl from '../../features/list-screens/messages/nl.js';
import listViewNl from '../../features/list-view/messages/nl.js';
import mailNl from '../../features/mail/messages/nl.js';
import marketingFormsNl from '../../features/marketing-forms/messages/nl.js';
import printingNl from '../../features/printing/messages/nl.js';
import productLinesNl from '../../features/product-lines/messages/nl.js';
import projectsNl from '../../features/projects/messages/nl.js';
import recordCleanupNl from '../../features/record-cleanup/messages/nl.js';
import recordDetailNl from '../../features/record-detail/messages/nl.js';
import recordExtrasNl from '../../features/record-extras/messages/nl.js';
import specialObjectsNl from '../../features/record-form/messages/nl.js';
import reportsNl from '../../features/reports/messages/nl.js';
import setupNl from '../../features/setup/messages/nl.js';
import shiftPlanNl from '../../features/shift-plan/messages/nl.js';
import smsNl from '../../features/sms/messages/nl.js';
import tagsNl from '../../features/tags/messages/nl.js';
import timesheetsNl from '../../features/timesheets/messages/nl.js';
import type { FeatureCatalogue } from './en.js';

/** Dutch messages of the feature screens, loaded with the first signed-in page. */
const nl: FeatureCatalogue = {
  ...bookingNl,
  ...marketingFormsNl,
  ...automationNl,
  ...accessAdminNl,
  ...listScreensNl,
  ...listViewNl,
  ...recordCleanupNl,
  ...recordDetailNl,
  ...recordExtrasNl,
  ...globalSearchNl,
  ...tagsNl,
  ...setupNl,
  ...reportsNl,
  ...importWizardNl,
  ...productLinesNl,
  ...specialObjectsNl,
  ...printingNl,
  ...approvalsNl,
  ...leadConversionNl,
  ...chatNl,
  ...shiftPlanNl,
  ...calendarNl,
  ...dashboardsNl,
  ...aiAgentsNl,
  ...projectsNl,
  ...mailNl,
  ...smsNl,
  ...fileCentreNl,
  ...timesheetsNl,
  ...dispatchNl,
  ...inviteesNl,
};

export default nl;
