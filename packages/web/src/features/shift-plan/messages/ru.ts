import type { ShiftPlanMessages } from './en.js';

const shiftPlanRu: ShiftPlanMessages = {
  'shiftPlan.title': 'План смен',
  'shiftPlan.previousWeek': 'Предыдущая неделя',
  'shiftPlan.nextWeek': 'Следующая неделя',
  'shiftPlan.today': 'Сегодня',
  'shiftPlan.refresh': 'Обновить',
  'shiftPlan.new': 'Новая смена',
  'shiftPlan.hint':
    'Щёлкните пустую ячейку, чтобы добавить смену, щёлкните смену, чтобы открыть её, перетащите смену на другой день или ресурс, чтобы перенести её.',
  'shiftPlan.gridLabel': 'Смены по сервисным ресурсам и дням',
  'shiftPlan.resource': 'Сервисный ресурс',
  'shiftPlan.unassigned': 'Без ресурса',
  'shiftPlan.noResources': 'Активных сервисных ресурсов пока нет.',
  'shiftPlan.cell': '{{resource}}, {{day}}',
  'shiftPlan.addIn': 'Добавить смену для {{resource}} на {{day}}',
  'shiftPlan.shift': '{{name}}, {{time}}, {{status}}',
  'shiftPlan.status.Tentative': 'Предварительная',
  'shiftPlan.status.Confirmed': 'Подтверждена',
  'shiftPlan.status.Published': 'Опубликована',
  'shiftPlan.created': 'Смена «{{name}}» создана',
  'shiftPlan.moved': 'Смена «{{name}}» перенесена',
  'shiftPlan.refused': '«{{name}}» не перенесена: {{reason}}',
  'shiftPlan.notSaved': 'сервер не сохранил изменение',
};

export default shiftPlanRu;
