import type { ChatMessages } from './en.js';

const chatFr: ChatMessages = {
  'chat.open': 'Ouvrir le chat',
  'chat.openUnread': 'Ouvrir le chat, {{count}} nouveaux messages',
  'chat.openUnread_one': 'Ouvrir le chat, {{count}} nouveau message',
  'chat.title': 'Chat',
  'chat.groupsFailed': 'Les groupes de chat n’ont pas pu être chargés.',
  'chat.feedOf': 'Messages de {{group}}',
  'chat.empty': 'Aucun message pour l’instant. Les cartes des enregistrements sauvegardés apparaissent ici.',
  'chat.created': 'Créé',
  'chat.changed': 'Modifié',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': 'Quelqu’un',
};

export default chatFr;
