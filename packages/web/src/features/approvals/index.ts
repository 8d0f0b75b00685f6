/** Approvals in the web app: the submission flow the record form and the record page share (issue 6). */
export { SubmitForApprovalButton } from './components/SubmitForApprovalButton.js';
export { type SubmitResult, useSubmitForApproval } from './useSubmitForApproval.js';
