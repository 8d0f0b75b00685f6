import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in ru. */
const noticesRu: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': 'Уведомления о согласовании',
  'approvals.notices.bell': 'Уведомления о согласовании, непрочитанных: {{count}}',
  'approvals.notices.empty': 'Уведомлений о согласовании пока нет',
  'approvals.notices.openCenter': 'Открыть центр согласований',
  'approvals.notices.fromFlow': 'Поток «{{flow}}»',
  'approvals.notices.markRead': 'Отметить как прочитанное',
  'approvals.notices.markUnread': 'Отметить как непрочитанное',
  'approvals.notices.markAllRead': 'Отметить все как прочитанные',
  'approvals.away.button': 'Отсутствие и уведомления',
  'approvals.away.title': 'На время отсутствия',
  'approvals.away.intro':
    'Запросы, поступающие вам в эти даты, получит ваш заместитель; в истории согласования будет указано, что он действовал от вашего имени.',
  'approvals.away.none': 'Заместителя нет: запросы приходят вам.',
  'approvals.away.active': 'Действует сегодня: {{name}} согласует за вас до {{to}}.',
  'approvals.away.scheduled': '{{name}} будет согласовывать за вас с {{from}} по {{to}}.',
  'approvals.away.delegate': 'Заместитель',
  'approvals.away.delegatePlaceholder': 'Выберите, кто согласует за вас',
  'approvals.away.dates': 'Отсутствие с – по',
  'approvals.away.datesHint':
    'Оба дня включительно; оставьте конец пустым, если срок отсутствия не определён.',
  'approvals.away.email': 'Также присылать уведомления о согласовании по почте',
  'approvals.away.emailHint': 'Отправляются через исходящий почтовый сервер организации.',
  'approvals.away.save': 'Сохранить',
  'approvals.away.cancel': 'Отмена',
  'approvals.away.end': 'Завершить замещение',
  'approvals.away.saved': 'Сохранено',
};

export default noticesRu;
