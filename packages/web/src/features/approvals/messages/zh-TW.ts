import centerZhTW from './center/zh-TW.js';
import type approvalsEn from './en.js';
import noticesZhTW from './notices/zh-TW.js';
import runsZhTw from './runs/zh-TW.js';

/** The approvals flow's messages in zh-TW. */
const approvalsZhTW: Record<keyof typeof approvalsEn, string> = {
  ...centerZhTW,
  ...runsZhTw,
  ...noticesZhTW,
  'approvals.submitForApproval': '提交審批',
  'approvals.submitted': '已提交給 {{approver}} 審批。',
  'approvals.commentsTitle': '審批意見',
  'approvals.commentsLabel': '給審批人的意見',
  'approvals.submit': '提交',
  'approvals.nextApproverTitle': '選擇下一審批人',
  'approvals.nextApproverIntro': '「{{process}}」需要您選擇此記錄的審批人。',
  'approvals.approver': '審批人',
  'approvals.approverSearch': '依姓名搜尋',
  'approvals.cannotSubmit': '無法提交審批',
  'approvals.failedFallback': '無法提交此記錄進行審批。',
  'approvals.showDetails': '顯示詳情（{{count}}）',
  'approvals.hideDetails': '隱藏詳情',
  'approvals.locked': '此記錄正在等待 {{approver}} 審批，已被鎖定：只有審批人或管理員可以修改。',
  'approvals.deleteLocked':
    '{{object}}「{{name}}」正在等待 {{approver}} 審批，無法刪除：請先核准或拒絕該審批請求。',
};

export default approvalsZhTW;
