/**
 * Record-triggered flows (issue 20): the setup page is loaded by the route table and also shown as the
 * Flows tab of process settings; the record page shows the runs tab.
 */

export { flowSettingsPath } from './automation-api.js';
export { default as FlowSettingsPage } from './FlowSettingsPage.js';
export { useFlowRunsTab } from './RecordFlowRuns.js';
