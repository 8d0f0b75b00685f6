import type runsEn from './en.js';

/** The run history of a process's actions in de. */
const runsDe: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': 'Ausführungsverlauf',
  'approvals.runs.openLabel': 'Ausführungsverlauf von {{name}}',
  'approvals.runs.title': 'Ausführungsverlauf: {{name}}',
  'approvals.runs.none': 'Noch keine Aktion dieses Prozesses wurde ausgeführt',
  'approvals.runs.refresh': 'Aktualisieren',
  'approvals.runs.failedOnly': 'Nur fehlgeschlagene',
  'approvals.runs.when': 'Zeitpunkt',
  'approvals.runs.record': 'Datensatz',
  'approvals.runs.moment': 'Moment',
  'approvals.runs.action': 'Aktion',
  'approvals.runs.outcome': 'Ergebnis',
  'approvals.runs.attempt': 'Versuch',
  'approvals.runs.attempts': '{{attempts}} von {{max}}',
  'approvals.runs.reason': 'Grund',
  'approvals.runs.retryAt': 'Nächster Versuch {{time}}',
  'approvals.runs.finished': 'Beendet {{time}}',
  'approvals.runs.rerun': 'Erneut ausführen',
  'approvals.runs.rerunLabel': '{{action}} erneut ausführen',
  'approvals.runs.rerunDone': 'Die Aktion wurde erneut ausgeführt.',
  'approvals.runs.rerunTag': 'Erneute Ausführung',
  'approvals.runs.status.queued': 'Wartet',
  'approvals.runs.status.done': 'Erledigt',
  'approvals.runs.status.failed': 'Fehlgeschlagen',
};

export default runsDe;
