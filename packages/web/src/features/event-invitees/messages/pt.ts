import type { InviteesMessages } from './en.js';

const inviteesPt: InviteesMessages = {
  'invitees.title': 'Convidados',
  'invitees.organiser': 'Organizador: {{name}}',
  'invitees.none': 'Ainda ninguém foi convidado.',
  'invitees.add': 'Convidar pessoas, contactos ou leads',
  'invitees.noMatch': 'Ninguém encontrado',
  'invitees.remove': 'Remover {{name}}',
  'invitees.kind.user': 'Utilizador',
  'invitees.kind.contact': 'Contacto',
  'invitees.kind.lead': 'Lead',
  'invitees.response.none': 'Sem resposta',
  'invitees.response.accepted': 'Aceite',
  'invitees.response.declined': 'Recusado',
  'invitees.response.tentative': 'Provisório',
  'invitees.busy': 'Ocupado nessa hora',
  'invitees.busyWarning': 'Já ocupados nesta hora: {{names}}. São convidados mesmo assim.',
  'invitees.yourAnswer': 'A sua resposta',
  'invitees.answer.accepted': 'Aceitar',
  'invitees.answer.tentative': 'Talvez',
  'invitees.answer.declined': 'Recusar',
  'invitees.failed': 'Não guardado: {{reason}}',
};

export default inviteesPt;
