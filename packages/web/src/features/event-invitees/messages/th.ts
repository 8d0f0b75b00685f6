import type { InviteesMessages } from './en.js';

const inviteesTh: InviteesMessages = {
  'invitees.title': 'ผู้ได้รับเชิญ',
  'invitees.organiser': 'ผู้จัด: {{name}}',
  'invitees.none': 'ยังไม่มีผู้ได้รับเชิญ',
  'invitees.add': 'เชิญผู้ใช้ ผู้ติดต่อ หรือลีด',
  'invitees.noMatch': 'ไม่พบ',
  'invitees.remove': 'นำ {{name}} ออก',
  'invitees.kind.user': 'ผู้ใช้',
  'invitees.kind.contact': 'ผู้ติดต่อ',
  'invitees.kind.lead': 'ลีด',
  'invitees.response.none': 'ยังไม่ตอบ',
  'invitees.response.accepted': 'ตอบรับแล้ว',
  'invitees.response.declined': 'ปฏิเสธแล้ว',
  'invitees.response.tentative': 'ยังไม่แน่นอน',
  'invitees.busy': 'ไม่ว่างในเวลานี้',
  'invitees.busyWarning': 'มีนัดในเวลานี้แล้ว: {{names}} แต่ยังคงได้รับเชิญ',
  'invitees.yourAnswer': 'คำตอบของคุณ',
  'invitees.answer.accepted': 'ตอบรับ',
  'invitees.answer.tentative': 'อาจจะ',
  'invitees.answer.declined': 'ปฏิเสธ',
  'invitees.failed': 'ไม่ได้บันทึก: {{reason}}',
};

export default inviteesTh;
