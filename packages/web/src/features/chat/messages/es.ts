import type { ChatMessages } from './en.js';

const chatEs: ChatMessages = {
  'chat.open': 'Abrir chat',
  'chat.openUnread': 'Abrir chat, {{count}} mensajes nuevos',
  'chat.openUnread_one': 'Abrir chat, {{count}} mensaje nuevo',
  'chat.title': 'Chat',
  'chat.groupsFailed': 'No se pudieron cargar los grupos de chat.',
  'chat.feedOf': 'Mensajes de {{group}}',
  'chat.empty': 'Aún no hay mensajes. Aquí aparecen las tarjetas de los registros guardados.',
  'chat.created': 'Creado',
  'chat.changed': 'Modificado',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': 'Alguien',
};

export default chatEs;
