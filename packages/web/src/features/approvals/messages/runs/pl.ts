import type runsEn from './en.js';

/** The run history of a process's actions in pl. */
const runsPl: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': 'Historia wykonań',
  'approvals.runs.openLabel': 'Historia wykonań: {{name}}',
  'approvals.runs.title': 'Historia wykonań: {{name}}',
  'approvals.runs.none': 'Żadna akcja tego procesu nie została jeszcze wykonana',
  'approvals.runs.refresh': 'Odśwież',
  'approvals.runs.failedOnly': 'Tylko nieudane',
  'approvals.runs.when': 'Kiedy',
  'approvals.runs.record': 'Rekord',
  'approvals.runs.moment': 'Moment',
  'approvals.runs.action': 'Akcja',
  'approvals.runs.outcome': 'Wynik',
  'approvals.runs.attempt': 'Próba',
  'approvals.runs.attempts': '{{attempts}} z {{max}}',
  'approvals.runs.reason': 'Powód',
  'approvals.runs.retryAt': 'Następna próba {{time}}',
  'approvals.runs.finished': 'Zakończono {{time}}',
  'approvals.runs.rerun': 'Uruchom ponownie',
  'approvals.runs.rerunLabel': 'Uruchom ponownie: {{action}}',
  'approvals.runs.rerunDone': 'Akcja została uruchomiona ponownie.',
  'approvals.runs.rerunTag': 'Ponowne uruchomienie',
  'approvals.runs.status.queued': 'Oczekuje',
  'approvals.runs.status.done': 'Wykonano',
  'approvals.runs.status.failed': 'Niepowodzenie',
};

export default runsPl;
