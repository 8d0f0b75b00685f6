import type { TimesheetsMessages } from './en.js';

const timesheetsDe: TimesheetsMessages = {
  'timesheets.title': 'Mein Stundenzettel',
  'timesheets.previousWeek': 'Vorherige Woche',
  'timesheets.nextWeek': 'Nächste Woche',
  'timesheets.thisWeek': 'Diese Woche',
  'timesheets.week': 'Woche vom {{start}} – {{end}}',
  'timesheets.hint':
    'Stunden je Aufgabe und Tag eingeben; Tab und Umschalt+Tab gehen in der Zeile weiter, die Pfeiltasten nach oben und unten zwischen den Zeilen.',
  'timesheets.gridLabel': 'Stunden nach Projektaufgabe und Tag',
  'timesheets.task': 'Projektaufgabe',
  'timesheets.billable': 'Abrechenbar',
  'timesheets.total': 'Summe',
  'timesheets.dayTotal': 'Summe je Tag',
  'timesheets.cell': '{{task}}, {{day}}',
  'timesheets.noTasks': 'Sie haben keine offenen Projektaufgaben und keine Stunden in dieser Woche.',
  'timesheets.save': 'Speichern',
  'timesheets.saved': 'Woche gespeichert',
  'timesheets.submit': 'Zur Genehmigung einreichen',
  'timesheets.submitTitle': 'Woche vom {{start}} einreichen',
  'timesheets.comments': 'Kommentare',
  'timesheets.submitted': 'Woche zur Genehmigung eingereicht',
  'timesheets.status.open': 'Offen',
  'timesheets.status.submitted': 'Wartet auf Genehmigung',
  'timesheets.status.approved': 'Genehmigt',
  'timesheets.status.rejected': 'Abgelehnt',
  'timesheets.lockedWaiting':
    'Diese Woche wartet auf die Genehmigung durch {{approver}}: ihre Stunden sind gesperrt.',
  'timesheets.lockedApproved': 'Diese Woche ist genehmigt: ihre Stunden sind gesperrt.',
  'timesheets.rejected': 'Diese Woche wurde abgelehnt: Stunden ändern und erneut einreichen.',
  'timesheets.dayOver': '{{day}}: die Stunden ergeben {{total}} h, mehr als die 24 h eines Tages',
  'timesheets.badHours':
    '{{task}}, {{day}}: Stunden sind eine Zahl von 0 bis 24 mit höchstens zwei Dezimalstellen',
  'timesheets.unsaved': 'Ungespeicherte Änderungen',
  'timesheets.actualHours': 'Ist-Stunden',
  'timesheets.actualHoursValue': '{{total}} h erfasst, {{billable}} h abrechenbar',
  'resourceCalendar.title': 'Ressourcenkalender',
  'resourceCalendar.hint':
    'Ziehen Sie eine Schicht auf einen anderen Tag oder eine andere Ressource, oder einen Termin auf einen anderen Tag; mit der Tastatur: Balken fokussieren, Leertaste, mit den Pfeilen bewegen, erneut Leertaste.',
  'resourceCalendar.gridLabel': 'Serviceressourcen nach Tag mit ihren Schichten und Terminen',
  'resourceCalendar.resource': 'Serviceressource',
  'resourceCalendar.noResources': 'Es gibt noch keine aktiven Serviceressourcen.',
  'resourceCalendar.cell': '{{resource}}, {{day}}',
  'resourceCalendar.shift': 'Schicht {{name}}, {{time}}',
  'resourceCalendar.event': 'Termin {{name}}, {{time}}',
  'resourceCalendar.booked': '{{hours}} h gebucht',
  'resourceCalendar.legendShift': 'Schicht',
  'resourceCalendar.legendEvent': 'Termin',
  'resourceCalendar.moved': '„{{name}}“ verschoben',
  'resourceCalendar.refused': '„{{name}}“ wurde nicht verschoben: {{reason}}',
  'timesheets.refusal.approved':
    'Die Woche vom {{week}} ist genehmigt: ihre Stunden können sich nicht mehr ändern',
  'timesheets.refusal.waiting':
    'Die Woche vom {{week}} wartet auf Genehmigung: ihre Stunden können sich erst wieder ändern, wenn sie abgelehnt oder zurückgezogen wird',
};

export default timesheetsDe;
