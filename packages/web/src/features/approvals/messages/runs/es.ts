import type runsEn from './en.js';

/** The run history of a process's actions in es. */
const runsEs: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': 'Historial de ejecución',
  'approvals.runs.openLabel': 'Historial de ejecución de {{name}}',
  'approvals.runs.title': 'Historial de ejecución: {{name}}',
  'approvals.runs.none': 'Aún no se ha ejecutado ninguna acción de este proceso',
  'approvals.runs.refresh': 'Actualizar',
  'approvals.runs.failedOnly': 'Solo fallidas',
  'approvals.runs.when': 'Cuándo',
  'approvals.runs.record': 'Registro',
  'approvals.runs.moment': 'Momento',
  'approvals.runs.action': 'Acción',
  'approvals.runs.outcome': 'Resultado',
  'approvals.runs.attempt': 'Intento',
  'approvals.runs.attempts': '{{attempts}} de {{max}}',
  'approvals.runs.reason': 'Motivo',
  'approvals.runs.retryAt': 'Próximo intento {{time}}',
  'approvals.runs.finished': 'Terminado {{time}}',
  'approvals.runs.rerun': 'Volver a ejecutar',
  'approvals.runs.rerunLabel': 'Volver a ejecutar: {{action}}',
  'approvals.runs.rerunDone': 'La acción se ha vuelto a ejecutar.',
  'approvals.runs.rerunTag': 'Reejecución',
  'approvals.runs.status.queued': 'En espera',
  'approvals.runs.status.done': 'Hecho',
  'approvals.runs.status.failed': 'Fallida',
};

export default runsEs;
