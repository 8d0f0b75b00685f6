import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in es. */
const noticesEs: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': 'Notificaciones de aprobación',
  'approvals.notices.bell': 'Notificaciones de aprobación, {{count}} sin leer',
  'approvals.notices.empty': 'Aún no hay notificaciones de aprobación',
  'approvals.notices.openCenter': 'Abrir el centro de aprobaciones',
  'approvals.notices.fromFlow': 'Flujo «{{flow}}»',
  'approvals.notices.markRead': 'Marcar como leída',
  'approvals.notices.markUnread': 'Marcar como no leída',
  'approvals.notices.markAllRead': 'Marcar todas como leídas',
  'approvals.away.button': 'Ausencia y avisos',
  'approvals.away.title': 'Mientras está ausente',
  'approvals.away.intro':
    'Las solicitudes que le lleguen entre estas fechas irán a su delegado; el historial de aprobación indica que actuó en su nombre.',
  'approvals.away.none': 'Sin delegado: las solicitudes le llegan a usted.',
  'approvals.away.active': 'Vigente hoy: {{name}} aprueba por usted hasta {{to}}.',
  'approvals.away.scheduled': '{{name}} aprobará por usted del {{from}} al {{to}}.',
  'approvals.away.delegate': 'Delegado',
  'approvals.away.delegatePlaceholder': 'Elija quién aprueba por usted',
  'approvals.away.dates': 'Ausente desde – hasta',
  'approvals.away.datesHint':
    'Ambos días incluidos; deje el final abierto para una ausencia sin fecha de fin.',
  'approvals.away.email': 'Enviarme también las notificaciones de aprobación por correo',
  'approvals.away.emailHint': 'Se envían por el servidor de correo saliente de la organización.',
  'approvals.away.save': 'Guardar',
  'approvals.away.cancel': 'Cancelar',
  'approvals.away.end': 'Terminar la delegación',
  'approvals.away.saved': 'Guardado',
};

export default noticesEs;
