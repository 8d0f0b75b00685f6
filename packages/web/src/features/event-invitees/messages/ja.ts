import type { InviteesMessages } from './en.js';

const inviteesJa: InviteesMessages = {
  'invitees.title': '招待者',
  'invitees.organiser': '主催者: {{name}}',
  'invitees.none': 'まだ誰も招待されていません。',
  'invitees.add': 'ユーザー、取引先責任者、リードを招待',
  'invitees.noMatch': '見つかりません',
  'invitees.remove': '{{name}} を削除',
  'invitees.kind.user': 'ユーザー',
  'invitees.kind.contact': '取引先責任者',
  'invitees.kind.lead': 'リード',
  'invitees.response.none': '未回答',
  'invitees.response.accepted': '承諾',
  'invitees.response.declined': '辞退',
  'invitees.response.tentative': '仮承諾',
  'invitees.busy': 'この時間は予定あり',
  'invitees.busyWarning': 'この時間にすでに予定があります: {{names}}。招待はそのまま行われます。',
  'invitees.yourAnswer': 'あなたの回答',
  'invitees.answer.accepted': '承諾する',
  'invitees.answer.tentative': '仮承諾する',
  'invitees.answer.declined': '辞退する',
  'invitees.failed': '保存されませんでした: {{reason}}',
};

export default inviteesJa;
