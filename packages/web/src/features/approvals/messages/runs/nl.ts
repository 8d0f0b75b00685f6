import type runsEn from './en.js';

/** The run history of a process's actions in nl. */
const runsNl: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': 'Uitvoeringsgeschiedenis',
  'approvals.runs.openLabel': 'Uitvoeringsgeschiedenis van {{name}}',
  'approvals.runs.title': 'Uitvoeringsgeschiedenis: {{name}}',
  'approvals.runs.none': 'Er is nog geen actie van dit proces uitgevoerd',
  'approvals.runs.refresh': 'Vernieuwen',
  'approvals.runs.failedOnly': 'Alleen mislukte',
  'approvals.runs.when': 'Wanneer',
  'approvals.runs.record': 'Record',
  'approvals.runs.moment': 'Moment',
  'approvals.runs.action': 'Actie',
  'approvals.runs.outcome': 'Resultaat',
  'approvals.runs.attempt': 'Poging',
  'approvals.runs.attempts': '{{attempts}} van {{max}}',
  'approvals.runs.reason': 'Reden',
  'approvals.runs.retryAt': 'Volgende poging {{time}}',
  'approvals.runs.finished': 'Klaar {{time}}',
  'approvals.runs.rerun': 'Opnieuw uitvoeren',
  'approvals.runs.rerunLabel': '{{action}} opnieuw uitvoeren',
  'approvals.runs.rerunDone': 'De actie is opnieuw uitgevoerd.',
  'approvals.runs.rerunTag': 'Herhaling',
  'approvals.runs.status.queued': 'Wacht',
  'approvals.runs.status.done': 'Klaar',
  'approvals.runs.status.failed': 'Mislukt',
};

export default runsNl;
