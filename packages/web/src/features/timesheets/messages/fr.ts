import type { TimesheetsMessages } from './en.js';

const timesheetsFr: TimesheetsMessages = {
  'timesheets.title': 'Ma feuille de temps',
  'timesheets.previousWeek': 'Semaine précédente',
  'timesheets.nextWeek': 'Semaine suivante',
  'timesheets.thisWeek': 'Cette semaine',
  'timesheets.week': 'Semaine du {{start}} au {{end}}',
  'timesheets.hint':
    'Saisissez les heures par tâche et par jour ; Tab et Maj+Tab avancent dans la ligne, les flèches haut et bas passent d’une ligne à l’autre.',
  'timesheets.gridLabel': 'Heures par tâche de projet et par jour',
  'timesheets.task': 'Tâche de projet',
  'timesheets.billable': 'Facturable',
  'timesheets.total': 'Total',
  'timesheets.dayTotal': 'Total par jour',
  'timesheets.cell': '{{task}}, {{day}}',
  'timesheets.noTasks': 'Vous n’avez aucune tâche de projet ouverte ni aucune heure cette semaine.',
  'timesheets.save': 'Enregistrer',
  'timesheets.saved': 'Semaine enregistrée',
  'timesheets.submit': 'Soumettre pour approbation',
  'timesheets.submitTitle': 'Soumettre la semaine du {{start}}',
  'timesheets.comments': 'Commentaires',
  'timesheets.submitted': 'Semaine soumise pour approbation',
  'timesheets.status.open': 'Ouverte',
  'timesheets.status.submitted': 'En attente d’approbation',
  'timesheets.status.approved': 'Approuvée',
  'timesheets.status.rejected': 'Refusée',
  'timesheets.lockedWaiting':
    'Cette semaine attend l’approbation de {{approver}} : ses heures sont verrouillées.',
  'timesheets.lockedApproved': 'Cette semaine est approuvée : ses heures sont verrouillées.',
  'timesheets.rejected': 'Cette semaine a été refusée : modifiez les heures et soumettez-la de nouveau.',
  'timesheets.dayOver': '{{day}} : les heures totalisent {{total}} h, plus que les 24 h d’une journée',
  'timesheets.badHours':
    '{{task}}, {{day}} : les heures sont un nombre de 0 à 24 avec au plus deux décimales',
  'timesheets.unsaved': 'Modifications non enregistrées',
  'timesheets.actualHours': 'Heures réelles',
  'timesheets.actualHoursValue': '{{total}} h saisies, {{billable}} h facturables',
  'resourceCalendar.title': 'Calendrier des ressources',
  'resourceCalendar.hint':
    'Faites glisser une équipe vers un autre jour ou une autre ressource, ou un événement vers un autre jour ; au clavier : sélectionnez une barre, Espace, déplacez avec les flèches, puis Espace.',
  'resourceCalendar.gridLabel': 'Ressources de service par jour avec leurs équipes et événements',
  'resourceCalendar.resource': 'Ressource de service',
  'resourceCalendar.noResources': 'Il n’y a pas encore de ressource de service active.',
  'resourceCalendar.cell': '{{resource}}, {{day}}',
  'resourceCalendar.shift': 'Équipe {{name}}, {{time}}',
  'resourceCalendar.event': 'Événement {{name}}, {{time}}',
  'resourceCalendar.booked': '{{hours}} h réservées',
  'resourceCalendar.legendShift': 'Équipe',
  'resourceCalendar.legendEvent': 'Événement',
  'resourceCalendar.moved': '« {{name}} » déplacé',
  'resourceCalendar.refused': '« {{name}} » n’a pas été déplacé : {{reason}}',
  'timesheets.refusal.approved': 'La semaine du {{week}} est approuvée : ses heures ne peuvent plus changer',
  'timesheets.refusal.waiting':
    'La semaine du {{week}} attend son approbation : ses heures pourront changer à nouveau une fois refusée ou rappelée',
};

export default timesheetsFr;
