import type { InviteesMessages } from './en.js';

const inviteesNl: InviteesMessages = {
  'invitees.title': 'Genodigden',
  'invitees.organiser': 'Organisator: {{name}}',
  'invitees.none': 'Nog niemand uitgenodigd.',
  'invitees.add': 'Personen, contactpersonen of leads uitnodigen',
  'invitees.noMatch': 'Niemand gevonden',
  'invitees.remove': '{{name}} verwijderen',
  'invitees.kind.user': 'Gebruiker',
  'invitees.kind.contact': 'Contactpersoon',
  'invitees.kind.lead': 'Lead',
  'invitees.response.none': 'Geen antwoord',
  'invitees.response.accepted': 'Geaccepteerd',
  'invitees.response.declined': 'Afgewezen',
  'invitees.response.tentative': 'Voorlopig',
  'invitees.busy': 'Op dat moment bezet',
  'invitees.busyWarning': 'Op dit moment al bezet: {{names}}. Ze zijn toch uitgenodigd.',
  'invitees.yourAnswer': 'Uw antwoord',
  'invitees.answer.accepted': 'Accepteren',
  'invitees.answer.tentative': 'Misschien',
  'invitees.answer.declined': 'Afwijzen',
  'invitees.failed': 'Niet opgeslagen: {{reason}}',
};

export default inviteesNl;
