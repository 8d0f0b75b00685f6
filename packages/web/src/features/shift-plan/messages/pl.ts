import type { ShiftPlanMessages } from './en.js';

const shiftPlanPl: ShiftPlanMessages = {
  'shiftPlan.title': 'Grafik zmian',
  'shiftPlan.previousWeek': 'Poprzedni tydzień',
  'shiftPlan.nextWeek': 'Następny tydzień',
  'shiftPlan.today': 'Dzisiaj',
  'shiftPlan.refresh': 'Odśwież',
  'shiftPlan.new': 'Nowa zmiana',
  'shiftPlan.hint':
    'Kliknij pustą komórkę, aby dodać zmianę, kliknij zmianę, aby ją otworzyć, przeciągnij zmianę na inny dzień lub zasób, aby ją przenieść.',
  'shiftPlan.gridLabel': 'Zmiany według zasobu serwisowego i dnia',
  'shiftPlan.resource': 'Zasób serwisowy',
  'shiftPlan.unassigned': 'Bez zasobu',
  'shiftPlan.noResources': 'Nie ma jeszcze aktywnych zasobów serwisowych.',
  'shiftPlan.cell': '{{resource}}, {{day}}',
  'shiftPlan.addIn': 'Dodaj zmianę dla {{resource}}: {{day}}',
  'shiftPlan.shift': '{{name}}, {{time}}, {{status}}',
  'shiftPlan.status.Tentative': 'Wstępna',
  'shiftPlan.status.Confirmed': 'Potwierdzona',
  'shiftPlan.status.Published': 'Opublikowana',
  'shiftPlan.created': 'Utworzono zmianę „{{name}}”',
  'shiftPlan.moved': 'Przeniesiono zmianę „{{name}}”',
  'shiftPlan.refused': 'Nie przeniesiono „{{name}}”: {{reason}}',
  'shiftPlan.notSaved': 'serwer nie zapisał zmiany',
};

export default shiftPlanPl;
