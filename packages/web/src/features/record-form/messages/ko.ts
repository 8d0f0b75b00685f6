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
};

export default specialObjectsKo;
