import type { InviteesMessages } from './en.js';

const inviteesZhTW: InviteesMessages = {
  'invitees.title': '受邀者',
  'invitees.organiser': '召集人：{{name}}',
  'invitees.none': '尚未邀請任何人。',
  'invitees.add': '邀請使用者、連絡人或潛在客戶',
  'invitees.noMatch': '找不到',
  'invitees.remove': '移除 {{name}}',
  'invitees.kind.user': '使用者',
  'invitees.kind.contact': '連絡人',
  'invitees.kind.lead': '潛在客戶',
  'invitees.response.none': '未回覆',
  'invitees.response.accepted': '已接受',
  'invitees.response.declined': '已拒絕',
  'invitees.response.tentative': '暫定',
  'invitees.busy': '此時段忙碌',
  'invitees.busyWarning': '此時段已有行程：{{names}}。仍會邀請他們。',
  'invitees.yourAnswer': '您的回覆',
  'invitees.answer.accepted': '接受',
  'invitees.answer.tentative': '暫定',
  'invitees.answer.declined': '拒絕',
  'invitees.failed': '未儲存：{{reason}}',
};

export default inviteesZhTW;
