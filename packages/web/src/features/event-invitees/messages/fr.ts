import type { InviteesMessages } from './en.js';

const inviteesFr: InviteesMessages = {
  'invitees.title': 'Participants',
  'invitees.organiser': 'Organisateur : {{name}}',
  'invitees.none': 'Personne n’est encore invité.',
  'invitees.add': 'Inviter des personnes, contacts ou pistes',
  'invitees.noMatch': 'Aucun résultat',
  'invitees.remove': 'Retirer {{name}}',
  'invitees.kind.user': 'Utilisateur',
  'invitees.kind.contact': 'Contact',
  'invitees.kind.lead': 'Piste',
  'invitees.response.none': 'Sans réponse',
  'invitees.response.accepted': 'Accepté',
  'invitees.response.declined': 'Refusé',
  'invitees.response.tentative': 'Provisoire',
  'invitees.busy': 'Occupé à ce moment',
  'invitees.busyWarning': 'Déjà occupé(s) à ce moment : {{names}}. L’invitation est faite quand même.',
  'invitees.yourAnswer': 'Votre réponse',
  'invitees.answer.accepted': 'Accepter',
  'invitees.answer.tentative': 'Peut-être',
  'invitees.answer.declined': 'Refuser',
  'invitees.failed': 'Non enregistré : {{reason}}',
};

export default inviteesFr;
