/** Approvals: processes per object, submission, the approver's decision and the record lock (issue 6). */
export { type ApprovalLock, approvalLockOf } from './approval-lock.js';
export { approvalsDemoSeeder } from './demo-seed.js';
export { pendingApproversOf } from './pending-approvers.js';
// For the timesheets (issue 22): a week is submitted, and its state read, as any record's.
export { hasActiveApprovalProcess, saveProcess } from './process-store.js';
export { latestRequestOf, pendingRequestOf, toRequestView } from './request-store.js';
export { approvalsModule } from './routes.js';
export { type EngineContext, submitForApproval } from './submit-approval.js';
/** In-app notifications: other modules (imports) tell a person something through the approval center's list. */
export { notify as notifyPeople } from './work-items.js';
