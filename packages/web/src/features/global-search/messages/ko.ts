import type { GlobalSearchMessages } from './en.js';

const globalSearchKo: GlobalSearchMessages = {
  'globalSearch.resultsFor': '“{{keyword}}” 검색 결과',
  'globalSearch.scope': '검색 범위',
  'globalSearch.allObjects': '모든 개체',
  'globalSearch.nothing': '“{{keyword}}”에 대한 결과가 없습니다',
  'globalSearch.nothingHint': '철자를 확인하거나 단어 수를 줄이거나 모든 개체에서 검색하세요.',
  'globalSearch.typeSomething': '상단 검색 상자에 이름, 이메일 또는 전화번호를 입력하세요.',
  'globalSearch.corrected': '다음 단어도 검색함: {{words}}',
  'globalSearch.showMore': '{{objects}} 더 보기: 여기서만 검색',
  'globalSearch.matchedIn': '{{field}}: {{value}}',
  'globalSearch.groupCount': '{{count}}개 표시',
  'globalSearch.failed': '검색을 수행할 수 없습니다.',
  'globalSearch.seeAll': '“{{keyword}}”의 모든 결과 보기',
  'globalSearch.preparing':
    '키워드 검색을 아직 준비하고 있습니다. 결과는 이름의 앞부분과 일치하는 항목만 표시됩니다',
};

export default globalSearchKo;
