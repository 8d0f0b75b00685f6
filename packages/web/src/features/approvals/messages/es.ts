import centerEs from './center/es.js';
import type approvalsEn from './en.js';
import noticesEs from './notices/es.js';
import runsEs from './runs/es.js';

/** The approvals flow's messages in es. */
const approvalsEs: Record<keyof typeof approvalsEn, string> = {
  ...centerEs,
  ...runsEs,
  ...noticesEs,
  'approvals.submitForApproval': 'Enviar para aprobación',
  'approvals.submitted': 'Enviado para aprobación a {{approver}}.',
  'approvals.commentsTitle': 'Comentarios de aprobación',
  'approvals.commentsLabel': 'Comentarios para el aprobador',
  'approvals.submit': 'Enviar',
  'approvals.nextApproverTitle': 'Elegir el siguiente aprobador',
  'approvals.nextApproverIntro': '«{{process}}» le pide que elija quién aprueba este registro.',
  'approvals.approver': 'Aprobador',
  'approvals.approverSearch': 'Buscar personas por nombre',
  'approvals.cannotSubmit': 'No se puede enviar para aprobación',
  'approvals.failedFallback': 'No se pudo enviar el registro para aprobación.',
  'approvals.showDetails': 'Mostrar detalles ({{count}})',
  'approvals.hideDetails': 'Ocultar detalles',
  'approvals.locked':
    'Este registro está bloqueado mientras espera la aprobación de {{approver}}: solo el aprobador o un administrador pueden cambiarlo.',
  'approvals.deleteLocked':
    '{{object}} «{{name}}» no se puede eliminar mientras espera la aprobación de {{approver}}: primero hay que aprobar o rechazar la solicitud de aprobación.',
};

export default approvalsEs;
