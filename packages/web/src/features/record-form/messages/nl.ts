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
  'recordForm.conflict.refused':
    '{{name}} heeft dit record gewijzigd nadat u het opende; er is niets opgeslagen.',
  'recordForm.conflict.title': 'Iemand anders heeft dit record gewijzigd',
  'recordForm.conflict.who':
    '{{name}} heeft dit record om {{time}} opgeslagen, nadat u het opende. Van uw wijzigingen is nog niets opgeslagen.',
  'recordForm.conflict.someone': 'Iemand',
  'recordForm.conflict.hint':
    'Vink de velden aan waar uw waarde die van de ander moet vervangen en sla op. Opnieuw laden verwerpt uw wijzigingen en toont het record zoals het nu is.',
  'recordForm.conflict.noOverlap':
    'Het record bevat uw waarden al. Sla op om af te ronden, of laad opnieuw om de andere wijzigingen te zien.',
  'recordForm.conflict.field': 'Veld',
  'recordForm.conflict.theirs': 'Hun waarde',
  'recordForm.conflict.mine': 'Uw waarde',
  'recordForm.conflict.keep': 'Mijn waarde houden',
  'recordForm.conflict.keepField': 'Uw waarde van {{field}} houden',
  'recordForm.conflict.changedByThem': 'Door hen gewijzigd',
  'recordForm.conflict.reload': 'Opnieuw laden (hun waarden)',
  'recordForm.conflict.keepMine': 'Aangevinkte waarden opslaan',
  'recordForm.conflict.empty': '(leeg)',
  'recordForm.useAssignmentRule': 'Toewijzingsregel gebruiken',
};

export default specialObjectsNl;
