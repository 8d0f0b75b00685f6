import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in ko. */
const noticesKo: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': '승인 알림',
  'approvals.notices.bell': '승인 알림, 읽지 않음 {{count}}개',
  'approvals.notices.empty': '아직 승인 알림이 없습니다',
  'approvals.notices.openCenter': '승인 센터 열기',
  'approvals.notices.fromFlow': '플로 “{{flow}}”',
  'approvals.notices.markRead': '읽음으로 표시',
  'approvals.notices.markUnread': '읽지 않음으로 표시',
  'approvals.notices.markAllRead': '모두 읽음으로 표시',
  'approvals.away.button': '부재 및 알림',
  'approvals.away.title': '부재 중',
  'approvals.away.intro':
    '이 기간에 들어오는 요청은 대리인에게 전달되며, 승인 기록에 대리로 처리했다고 표시됩니다.',
  'approvals.away.none': '대리인 없음: 요청이 본인에게 옵니다.',
  'approvals.away.active': '오늘 적용 중: {{to}}까지 {{name}} 님이 대신 승인합니다.',
  'approvals.away.scheduled': '{{from}}부터 {{to}}까지 {{name}} 님이 대신 승인합니다.',
  'approvals.away.delegate': '대리인',
  'approvals.away.delegatePlaceholder': '대신 승인할 사람 선택',
  'approvals.away.dates': '부재 기간 (시작 – 종료)',
  'approvals.away.datesHint': '두 날짜 모두 포함됩니다. 종료일이 정해지지 않았으면 비워 두세요.',
  'approvals.away.email': '승인 알림을 이메일로도 받기',
  'approvals.away.emailHint': '조직의 발신 메일 서버를 통해 발송됩니다.',
  'approvals.away.save': '저장',
  'approvals.away.cancel': '취소',
  'approvals.away.end': '대리 종료',
  'approvals.away.saved': '저장됨',
};

export default noticesKo;
