import type runsEn from './en.js';

/** The run history of a process's actions in fr. */
const runsFr: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': "Historique d'exécution",
  'approvals.runs.openLabel': "Historique d'exécution de {{name}}",
  'approvals.runs.title': "Historique d'exécution : {{name}}",
  'approvals.runs.none': "Aucune action de ce processus n'a encore été exécutée",
  'approvals.runs.refresh': 'Actualiser',
  'approvals.runs.failedOnly': 'Échecs uniquement',
  'approvals.runs.when': 'Quand',
  'approvals.runs.record': 'Enregistrement',
  'approvals.runs.moment': 'Moment',
  'approvals.runs.action': 'Action',
  'approvals.runs.outcome': 'Résultat',
  'approvals.runs.attempt': 'Tentative',
  'approvals.runs.attempts': '{{attempts}} sur {{max}}',
  'approvals.runs.reason': 'Raison',
  'approvals.runs.retryAt': 'Prochaine tentative {{time}}',
  'approvals.runs.finished': 'Terminé {{time}}',
  'approvals.runs.rerun': 'Relancer',
  'approvals.runs.rerunLabel': 'Relancer : {{action}}',
  'approvals.runs.rerunDone': "L'action a été relancée.",
  'approvals.runs.rerunTag': 'Relance',
  'approvals.runs.status.queued': 'En attente',
  'approvals.runs.status.done': 'Terminé',
  'approvals.runs.status.failed': 'Échec',
};

export default runsFr;
