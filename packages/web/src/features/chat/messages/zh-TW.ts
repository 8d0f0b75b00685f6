import type { ChatMessages } from './en.js';

const chatZhTW: ChatMessages = {
  'chat.open': '開啟聊天',
  'chat.openUnread': '開啟聊天，{{count}} 則新訊息',
  'chat.openUnread_one': '開啟聊天，{{count}} 則新訊息',
  'chat.title': '聊天',
  'chat.groupsFailed': '無法載入聊天群組。',
  'chat.feedOf': '{{group}} 的訊息',
  'chat.empty': '尚無訊息。已儲存記錄的卡片會顯示在這裡。',
  'chat.created': '已建立',
  'chat.changed': '已變更',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': '某人',
};

export default chatZhTW;
