import type { ListScreensMessages } from './en.js';

const listScreensKo: ListScreensMessages = {
  'listScreens.read': '{{read}}행 읽음',
  'listScreens.readOf': '{{total}}행 중 {{read}}행 읽음',
  'listScreens.readAll': '전체 {{read}}행 읽음',
  'listScreens.readingMore': '행을 더 읽는 중…',
  'listScreens.scrollAll': '전체(스크롤)',
  'listScreens.listLabel': '{{object}}: 목록',
  'listScreens.keyboardHint': '위아래 화살표로 목록을 이동합니다.',
  'listScreens.listPane': '목록',
  'listScreens.recordPane': '레코드',
  'listScreens.openTable': '표',
  'listScreens.pickRecord': '왼쪽에서 레코드를 선택하면 여기에 표시됩니다.',
  'listScreens.pickFloating': '떠 있는 목록에서 레코드를 선택하면 여기에 열립니다.',
  'listScreens.floatingLabel': '{{object}} 떠 있는 목록',
  'listScreens.moveLeft': '목록을 왼쪽으로 이동',
  'listScreens.moveRight': '목록을 오른쪽으로 이동',
  'listScreens.hideList': '목록 숨기기',
  'listScreens.showList': '{{object}} 목록',
};

export default listScreensKo;
