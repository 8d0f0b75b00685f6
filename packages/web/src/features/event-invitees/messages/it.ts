import type { InviteesMessages } from './en.js';

const inviteesIt: InviteesMessages = {
  'invitees.title': 'Invitati',
  'invitees.organiser': 'Organizzatore: {{name}}',
  'invitees.none': 'Ancora nessun invitato.',
  'invitees.add': 'Invita persone, contatti o lead',
  'invitees.noMatch': 'Nessuno trovato',
  'invitees.remove': 'Rimuovi {{name}}',
  'invitees.kind.user': 'Utente',
  'invitees.kind.contact': 'Contatto',
  'invitees.kind.lead': 'Lead',
  'invitees.response.none': 'Nessuna risposta',
  'invitees.response.accepted': 'Accettato',
  'invitees.response.declined': 'Rifiutato',
  'invitees.response.tentative': 'Provvisorio',
  'invitees.busy': 'Occupato in quell’orario',
  'invitees.busyWarning': 'Già occupati in questo orario: {{names}}. Sono invitati comunque.',
  'invitees.yourAnswer': 'La tua risposta',
  'invitees.answer.accepted': 'Accetta',
  'invitees.answer.tentative': 'Forse',
  'invitees.answer.declined': 'Rifiuta',
  'invitees.failed': 'Non salvato: {{reason}}',
};

export default inviteesIt;
