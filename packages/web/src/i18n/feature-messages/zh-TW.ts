import accessAdminZhTW from '../../features/access-admin/messages/zh-TW.js';
import aiAgentsZhTW from '../../features/ai-agents/messages/zh-TW.js';
import approvalsZhTW from '../../features/approvals/messages/zh-TW.js';
import automationZhTW from '../../features/automation/messages/zh-TW.js';
import bookingZhTW from '../../features/booking/messages/zh-TW.js';
import calendarZhTW from '../../features/calendar/messages/zh-TW.js';
import chatZhTW from '../../features/chat/messages/zh-TW.js';
import dashboardsZhTW from '../../features/dashboards/messages/zh-TW.js';
import dispatchZhTW from '../../features/dispatch/messages/zh-TW.js';
import inviteesZhTW from '../../features/event-invitees/messages/zh-TW.js';
import fileCentreZhTW from '../../features/file-centre/messages/zh-TW.js';
import globalSearchZhTW from '../../features/global-search/messages/zh-TW.js';
import importWizardZhTW from '../../features/import-wizard/messages/zh-TW.js';
import leadConversionZhTW from '../../features/lead-conversion/messages/zh-TW.js';
import listScreensZhTW from '../../features/list-screens/messages/zh-TW.js';
import listViewZhTW from '../../features/list-view/messages/zh-TW.js';
import mailZhTW from '../../features/mail/messages/zh-TW.js';
import marketingFormsZhTW from '../../features/marketing-forms/messages/zh-TW.js';
import printingZhTW from '../../features/printing/messages/zh-TW.js';
import productLinesZhTW from '../../features/product-lines/messages/zh-TW.js';
import projectsZhTW from '../../features/projects/messages/zh-TW.js';
import recordCleanupZhTW from '../../features/record-cleanup/messages/zh-TW.js';
import recordDetailZhTW from '../../features/record-detail/messages/zh-TW.js';
import recordExtrasZhTW from '../../features/record-extras/messages/zh-TW.js';
import specialObjectsZhTW from '../../features/record-form/messages/zh-TW.js';
import reportsZhTW from '../../features/reports/messages/zh-TW.js';
import setupZhTW from '../../features/setup/messages/zh-TW.js';
import shiftPlanZhTW from '../../features/shift-plan/messages/zh-TW.js';
import smsZhTW from '../../features/sms/messages/zh-TW.js';
import tagsZhTW from '../../features/tags/messages/zh-TW.js';
import timesheetsZhTW from '../../features/timesheets/messages/zh-TW.js';
import type { FeatureCatalogue } from './en.js';

/** Traditional Chinese messages of the feature screens, loaded with the first signed-in page. */
const zhTW: FeatureCatalogue = {
  ...bookingZhTW,
  ...marketingFormsZhTW,
  ...automationZhTW,
  ...accessAdminZhTW,
  ...listScreensZhTW,
  ...listViewZhTW,
  ...recordCleanupZhTW,
  ...recordDetailZhTW,
  ...recordExtrasZhTW,
  ...globalSearchZhTW,
  ...tagsZhTW,
  ...setupZhTW,
  ...reportsZhTW,
  ...importWizardZhTW,
  ...productLinesZhTW,
  ...specialObjectsZhTW,
  ...printingZhTW,
  ...approvalsZhTW,
  ...leadConversionZhTW,
  ...chatZhTW,
  ...shiftPlanZhTW,
  ...calendarZhTW,
  ...dashboardsZhTW,
  ...aiAgentsZhTW,
  ...projectsZhTW,
  ...mailZhTW,
  ...smsZhTW,
  ...fileCentreZhTW,
  ...timesheetsZhTW,
  ...dispatchZhTW,
  ...inviteesZhTW,
};

export default zhTW;
