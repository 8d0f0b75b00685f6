import accessAdminPt from '../../features/access-admin/messages/pt.js';
import aiAgentsPt from '../../features/ai-agents/messages/pt.js';
import approvalsPt from '../../features/approvals/messages/pt.js';
import automationPt from '../../features/automation/messages/pt.js';
import bookingPt from '../../features/booking/messages/pt.js';
import calendarPt from '../../features/calendar/messages/pt.js';
import chatPt from '../../features/chat/messages/pt.js';
import dashboardsPt from '../../features/dashboards/messages/pt.js';
import dispatchPt from '../../features/dispatch/messages/pt.js';
import inviteesPt from '../../features/event-invitees/messages/pt.js';
import fileCentrePt from '../../features/file-centre/messages/pt.js';
import globalSearchPt from '../../features/global-search/messages/pt.js';
import importWizardPt from '../../features/import-wizard/messages/pt.js';
import leadConversionPt from '../../features/lead-conversion/messages/pt.js';
import listScreensPt from '../../features/list-screens/messages/pt.js';
import listViewPt from '../../features/list-view/messages/pt.js';
import mailPt from '../../features/mail/messages/pt.js';
import marketingFormsPt from '../../features/marketing-forms/messages/pt.js';
import printingPt from '../../features/printing/messages/pt.js';
import productLinesPt from '../../features/product-lines/messages/pt.js';
import projectsPt from '../../features/projects/messages/pt.js';
import recordCleanupPt from '../../features/record-cleanup/messages/pt.js';
import recordDetailPt from '../../features/record-detail/messages/pt.js';
import recordExtrasPt from '../../features/record-extras/messages/pt.js';
import specialObjectsPt from '../../features/record-form/messages/pt.js';
import reportsPt from '../../features/reports/messages/pt.js';
import setupPt from '../../features/setup/messages/pt.js';
import shiftPlanPt from '../../features/shift-plan/messages/pt.js';
import smsPt from '../../features/sms/messages/pt.js';
import tagsPt from '../../features/tags/messages/pt.js';
import timesheetsPt from '../../features/timesheets/messages/pt.js';
import type { FeatureCatalogue } from './en.js';

/** Portuguese messages of the feature screens, loaded with the first signed-in page. */
const pt: FeatureCatalogue = {
  ...bookingPt,
  ...marketingFormsPt,
  ...automationPt,
  ...accessAdminPt,
  ...listScreensPt,
  ...listViewPt,
  ...recordCleanupPt,
  ...recordDetailPt,
  ...recordExtrasPt,
  ...globalSearchPt,
  ...tagsPt,
  ...setupPt,
  ...reportsPt,
  ...importWizardPt,
  ...productLinesPt,
  ...specialObjectsPt,
  ...printingPt,
  ...approvalsPt,
  ...leadConversionPt,
  ...chatPt,
  ...shiftPlanPt,
  ...calendarPt,
  ...dashboardsPt,
  ...aiAgentsPt,
  ...projectsPt,
  ...mailPt,
  ...smsPt,
  ...fileCentrePt,
  ...timesheetsPt,
  ...dispatchPt,
  ...inviteesPt,
};

export default pt;
