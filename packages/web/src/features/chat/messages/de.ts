import type { ChatMessages } from './en.js';

const chatDe: ChatMessages = {
  'chat.open': 'Chat öffnen',
  'chat.openUnread': 'Chat öffnen, {{count}} neue Nachrichten',
  'chat.openUnread_one': 'Chat öffnen, {{count}} neue Nachricht',
  'chat.title': 'Chat',
  'chat.groupsFailed': 'Die Chat-Gruppen konnten nicht geladen werden.',
  'chat.feedOf': 'Nachrichten von {{group}}',
  'chat.empty': 'Noch keine Nachrichten. Karten gespeicherter Datensätze erscheinen hier.',
  'chat.created': 'Erstellt',
  'chat.changed': 'Geändert',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': 'Jemand',
};

export default chatDe;
