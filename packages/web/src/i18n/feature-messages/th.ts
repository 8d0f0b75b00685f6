import accessAdminTh from '../../features/access-admin/messages/th.js';
import aiAgentsTh from '../../features/ai-agents/messages/th.js';
import approvalsTh from '../../features/approvals/messages/th.js';
import automationTh from '../../features/automation/messages/th.js';
import bookingTh from '../../features/booking/messages/th.js';
import calendarTh from '../../features/calendar/messages/th.js';
import chatTh from '../../features/chat/messages/th.js';
import dashboardsTh from '../../features/dashboards/messages/th.js';
import dispatchTh from '../../features/dispatch/messages/th.js';
import inviteesTh from '../../features/event-invitees/messages/th.js';
import fileCentreTh from '../../features/file-centre/messages/th.js';
import globalSearchTh from '../../features/global-search/messages/th.js';
import importWizardTh from '../../features/import-wizard/messages/th.js';
import leadConversionTh from '../../features/lead-conversion/messages/th.js';
import listScreensTh from '../../features/list-screens/messages/th.js';
import listViewTh from '../../features/list-view/messages/th.js';
import mailTh from '../../features/mail/messages/th.js';
import marketingFormsTh from '../../features/marketing-forms/messages/th.js';
import printingTh from '../../features/printing/messages/th.js';
import productLinesTh from '../../features/product-lines/messages/th.js';
import projectsTh from '../../features/projects/messages/th.js';
import recordCleanupTh from '../../features/record-cleanup/messages/th.js';
import recordDetailTh from '../../features/record-detail/messages/th.js';
import recordExtrasTh from '../../features/record-extras/messages/th.js';
import specialObjectsTh from '../../features/record-form/messages/th.js';
import reportsTh from '../../features/reports/messages/th.js';
import setupTh from '../../features/setup/messages/th.js';
import shiftPlanTh from '../../features/shift-plan/messages/th.js';
import smsTh from '../../features/sms/messages/th.js';
import tagsTh from '../../features/tags/messages/th.js';
import timesheetsTh from '../../features/timesheets/messages/th.js';
import type { FeatureCatalogue } from './en.js';

/** Thai messages of the feature screens, loaded with the first signed-in page. */
const th: FeatureCatalogue = {
  ...bookingTh,
  ...marketingFormsTh,
  ...automationTh,
  ...accessAdminTh,
  ...listScreensTh,
  ...listViewTh,
  ...recordCleanupTh,
  ...recordDetailTh,
  ...recordExtrasTh,
  ...globalSearchTh,
  ...tagsTh,
  ...setupTh,
  ...reportsTh,
  ...importWizardTh,
  ...productLinesTh,
  ...specialObjectsTh,
  ...printingTh,
  ...approvalsTh,
  ...leadConversionTh,
  ...chatTh,
  ...shiftPlanTh,
  ...calendarTh,
  ...dashboardsTh,
  ...aiAgentsTh,
  ...projectsTh,
  ...mailTh,
  ...smsTh,
  ...fileCentreTh,
  ...timesheetsTh,
  ...dispatchTh,
  ...inviteesTh,
};

export default th;
