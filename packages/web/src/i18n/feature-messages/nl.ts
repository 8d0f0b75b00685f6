import accessAdminNl from '../../features/access-admin/messages/nl.js';
import approvalsNl from '../../features/approvals/messages/nl.js';
import chatNl from '../../features/chat/messages/nl.js';
import globalSearchNl from '../../features/global-search/messages/nl.js';
import importWizardNl from '../../features/import-wizard/messages/nl.js';
import leadConversionNl from '../../features/lead-conversion/messages/nl.js';
import listScreensNl from '../../features/list-screens/messages/nl.js';
import listViewNl from '../../features/list-view/messages/nl.js';
import printingNl from '../../features/printing/messages/nl.js';
import productLinesNl from '../../features/product-lines/messages/nl.js';
import recordCleanupNl from '../../features/record-cleanup/messages/nl.js';
import recordDetailNl from '../../features/record-detail/messages/nl.js';
import recordExtrasNl from '../../features/record-extras/messages/nl.js';
import specialObjectsNl from '../../features/record-form/messages/nl.js';
import reportsNl from '../../features/reports/messages/nl.js';
import shiftPlanNl from '../../features/shift-plan/messages/nl.js';
import tagsNl from '../../features/tags/messages/nl.js';
import type { FeatureCatalogue } from './en.js';

/** Dutch messages of the feature screens, loaded with the first signed-in page. */
const nl: FeatureCatalogue = {
  ...accessAdminNl,
  ...listScreensNl,
  ...listViewNl,
  ...recordCleanupNl,
  ...recordDetailNl,
  ...recordExtrasNl,
  ...globalSearchNl,
  ...tagsNl,
  ...reportsNl,
  ...importWizardNl,
  ...productLinesNl,
  ...specialObjectsNl,
  ...printingNl,
  ...approvalsNl,
  ...leadConversionNl,
  ...chatNl,
  ...shiftPlanNl,
};

export default nl;
