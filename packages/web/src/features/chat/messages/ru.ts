import type { ChatMessages } from './en.js';

const chatRu: ChatMessages = {
  'chat.open': 'Открыть чат',
  'chat.openUnread': 'Открыть чат, новых сообщений: {{count}}',
  'chat.openUnread_one': 'Открыть чат, новых сообщений: {{count}}',
  'chat.title': 'Чат',
  'chat.groupsFailed': 'Не удалось загрузить группы чата.',
  'chat.feedOf': 'Сообщения группы {{group}}',
  'chat.empty': 'Сообщений пока нет. Здесь появляются карточки сохранённых записей.',
  'chat.created': 'Создано',
  'chat.changed': 'Изменено',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': 'Кто-то',
};

export default chatRu;
