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
  'recordForm.conflict.refused': '{{name}} เปลี่ยนระเบียนนี้หลังจากที่คุณเปิด ยังไม่มีการบันทึกใด ๆ',
  'recordForm.conflict.title': 'มีผู้อื่นเปลี่ยนระเบียนนี้',
  'recordForm.conflict.who': '{{name}} บันทึกระเบียนนี้เมื่อ {{time}} หลังจากที่คุณเปิด การเปลี่ยนแปลงของคุณยังไม่ถูกบันทึก',
  'recordForm.conflict.someone': 'ใครบางคน',
  'recordForm.conflict.hint':
    'ทำเครื่องหมายฟิลด์ที่ต้องการให้ค่าของคุณแทนที่ค่าของอีกฝ่าย แล้วบันทึก การโหลดใหม่จะทิ้งการเปลี่ยนแปลงของคุณและแสดงระเบียนตามปัจจุบัน',
  'recordForm.conflict.noOverlap': 'ระเบียนมีค่าของคุณอยู่แล้ว บันทึกเพื่อเสร็จสิ้น หรือโหลดใหม่เพื่อดูการเปลี่ยนแปลงอื่น',
  'recordForm.conflict.field': 'ฟิลด์',
  'recordForm.conflict.theirs': 'ค่าของอีกฝ่าย',
  'recordForm.conflict.mine': 'ค่าของคุณ',
  'recordForm.conflict.keep': 'เก็บค่าของฉัน',
  'recordForm.conflict.keepField': 'เก็บค่าของคุณสำหรับ {{field}}',
  'recordForm.conflict.changedByThem': 'อีกฝ่ายเปลี่ยน',
  'recordForm.conflict.reload': 'โหลดใหม่ (ใช้ค่าของอีกฝ่าย)',
  'recordForm.conflict.keepMine': 'บันทึกค่าที่เลือก',
  'recordForm.conflict.empty': '(ว่าง)',
  'recordForm.useAssignmentRule': 'ใช้กฎการมอบหมาย',
};

export default specialObjectsTh;
