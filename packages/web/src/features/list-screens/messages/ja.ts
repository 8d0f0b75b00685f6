import type { ListScreensMessages } from './en.js';

const listScreensJa: ListScreensMessages = {
  'listScreens.read': '{{read}} 行を読み込み済み',
  'listScreens.readOf': '{{total}} 行中 {{read}} 行を読み込み済み',
  'listScreens.readAll': '全 {{read}} 行を読み込み済み',
  'listScreens.readingMore': 'さらに行を読み込んでいます…',
  'listScreens.scrollAll': 'すべて（スクロール）',
  'listScreens.listLabel': '{{object}}：一覧',
  'listScreens.keyboardHint': '上下の矢印キーで一覧を移動します。',
  'listScreens.listPane': '一覧',
  'listScreens.recordPane': 'レコード',
  'listScreens.openTable': 'テーブル',
  'listScreens.pickRecord': '左のレコードを選ぶと、ここに表示されます。',
  'listScreens.pickFloating': 'フローティング一覧でレコードを選ぶと、ここに開きます。',
  'listScreens.floatingLabel': '{{object}} のフローティング一覧',
  'listScreens.moveLeft': '一覧を左へ移動',
  'listScreens.moveRight': '一覧を右へ移動',
  'listScreens.hideList': '一覧を隠す',
  'listScreens.showList': '{{object}} 一覧',
};

export default listScreensJa;
