import type { ShiftPlanMessages } from './en.js';

const shiftPlanFr: ShiftPlanMessages = {
  'shiftPlan.title': 'Planning des équipes',
  'shiftPlan.previousWeek': 'Semaine précédente',
  'shiftPlan.nextWeek': 'Semaine suivante',
  'shiftPlan.today': "Aujourd'hui",
  'shiftPlan.refresh': 'Actualiser',
  'shiftPlan.new': 'Nouveau poste',
  'shiftPlan.hint':
    'Cliquez sur une case vide pour ajouter un poste, cliquez sur un poste pour l’ouvrir, faites glisser un poste vers un autre jour ou une autre ressource pour le déplacer.',
  'shiftPlan.gridLabel': 'Postes par ressource de service et par jour',
  'shiftPlan.resource': 'Ressource de service',
  'shiftPlan.unassigned': 'Aucune ressource',
  'shiftPlan.noResources': "Il n'y a pas encore de ressource de service active.",
  'shiftPlan.cell': '{{resource}}, {{day}}',
  'shiftPlan.addIn': 'Ajouter un poste pour {{resource}} le {{day}}',
  'shiftPlan.shift': '{{name}}, {{time}}, {{status}}',
  'shiftPlan.status.Tentative': 'Provisoire',
  'shiftPlan.status.Confirmed': 'Confirmé',
  'shiftPlan.status.Published': 'Publié',
  'shiftPlan.created': 'Poste « {{name}} » créé',
  'shiftPlan.moved': 'Poste « {{name}} » déplacé',
  'shiftPlan.refused': '« {{name}} » n’a pas été déplacé : {{reason}}',
  'shiftPlan.notSaved': "le serveur n'a pas enregistré la modification",
};

export default shiftPlanFr;
