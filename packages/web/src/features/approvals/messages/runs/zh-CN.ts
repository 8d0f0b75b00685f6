import type runsEn from './en.js';

/** The run history of a process's actions in zh-CN. */
const runsZhCn: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': '运行历史',
  'approvals.runs.openLabel': '{{name}} 的运行历史',
  'approvals.runs.title': '运行历史：{{name}}',
  'approvals.runs.none': '此流程的操作尚未运行',
  'approvals.runs.refresh': '刷新',
  'approvals.runs.failedOnly': '仅失败',
  'approvals.runs.when': '时间',
  'approvals.runs.record': '记录',
  'approvals.runs.moment': '时机',
  'approvals.runs.action': '操作',
  'approvals.runs.outcome': '结果',
  'approvals.runs.attempt': '尝试',
  'approvals.runs.attempts': '{{attempts}} / {{max}}',
  'approvals.runs.reason': '原因',
  'approvals.runs.retryAt': '下次尝试 {{time}}',
  'approvals.runs.finished': '完成于 {{time}}',
  'approvals.runs.rerun': '重新运行',
  'approvals.runs.rerunLabel': '重新运行{{action}}',
  'approvals.runs.rerunDone': '操作已重新运行。',
  'approvals.runs.rerunTag': '重新运行',
  'approvals.runs.status.queued': '等待中',
  'approvals.runs.status.done': '已完成',
  'approvals.runs.status.failed': '失败',
};

export default runsZhCn;
