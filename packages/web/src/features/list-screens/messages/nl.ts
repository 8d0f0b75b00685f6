import type { ListScreensMessages } from './en.js';

const listScreensNl: ListScreensMessages = {
  'listScreens.read': '{{read}} rijen gelezen',
  'listScreens.readOf': '{{read}} van {{total}} rijen gelezen',
  'listScreens.readAll': 'Alle {{read}} rijen gelezen',
  'listScreens.readingMore': 'Meer rijen lezen…',
  'listScreens.scrollAll': 'Alle, scrollend',
  'listScreens.listLabel': '{{object}}: de lijst',
  'listScreens.keyboardHint': 'Met de pijltjes omhoog en omlaag door de lijst.',
  'listScreens.listPane': 'Lijst',
  'listScreens.recordPane': 'Record',
  'listScreens.openTable': 'Tabel',
  'listScreens.pickRecord': 'Kies links een record om het hier te lezen.',
  'listScreens.pickFloating': 'Kies een record in de zwevende lijst om het hier te openen.',
  'listScreens.floatingLabel': 'Zwevende lijst van {{object}}',
  'listScreens.moveLeft': 'Lijst naar links verplaatsen',
  'listScreens.moveRight': 'Lijst naar rechts verplaatsen',
  'listScreens.hideList': 'Lijst verbergen',
  'listScreens.showList': 'Lijst {{object}}',
};

export default listScreensNl;
