import centerTh from './center/th.js';
import type approvalsEn from './en.js';
import noticesTh from './notices/th.js';
import runsTh from './runs/th.js';

/** The approvals flow's messages in th. */
const approvalsTh: Record<keyof typeof approvalsEn, string> = {
  ...centerTh,
  ...runsTh,
  ...noticesTh,
  'approvals.submitForApproval': 'ส่งขออนุมัติ',
  'approvals.submitted': 'ส่งขออนุมัติถึง {{approver}} แล้ว',
  'approvals.commentsTitle': 'ความเห็นประกอบการอนุมัติ',
  'approvals.commentsLabel': 'ความเห็นถึงผู้อนุมัติ',
  'approvals.submit': 'ส่ง',
  'approvals.nextApproverTitle': 'เลือกผู้อนุมัติคนถัดไป',
  'approvals.nextApproverIntro': '"{{process}}" ให้คุณเลือกผู้อนุมัติเรกคอร์ดนี้',
  'approvals.approver': 'ผู้อนุมัติ',
  'approvals.approverSearch': 'ค้นหาบุคคลตามชื่อ',
  'approvals.cannotSubmit': 'ไม่สามารถส่งขออนุมัติได้',
  'approvals.failedFallback': 'ไม่สามารถส่งเรกคอร์ดนี้ขออนุมัติได้',
  'approvals.showDetails': 'แสดงรายละเอียด ({{count}})',
  'approvals.hideDetails': 'ซ่อนรายละเอียด',
  'approvals.locked': 'เรกคอร์ดนี้ถูกล็อกระหว่างรอการอนุมัติจาก {{approver}} มีเพียงผู้อนุมัติหรือผู้ดูแลระบบที่แก้ไขได้',
  'approvals.deleteLocked':
    'ไม่สามารถลบ{{object}} "{{name}}" ได้ขณะที่รอการอนุมัติจาก {{approver}} ต้องอนุมัติหรือปฏิเสธคำขออนุมัติก่อน',
};

export default approvalsTh;
