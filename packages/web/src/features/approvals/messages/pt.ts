import centerPt from './center/pt.js';
import type approvalsEn from './en.js';
import noticesPt from './notices/pt.js';
import runsPt from './runs/pt.js';

/** The approvals flow's messages in pt. */
const approvalsPt: Record<keyof typeof approvalsEn, string> = {
  ...centerPt,
  ...runsPt,
  ...noticesPt,
  'approvals.submitForApproval': 'Enviar para aprovação',
  'approvals.submitted': 'Enviado para aprovação a {{approver}}.',
  'approvals.commentsTitle': 'Comentários de aprovação',
  'approvals.commentsLabel': 'Comentários para o aprovador',
  'approvals.submit': 'Enviar',
  'approvals.nextApproverTitle': 'Escolher o próximo aprovador',
  'approvals.nextApproverIntro': '"{{process}}" pede-lhe que escolha quem aprova este registo.',
  'approvals.approver': 'Aprovador',
  'approvals.approverSearch': 'Procurar pessoas pelo nome',
  'approvals.cannotSubmit': 'Não é possível enviar para aprovação',
  'approvals.failedFallback': 'Não foi possível enviar o registo para aprovação.',
  'approvals.showDetails': 'Mostrar detalhes ({{count}})',
  'approvals.hideDetails': 'Ocultar detalhes',
  'approvals.locked':
    'Este registo está bloqueado enquanto aguarda a aprovação de {{approver}}: só o aprovador ou um administrador o podem alterar.',
  'approvals.deleteLocked':
    '{{object}} "{{name}}" não pode ser excluído enquanto aguarda a aprovação de {{approver}}: a solicitação de aprovação deve ser aprovada ou rejeitada primeiro.',
};

export default approvalsPt;
