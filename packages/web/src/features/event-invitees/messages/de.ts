import type { InviteesMessages } from './en.js';

const inviteesDe: InviteesMessages = {
  'invitees.title': 'Teilnehmer',
  'invitees.organiser': 'Organisator: {{name}}',
  'invitees.none': 'Noch niemand ist eingeladen.',
  'invitees.add': 'Personen, Kontakte oder Leads einladen',
  'invitees.noMatch': 'Niemand gefunden',
  'invitees.remove': '{{name}} entfernen',
  'invitees.kind.user': 'Benutzer',
  'invitees.kind.contact': 'Kontakt',
  'invitees.kind.lead': 'Lead',
  'invitees.response.none': 'Keine Antwort',
  'invitees.response.accepted': 'Zugesagt',
  'invitees.response.declined': 'Abgesagt',
  'invitees.response.tentative': 'Mit Vorbehalt',
  'invitees.busy': 'Zu dieser Zeit belegt',
  'invitees.busyWarning': 'Zu dieser Zeit bereits belegt: {{names}}. Sie sind trotzdem eingeladen.',
  'invitees.yourAnswer': 'Ihre Antwort',
  'invitees.answer.accepted': 'Zusagen',
  'invitees.answer.tentative': 'Vielleicht',
  'invitees.answer.declined': 'Absagen',
  'invitees.failed': 'Nicht gespeichert: {{reason}}',
};

export default inviteesDe;
