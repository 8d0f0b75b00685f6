import type { ChatMessages } from './en.js';

const chatTh: ChatMessages = {
  'chat.open': 'เปิดแชท',
  'chat.openUnread': 'เปิดแชท มีข้อความใหม่ {{count}} ข้อความ',
  'chat.openUnread_one': 'เปิดแชท มีข้อความใหม่ {{count}} ข้อความ',
  'chat.title': 'แชท',
  'chat.groupsFailed': 'โหลดกลุ่มแชทไม่ได้',
  'chat.feedOf': 'ข้อความของ {{group}}',
  'chat.empty': 'ยังไม่มีข้อความ การ์ดของระเบียนที่บันทึกจะแสดงที่นี่',
  'chat.created': 'สร้างแล้ว',
  'chat.changed': 'เปลี่ยนแล้ว',
  'chat.byAt': '{{name}} · {{time}}',
  'chat.someone': 'ใครบางคน',
};

export default chatTh;
