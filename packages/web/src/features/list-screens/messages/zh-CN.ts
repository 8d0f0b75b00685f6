import type { ListScreensMessages } from './en.js';

const listScreensZhCN: ListScreensMessages = {
  'listScreens.read': '已读取 {{read}} 行',
  'listScreens.readOf': '已读取 {{read}} / {{total}} 行',
  'listScreens.readAll': '已读取全部 {{read}} 行',
  'listScreens.readingMore': '正在读取更多行…',
  'listScreens.scrollAll': '全部（滚动）',
  'listScreens.listLabel': '{{object}}：列表',
  'listScreens.keyboardHint': '上下方向键在列表中移动。',
  'listScreens.listPane': '列表',
  'listScreens.recordPane': '记录',
  'listScreens.openTable': '表格',
  'listScreens.pickRecord': '在左侧选择一条记录，在此查看。',
  'listScreens.pickFloating': '在悬浮列表中选择一条记录，在此打开。',
  'listScreens.floatingLabel': '{{object}} 悬浮列表',
  'listScreens.moveLeft': '将列表移到左侧',
  'listScreens.moveRight': '将列表移到右侧',
  'listScreens.hideList': '隐藏列表',
  'listScreens.showList': '{{object}} 列表',
};

export default listScreensZhCN;
