import type runsEn from './en.js';

/** The run history of a process's actions in zh-TW. */
const runsZhTw: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': '執行歷程',
  'approvals.runs.openLabel': '{{name}} 的執行歷程',
  'approvals.runs.title': '執行歷程：{{name}}',
  'approvals.runs.none': '此流程的動作尚未執行',
  'approvals.runs.refresh': '重新整理',
  'approvals.runs.failedOnly': '僅失敗',
  'approvals.runs.when': '時間',
  'approvals.runs.record': '記錄',
  'approvals.runs.moment': '時機',
  'approvals.runs.action': '動作',
  'approvals.runs.outcome': '結果',
  'approvals.runs.attempt': '嘗試',
  'approvals.runs.attempts': '{{attempts}} / {{max}}',
  'approvals.runs.reason': '原因',
  'approvals.runs.retryAt': '下次嘗試 {{time}}',
  'approvals.runs.finished': '完成於 {{time}}',
  'approvals.runs.rerun': '重新執行',
  'approvals.runs.rerunLabel': '重新執行{{action}}',
  'approvals.runs.rerunDone': '動作已重新執行。',
  'approvals.runs.rerunTag': '重新執行',
  'approvals.runs.status.queued': '等待中',
  'approvals.runs.status.done': '已完成',
  'approvals.runs.status.failed': '失敗',
};

export default runsZhTw;
