/** The split screen's, floating list's and scrolling table's messages in English: the source the others follow. */
const listScreensEn = {
  'listScreens.read': '{{read}} rows read',
  'listScreens.readOf': '{{read}} of {{total}} rows read',
  'listScreens.readAll': 'All {{read}} rows read',
  'listScreens.readingMore': 'Reading more rows…',
  'listScreens.scrollAll': 'All, scrolling',
  'listScreens.listLabel': '{{object}}: the list',
  'listScreens.keyboardHint': 'Up and down arrows move through the list.',
  'listScreens.listPane': 'List',
  'listScreens.recordPane': 'Record',
  'listScreens.openTable': 'Table',
  'listScreens.pickRecord': 'Choose a record on the left to read it here.',
  'listScreens.pickFloating': 'Choose a record in the floating list to open it here.',
  'listScreens.floatingLabel': 'Floating list of {{object}}',
  'listScreens.moveLeft': 'Move the list to the left',
  'listScreens.moveRight': 'Move the list to the right',
  'listScreens.hideList': 'Hide the list',
  'listScreens.showList': '{{object}} list',
} as const;

export type ListScreensMessages = Record<keyof typeof listScreensEn, string>;
export default listScreensEn;
