import type runsEn from './en.js';

/** The run history of a process's actions in ko. */
const runsKo: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': '실행 기록',
  'approvals.runs.openLabel': '{{name}}의 실행 기록',
  'approvals.runs.title': '실행 기록: {{name}}',
  'approvals.runs.none': '이 프로세스의 작업이 아직 실행되지 않았습니다',
  'approvals.runs.refresh': '새로 고침',
  'approvals.runs.failedOnly': '실패만',
  'approvals.runs.when': '시각',
  'approvals.runs.record': '레코드',
  'approvals.runs.moment': '시점',
  'approvals.runs.action': '작업',
  'approvals.runs.outcome': '결과',
  'approvals.runs.attempt': '시도',
  'approvals.runs.attempts': '{{attempts}} / {{max}}',
  'approvals.runs.reason': '사유',
  'approvals.runs.retryAt': '다음 시도 {{time}}',
  'approvals.runs.finished': '완료 {{time}}',
  'approvals.runs.rerun': '다시 실행',
  'approvals.runs.rerunLabel': '{{action}} 다시 실행',
  'approvals.runs.rerunDone': '작업을 다시 실행했습니다.',
  'approvals.runs.rerunTag': '재실행',
  'approvals.runs.status.queued': '대기 중',
  'approvals.runs.status.done': '완료',
  'approvals.runs.status.failed': '실패',
};

export default runsKo;
