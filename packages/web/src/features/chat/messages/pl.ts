import type { ChatMessages } from './en.js';

const chatPl: ChatMessages = {
  'chat.open': 'Otwórz czat',
  'chat.openUnread': 'Otwórz czat, nowe wiadomości: {{count}}',
  'chat.openUnread_one': 'Otwórz czat, nowe wiadomości: {{count}}',
  'chat.title': 'Czat',
  'chat.groupsFailed': 'Nie udało się wczytać grup czatu.',
  'chat.feedOf': 'Wiadomości grupy {{group}}',
  'chat.empty': 'Brak wiadomości. Tutaj pojawiają się karty zapisanych rekordów.',
  'chat.created': 'Utworzono',
  'chat.changed': 'Zmieniono',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': 'Ktoś',
};

export default chatPl;
