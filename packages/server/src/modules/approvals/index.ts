/** Approvals: processes per object, submission, the approver's decision and the record lock (issue 6). */
export { type ApprovalLock, approvalLockOf } from './approval-lock.js';
export { approvalsDemoSeeder } from './demo-seed.js';
export { pendingApproversOf } from './pending-approvers.js';
export { hasActiveApprovalProcess } from './process-store.js';
export { pendingRequestOf } from './request-store.js';
export { approvalsModule } from './routes.js';
