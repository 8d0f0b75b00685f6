import type { SpecialObjectsMessages } from './en.js';

const specialObjectsDe: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}} muss größer als 0 und höchstens 24 Stunden sein',
  'specialObjects.serviceResource.user':
    'Eine Team-Ressource steht für ein Serviceteam: Wählen Sie das Serviceteam',
  'specialObjects.serviceResource.group':
    'Diese Ressource steht für einen Benutzer, nicht für ein Team: Wählen Sie den Benutzer',
  'specialObjects.activity.notAPerson': 'Name muss ein Kontakt oder ein Lead sein',
  'specialObjects.activity.leadRelated':
    'Eine Aktivität zu einem Lead kann nicht mit einem anderen Datensatz verknüpft sein',
  'specialObjects.workRule.unknownAttribute': 'Wählen Sie ein Ressourcenattribut aus der Liste',
  'specialObjects.workRule.operatorNotAllowed': 'Dieser Operator passt nicht zum gewählten Attribut',
  'specialObjects.workRule.valueRequired': 'Geben Sie einen Wert für das gewählte Attribut ein',
  'specialObjects.workRule.notANumber': 'Geben Sie eine Zahl ein',
  'specialObjects.workRule.notADate': 'Geben Sie ein Datum ein',
  'specialObjects.workRule.notACheckbox': 'Wählen Sie wahr oder falsch',
  'specialObjects.qualification': 'Wählen Sie das Qualifikationsfeld aus der Liste',
  'recordForm.refusal.list': '{{message}} ({{list}})',
  'recordForm.refusal.sum': '{{message}} Eingegeben {{total}}, erwartet {{expected}}.',
  'recordForm.refusal.lines': '{{message}} Betroffene Positionen: {{count}}.',
  'recordForm.conflict.refused':
    '{{name}} hat diesen Datensatz geändert, nachdem Sie ihn geöffnet haben; nichts wurde gespeichert.',
  'recordForm.conflict.title': 'Jemand anderes hat diesen Datensatz geändert',
  'recordForm.conflict.who':
    '{{name}} hat diesen Datensatz um {{time}} gespeichert, nachdem Sie ihn geöffnet haben. Von Ihren Änderungen ist noch nichts gespeichert.',
  'recordForm.conflict.someone': 'Jemand',
  'recordForm.conflict.hint':
    'Markieren Sie die Felder, in denen Ihr Wert den anderen ersetzen soll, und speichern Sie. Neu laden verwirft Ihre Änderungen und zeigt den Datensatz, wie er jetzt ist.',
  'recordForm.conflict.noOverlap':
    'Der Datensatz enthält Ihre Werte bereits. Speichern Sie zum Abschluss oder laden Sie neu, um die anderen Änderungen zu sehen.',
  'recordForm.conflict.field': 'Feld',
  'recordForm.conflict.theirs': 'Deren Wert',
  'recordForm.conflict.mine': 'Ihr Wert',
  'recordForm.conflict.keep': 'Meinen behalten',
  'recordForm.conflict.keepField': 'Ihren Wert für {{field}} behalten',
  'recordForm.conflict.changedByThem': 'Von ihnen geändert',
  'recordForm.conflict.reload': 'Neu laden (deren Werte übernehmen)',
  'recordForm.conflict.keepMine': 'Markierte Werte speichern',
  'recordForm.conflict.empty': '(leer)',
  'recordForm.useAssignmentRule': 'Zuweisungsregel verwenden',
};

export default specialObjectsDe;
