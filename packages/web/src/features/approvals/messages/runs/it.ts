import type runsEn from './en.js';

/** The run history of a process's actions in it. */
const runsIt: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': 'Cronologia esecuzioni',
  'approvals.runs.openLabel': 'Cronologia esecuzioni di {{name}}',
  'approvals.runs.title': 'Cronologia esecuzioni: {{name}}',
  'approvals.runs.none': 'Nessuna azione di questo processo è stata ancora eseguita',
  'approvals.runs.refresh': 'Aggiorna',
  'approvals.runs.failedOnly': 'Solo non riuscite',
  'approvals.runs.when': 'Quando',
  'approvals.runs.record': 'Record',
  'approvals.runs.moment': 'Momento',
  'approvals.runs.action': 'Azione',
  'approvals.runs.outcome': 'Esito',
  'approvals.runs.attempt': 'Tentativo',
  'approvals.runs.attempts': '{{attempts}} di {{max}}',
  'approvals.runs.reason': 'Motivo',
  'approvals.runs.retryAt': 'Prossimo tentativo {{time}}',
  'approvals.runs.finished': 'Terminata {{time}}',
  'approvals.runs.rerun': 'Esegui di nuovo',
  'approvals.runs.rerunLabel': 'Esegui di nuovo: {{action}}',
  'approvals.runs.rerunDone': "L'azione è stata eseguita di nuovo.",
  'approvals.runs.rerunTag': 'Nuova esecuzione',
  'approvals.runs.status.queued': 'In attesa',
  'approvals.runs.status.done': 'Completata',
  'approvals.runs.status.failed': 'Non riuscita',
};

export default runsIt;
