import type { SpecialObjectsMessages } from './en.js';

const specialObjectsRu: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}}: значение должно быть больше 0 и не больше 24 часов',
  'specialObjects.serviceResource.user': 'Ресурс-бригада обозначает сервисную бригаду: выберите бригаду',
  'specialObjects.serviceResource.group':
    'Этот ресурс обозначает одного пользователя, а не бригаду: выберите пользователя',
  'specialObjects.activity.notAPerson': 'Имя должно быть контактом или лидом',
  'specialObjects.activity.leadRelated': 'Действие по лиду нельзя связать с другой записью',
  'specialObjects.workRule.unknownAttribute': 'Выберите атрибут ресурса из списка',
  'specialObjects.workRule.operatorNotAllowed': 'Этот оператор не подходит для выбранного атрибута',
  'specialObjects.workRule.valueRequired': 'Введите значение для выбранного атрибута',
  'specialObjects.workRule.notANumber': 'Введите число',
  'specialObjects.workRule.notADate': 'Введите дату',
  'specialObjects.workRule.notACheckbox': 'Выберите «истина» или «ложь»',
  'specialObjects.qualification': 'Выберите поле квалификации из списка',
  'recordForm.refusal.list': '{{message}} ({{list}})',
  'recordForm.refusal.sum': '{{message}} Введено {{total}}, ожидалось {{expected}}.',
  'recordForm.refusal.lines': '{{message}} Затронуто строк: {{count}}.',
  'recordForm.conflict.refused':
    '{{name}} изменил(а) эту запись после того, как вы её открыли; ничего не сохранено.',
  'recordForm.conflict.title': 'Кто-то другой изменил эту запись',
  'recordForm.conflict.who':
    '{{name}} сохранил(а) эту запись в {{time}}, после того как вы её открыли. Ваши изменения ещё не сохранены.',
  'recordForm.conflict.someone': 'Кто-то',
  'recordForm.conflict.hint':
    'Отметьте поля, в которых ваше значение должно заменить чужое, и сохраните. Перезагрузка отменяет ваши изменения и показывает запись в текущем виде.',
  'recordForm.conflict.noOverlap':
    'Запись уже содержит ваши значения. Сохраните, чтобы завершить, или перезагрузите, чтобы увидеть другие изменения.',
  'recordForm.conflict.field': 'Поле',
  'recordForm.conflict.theirs': 'Их значение',
  'recordForm.conflict.mine': 'Ваше значение',
  'recordForm.conflict.keep': 'Оставить моё',
  'recordForm.conflict.keepField': 'Оставить ваше значение поля {{field}}',
  'recordForm.conflict.changedByThem': 'Изменено ими',
  'recordForm.conflict.reload': 'Перезагрузить (взять их значения)',
  'recordForm.conflict.keepMine': 'Сохранить отмеченные значения',
  'recordForm.conflict.empty': '(пусто)',
  'recordForm.useAssignmentRule': 'Использовать правило назначения',
};

export default specialObjectsRu;
