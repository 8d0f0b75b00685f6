/** The run history of a process's actions (issue 20) in English. */
const runsEn = {
  'approvals.runs.open': 'Run history',
  'approvals.runs.openLabel': 'Run history of {{name}}',
  'approvals.runs.title': 'Run history: {{name}}',
  'approvals.runs.none': 'No action of this process has run yet',
  'approvals.runs.refresh': 'Refresh',
  'approvals.runs.failedOnly': 'Failed only',
  'approvals.runs.when': 'When',
  'approvals.runs.record': 'Record',
  'approvals.runs.moment': 'Moment',
  'approvals.runs.action': 'Action',
  'approvals.runs.outcome': 'Outcome',
  'approvals.runs.attempt': 'Attempt',
  'approvals.runs.attempts': '{{attempts}} of {{max}}',
  'approvals.runs.reason': 'Reason',
  'approvals.runs.retryAt': 'Next attempt {{time}}',
  'approvals.runs.finished': 'Finished {{time}}',
  'approvals.runs.rerun': 'Re-run',
  'approvals.runs.rerunLabel': 'Re-run the {{action}}',
  'approvals.runs.rerunDone': 'The action was run again.',
  'approvals.runs.rerunTag': 'Re-run',
  'approvals.runs.status.queued': 'Waiting',
  'approvals.runs.status.done': 'Done',
  'approvals.runs.status.failed': 'Failed',
};

export default runsEn;
