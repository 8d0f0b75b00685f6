import type runsEn from './en.js';

/** The run history of a process's actions in pt. */
const runsPt: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': 'Histórico de execuções',
  'approvals.runs.openLabel': 'Histórico de execuções de {{name}}',
  'approvals.runs.title': 'Histórico de execuções: {{name}}',
  'approvals.runs.none': 'Ainda não foi executada nenhuma ação deste processo',
  'approvals.runs.refresh': 'Atualizar',
  'approvals.runs.failedOnly': 'Apenas falhadas',
  'approvals.runs.when': 'Quando',
  'approvals.runs.record': 'Registo',
  'approvals.runs.moment': 'Momento',
  'approvals.runs.action': 'Ação',
  'approvals.runs.outcome': 'Resultado',
  'approvals.runs.attempt': 'Tentativa',
  'approvals.runs.attempts': '{{attempts}} de {{max}}',
  'approvals.runs.reason': 'Motivo',
  'approvals.runs.retryAt': 'Próxima tentativa {{time}}',
  'approvals.runs.finished': 'Terminada {{time}}',
  'approvals.runs.rerun': 'Executar novamente',
  'approvals.runs.rerunLabel': 'Executar novamente: {{action}}',
  'approvals.runs.rerunDone': 'A ação foi executada novamente.',
  'approvals.runs.rerunTag': 'Nova execução',
  'approvals.runs.status.queued': 'Em espera',
  'approvals.runs.status.done': 'Concluída',
  'approvals.runs.status.failed': 'Falhou',
};

export default runsPt;
