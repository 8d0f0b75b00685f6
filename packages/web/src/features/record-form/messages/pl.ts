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
  'recordForm.conflict.refused':
    '{{name}} zmienił(a) ten rekord po jego otwarciu przez Ciebie; nic nie zostało zapisane.',
  'recordForm.conflict.title': 'Ktoś inny zmienił ten rekord',
  'recordForm.conflict.who':
    '{{name}} zapisał(a) ten rekord o {{time}}, po jego otwarciu przez Ciebie. Żadna z Twoich zmian nie jest jeszcze zapisana.',
  'recordForm.conflict.someone': 'Ktoś',
  'recordForm.conflict.hint':
    'Zaznacz pola, w których Twoja wartość ma zastąpić ich wartość, i zapisz. Ponowne wczytanie odrzuca Twoje zmiany i pokazuje rekord w obecnej postaci.',
  'recordForm.conflict.noOverlap':
    'Rekord zawiera już Twoje wartości. Zapisz, aby zakończyć, lub wczytaj ponownie, aby zobaczyć ich inne zmiany.',
  'recordForm.conflict.field': 'Pole',
  'recordForm.conflict.theirs': 'Ich wartość',
  'recordForm.conflict.mine': 'Twoja wartość',
  'recordForm.conflict.keep': 'Zachowaj moją',
  'recordForm.conflict.keepField': 'Zachowaj swoją wartość pola {{field}}',
  'recordForm.conflict.changedByThem': 'Zmienione przez nich',
  'recordForm.conflict.reload': 'Wczytaj ponownie (ich wartości)',
  'recordForm.conflict.keepMine': 'Zapisz zaznaczone wartości',
  'recordForm.conflict.empty': '(puste)',
  'recordForm.useAssignmentRule': 'Użyj reguły przydziału',
};

export default specialObjectsPl;
