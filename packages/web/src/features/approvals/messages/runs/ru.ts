import type runsEn from './en.js';

/** The run history of a process's actions in ru. */
const runsRu: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': 'История выполнения',
  'approvals.runs.openLabel': 'История выполнения: {{name}}',
  'approvals.runs.title': 'История выполнения: {{name}}',
  'approvals.runs.none': 'Ни одно действие этого процесса ещё не выполнялось',
  'approvals.runs.refresh': 'Обновить',
  'approvals.runs.failedOnly': 'Только неудачные',
  'approvals.runs.when': 'Когда',
  'approvals.runs.record': 'Запись',
  'approvals.runs.moment': 'Момент',
  'approvals.runs.action': 'Действие',
  'approvals.runs.outcome': 'Результат',
  'approvals.runs.attempt': 'Попытка',
  'approvals.runs.attempts': '{{attempts}} из {{max}}',
  'approvals.runs.reason': 'Причина',
  'approvals.runs.retryAt': 'Следующая попытка {{time}}',
  'approvals.runs.finished': 'Завершено {{time}}',
  'approvals.runs.rerun': 'Повторить',
  'approvals.runs.rerunLabel': 'Повторить: {{action}}',
  'approvals.runs.rerunDone': 'Действие выполнено повторно.',
  'approvals.runs.rerunTag': 'Повтор',
  'approvals.runs.status.queued': 'Ожидает',
  'approvals.runs.status.done': 'Выполнено',
  'approvals.runs.status.failed': 'Ошибка',
};

export default runsRu;
