import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in th. */
const noticesTh: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': 'การแจ้งเตือนการอนุมัติ',
  'approvals.notices.bell': 'การแจ้งเตือนการอนุมัติ ยังไม่อ่าน {{count}} รายการ',
  'approvals.notices.empty': 'ยังไม่มีการแจ้งเตือนการอนุมัติ',
  'approvals.notices.openCenter': 'เปิดศูนย์การอนุมัติ',
  'approvals.notices.fromFlow': 'โฟลว์ “{{flow}}”',
  'approvals.notices.markRead': 'ทำเครื่องหมายว่าอ่านแล้ว',
  'approvals.notices.markUnread': 'ทำเครื่องหมายว่ายังไม่อ่าน',
  'approvals.notices.markAllRead': 'ทำเครื่องหมายว่าอ่านแล้วทั้งหมด',
  'approvals.away.button': 'การลาและการแจ้งเตือน',
  'approvals.away.title': 'ระหว่างที่คุณไม่อยู่',
  'approvals.away.intro': 'คำขอที่ส่งถึงคุณในช่วงวันที่นี้จะไปยังผู้รับมอบหมายแทน และประวัติการอนุมัติจะระบุว่าดำเนินการแทนคุณ',
  'approvals.away.none': 'ไม่มีผู้รับมอบหมาย: คำขอจะส่งถึงคุณ',
  'approvals.away.active': 'มีผลวันนี้: {{name}} อนุมัติแทนคุณจนถึง {{to}}',
  'approvals.away.scheduled': '{{name}} จะอนุมัติแทนคุณตั้งแต่ {{from}} ถึง {{to}}',
  'approvals.away.delegate': 'ผู้รับมอบหมาย',
  'approvals.away.delegatePlaceholder': 'เลือกผู้ที่จะอนุมัติแทนคุณ',
  'approvals.away.dates': 'ไม่อยู่ตั้งแต่ – ถึง',
  'approvals.away.datesHint': 'รวมทั้งสองวัน เว้นวันสิ้นสุดว่างไว้หากยังไม่กำหนด',
  'approvals.away.email': 'ส่งการแจ้งเตือนการอนุมัติทางอีเมลด้วย',
  'approvals.away.emailHint': 'ส่งผ่านเซิร์ฟเวอร์อีเมลขาออกขององค์กร',
  'approvals.away.save': 'บันทึก',
  'approvals.away.cancel': 'ยกเลิก',
  'approvals.away.end': 'สิ้นสุดการมอบหมาย',
  'approvals.away.saved': 'บันทึกแล้ว',
};

export default noticesTh;
