import type runsEn from './en.js';

/** The run history of a process's actions in ja. */
const runsJa: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': '実行履歴',
  'approvals.runs.openLabel': '{{name}} の実行履歴',
  'approvals.runs.title': '実行履歴: {{name}}',
  'approvals.runs.none': 'このプロセスのアクションはまだ実行されていません',
  'approvals.runs.refresh': '更新',
  'approvals.runs.failedOnly': '失敗のみ',
  'approvals.runs.when': '日時',
  'approvals.runs.record': 'レコード',
  'approvals.runs.moment': 'タイミング',
  'approvals.runs.action': 'アクション',
  'approvals.runs.outcome': '結果',
  'approvals.runs.attempt': '試行',
  'approvals.runs.attempts': '{{attempts}} / {{max}}',
  'approvals.runs.reason': '理由',
  'approvals.runs.retryAt': '次の試行 {{time}}',
  'approvals.runs.finished': '完了 {{time}}',
  'approvals.runs.rerun': '再実行',
  'approvals.runs.rerunLabel': '{{action}} を再実行',
  'approvals.runs.rerunDone': 'アクションを再実行しました。',
  'approvals.runs.rerunTag': '再実行',
  'approvals.runs.status.queued': '待機中',
  'approvals.runs.status.done': '完了',
  'approvals.runs.status.failed': '失敗',
};

export default runsJa;
