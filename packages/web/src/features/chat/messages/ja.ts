import type { ChatMessages } from './en.js';

const chatJa: ChatMessages = {
  'chat.open': 'チャットを開く',
  'chat.openUnread': 'チャットを開く（新着 {{count}} 件）',
  'chat.openUnread_one': 'チャットを開く（新着 {{count}} 件）',
  'chat.title': 'チャット',
  'chat.groupsFailed': 'チャットグループを読み込めませんでした。',
  'chat.feedOf': '{{group}} のメッセージ',
  'chat.empty': 'まだメッセージはありません。保存したレコードのカードがここに表示されます。',
  'chat.created': '作成',
  'chat.changed': '変更',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': 'だれか',
};

export default chatJa;
