import centerKo from './center/ko.js';
import type approvalsEn from './en.js';
import noticesKo from './notices/ko.js';
import runsKo from './runs/ko.js';

/** The approvals flow's messages in ko. */
const approvalsKo: Record<keyof typeof approvalsEn, string> = {
  ...centerKo,
  ...runsKo,
  ...noticesKo,
  'approvals.submitForApproval': '승인 요청',
  'approvals.submitted': '{{approver}}님에게 승인을 요청했습니다.',
  'approvals.commentsTitle': '승인 의견',
  'approvals.commentsLabel': '승인자에게 전할 의견',
  'approvals.submit': '요청',
  'approvals.nextApproverTitle': '다음 승인자 선택',
  'approvals.nextApproverIntro': '"{{process}}"에서는 이 레코드의 승인자를 직접 선택해야 합니다.',
  'approvals.approver': '승인자',
  'approvals.approverSearch': '이름으로 사람 검색',
  'approvals.cannotSubmit': '승인을 요청할 수 없습니다',
  'approvals.failedFallback': '레코드의 승인을 요청하지 못했습니다.',
  'approvals.showDetails': '세부 정보 보기 ({{count}})',
  'approvals.hideDetails': '세부 정보 숨기기',
  'approvals.locked':
    '이 레코드는 {{approver}}님의 승인을 기다리는 동안 잠겨 있습니다. 승인자나 관리자만 변경할 수 있습니다.',
  'approvals.deleteLocked':
    '{{object}} "{{name}}"은(는) {{approver}}의 승인을 기다리는 중이므로 삭제할 수 없습니다. 먼저 승인 요청을 승인하거나 거부해야 합니다.',
};

export default approvalsKo;
