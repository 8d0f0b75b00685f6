import type { InviteesMessages } from './en.js';

const inviteesRu: InviteesMessages = {
  'invitees.title': 'Участники',
  'invitees.organiser': 'Организатор: {{name}}',
  'invitees.none': 'Пока никто не приглашён.',
  'invitees.add': 'Пригласить сотрудников, контакты или лиды',
  'invitees.noMatch': 'Никого не найдено',
  'invitees.remove': 'Удалить {{name}}',
  'invitees.kind.user': 'Пользователь',
  'invitees.kind.contact': 'Контакт',
  'invitees.kind.lead': 'Лид',
  'invitees.response.none': 'Нет ответа',
  'invitees.response.accepted': 'Принято',
  'invitees.response.declined': 'Отклонено',
  'invitees.response.tentative': 'Под вопросом',
  'invitees.busy': 'Занят в это время',
  'invitees.busyWarning': 'Уже заняты в это время: {{names}}. Приглашение всё равно отправлено.',
  'invitees.yourAnswer': 'Ваш ответ',
  'invitees.answer.accepted': 'Принять',
  'invitees.answer.tentative': 'Возможно',
  'invitees.answer.declined': 'Отклонить',
  'invitees.failed': 'Не сохранено: {{reason}}',
};

export default inviteesRu;
