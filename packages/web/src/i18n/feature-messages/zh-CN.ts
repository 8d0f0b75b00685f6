import accessAdminZhCN from '../../features/access-admin/messages/zh-CN.js';
import aiAgentsZhCN from '../../features/ai-agents/messages/zh-CN.js';
import approvalsZhCN from '../../features/approvals/messages/zh-CN.js';
import automationZhCN from '../../features/automation/messages/zh-CN.js';
import bookingZhCN from '../../features/booking/messages/zh-CN.js';
import calendarZhCN from '../../features/calendar/messages/zh-CN.js';
import chatZhCN from '../../features/chat/messages/zh-CN.js';
import dashboardsZhCN from '../../features/dashboards/messages/zh-CN.js';
import dispatchZhCN from '../../features/dispatch/messages/zh-CN.js';
import inviteesZhCN from '../../features/event-invitees/messages/zh-CN.js';
import fileCentreZhCN from '../../features/file-centre/messages/zh-CN.js';
import globalSearchZhCN from '../../features/global-search/messages/zh-CN.js';
import importWizardZhCN from '../../features/import-wizard/messages/zh-CN.js';
import leadConversionZhCN from '../../features/lead-conversion/messages/zh-CN.js';
import listScreensZhCN from '../../features/list-screens/messages/zh-CN.js';
import listViewZhCN from '../../features/list-view/messages/zh-CN.js';
import mailZhCN from '../../features/mail/messages/zh-CN.js';
import marketingFormsZhCN from '../../features/marketing-forms/messages/zh-CN.js';
import printingZhCN from '../../features/printing/messages/zh-CN.js';
import productLinesZhCN from '../../features/product-lines/messages/zh-CN.js';
import projectsZhCN from '../../features/projects/messages/zh-CN.js';
import recordCleanupZhCN from '../../features/record-cleanup/messages/zh-CN.js';
import recordDetailZhCN from '../../features/record-detail/messages/zh-CN.js';
import recordExtrasZhCN from '../../features/record-extras/messages/zh-CN.js';
import specialObjectsZhCN from '../../features/record-form/messages/zh-CN.js';
import reportsZhCN from '../../features/reports/messages/zh-CN.js';
import setupZhCN from '../../features/setup/messages/zh-CN.js';
import shiftPlanZhCN from '../../features/shift-plan/messages/zh-CN.js';
import smsZhCN from '../../features/sms/messages/zh-CN.js';
import tagsZhCN from '../../features/tags/messages/zh-CN.js';
import timesheetsZhCN from '../../features/timesheets/messages/zh-CN.js';
import type { FeatureCatalogue } from './en.js';

/** Simplified Chinese messages of the feature screens, loaded with the first signed-in page. */
const zhCN: FeatureCatalogue = {
  ...bookingZhCN,
  ...marketingFormsZhCN,
  ...automationZhCN,
  ...accessAdminZhCN,
  ...listScreensZhCN,
  ...listViewZhCN,
  ...recordCleanupZhCN,
  ...recordDetailZhCN,
  ...recordExtrasZhCN,
  ...globalSearchZhCN,
  ...tagsZhCN,
  ...setupZhCN,
  ...reportsZhCN,
  ...importWizardZhCN,
  ...productLinesZhCN,
  ...specialObjectsZhCN,
  ...printingZhCN,
  ...approvalsZhCN,
  ...leadConversionZhCN,
  ...chatZhCN,
  ...shiftPlanZhCN,
  ...calendarZhCN,
  ...dashboardsZhCN,
  ...aiAgentsZhCN,
  ...projectsZhCN,
  ...mailZhCN,
  ...smsZhCN,
  ...fileCentreZhCN,
  ...timesheetsZhCN,
  ...dispatchZhCN,
  ...inviteesZhCN,
};

export default zhCN;
