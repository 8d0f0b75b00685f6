import type { SpecialObjectsMessages } from './en.js';

const specialObjectsNl: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}} moet groter zijn dan 0 en hoogstens 24 uur',
  'specialObjects.serviceResource.user':
    'Een ploegresource staat voor een serviceploeg: kies de serviceploeg',
  'specialObjects.serviceResource.group':
    'Deze resource staat voor één gebruiker, niet voor een ploeg: kies de gebruiker',
  'specialObjects.activity.notAPerson': 'Naam moet een contactpersoon of lead zijn',
  'specialObjects.activity.leadRelated':
    'Een activiteit voor een lead kan niet aan een ander record gekoppeld zijn',
  'specialObjects.workRule.unknownAttribute': 'Kies een resource-attribuut uit de lijst',
  'specialObjects.workRule.operatorNotAllowed': 'Deze operator past niet bij het gekozen attribuut',
  'specialObjects.workRule.valueRequired': 'Voer een waarde in voor het gekozen attribuut',
  'specialObjects.workRule.notANumber': 'Voer een getal in',
  'specialObjects.workRule.notADate': 'Voer een datum in',
  'specialObjects.workRule.notACheckbox': 'Kies waar of onwaar',
  'specialObjects.qualification': 'Kies het kwalificatieveld uit de lijst',
  'recordForm.refusal.list': '{{message}} ({{list}})',
  'recordForm.refusal.sum': '{{message}} Ingevoerd {{total}}, verwacht {{expected}}.',
  'recordForm.refusal.lines': '{{message}} Betrokken regels: {{count}}.',
};

export default specialObjectsNl;
