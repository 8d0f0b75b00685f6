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
};

export default specialObjectsRu;
