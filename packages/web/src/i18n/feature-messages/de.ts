import accessAdminDe from '../../features/access-admin/messages/de.js';
import approvalsDe from '../../features/approvals/messages/de.js';
import chatDe from '../../features/chat/messages/de.js';
import globalSearchDe from '../../features/global-search/messages/de.js';
import importWizardDe from '../../features/import-wizard/messages/de.js';
import leadConversionDe from '../../features/lead-conversion/messages/de.js';
import listScreensDe from '../../features/list-screens/messages/de.js';
import listViewDe from '../../features/list-view/messages/de.js';
import printingDe from '../../features/printing/messages/de.js';
import productLinesDe from '../../features/product-lines/messages/de.js';
import recordCleanupDe from '../../features/record-cleanup/messages/de.js';
import recordDetailDe from '../../features/record-detail/messages/de.js';
import recordExtrasDe from '../../features/record-extras/messages/de.js';
import specialObjectsDe from '../../features/record-form/messages/de.js';
import reportsDe from '../../features/reports/messages/de.js';
import shiftPlanDe from '../../features/shift-plan/messages/de.js';
import tagsDe from '../../features/tags/messages/de.js';
import type { FeatureCatalogue } from './en.js';

/** German messages of the feature screens, loaded with the first signed-in page. */
const de: FeatureCatalogue = {
  ...accessAdminDe,
  ...listScreensDe,
  ...listViewDe,
  ...recordCleanupDe,
  ...recordDetailDe,
  ...recordExtrasDe,
  ...globalSearchDe,
  ...tagsDe,
  ...reportsDe,
  ...importWizardDe,
  ...productLinesDe,
  ...specialObjectsDe,
  ...printingDe,
  ...approvalsDe,
  ...leadConversionDe,
  ...chatDe,
  ...shiftPlanDe,
};

export default de;
