import type { ListScreensMessages } from './en.js';

const listScreensPl: ListScreensMessages = {
  'listScreens.read': 'Wczytano {{read}} wierszy',
  'listScreens.readOf': 'Wczytano {{read}} z {{total}} wierszy',
  'listScreens.readAll': 'Wczytano wszystkie wiersze: {{read}}',
  'listScreens.readingMore': 'Wczytywanie kolejnych wierszy…',
  'listScreens.scrollAll': 'Wszystkie, przewijanie',
  'listScreens.listLabel': '{{object}}: lista',
  'listScreens.keyboardHint': 'Strzałki w górę i w dół przesuwają po liście.',
  'listScreens.listPane': 'Lista',
  'listScreens.recordPane': 'Rekord',
  'listScreens.openTable': 'Tabela',
  'listScreens.pickRecord': 'Wybierz rekord po lewej, aby go tu przeczytać.',
  'listScreens.pickFloating': 'Wybierz rekord na pływającej liście, aby go tu otworzyć.',
  'listScreens.floatingLabel': 'Pływająca lista: {{object}}',
  'listScreens.moveLeft': 'Przenieś listę w lewo',
  'listScreens.moveRight': 'Przenieś listę w prawo',
  'listScreens.hideList': 'Ukryj listę',
  'listScreens.showList': 'Lista {{object}}',
};

export default listScreensPl;
