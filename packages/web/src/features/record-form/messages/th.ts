import type { SpecialObjectsMessages } from './en.js';

const specialObjectsTh: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}} ต้องมากกว่า 0 และไม่เกิน 24 ชั่วโมง',
  'specialObjects.serviceResource.user': 'ทรัพยากรประเภททีมหมายถึงทีมบริการ: เลือกทีมบริการ',
  'specialObjects.serviceResource.group': 'ทรัพยากรนี้หมายถึงผู้ใช้หนึ่งคน ไม่ใช่ทีม: เลือกผู้ใช้',
  'specialObjects.activity.notAPerson': 'ชื่อต้องเป็นผู้ติดต่อหรือลีด',
  'specialObjects.activity.leadRelated': 'กิจกรรมของลีดไม่สามารถเชื่อมโยงกับระเบียนอื่นได้',
  'specialObjects.workRule.unknownAttribute': 'เลือกแอตทริบิวต์ทรัพยากรจากรายการ',
  'specialObjects.workRule.operatorNotAllowed': 'ตัวดำเนินการนี้ใช้กับแอตทริบิวต์ที่เลือกไม่ได้',
  'specialObjects.workRule.valueRequired': 'ป้อนค่าสำหรับแอตทริบิวต์ที่เลือก',
  'specialObjects.workRule.notANumber': 'ป้อนตัวเลข',
  'specialObjects.workRule.notADate': 'ป้อนวันที่',
  'specialObjects.workRule.notACheckbox': 'เลือกจริงหรือเท็จ',
  'specialObjects.qualification': 'เลือกฟิลด์คุณสมบัติจากรายการ',
  'recordForm.refusal.list': '{{message}} ({{list}})',
  'recordForm.refusal.sum': '{{message}} ป้อน {{total}} ควรเป็น {{expected}}',
  'recordForm.refusal.lines': '{{message}} รายการที่เกี่ยวข้อง: {{count}}',
};

export default specialObjectsTh;
