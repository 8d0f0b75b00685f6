import centerRu from './center/ru.js';
import type approvalsEn from './en.js';
import noticesRu from './notices/ru.js';
import runsRu from './runs/ru.js';

/** The approvals flow's messages in ru. */
const approvalsRu: Record<keyof typeof approvalsEn, string> = {
  ...centerRu,
  ...runsRu,
  ...noticesRu,
  'approvals.submitForApproval': 'Отправить на утверждение',
  'approvals.submitted': 'Отправлено на утверждение: {{approver}}.',
  'approvals.commentsTitle': 'Комментарий к утверждению',
  'approvals.commentsLabel': 'Комментарий для утверждающего',
  'approvals.submit': 'Отправить',
  'approvals.nextApproverTitle': 'Выберите следующего утверждающего',
  'approvals.nextApproverIntro': '«{{process}}» предлагает вам выбрать, кто утвердит эту запись.',
  'approvals.approver': 'Утверждающий',
  'approvals.approverSearch': 'Искать людей по имени',
  'approvals.cannotSubmit': 'Невозможно отправить на утверждение',
  'approvals.failedFallback': 'Не удалось отправить запись на утверждение.',
  'approvals.showDetails': 'Показать подробности ({{count}})',
  'approvals.hideDetails': 'Скрыть подробности',
  'approvals.locked':
    'Эта запись заблокирована, пока ожидает утверждения пользователем {{approver}}: изменить её может только утверждающий или администратор.',
  'approvals.deleteLocked':
    'Нельзя удалить {{object}} «{{name}}», пока запись ожидает утверждения пользователем {{approver}}: сначала запрос на утверждение нужно утвердить или отклонить.',
};

export default approvalsRu;
