import type runsEn from './en.js';

/** The run history of a process's actions in th. */
const runsTh: Record<keyof typeof runsEn, string> = {
  'approvals.runs.open': 'ประวัติการทำงาน',
  'approvals.runs.openLabel': 'ประวัติการทำงานของ {{name}}',
  'approvals.runs.title': 'ประวัติการทำงาน: {{name}}',
  'approvals.runs.none': 'ยังไม่มีการดำเนินการของกระบวนการนี้',
  'approvals.runs.refresh': 'รีเฟรช',
  'approvals.runs.failedOnly': 'เฉพาะที่ล้มเหลว',
  'approvals.runs.when': 'เวลา',
  'approvals.runs.record': 'ระเบียน',
  'approvals.runs.moment': 'ช่วงเวลา',
  'approvals.runs.action': 'การดำเนินการ',
  'approvals.runs.outcome': 'ผลลัพธ์',
  'approvals.runs.attempt': 'ครั้งที่',
  'approvals.runs.attempts': '{{attempts}} จาก {{max}}',
  'approvals.runs.reason': 'เหตุผล',
  'approvals.runs.retryAt': 'ลองครั้งถัดไป {{time}}',
  'approvals.runs.finished': 'เสร็จเมื่อ {{time}}',
  'approvals.runs.rerun': 'เรียกใช้อีกครั้ง',
  'approvals.runs.rerunLabel': 'เรียกใช้ {{action}} อีกครั้ง',
  'approvals.runs.rerunDone': 'เรียกใช้การดำเนินการอีกครั้งแล้ว',
  'approvals.runs.rerunTag': 'เรียกใช้ซ้ำ',
  'approvals.runs.status.queued': 'รอ',
  'approvals.runs.status.done': 'เสร็จแล้ว',
  'approvals.runs.status.failed': 'ล้มเหลว',
};

export default runsTh;
