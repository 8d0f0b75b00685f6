import type { ListScreensMessages } from './en.js';

const listScreensZhTW: ListScreensMessages = {
  'listScreens.read': '已讀取 {{read}} 列',
  'listScreens.readOf': '已讀取 {{read}} / {{total}} 列',
  'listScreens.readAll': '已讀取全部 {{read}} 列',
  'listScreens.readingMore': '正在讀取更多列…',
  'listScreens.scrollAll': '全部（捲動）',
  'listScreens.listLabel': '{{object}}：清單',
  'listScreens.keyboardHint': '上下方向鍵在清單中移動。',
  'listScreens.listPane': '清單',
  'listScreens.recordPane': '記錄',
  'listScreens.openTable': '表格',
  'listScreens.pickRecord': '在左側選擇一筆記錄，在此檢視。',
  'listScreens.pickFloating': '在懸浮清單中選擇一筆記錄，在此開啟。',
  'listScreens.floatingLabel': '{{object}} 懸浮清單',
  'listScreens.moveLeft': '將清單移到左側',
  'listScreens.moveRight': '將清單移到右側',
  'listScreens.hideList': '隱藏清單',
  'listScreens.showList': '{{object}} 清單',
};

export default listScreensZhTW;
