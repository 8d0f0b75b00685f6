import accessAdminKo from '../../features/access-admin/messages/ko.js';
import aiAgentsKo from '../../features/ai-agents/messages/ko.js';
import approvalsKo from '../../features/approvals/messages/ko.js';
import automationKo from '../../features/automation/messages/ko.js';
import bookingKo from '../../features/booking/messages/ko.js';
import calendarKo from '../../features/calendar/messages/ko.js';
import chatKo from '../../features/chat/messages/ko.js';
import dashboardsKo from '../../features/dashboards/messages/ko.js';
import dispatchKo from '../../features/dispatch/messages/ko.js';
import inviteesKo from '../../features/event-invitees/messages/ko.js';
import fileCentreKo from '../../features/file-centre/messages/ko.js';
import globalSearchKo from '../../features/global-search/messages/ko.js';
import importWizardKo from '../../features/import-wizard/messages/ko.js';
import leadConversionKo from '../../features/lead-conversion/messages/ko.js';
import listScreensKo from '../../features/list-screens/messages/ko.js';
import listViewKo from '../../features/list-view/messages/ko.js';
import mailKo from '../../features/mail/messages/ko.js';
import marketingFormsKo from '../../features/marketing-forms/messages/ko.js';
import printingKo from '../../features/printing/messages/ko.js';
import productLinesKo from '../../features/product-lines/messages/ko.js';
import projectsKo from '../../features/projects/messages/ko.js';
import recordCleanupKo from '../../features/record-cleanup/messages/ko.js';
import recordDetailKo from '../../features/record-detail/messages/ko.js';
import recordExtrasKo from '../../features/record-extras/messages/ko.js';
import specialObjectsKo from '../../features/record-form/messages/ko.js';
import reportsKo from '../../features/reports/messages/ko.js';
import setupKo from '../../features/setup/messages/ko.js';
import shiftPlanKo from '../../features/shift-plan/messages/ko.js';
import smsKo from '../../features/sms/messages/ko.js';
import tagsKo from '../../features/tags/messages/ko.js';
import timesheetsKo from '../../features/timesheets/messages/ko.js';
import type { FeatureCatalogue } from './en.js';

/** Korean messages of the feature screens, loaded with the first signed-in page. */
const ko: FeatureCatalogue = {
  ...bookingKo,
  ...marketingFormsKo,
  ...automationKo,
  ...accessAdminKo,
  ...listScreensKo,
  ...listViewKo,
  ...recordCleanupKo,
  ...recordDetailKo,
  ...recordExtrasKo,
  ...globalSearchKo,
  ...tagsKo,
  ...setupKo,
  ...reportsKo,
  ...importWizardKo,
  ...productLinesKo,
  ...specialObjectsKo,
  ...printingKo,
  ...approvalsKo,
  ...leadConversionKo,
  ...chatKo,
  ...shiftPlanKo,
  ...calendarKo,
  ...dashboardsKo,
  ...aiAgentsKo,
  ...projectsKo,
  ...mailKo,
  ...smsKo,
  ...fileCentreKo,
  ...timesheetsKo,
  ...dispatchKo,
  ...inviteesKo,
};

export default ko;
