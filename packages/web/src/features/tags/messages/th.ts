import type { TagsMessages } from './en.js';

const tagsTh: TagsMessages = {
  'tags.title': 'แท็ก',
  'tags.add': 'เพิ่มแท็ก',
  'tags.name': 'ชื่อแท็ก',
  'tags.remove': 'นำแท็ก {{name}} ออก',
  'tags.none': 'ไม่มีแท็ก',
  'tags.pick': 'เลือกแท็กเพื่อดูระเบียนที่มีแท็กนั้น',
  'tags.emptyOrg': 'ยังไม่มีแท็ก เปิดระเบียนแล้วเพิ่มแท็กจากหน้าของระเบียนนั้น',
  'tags.noRecords': 'ไม่มีระเบียนที่คุณเปิดได้ซึ่งมีแท็กนี้',
  'tags.recordsOf': 'ระเบียนที่มีแท็ก “{{name}}”',
  'tags.addFailed': 'ไม่สามารถเพิ่มแท็กได้',
  'tags.removeFailed': 'ไม่สามารถนำแท็กออกได้',
  'tags.allTags': 'แท็กทั้งหมด',
};

export default tagsTh;
