import type { ShiftPlanMessages } from './en.js';

const shiftPlanTh: ShiftPlanMessages = {
  'shiftPlan.title': 'แผนกะงาน',
  'shiftPlan.previousWeek': 'สัปดาห์ก่อนหน้า',
  'shiftPlan.nextWeek': 'สัปดาห์ถัดไป',
  'shiftPlan.today': 'วันนี้',
  'shiftPlan.refresh': 'รีเฟรช',
  'shiftPlan.new': 'กะใหม่',
  'shiftPlan.hint': 'คลิกช่องว่างเพื่อเพิ่มกะ คลิกกะเพื่อเปิด ลากกะไปยังวันหรือทรัพยากรอื่นเพื่อย้าย',
  'shiftPlan.gridLabel': 'กะตามทรัพยากรบริการและวัน',
  'shiftPlan.resource': 'ทรัพยากรบริการ',
  'shiftPlan.unassigned': 'ไม่มีทรัพยากร',
  'shiftPlan.noResources': 'ยังไม่มีทรัพยากรบริการที่ใช้งานอยู่',
  'shiftPlan.cell': '{{resource}}, {{day}}',
  'shiftPlan.addIn': 'เพิ่มกะให้ {{resource}} ในวัน {{day}}',
  'shiftPlan.shift': '{{name}}, {{time}}, {{status}}',
  'shiftPlan.status.Tentative': 'ชั่วคราว',
  'shiftPlan.status.Confirmed': 'ยืนยันแล้ว',
  'shiftPlan.status.Published': 'เผยแพร่แล้ว',
  'shiftPlan.created': 'สร้างกะ "{{name}}" แล้ว',
  'shiftPlan.moved': 'ย้ายกะ "{{name}}" แล้ว',
  'shiftPlan.refused': 'ไม่ได้ย้าย "{{name}}": {{reason}}',
  'shiftPlan.notSaved': 'เซิร์ฟเวอร์ไม่ได้บันทึกการเปลี่ยนแปลง',
};

export default shiftPlanTh;
