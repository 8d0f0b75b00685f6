import type { ShiftPlanMessages } from './en.js';

const shiftPlanKo: ShiftPlanMessages = {
  'shiftPlan.title': '교대 근무 계획',
  'shiftPlan.previousWeek': '이전 주',
  'shiftPlan.nextWeek': '다음 주',
  'shiftPlan.today': '오늘',
  'shiftPlan.refresh': '새로 고침',
  'shiftPlan.new': '새 교대 근무',
  'shiftPlan.hint':
    '빈 칸을 클릭하면 교대 근무를 추가하고, 교대 근무를 클릭하면 열고, 다른 날이나 리소스로 끌어 옮길 수 있습니다.',
  'shiftPlan.gridLabel': '서비스 리소스별, 일별 교대 근무',
  'shiftPlan.resource': '서비스 리소스',
  'shiftPlan.unassigned': '리소스 없음',
  'shiftPlan.noResources': '아직 활성 서비스 리소스가 없습니다.',
  'shiftPlan.cell': '{{resource}}, {{day}}',
  'shiftPlan.addIn': '{{resource}}의 {{day}} 교대 근무 추가',
  'shiftPlan.shift': '{{name}}, {{time}}, {{status}}',
  'shiftPlan.status.Tentative': '임시',
  'shiftPlan.status.Confirmed': '확정',
  'shiftPlan.status.Published': '게시됨',
  'shiftPlan.created': '교대 근무 "{{name}}"을(를) 만들었습니다',
  'shiftPlan.moved': '교대 근무 "{{name}}"을(를) 옮겼습니다',
  'shiftPlan.refused': '"{{name}}"을(를) 옮기지 못했습니다: {{reason}}',
  'shiftPlan.notSaved': '서버가 변경 사항을 저장하지 않았습니다',
};

export default shiftPlanKo;
