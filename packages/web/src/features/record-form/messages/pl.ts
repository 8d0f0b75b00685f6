import type { SpecialObjectsMessages } from './en.js';

const specialObjectsPl: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}} musi być większe od 0 i wynosić najwyżej 24 godziny',
  'specialObjects.serviceResource.user': 'Zasób typu ekipa oznacza ekipę serwisową: wybierz ekipę',
  'specialObjects.serviceResource.group':
    'Ten zasób oznacza jednego użytkownika, nie ekipę: wybierz użytkownika',
  'specialObjects.activity.notAPerson': 'Nazwa musi być kontaktem lub leadem',
  'specialObjects.activity.leadRelated': 'Działania dla leada nie można powiązać z innym rekordem',
  'specialObjects.workRule.unknownAttribute': 'Wybierz atrybut zasobu z listy',
  'specialObjects.workRule.operatorNotAllowed': 'Ten operator nie pasuje do wybranego atrybutu',
  'specialObjects.workRule.valueRequired': 'Wpisz wartość dla wybranego atrybutu',
  'specialObjects.workRule.notANumber': 'Wpisz liczbę',
  'specialObjects.workRule.notADate': 'Wpisz datę',
  'specialObjects.workRule.notACheckbox': 'Wybierz prawda lub fałsz',
  'specialObjects.qualification': 'Wybierz pole kwalifikacji z listy',
  'recordForm.refusal.list': '{{message}} ({{list}})',
  'recordForm.refusal.sum': '{{message}} Wprowadzono {{total}}, oczekiwano {{expected}}.',
  'recordForm.refusal.lines': '{{message}} Dotyczy pozycji: {{count}}.',
};

export default specialObjectsPl;
