import type { SpecialObjectsMessages } from './en.js';

const specialObjectsKo: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}}은(는) 0보다 크고 24시간 이하여야 합니다',
  'specialObjects.serviceResource.user':
    '크루 유형 리소스는 서비스 크루를 나타냅니다: 서비스 크루를 선택하세요',
  'specialObjects.serviceResource.group':
    '이 리소스는 크루가 아닌 한 명의 사용자를 나타냅니다: 사용자를 선택하세요',
  'specialObjects.activity.notAPerson': '이름은 연락처 또는 리드여야 합니다',
  'specialObjects.activity.leadRelated': '리드의 활동은 다른 레코드와 연결할 수 없습니다',
  'specialObjects.workRule.unknownAttribute': '목록에서 리소스 속성을 선택하세요',
  'specialObjects.workRule.operatorNotAllowed': '이 연산자는 선택한 속성에 적용되지 않습니다',
  'specialObjects.workRule.valueRequired': '선택한 속성의 값을 입력하세요',
  'specialObjects.workRule.notANumber': '숫자를 입력하세요',
  'specialObjects.workRule.notADate': '날짜를 입력하세요',
  'specialObjects.workRule.notACheckbox': '참 또는 거짓을 선택하세요',
  'specialObjects.qualification': '목록에서 자격 필드를 선택하세요',
  'recordForm.refusal.list': '{{message}} ({{list}})',
  'recordForm.refusal.sum': '{{message}} 입력 {{total}}, 예상 {{expected}}.',
  'recordForm.refusal.lines': '{{message}} 해당 품목: {{count}}개.',
  'recordForm.conflict.refused': '{{name}}님이 레코드를 연 후에 변경했습니다. 아무것도 저장되지 않았습니다.',
  'recordForm.conflict.title': '다른 사람이 이 레코드를 변경했습니다',
  'recordForm.conflict.who':
    '{{name}}님이 레코드를 연 후 {{time}}에 이 레코드를 저장했습니다. 내 변경 사항은 아직 저장되지 않았습니다.',
  'recordForm.conflict.someone': '누군가',
  'recordForm.conflict.hint':
    '내 값으로 상대의 값을 바꿀 필드를 선택한 다음 저장하세요. 다시 불러오면 내 변경 사항이 버려지고 현재 레코드가 표시됩니다.',
  'recordForm.conflict.noOverlap':
    '레코드에 이미 내 값이 있습니다. 저장하여 마치거나 다시 불러와 다른 변경 사항을 확인하세요.',
  'recordForm.conflict.field': '필드',
  'recordForm.conflict.theirs': '상대 값',
  'recordForm.conflict.mine': '내 값',
  'recordForm.conflict.keep': '내 값 유지',
  'recordForm.conflict.keepField': '{{field}}의 내 값 유지',
  'recordForm.conflict.changedByThem': '상대가 변경함',
  'recordForm.conflict.reload': '다시 불러오기 (상대 값 사용)',
  'recordForm.conflict.keepMine': '선택한 값 저장',
  'recordForm.conflict.empty': '(비어 있음)',
  'recordForm.useAssignmentRule': '할당 규칙 사용',
};

export default specialObjectsKo;
