import type { ChatMessages } from './en.js';

const chatNl: ChatMessages = {
  'chat.open': 'Chat openen',
  'chat.openUnread': 'Chat openen, {{count}} nieuwe berichten',
  'chat.openUnread_one': 'Chat openen, {{count}} nieuw bericht',
  'chat.title': 'Chat',
  'chat.groupsFailed': 'De chatgroepen konden niet worden geladen.',
  'chat.feedOf': 'Berichten van {{group}}',
  'chat.empty': 'Nog geen berichten. Kaarten van opgeslagen records verschijnen hier.',
  'chat.created': 'Aangemaakt',
  'chat.changed': 'Gewijzigd',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': 'Iemand',
};

export default chatNl;
