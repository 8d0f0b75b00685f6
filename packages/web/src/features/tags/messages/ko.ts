import type { TagsMessages } from './en.js';

const tagsKo: TagsMessages = {
  'tags.title': '태그',
  'tags.add': '태그 추가',
  'tags.name': '태그 이름',
  'tags.remove': '{{name}} 태그 제거',
  'tags.none': '태그 없음',
  'tags.pick': '태그를 선택하면 해당 태그가 붙은 레코드가 표시됩니다.',
  'tags.emptyOrg': '아직 태그가 없습니다. 레코드를 열고 해당 페이지에서 태그를 추가하세요.',
  'tags.noRecords': '열 수 있는 레코드 중 이 태그가 붙은 레코드가 없습니다.',
  'tags.recordsOf': '“{{name}}” 태그가 붙은 레코드',
  'tags.addFailed': '태그를 추가할 수 없습니다.',
  'tags.removeFailed': '태그를 제거할 수 없습니다.',
  'tags.allTags': '모든 태그',
  'tags.rename': '이름 바꾸기',
  'tags.renameTitle': '태그 “{{name}}” 이름 바꾸기',
  'tags.renamed': '태그 이름을 “{{name}}”(으)로 바꿨습니다.',
  'tags.renameFailed': '태그 이름을 바꾸지 못했습니다.',
  'tags.delete': '삭제',
  'tags.deleteTitle': '태그 “{{name}}”을(를) 삭제할까요?',
  'tags.deleteConfirm': '이 태그가 붙은 모든 레코드에서 태그가 제거됩니다. 되돌릴 수 없습니다.',
  'tags.deleted': '태그 “{{name}}”을(를) 삭제했습니다.',
  'tags.nameRequired': '태그 이름을 입력하세요.',
};

export default tagsKo;
