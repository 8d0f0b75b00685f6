import centerJa from './center/ja.js';
import type approvalsEn from './en.js';
import noticesJa from './notices/ja.js';
import runsJa from './runs/ja.js';

/** The approvals flow's messages in ja. */
const approvalsJa: Record<keyof typeof approvalsEn, string> = {
  ...centerJa,
  ...runsJa,
  ...noticesJa,
  'approvals.submitForApproval': '承認申請',
  'approvals.submitted': '{{approver}} に承認を申請しました。',
  'approvals.commentsTitle': '承認コメント',
  'approvals.commentsLabel': '承認者へのコメント',
  'approvals.submit': '申請',
  'approvals.nextApproverTitle': '次の承認者を選択',
  'approvals.nextApproverIntro': '「{{process}}」では、このレコードの承認者を選択する必要があります。',
  'approvals.approver': '承認者',
  'approvals.approverSearch': '名前で検索',
  'approvals.cannotSubmit': '承認申請できません',
  'approvals.failedFallback': 'レコードを承認申請できませんでした。',
  'approvals.showDetails': '詳細を表示 ({{count}})',
  'approvals.hideDetails': '詳細を隠す',
  'approvals.locked':
    'このレコードは {{approver}} の承認待ちのためロックされています。承認者または管理者のみ変更できます。',
  'approvals.deleteLocked':
    '{{object}}「{{name}}」は {{approver}} の承認待ちのため削除できません。先に承認申請を承認または却下してください。',
};

export default approvalsJa;
