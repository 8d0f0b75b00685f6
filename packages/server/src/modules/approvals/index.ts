/** Approvals: processes per object, submission, the approver's decision and the record lock (issue 6). */
export { type ApprovalLock, approvalLockOf } from './approval-lock.js';
export { approvalsDemoSeeder } from './demo-seed.js';
/**
 * In-app notifications: other modules (imports, flows) tell a person something through the one bell's
 * list, saying what it is about; pushNotices hands them on live at once (outside an approval call).
 */
export { pushNotices } from './notices.js';
export { pendingApproversOf } from './pending-approvers.js';
// For the timesheets (issue 22): a week is submitted, and its state read, as any record's.
export { hasActiveApprovalProcess, saveProcess } from './process-store.js';
export {
  latestRequestOf,
  latestRequestStatuses,
  pendingRequestOf,
  toRequestView,
} from './request-store.js';
export { approvalsModule } from './routes.js';
export { type EngineContext, submitForApproval } from './submit-approval.js';
export { type NoticeAbout, notify as notifyPeople } from './work-items.js';
