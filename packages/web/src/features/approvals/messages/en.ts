import centerEn from './center/en.js';
import noticesEn from './notices/en.js';
import runsEn from './runs/en.js';

/** The approvals flow's messages in English: the source every other language follows. */
const approvalsEn = {
  ...centerEn,
  ...runsEn,
  ...noticesEn,
  'approvals.submitForApproval': 'Submit for approval',
  'approvals.submitted': 'Submitted for approval to {{approver}}.',
  'approvals.commentsTitle': 'Approval comments',
  'approvals.commentsLabel': 'Comments for the approver',
  'approvals.submit': 'Submit',
  'approvals.nextApproverTitle': 'Choose the next approver',
  'approvals.nextApproverIntro': '"{{process}}" asks you to choose who approves this record.',
  'approvals.approver': 'Approver',
  'approvals.approverSearch': 'Search people by name',
  'approvals.cannotSubmit': 'Cannot submit for approval',
  'approvals.failedFallback': 'The record could not be submitted for approval.',
  'approvals.showDetails': 'Show details ({{count}})',
  'approvals.hideDetails': 'Hide details',
  'approvals.locked':
    'This record is locked while it waits for approval by {{approver}}: only the approver or an administrator can change it.',
  'approvals.deleteLocked':
    '{{object}} "{{name}}" cannot be deleted while it waits for approval by {{approver}}: the approval request must be approved or rejected first.',
};

export default approvalsEn;
