/** Approvals in the web app: the submission flow the record form and the record page share (issue 6), the record page's approval parts (issue 20). */

/** "Away and notices": the approval center's, and the person's profile page's (issue 20). */
export { AwaySettingsButton } from './center/AwaySettingsButton.js';
export { ApprovalHistoryCard, RecordApprovalActions } from './components/RecordApprovalPanel.js';
export { SubmitForApprovalButton } from './components/SubmitForApprovalButton.js';
/** The shell header's bell of approval notices, live over the real-time socket. */
export { ApprovalBell } from './notices/ApprovalBell.js';
export { type SubmitResult, useSubmitForApproval } from './useSubmitForApproval.js';
