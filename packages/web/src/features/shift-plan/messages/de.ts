import type { ShiftPlanMessages } from './en.js';

const shiftPlanDe: ShiftPlanMessages = {
  'shiftPlan.title': 'Schichtplan',
  'shiftPlan.previousWeek': 'Vorherige Woche',
  'shiftPlan.nextWeek': 'Nächste Woche',
  'shiftPlan.today': 'Heute',
  'shiftPlan.refresh': 'Aktualisieren',
  'shiftPlan.new': 'Neue Schicht',
  'shiftPlan.hint':
    'Klicken Sie in eine leere Zelle, um eine Schicht anzulegen, klicken Sie auf eine Schicht, um sie zu öffnen, und ziehen Sie eine Schicht auf einen anderen Tag oder eine andere Ressource, um sie zu verschieben.',
  'shiftPlan.gridLabel': 'Schichten nach Serviceressource und Tag',
  'shiftPlan.resource': 'Serviceressource',
  'shiftPlan.unassigned': 'Keine Ressource',
  'shiftPlan.noResources': 'Es gibt noch keine aktiven Serviceressourcen.',
  'shiftPlan.cell': '{{resource}}, {{day}}',
  'shiftPlan.addIn': 'Schicht für {{resource}} am {{day}} anlegen',
  'shiftPlan.shift': '{{name}}, {{time}}, {{status}}',
  'shiftPlan.status.Tentative': 'Vorläufig',
  'shiftPlan.status.Confirmed': 'Bestätigt',
  'shiftPlan.status.Published': 'Veröffentlicht',
  'shiftPlan.created': 'Schicht „{{name}}“ angelegt',
  'shiftPlan.moved': 'Schicht „{{name}}“ verschoben',
  'shiftPlan.refused': '„{{name}}“ wurde nicht verschoben: {{reason}}',
  'shiftPlan.notSaved': 'der Server hat die Änderung nicht gespeichert',
};

export default shiftPlanDe;
