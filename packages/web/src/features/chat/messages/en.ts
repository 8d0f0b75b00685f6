/** The chat panel's messages in English: the source every other language follows. */
const chatEn = {
  'chat.open': 'Open chat',
  'chat.openUnread': 'Open chat, {{count}} new messages',
  'chat.openUnread_one': 'Open chat, {{count}} new message',
  'chat.title': 'Chat',
  'chat.groupsFailed': 'The chat groups could not be loaded.',
  'chat.feedOf': 'Messages of {{group}}',
  'chat.empty': 'No messages yet. Cards of saved records appear here.',
  'chat.created': 'Created',
  'chat.changed': 'Changed',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': 'Someone',
};

export type ChatMessages = Record<keyof typeof chatEn, string>;

export default chatEn;
