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
  'tags.rename': 'เปลี่ยนชื่อ',
  'tags.renameTitle': 'เปลี่ยนชื่อแท็ก “{{name}}”',
  'tags.renamed': 'เปลี่ยนชื่อแท็กเป็น “{{name}}” แล้ว',
  'tags.renameFailed': 'เปลี่ยนชื่อแท็กไม่ได้',
  'tags.delete': 'ลบ',
  'tags.deleteTitle': 'ลบแท็ก “{{name}}” หรือไม่',
  'tags.deleteConfirm': 'แท็กจะถูกนำออกจากทุกระเบียนที่มีแท็กนี้ และย้อนกลับไม่ได้',
  'tags.deleted': 'ลบแท็ก “{{name}}” แล้ว',
  'tags.nameRequired': 'ป้อนชื่อแท็ก',
};

export default tagsTh;
