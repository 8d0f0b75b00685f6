import type { ShiftPlanMessages } from './en.js';

const shiftPlanIt: ShiftPlanMessages = {
  'shiftPlan.title': 'Piano dei turni',
  'shiftPlan.previousWeek': 'Settimana precedente',
  'shiftPlan.nextWeek': 'Settimana successiva',
  'shiftPlan.today': 'Oggi',
  'shiftPlan.refresh': 'Aggiorna',
  'shiftPlan.new': 'Nuovo turno',
  'shiftPlan.hint':
    'Fai clic su una cella vuota per aggiungere un turno, fai clic su un turno per aprirlo, trascina un turno su un altro giorno o un’altra risorsa per spostarlo.',
  'shiftPlan.gridLabel': 'Turni per risorsa di servizio e giorno',
  'shiftPlan.resource': 'Risorsa di servizio',
  'shiftPlan.unassigned': 'Nessuna risorsa',
  'shiftPlan.noResources': 'Non ci sono ancora risorse di servizio attive.',
  'shiftPlan.cell': '{{resource}}, {{day}}',
  'shiftPlan.addIn': 'Aggiungi un turno per {{resource}} il {{day}}',
  'shiftPlan.shift': '{{name}}, {{time}}, {{status}}',
  'shiftPlan.status.Tentative': 'Provvisorio',
  'shiftPlan.status.Confirmed': 'Confermato',
  'shiftPlan.status.Published': 'Pubblicato',
  'shiftPlan.created': 'Turno «{{name}}» creato',
  'shiftPlan.moved': 'Turno «{{name}}» spostato',
  'shiftPlan.refused': '«{{name}}» non è stato spostato: {{reason}}',
  'shiftPlan.notSaved': 'il server non ha salvato la modifica',
};

export default shiftPlanIt;
