import centerZhCN from './center/zh-CN.js';
import type approvalsEn from './en.js';
import noticesZhCN from './notices/zh-CN.js';
import runsZhCn from './runs/zh-CN.js';

/** The approvals flow's messages in zh-CN. */
const approvalsZhCN: Record<keyof typeof approvalsEn, string> = {
  ...centerZhCN,
  ...runsZhCn,
  ...noticesZhCN,
  'approvals.submitForApproval': '提交审批',
  'approvals.submitted': '已提交给 {{approver}} 审批。',
  'approvals.commentsTitle': '审批意见',
  'approvals.commentsLabel': '给审批人的意见',
  'approvals.submit': '提交',
  'approvals.nextApproverTitle': '选择下一审批人',
  'approvals.nextApproverIntro': '“{{process}}”需要您选择此记录的审批人。',
  'approvals.approver': '审批人',
  'approvals.approverSearch': '按姓名搜索',
  'approvals.cannotSubmit': '无法提交审批',
  'approvals.failedFallback': '无法提交此记录进行审批。',
  'approvals.showDetails': '显示详情（{{count}}）',
  'approvals.hideDetails': '隐藏详情',
  'approvals.locked': '此记录正在等待 {{approver}} 审批，已被锁定：只有审批人或管理员可以修改。',
  'approvals.deleteLocked':
    '{{object}}“{{name}}”正在等待 {{approver}} 审批，无法删除：请先批准或拒绝该审批请求。',
};

export default approvalsZhCN;
