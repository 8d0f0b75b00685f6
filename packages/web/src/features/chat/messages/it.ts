import type { ChatMessages } from './en.js';

const chatIt: ChatMessages = {
  'chat.open': 'Apri chat',
  'chat.openUnread': 'Apri chat, {{count}} nuovi messaggi',
  'chat.openUnread_one': 'Apri chat, {{count}} nuovo messaggio',
  'chat.title': 'Chat',
  'chat.groupsFailed': 'Impossibile caricare i gruppi di chat.',
  'chat.feedOf': 'Messaggi di {{group}}',
  'chat.empty': 'Ancora nessun messaggio. Qui compaiono le schede dei record salvati.',
  'chat.created': 'Creato',
  'chat.changed': 'Modificato',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': 'Qualcuno',
};

export default chatIt;
