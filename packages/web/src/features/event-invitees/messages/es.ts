import type { InviteesMessages } from './en.js';

const inviteesEs: InviteesMessages = {
  'invitees.title': 'Invitados',
  'invitees.organiser': 'Organizador: {{name}}',
  'invitees.none': 'Todavía no hay nadie invitado.',
  'invitees.add': 'Invitar a personas, contactos o clientes potenciales',
  'invitees.noMatch': 'No se encontró a nadie',
  'invitees.remove': 'Quitar a {{name}}',
  'invitees.kind.user': 'Usuario',
  'invitees.kind.contact': 'Contacto',
  'invitees.kind.lead': 'Cliente potencial',
  'invitees.response.none': 'Sin respuesta',
  'invitees.response.accepted': 'Aceptado',
  'invitees.response.declined': 'Rechazado',
  'invitees.response.tentative': 'Provisional',
  'invitees.busy': 'Ocupado a esa hora',
  'invitees.busyWarning': 'Ya ocupados a esta hora: {{names}}. Se invitan de todos modos.',
  'invitees.yourAnswer': 'Su respuesta',
  'invitees.answer.accepted': 'Aceptar',
  'invitees.answer.tentative': 'Quizás',
  'invitees.answer.declined': 'Rechazar',
  'invitees.failed': 'No guardado: {{reason}}',
};

export default inviteesEs;
