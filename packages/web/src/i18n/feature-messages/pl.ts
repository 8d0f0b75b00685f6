import accessAdminPl from '../../features/access-admin/messages/pl.js';
import aiAgentsPl from '../../features/ai-agents/messages/pl.js';
import approvalsPl from '../../features/approvals/messages/pl.js';
import automationPl from '../../features/automation/messages/pl.js';
import bookingPl from '../../features/booking/messages/pl.js';
import calendarPl from '../../features/calendar/messages/pl.js';
import chatPl from '../../features/chat/messages/pl.js';
import dashboardsPl from '../../features/dashboards/messages/pl.js';
import dispatchPl from '../../features/dispatch/messages/pl.js';
import inviteesPl from '../../features/event-invitees/messages/pl.js';
import fileCentrePl from '../../features/file-centre/messages/pl.js';
import globalSearchPl from '../../features/global-search/messages/pl.js';
import importWizardPl from '../../features/import-wizard/messages/pl.js';
import leadConversionPl from '../../features/lead-conversion/messages/pl.js';
import listScreensPl from '../../features/list-screens/messages/pl.js';
import listViewPl from '../../features/list-view/messages/pl.js';
import mailPl from '../../features/mail/messages/pl.js';
import marketingFormsPl from '../../features/marketing-forms/messages/pl.js';
import printingPl from '../../features/printing/messages/pl.js';
import productLinesPl from '../../features/product-lines/messages/pl.js';
import projectsPl from '../../features/projects/messages/pl.js';
import recordCleanupPl from '../../features/record-cleanup/messages/pl.js';
import recordDetailPl from '../../features/record-detail/messages/pl.js';
import recordExtrasPl from '../../features/record-extras/messages/pl.js';
import specialObjectsPl from '../../features/record-form/messages/pl.js';
import reportsPl from '../../features/reports/messages/pl.js';
import setupPl from '../../features/setup/messages/pl.js';
import shiftPlanPl from '../../features/shift-plan/messages/pl.js';
import smsPl from '../../features/sms/messages/pl.js';
import tagsPl from '../../features/tags/messages/pl.js';
import timesheetsPl from '../../features/timesheets/messages/pl.js';
import type { FeatureCatalogue } from './en.js';

/** Polish messages of the feature screens, loaded with the first signed-in page. */
const pl: FeatureCatalogue = {
  ...bookingPl,
  ...marketingFormsPl,
  ...automationPl,
  ...accessAdminPl,
  ...listScreensPl,
  ...listViewPl,
  ...recordCleanupPl,
  ...recordDetailPl,
  ...recordExtrasPl,
  ...globalSearchPl,
  ...tagsPl,
  ...setupPl,
  ...reportsPl,
  ...importWizardPl,
  ...productLinesPl,
  ...specialObjectsPl,
  ...printingPl,
  ...approvalsPl,
  ...leadConversionPl,
  ...chatPl,
  ...shiftPlanPl,
  ...calendarPl,
  ...dashboardsPl,
  ...aiAgentsPl,
  ...projectsPl,
  ...mailPl,
  ...smsPl,
  ...fileCentrePl,
  ...timesheetsPl,
  ...dispatchPl,
  ...inviteesPl,
};

export default pl;
