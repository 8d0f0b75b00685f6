import type { InviteesMessages } from './en.js';

const inviteesZhCN: InviteesMessages = {
  'invitees.title': '受邀者',
  'invitees.organiser': '组织者：{{name}}',
  'invitees.none': '尚未邀请任何人。',
  'invitees.add': '邀请用户、联系人或潜在客户',
  'invitees.noMatch': '未找到',
  'invitees.remove': '移除 {{name}}',
  'invitees.kind.user': '用户',
  'invitees.kind.contact': '联系人',
  'invitees.kind.lead': '潜在客户',
  'invitees.response.none': '未答复',
  'invitees.response.accepted': '已接受',
  'invitees.response.declined': '已拒绝',
  'invitees.response.tentative': '暂定',
  'invitees.busy': '此时间忙碌',
  'invitees.busyWarning': '此时间已有安排：{{names}}。仍会邀请他们。',
  'invitees.yourAnswer': '您的答复',
  'invitees.answer.accepted': '接受',
  'invitees.answer.tentative': '暂定',
  'invitees.answer.declined': '拒绝',
  'invitees.failed': '未保存：{{reason}}',
};

export default inviteesZhCN;
