import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in zh-CN. */
const noticesZhCN: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': '审批通知',
  'approvals.notices.bell': '审批通知，{{count}} 条未读',
  'approvals.notices.empty': '暂无审批通知',
  'approvals.notices.openCenter': '打开审批中心',
  'approvals.notices.fromFlow': '流程“{{flow}}”',
  'approvals.notices.markRead': '标为已读',
  'approvals.notices.markUnread': '标为未读',
  'approvals.notices.markAllRead': '全部标为已读',
  'approvals.away.button': '外出与通知',
  'approvals.away.title': '外出期间',
  'approvals.away.intro': '在这些日期内发给您的申请将转给您的代理人；审批历史会注明其代您处理。',
  'approvals.away.none': '无代理人：申请发给您本人。',
  'approvals.away.active': '今日生效：{{name}} 代您审批至 {{to}}。',
  'approvals.away.scheduled': '{{name}} 将于 {{from}} 至 {{to}} 代您审批。',
  'approvals.away.delegate': '代理人',
  'approvals.away.delegatePlaceholder': '选择代您审批的人',
  'approvals.away.dates': '外出日期（起 – 止）',
  'approvals.away.datesHint': '包含首尾两天；结束日期未定时请留空。',
  'approvals.away.email': '同时通过邮件接收审批通知',
  'approvals.away.emailHint': '通过组织的外发邮件服务器发送。',
  'approvals.away.save': '保存',
  'approvals.away.cancel': '取消',
  'approvals.away.end': '结束代理',
  'approvals.away.saved': '已保存',
};

export default noticesZhCN;
