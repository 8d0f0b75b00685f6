import type { ChatMessages } from './en.js';

const chatPt: ChatMessages = {
  'chat.open': 'Abrir chat',
  'chat.openUnread': 'Abrir chat, {{count}} mensagens novas',
  'chat.openUnread_one': 'Abrir chat, {{count}} mensagem nova',
  'chat.title': 'Chat',
  'chat.groupsFailed': 'Não foi possível carregar os grupos de chat.',
  'chat.feedOf': 'Mensagens de {{group}}',
  'chat.empty': 'Ainda não há mensagens. Os cartões dos registros salvos aparecem aqui.',
  'chat.created': 'Criado',
  'chat.changed': 'Alterado',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': 'Alguém',
};

export default chatPt;
