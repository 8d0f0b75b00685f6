import accessAdminEn from '../../features/access-admin/messages/en.js';
import aiAgentsEn from '../../features/ai-agents/messages/en.js';
import approvalsEn from '../../features/approvals/messages/en.js';
import automationEn from '../../features/automation/messages/en.js';
import bookingEn from '../../features/booking/messages/en.js';
import calendarEn from '../../features/calendar/messages/en.js';
import chatEn from '../../features/chat/messages/en.js';
import dashboardsEn from '../../features/dashboards/messages/en.js';
import dispatchEn from '../../features/dispatch/messages/en.js';
import inviteesEn from '../../features/event-invitees/messages/en.js';
import fileCentreEn from '../../features/file-centre/messages/en.js';
import globalSearchEn from '../../features/global-search/messages/en.js';
import importWizardEn from '../../features/import-wizard/messages/en.js';
import leadConversionEn from '../../features/lead-conversion/messages/en.js';
import listScreensEn from '../../features/list-screens/messages/en.js';
import listViewEn from '../../features/list-view/messages/en.js';
import mailEn from '../../features/mail/messages/en.js';
import marketingFormsEn from '../../features/marketing-forms/messages/en.js';
import printingEn from '../../features/printing/messages/en.js';
import productLinesEn from '../../features/product-lines/messages/en.js';
import projectsEn from '../../features/projects/messages/en.js';
import recordCleanupEn from '../../features/record-cleanup/messages/en.js';
import recordDetailEn from '../../features/record-detail/messages/en.js';
import recordExtrasEn from '../../features/record-extras/messages/en.js';
import specialObjectsEn from '../../features/record-form/messages/en.js';
import reportsEn from '../../features/reports/messages/en.js';
import setupEn from '../../features/setup/messages/en.js';
import shiftPlanEn from '../../features/shift-plan/messages/en.js';
import smsEn from '../../features/sms/messages/en.js';
import tagsEn from '../../features/tags/messages/en.js';
import timesheetsEn from '../../features/timesheets/messages/en.js';

/**
 * English messages of the feature screens. They load with the first signed-in page (RootFrame's data
 * layer), not on the login page: the shell catalogue in locales/ is what the sign-in flow needs.
 */
const en = {
  ...bookingEn,
  ...marketingFormsEn,
  ...accessAdminEn,
  ...automationEn,
  ...listScreensEn,
  ...listViewEn,
  ...recordCleanupEn,
  ...recordDetailEn,
  ...recordExtrasEn,
  ...globalSearchEn,
  ...tagsEn,
  ...setupEn,
  ...reportsEn,
  ...importWizardEn,
  ...productLinesEn,
  ...specialObjectsEn,
  ...printingEn,
  ...approvalsEn,
  ...leadConversionEn,
  ...chatEn,
  ...shiftPlanEn,
  ...calendarEn,
  ...dashboardsEn,
  ...aiAgentsEn,
  ...projectsEn,
  ...mailEn,
  ...smsEn,
  ...fileCentreEn,
  ...timesheetsEn,
  ...dispatchEn,
  ...inviteesEn,
} as const;

export type FeatureKeyName = keyof typeof en;
export type FeatureCatalogue = Record<FeatureKeyName, string>;

export default en satisfies FeatureCatalogue;
