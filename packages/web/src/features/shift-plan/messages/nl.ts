import type { ShiftPlanMessages } from './en.js';

const shiftPlanNl: ShiftPlanMessages = {
  'shiftPlan.title': 'Dienstrooster',
  'shiftPlan.previousWeek': 'Vorige week',
  'shiftPlan.nextWeek': 'Volgende week',
  'shiftPlan.today': 'Vandaag',
  'shiftPlan.refresh': 'Vernieuwen',
  'shiftPlan.new': 'Nieuwe dienst',
  'shiftPlan.hint':
    'Klik op een lege cel om een dienst toe te voegen, klik op een dienst om die te openen, sleep een dienst naar een andere dag of resource om hem te verplaatsen.',
  'shiftPlan.gridLabel': 'Diensten per serviceresource en dag',
  'shiftPlan.resource': 'Serviceresource',
  'shiftPlan.unassigned': 'Geen resource',
  'shiftPlan.noResources': 'Er zijn nog geen actieve serviceresources.',
  'shiftPlan.cell': '{{resource}}, {{day}}',
  'shiftPlan.addIn': 'Dienst toevoegen voor {{resource}} op {{day}}',
  'shiftPlan.shift': '{{name}}, {{time}}, {{status}}',
  'shiftPlan.status.Tentative': 'Voorlopig',
  'shiftPlan.status.Confirmed': 'Bevestigd',
  'shiftPlan.status.Published': 'Gepubliceerd',
  'shiftPlan.created': 'Dienst "{{name}}" aangemaakt',
  'shiftPlan.moved': 'Dienst "{{name}}" verplaatst',
  'shiftPlan.refused': '"{{name}}" is niet verplaatst: {{reason}}',
  'shiftPlan.notSaved': 'de server heeft de wijziging niet opgeslagen',
};

export default shiftPlanNl;
