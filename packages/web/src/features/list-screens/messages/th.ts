import type { ListScreensMessages } from './en.js';

const listScreensTh: ListScreensMessages = {
  'listScreens.read': 'อ่านแล้ว {{read}} แถว',
  'listScreens.readOf': 'อ่านแล้ว {{read}} จาก {{total}} แถว',
  'listScreens.readAll': 'อ่านครบทั้ง {{read}} แถว',
  'listScreens.readingMore': 'กำลังอ่านแถวเพิ่ม…',
  'listScreens.scrollAll': 'ทั้งหมด แบบเลื่อน',
  'listScreens.listLabel': '{{object}}: รายการ',
  'listScreens.keyboardHint': 'ใช้ลูกศรขึ้นและลงเพื่อเลื่อนในรายการ',
  'listScreens.listPane': 'รายการ',
  'listScreens.recordPane': 'ระเบียน',
  'listScreens.openTable': 'ตาราง',
  'listScreens.pickRecord': 'เลือกระเบียนทางซ้ายเพื่ออ่านที่นี่',
  'listScreens.pickFloating': 'เลือกระเบียนในรายการลอยเพื่อเปิดที่นี่',
  'listScreens.floatingLabel': 'รายการลอยของ {{object}}',
  'listScreens.moveLeft': 'ย้ายรายการไปทางซ้าย',
  'listScreens.moveRight': 'ย้ายรายการไปทางขวา',
  'listScreens.hideList': 'ซ่อนรายการ',
  'listScreens.showList': 'รายการ {{object}}',
};

export default listScreensTh;
