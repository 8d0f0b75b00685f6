import type { ChatMessages } from './en.js';

const chatKo: ChatMessages = {
  'chat.open': '채팅 열기',
  'chat.openUnread': '채팅 열기, 새 메시지 {{count}}개',
  'chat.openUnread_one': '채팅 열기, 새 메시지 {{count}}개',
  'chat.title': '채팅',
  'chat.groupsFailed': '채팅 그룹을 불러오지 못했습니다.',
  'chat.feedOf': '{{group}}의 메시지',
  'chat.empty': '아직 메시지가 없습니다. 저장된 레코드의 카드가 여기에 표시됩니다.',
  'chat.created': '생성됨',
  'chat.changed': '변경됨',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': '누군가',
};

export default chatKo;
