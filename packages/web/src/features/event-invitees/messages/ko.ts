import type { InviteesMessages } from './en.js';

const inviteesKo: InviteesMessages = {
  'invitees.title': '참석자',
  'invitees.organiser': '주최자: {{name}}',
  'invitees.none': '아직 초대된 사람이 없습니다.',
  'invitees.add': '사용자, 연락처 또는 리드 초대',
  'invitees.noMatch': '찾을 수 없습니다',
  'invitees.remove': '{{name}} 제거',
  'invitees.kind.user': '사용자',
  'invitees.kind.contact': '연락처',
  'invitees.kind.lead': '리드',
  'invitees.response.none': '응답 없음',
  'invitees.response.accepted': '수락',
  'invitees.response.declined': '거절',
  'invitees.response.tentative': '미정',
  'invitees.busy': '이 시간에 일정 있음',
  'invitees.busyWarning': '이 시간에 이미 일정이 있습니다: {{names}}. 그래도 초대됩니다.',
  'invitees.yourAnswer': '내 응답',
  'invitees.answer.accepted': '수락하기',
  'invitees.answer.tentative': '미정으로 응답',
  'invitees.answer.declined': '거절하기',
  'invitees.failed': '저장되지 않음: {{reason}}',
};

export default inviteesKo;
