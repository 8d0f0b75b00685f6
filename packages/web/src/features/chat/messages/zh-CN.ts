import type { ChatMessages } from './en.js';

const chatZhCN: ChatMessages = {
  'chat.open': '打开聊天',
  'chat.openUnread': '打开聊天，{{count}} 条新消息',
  'chat.openUnread_one': '打开聊天，{{count}} 条新消息',
  'chat.title': '聊天',
  'chat.groupsFailed': '无法加载聊天群组。',
  'chat.feedOf': '{{group}} 的消息',
  'chat.empty': '暂无消息。已保存记录的卡片会显示在这里。',
  'chat.created': '已创建',
  'chat.changed': '已修改',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': '某人',
};

export default chatZhCN;
