import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in pt. */
const noticesPt: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': 'Notificações de aprovação',
  'approvals.notices.bell': 'Notificações de aprovação, {{count}} não lidas',
  'approvals.notices.empty': 'Ainda não há notificações de aprovação',
  'approvals.notices.openCenter': 'Abrir o centro de aprovações',
  'approvals.notices.fromFlow': 'Fluxo “{{flow}}”',
  'approvals.notices.markRead': 'Marcar como lida',
  'approvals.notices.markUnread': 'Marcar como não lida',
  'approvals.notices.markAllRead': 'Marcar todas como lidas',
  'approvals.away.button': 'Ausência e avisos',
  'approvals.away.title': 'Enquanto estiver ausente',
  'approvals.away.intro':
    'Os pedidos que chegarem a si entre estas datas vão para o seu delegado; o histórico de aprovação indica que agiu em seu nome.',
  'approvals.away.none': 'Sem delegado: os pedidos chegam a si.',
  'approvals.away.active': 'Em vigor hoje: {{name}} aprova por si até {{to}}.',
  'approvals.away.scheduled': '{{name}} aprovará por si de {{from}} a {{to}}.',
  'approvals.away.delegate': 'Delegado',
  'approvals.away.delegatePlaceholder': 'Escolha quem aprova por si',
  'approvals.away.dates': 'Ausente de – até',
  'approvals.away.datesHint':
    'Ambos os dias incluídos; deixe o fim em aberto para uma ausência sem data de fim.',
  'approvals.away.email': 'Enviar também as minhas notificações de aprovação por e-mail',
  'approvals.away.emailHint': 'Enviadas pelo servidor de e-mail de saída da organização.',
  'approvals.away.save': 'Guardar',
  'approvals.away.cancel': 'Cancelar',
  'approvals.away.end': 'Terminar a delegação',
  'approvals.away.saved': 'Guardado',
};

export default noticesPt;
