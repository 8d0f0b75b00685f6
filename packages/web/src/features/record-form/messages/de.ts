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
};

export default specialObjectsDe;
