import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in ja. */
const noticesJa: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': '承認通知',
  'approvals.notices.bell': '承認通知（未読 {{count}} 件）',
  'approvals.notices.empty': '承認通知はまだありません',
  'approvals.notices.openCenter': '承認センターを開く',
  'approvals.notices.fromFlow': 'フロー「{{flow}}」',
  'approvals.notices.markRead': '既読にする',
  'approvals.notices.markUnread': '未読にする',
  'approvals.notices.markAllRead': 'すべて既読にする',
  'approvals.away.button': '不在と通知',
  'approvals.away.title': '不在の間',
  'approvals.away.intro':
    'この期間にあなたに届く申請は代理人に回ります。承認履歴には代理で処理したことが記録されます。',
  'approvals.away.none': '代理人なし：申請はあなたに届きます。',
  'approvals.away.active': '本日有効：{{to}} まで {{name}} があなたの代わりに承認します。',
  'approvals.away.scheduled': '{{from}} から {{to}} まで {{name}} があなたの代わりに承認します。',
  'approvals.away.delegate': '代理人',
  'approvals.away.delegatePlaceholder': '代わりに承認する人を選択',
  'approvals.away.dates': '不在期間（開始 – 終了）',
  'approvals.away.datesHint': '両日を含みます。終了日を決めない場合は空欄のままにしてください。',
  'approvals.away.email': '承認通知をメールでも受け取る',
  'approvals.away.emailHint': '組織の送信メールサーバーから送信されます。',
  'approvals.away.save': '保存',
  'approvals.away.cancel': 'キャンセル',
  'approvals.away.end': '代理を終了',
  'approvals.away.saved': '保存しました',
};

export default noticesJa;
