import { ReportBuilder } from './ReportBuilderPage.js';

/**
 * Setup pages newTemplate (?objectApi=…&reportTypeId=…) and editTemplate (?id=…), S1-R-188 and S1-R-189:
 * the report builder, saving a template (a definition with a name, no folder or sharing) instead of a report.
 */
export default function ReportTemplateBuilderPage() {
  return <ReportBuilder kind="template" />;
}
